// Helpers that several spec files need: finding a toast, a clean screenshot of a page, a real
// photo to upload, a second signed-in browser, and a dropped connection. See ./README.md.
import crypto from "node:crypto";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  request,
} from "@playwright/test";
import sharp from "sharp";
import { expect, fileApp, mailIdsTo, screenshot, signIn, waitForMail } from "./fixtures";
import { rememberTotpSecret, totpCode } from "./two-factor";

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

/**
 * The signed stamp the sign-up page hands out with its form (the trust area's guard), read from
 * the page as a script would: the JSON sign-up endpoint refuses a sign-up without one. `headers`
 * for the page request (an X-Forwarded-For of the test's own).
 */
export async function signUpFormStamp(
  api: APIRequestContext,
  headers: Record<string, string> = {},
): Promise<string> {
  const html = await (await api.get("/auth?mode=signup", { headers })).text();
  const stamp = /name="formStartedAt" value="([^"]+)"/.exec(html)?.[1];
  expect(stamp, "the sign-up form carries its stamp").toBeTruthy();
  return stamp as string;
}

/**
 * A new member of the file's app, signed up through the auth API and verified through the mailed
 * link (not signed in anywhere): for tests that change an account's password, e-mail or sessions,
 * which must not touch the demo accounts other tests sign in with.
 */
export async function createMember(
  tag = "member",
  options: { username?: string } = {},
): Promise<{ email: string; password: string; fullName: string }> {
  const { baseURL } = await fileApp();
  const suffix = crypto.randomBytes(4).toString("hex");
  const member = {
    email: `${tag}-${suffix}@example.com`,
    password: `Lowered-${suffix}-on-Coilovers`,
    fullName: "Alex Apex",
  };
  const api = await request.newContext({ baseURL });
  try {
    const signUp = await api.post("/api/auth/sign-up/email", {
      data: {
        email: member.email,
        password: member.password,
        name: member.fullName,
        ...(options.username ? { username: options.username } : {}),
        // The spec apps need no time to fill the form in (SIGNUP_MIN_FILL_SECONDS=0).
        formStartedAt: await signUpFormStamp(api),
        // Where the sign-up page's own links land (and an invalid one adds &error=…).
        callbackURL: "/auth?verified=1",
      },
      headers: { Origin: baseURL },
    });
    expect(signUp.ok(), `sign-up of ${member.email}: ${await signUp.text()}`).toBe(true);
    const mail = await waitForMail(member.email, "Verify");
    const verified = await api.get(mail.links[0], { maxRedirects: 0 });
    expect(verified.headers().location, "verification link").toContain("verified=1");
    expect(verified.headers().location, "verification link").not.toContain("error=");
  } finally {
    await api.dispose();
  }
  return member;
}

/** Presses Tab until `target` has the focus (at most `limit` times): it must be reachable. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reachable with Tab").toBeFocused();
}

/** SPEC: what the sign-up form says when the account was created. */
export const SIGN_UP_SUCCESS = "Account created! Please check your email to verify your account.";
/** What /auth says after the verification link was followed. */
export const EMAIL_VERIFIED = "Your email is verified. You can sign in now.";

export interface SignUpFields {
  email: string;
  fullName: string;
  password: string;
  confirm?: string;
  username?: string;
}

/** Opens /auth's sign-up form and fills it in (without sending it). */
export async function fillSignUp(page: Page, fields: SignUpFields) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email", { exact: true }).fill(fields.email);
  await page.getByLabel("Full Name").fill(fields.fullName);
  if (fields.username) await page.getByLabel("Username (optional)").fill(fields.username);
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByLabel("Confirm Password").fill(fields.confirm ?? fields.password);
}

/** Signs up through the form and follows the verification link from the outbox. */
export async function signUpWithForm(page: Page, fields: SignUpFields) {
  // An address that signed up before (and left) has an older verification mail in the outbox.
  const earlier = await mailIdsTo(fields.email);
  await fillSignUp(page, fields);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status").filter({ hasText: SIGN_UP_SUCCESS })).toBeVisible();
  const mail = await waitForMail(fields.email, "Verify", { ignore: earlier });
  await page.goto(mail.links[0]);
  await expect(page.getByText(EMAIL_VERIFIED)).toBeVisible();
}

/**
 * Turns two-factor on for the signed-in `user` on /account/security, as they would: password, the
 * set-up key read off the page into "their authenticator", its first code. Remembers the secret
 * for the sign-in helpers and returns it with the backup codes the page showed once.
 */
export async function turnOnTwoFactor(
  page: Page,
  user: { email: string; password: string },
): Promise<{ secret: string; backupCodes: string[] }> {
  await page.goto("/account/security");
  await page.getByLabel("Your password").fill(user.password);
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  const key = page.getByTestId("totp-setup-key");
  await expect(key).toBeVisible();
  const secret = ((await key.textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel(/Enter the 6-digit code it shows/).fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  rememberTotpSecret(user.email, secret);
  return { secret, backupCodes: (await codes.allTextContents()).map((c) => c.trim()) };
}
