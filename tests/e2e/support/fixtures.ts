// The Playwright `test` every spec imports: each spec FILE gets its own app process and database.
//
// Playwright has worker-scoped and test-scoped fixtures but nothing per file, so the worker keeps
// "the app of the file it is running": the first test of a file starts a fresh app, the first
// test of the next file stops it and starts another, and the worker's teardown stops the last.
// A worker runs one file at a time, so two workers mean at most two apps at once.
import crypto from "node:crypto";
import fsSync from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  type BrowserContext,
  test as base,
  type Cookie,
  expect,
  type Page,
  type Request,
} from "@playwright/test";
import { type AppDatabase, type AppHost, type AppServer, startAppServer } from "./app-server";
import { signInCodeFor } from "./two-factor";

export type { AppDatabase, AppHost, AppServer };
export { expect };

let current: { file: string; app: Promise<AppServer> } | undefined;
// Set by the worker fixture below. A worker-scoped option is fixed for the whole worker (Playwright
// runs a file that overrides it in a worker of its own), so it is also the running file's choice.
let workerDatabase: AppDatabase = "auto";
let workerEnv: Record<string, string> = {};
let workerHost: AppHost = "127.0.0.1";

async function stopCurrent() {
  const previous = current;
  current = undefined;
  const app = await previous?.app.catch(() => undefined);
  await app?.stop();
}

async function appForFile(file: string): Promise<AppServer> {
  if (current?.file === file) return current.app;
  await stopCurrent();
  const label = path.basename(file, ".spec.ts");
  const start = () =>
    startAppServer(label, { database: workerDatabase, env: workerEnv, host: workerHost });
  // The free port is picked before the server binds it; in the rare case another process took
  // it in between, start once more on a new port.
  const app = start().catch((error: Error) => {
    if (error.message.includes("EADDRINUSE")) return start();
    throw error;
  });
  // A start failure is remembered too: the file's other tests fail fast with the same message.
  current = { file, app };
  return current.app;
}

/**
 * The app of the spec file that is running. Tests get it as the `app` fixture; call this in
 * `test.beforeAll` / `test.afterAll` hooks, where test-scoped fixtures are not available.
 */
export function fileApp(): Promise<AppServer> {
  return appForFile(test.info().file);
}

/**
 * A page's scripts start after its first paint (app/lib/perf/deferred-hydration.server.ts), so the
 * load event can come before React has hydrated it, and what a test does right after goto() would
 * take the page's no-JavaScript path (plain form posts, no toasts). Every goto(), reload(),
 * goBack() and goForward() that waits for "load" (the default) or "networkidle" therefore also
 * waits for <html data-hydrated> (set by the root layout), when the page is one of the app's and
 * its scripts run (React Router's context script, an inline script, has set its global: not so
 * with JavaScript off). A test that means to act before hydration navigates with
 * `waitUntil: "domcontentloaded"` or "commit".
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, {
    timeout: 15_000,
  });
}

/**
 * Holds back the page's requests that `match` picks until the returned `release` is called, e.g.
 * the reload of a page's data that follows a form's result.
 */
export async function holdRequests(page: Page, match: (request: Request) => boolean) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*", async (route) => {
    if (match(route.request())) await held;
    await route.fallback();
  });
  return release;
}

/**
 * Holds back the page's script files (those matching `pattern`: by default every chunk under
 * /assets) until the returned `release` is called, as on a slow phone.
 */
export function holdScripts(page: Page, pattern = /\/assets\/[^/]+\.js$/) {
  return holdRequests(page, (request) => pattern.test(request.url()));
}

/** After a navigation that waited for `waitUntil`: waits for hydration too (see above). */
async function hydratedAfter(page: Page, waitUntil: string | undefined) {
  if ((waitUntil ?? "load") !== "load" && waitUntil !== "networkidle") return;
  const hydrates = await page.evaluate(() => "__reactRouterContext" in window).catch(() => false);
  if (hydrates) await waitForHydration(page);
}

/** goto(), reload(), goBack() and goForward() load a document: each waits for its hydration. */
function navigationsWaitForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydratedAfter(page, options?.waitUntil);
    return response;
  };
  for (const method of ["reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page);
    page[method] = async (options) => {
      const response = await navigate(options);
      await hydratedAfter(page, options?.waitUntil);
      return response;
    };
  }
  return page;
}

/**
 * Every page of every context: Playwright's own `page` fixture is made by `context.newPage()` of a
 * context from `browser.newContext()`, as are the contexts a test makes itself.
 */
function contextPagesWaitForHydration(context: BrowserContext) {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => navigationsWaitForHydration(await newPage());
  return context;
}

/**
 * `appDatabase` picks the database of the file's app. "auto" (default): a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (CI), else PGlite on disk in the app's DATA_DIR.
 * "pglite": always PGlite, so the embedded default is exercised in CI too. Set it per file with
 * `test.use({ appDatabase: "pglite" })`.
 */
export const test = base.extend<
  { app: AppServer },
  {
    appDatabase: AppDatabase;
    appEnv: Record<string, string>;
    appHost: AppHost;
    appLifecycle: undefined;
  }
>({
  appDatabase: ["auto", { scope: "worker", option: true }],
  // Extra environment for the file's app, e.g. `test.use({ appEnv: { RATE_LIMITS: "on" } })`.
  appEnv: [{}, { scope: "worker", option: true }],
  // `test.use({ appHost: "localhost" })`: the app at http://localhost:<port> (passkeys need it).
  appHost: ["127.0.0.1", { scope: "worker", option: true }],
  appLifecycle: [
    async ({ appDatabase, appEnv, appHost }, use) => {
      workerDatabase = appDatabase;
      workerEnv = appEnv;
      workerHost = appHost;
      await use(undefined);
      await stopCurrent();
    },
    { scope: "worker", auto: true },
  ],
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern.
    async ({}, use, testInfo) => {
      const app = await appForFile(testInfo.file);
      await use(app);
      if (testInfo.status !== testInfo.expectedStatus) {
        // The last part of the server log helps explain a failure (server errors, mail links).
        await testInfo.attach("server-log.txt", {
          body: app.log().slice(-20_000),
          contentType: "text/plain",
        });
      }
    },
    // Starting an app (migrations, demo seed) must not eat into the first test's own timeout.
    { timeout: 90_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        contextPagesWaitForHydration(await newContext(options));
      await use(browser);
    },
    { scope: "worker" },
  ],
});

// ---------------------------------------------------------------------------------------------
// Mail

/** One message in the app's local outbox (the app runs without SMTP_URL in tests). */
export interface OutboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, when not to the sender (e.g. a marketplace buyer's address). */
  replyTo?: string;
  sentAt: string;
  /** Every http(s) link in the text, in order (e.g. the verification or reset link). */
  links: string[];
  /** Files sent with it (e.g. an RSVP's .ics invite), their text content as sent. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Every message the current file's app has "sent", newest first. */
export async function readOutbox(): Promise<OutboxEntry[]> {
  const app = await fileApp();
  const dir = path.join(app.dataDir, "outbox");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as OutboxEntry),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}

/** The ids of the messages to `to` in the outbox now: pass them to waitForMail as `ignore`. */
export async function mailIdsTo(to: string): Promise<Set<string>> {
  const mails = await readOutbox();
  return new Set(mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).map((m) => m.id));
}

/**
 * Waits (up to 10 s by default) for the newest message to `to` whose subject contains
 * `subjectContains` (case-insensitive) and returns it; `.links[0]` is usually the link to follow.
 * `ignore` (ids from mailIdsTo) leaves out earlier messages of the same kind, so a second
 * message is waited for rather than the first one taken again while the second is on its way.
 */
export async function waitForMail(
  to: string,
  subjectContains: string,
  options: { timeout?: number; ignore?: ReadonlySet<string> } = {},
): Promise<OutboxEntry> {
  const deadline = Date.now() + (options.timeout ?? 10_000);
  const wanted = subjectContains.toLowerCase();
  for (;;) {
    const match = (await readOutbox()).find(
      (m) =>
        m.to.toLowerCase() === to.toLowerCase() &&
        m.subject.toLowerCase().includes(wanted) &&
        !options.ignore?.has(m.id),
    );
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = (await readOutbox()).map((m) => `  ${m.to}: ${m.subject}`).join("\n");
      throw new Error(
        `No mail to ${to} with "${subjectContains}" in the subject. Outbox:\n${seen || "  (empty)"}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * Signs in through the /auth page, as a person does, and waits until the app has sent the
 * browser to / (where "Welcome back!" shows). Use it when the sign-in page, its toast or the
 * page it leads to is part of what the test looks at. An account with two-factor on (the demo
 * admin, or one a spec remembered with rememberTotpSecret) gives its authenticator's code on the
 * step after the password, as its owner would.
 */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/auth/two-factor");
  if (new URL(page.url()).pathname === "/auth/two-factor") {
    const { baseURL } = await fileApp();
    await page.getByLabel("6-digit code").fill(await signInCodeFor(email, baseURL));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
  }
}

/**
 * Signs the page's browser context in through the auth API (the same call the sign-in form's
 * action makes), without loading a page: for tests where signing in is a step, not the subject.
 * The session cookie lands in the context, so the next `page.goto` is signed in. About two
 * seconds cheaper than the form (the /auth page and the home page it leads to), ~50 times a run.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const { baseURL } = await fileApp();
  if (await reuseTwoFactorSession(page, baseURL, email)) return;
  const response = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) return;
  // Two-factor on: the code of the account's authenticator finishes the sign-in (its JSON step).
  const verified = await page.request.post(`${baseURL}/api/auth/two-factor/verify-totp`, {
    data: { code: await signInCodeFor(email, baseURL) },
    headers: { Origin: baseURL },
  });
  expect(verified.ok(), `two-factor code of ${email}: ${verified.status()}`).toBe(true);
  const cookies = await page.context().cookies(baseURL);
  twoFactorSessions.set(
    `${baseURL} ${email.toLowerCase()}`,
    cookies.filter((cookie) => cookie.name.endsWith("session_token")),
  );
}

/**
 * The sessions `signIn` opened for accounts with two-factor on, per app. The site takes each
 * authenticator code for one sign-in, so a fresh sign-in of the demo admin in every test would
 * wait for the next code; as signing in is not what these tests look at, another context of the
 * same account shares the session while the server still knows it (a test that signed it out
 * gets a new one). Tests of signing in itself use signInWithForm.
 */
const twoFactorSessions = new Map<string, Cookie[]>();

async function reuseTwoFactorSession(page: Page, baseURL: string, email: string) {
  const cookies = twoFactorSessions.get(`${baseURL} ${email.toLowerCase()}`);
  if (!cookies) return false;
  await page.context().addCookies(cookies);
  const session = await page.request.get(`${baseURL}/api/auth/get-session`);
  const body = session.ok()
    ? ((await session.json()) as { user?: { email?: string } } | null)
    : null;
  if (body?.user?.email?.toLowerCase() === email.toLowerCase()) return true;
  await page.context().clearCookies({ name: /session_token$/ });
  return false;
}

/**
 * Screenshots are for people reviewing the UI, not assertions, and the ~60 full-page captures
 * cost about a minute of a CI run nobody looks at: taken by default, skipped when CI is set
 * (unless E2E_SCREENSHOTS=on), and never when E2E_SCREENSHOTS=off.
 */
const TAKE_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === "on" ||
  (!process.env.CI && process.env.E2E_SCREENSHOTS !== "off");

/**
 * Saves a full-page screenshot as test-results/screenshots/<name>.png (stable names, so people
 * can look at them after a run; test-results/ is wiped at the start of each run) and attaches
 * it to the test's report. Convention: `<area>-<page>-<width>`, e.g. "auth-sign-in-390".
 * Returns the file, or null when screenshots are off (see TAKE_SCREENSHOTS).
 */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!TAKE_SCREENSHOTS) return null;
  const file = path.join(test.info().project.outputDir, "screenshots", `${name}.png`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: "image/png" });
  return file;
}

// ---------------------------------------------------------------------------------------------
// Files

/**
 * A temporary folder for the spec file's own files (photos to upload): named when the file is
 * loaded, made before its first test and removed after its last. Made at load time, one was left
 * behind on every run: Playwright also loads each file in its main process, only to list the
 * tests, and no hook runs there.
 */
export function specTempDir(label: string): string {
  const dir = path.join(
    os.tmpdir(),
    `camber-e2e-${label}-${crypto.randomBytes(4).toString("hex")}`,
  );
  test.beforeAll(() => fsSync.mkdirSync(dir, { recursive: true }));
  test.afterAll(() => fsSync.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Fails when the page at `width` px scrolls sideways, naming the deepest elements that reach past
 * the screen (the culprit) in the message.
 */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  const { scrollWidth, widest } = await page.evaluate((viewport) => {
    // The deepest elements that reach past the viewport name the culprit in the failure message.
    const wide = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > viewport + 1,
    );
    const deepest = wide.filter(
      (element) => !wide.some((other) => element.contains(other) && other !== element),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      widest: deepest
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
        .slice(0, 3)
        .map((element) => element.outerHTML.slice(0, 200)),
    };
  }, width);
  expect(scrollWidth, `${page.url()} at ${width} px: ${widest.join("\n")}`).toBeLessThanOrEqual(
    width,
  );
}
