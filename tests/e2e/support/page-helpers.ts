// Helpers that several spec files need: finding a toast, a clean screenshot of a page, a real
// photo to upload, a second signed-in browser, and a dropped connection. See ./README.md.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, fileApp, screenshot, signIn } from "./fixtures";

/** The toast (Sonner) whose title or description contains `text`. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * A screenshot from the top of the page at `width` px, with no field focused (a clean look at the
 * layout). `eagerImages` loads the lazy pictures below the fold first, for pages of photos.
 */
export async function pageShot(
  page: Page,
  name: string,
  width: number,
  options: { eagerImages?: boolean } = {},
) {
  await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  if (options.eagerImages) {
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = "eager";
      await Promise.all(
        Array.from(document.images).map((img) =>
          img.complete ? null : new Promise((resolve) => img.addEventListener("load", resolve)),
        ),
      );
    });
  }
  await screenshot(page, name);
}

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Two colours: a diagonal gradient with a car's silhouette (a photo-like picture); one: a plain colour. */
  colors?: [string, string] | string;
  format?: "jpeg" | "png";
}

/** A real image encoded by sharp (what the upload pipeline accepts), 1200x900 JPEG by default. */
export async function photo({
  width = 1200,
  height = 900,
  colors = ["#f97316", "#1e1b4b"],
  format = "jpeg",
}: PhotoOptions = {}): Promise<Buffer> {
  if (typeof colors === "string") {
    return sharp({ create: { width, height, channels: 3, background: colors } })
      [format]()
      .toBuffer();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900" preserveAspectRatio="none">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="220" y="470" width="760" height="170" rx="70" fill="#111"/>
    <circle cx="400" cy="650" r="85" fill="#222"/><circle cx="800" cy="650" r="85" fill="#222"/>
  </svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** Writes `photo(options)` to `file` (e.g. in a specTempDir) and returns the file. */
export async function makePhoto(file: string, options: PhotoOptions = {}): Promise<string> {
  await sharp(await photo(options)).toFile(file);
  return file;
}

/** Opens an /admin tab and waits for React, so the row buttons go through their fetchers. */
export async function openAdminTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** The admin panel's row of the build titled `title`. */
export function adminBuildRow(page: Page, title: string) {
  return page.getByTestId("admin-build-row").filter({ hasText: title });
}

/**
 * A browser context of its own (a second person, another viewport, JavaScript off) signed in as
 * `user` through the auth API, on the file's app.
 */
export async function signedInContext(
  browser: Browser,
  user: { email: string; password: string },
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL } = await fileApp();
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  return { context, page };
}

/**
 * From now on every page-data and route-discovery request of the page fails as a phone in a
 * tunnel sees it (ERR_INTERNET_DISCONNECTED): React Router's `*.data` requests (an action, the
 * loaders' reload after it, a fetcher, the next page's loaders) and `/__manifest`. The page's
 * scripts are already there. A form posted without JavaScript (a document request) is not caught.
 */
export async function dropConnection(page: Page) {
  await page.route(/\.data(\?|$)|\/__manifest/, (route) => route.abort("internetdisconnected"));
}

/** The generic error screen ("500" over "Something went wrong") is not showing. */
export async function expectNoErrorScreen(page: Page) {
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
}
