// Operations (issue 8): the built app's JSON request log with request ids and no secrets, the
// probes, robots/sitemap/feeds over HTTP, and a graceful shutdown that finishes requests in flight.
import http from "node:http";
import { demoUsers, expect, signInWithForm, test, waitForMail } from "./support";
import { startAppServer } from "./support/app-server";

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
}

/** The app's stdout JSON lines (anything else it printed, like the seed banner, is skipped). */
function logLines(text: string): LogLine[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

test("every request gets an id, echoed in the response and on its JSON log line", async ({
  request,
  app,
}) => {
  const generated = await request.get("/builds");
  const id = generated.headers()["x-request-id"];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const passed = await request.get("/forums", { headers: { "X-Request-Id": "edge-0123456789ab" } });
  expect(passed.headers()["x-request-id"]).toBe("edge-0123456789ab");
  const refused = await request.get("/forums", { headers: { "X-Request-Id": "no good\tid" } });
  expect(refused.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

  await expect
    .poll(() => logLines(app.log()).find((l) => l.requestId === "edge-0123456789ab"))
    .toMatchObject({ level: "info", msg: "request", method: "GET", path: "/forums", status: 200 });
  const line = logLines(app.log()).find((l) => l.requestId === id);
  expect(line).toMatchObject({ method: "GET", path: "/builds", status: 200 });
  expect(line?.durationMs).toBeGreaterThan(0);
});

test("signing up and signing in write no password, cookie or token to the log", async ({
  page,
  app,
  request,
}) => {
  const password = `Log-Redaction-${Date.now()}-pw!`;
  const email = `redaction-${Date.now()}@example.com`;
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Full Name").fill("Redaction Tester");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  const verification = await waitForMail(email, "Verify");
  await page.goto(verification.links[0]);
  await expect(page).toHaveURL(/\/auth\?verified=1$/);

  // The new member signs in through the page; once more through the JSON API, wrong password.
  await signInWithForm(page, email, password);
  const api = await request.post("/api/auth/sign-in/email", {
    headers: { Origin: app.baseURL, "X-Request-Id": "api-signin-0001" },
    data: { email: demoUsers.member.email, password: `${demoUsers.member.password}-wrong` },
  });
  expect(api.status()).toBe(401);
  await page.goto("/profile");

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.includes("session_token"));
  expect(session?.value).toBeTruthy();

  await expect
    .poll(() => logLines(app.log()).some((l) => l.requestId === "api-signin-0001"))
    .toBe(true);
  const log = app.log();
  expect(log).not.toContain(password);
  expect(log).not.toContain(demoUsers.member.password);
  expect(log).not.toContain(session?.value as string);
  expect(log).not.toContain(decodeURIComponent(session?.value as string));
  expect(log.toLowerCase()).not.toContain("set-cookie");
  expect(log).not.toMatch(/"cookie"\s*:\s*"(?!\[redacted\])/i);
  // The verification link's token is not in any request line either.
  const token = new URL(verification.links[0]).searchParams.get("token");
  if (token) expect(log).not.toContain(token);
  const lines = logLines(log);
  expect(lines.some((l) => l.method === "POST" && l.path?.startsWith("/auth"))).toBe(true);
  expect(lines.filter((l) => /[?&]token=(?!\[redacted\])/.test(l.path ?? ""))).toEqual([]);
});

test("probes, robots.txt, sitemap.xml and the RSS feeds answer with the right types", async ({
  request,
  page,
  app,
}) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ok: true });

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await robots.text()).toContain(`Sitemap: ${app.baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(sitemap.headers()["cache-control"]).toBe("public, max-age=300");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${app.baseURL}/builds</loc>`);
  // The demo seed's builds are public: their detail pages are listed.
  expect(xml).toMatch(new RegExp(`<loc>${app.baseURL}/builds/[0-9a-f-]{36}</loc><lastmod>`));

  for (const [feed, page_] of [
    ["/builds/feed.xml", "/builds"],
    ["/forums/feed.xml", "/forums"],
  ] as const) {
    const response = await request.get(feed);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const rss = await response.text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain(`<link>${app.baseURL}${page_}</link>`);
    expect(rss.match(/<item>/g)?.length ?? 0).toBeGreaterThan(0);
    await page.goto(page_);
    await expect(
      page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${feed}"]`),
    ).toHaveCount(1);
  }
});

/** POSTs a JSON body in two halves, `pause` apart: a request that stays in flight on purpose. */
function slowPost(baseURL: string, path: string, body: string) {
  const url = new URL(path, baseURL);
  let sendRest: () => void = () => {};
  const response = new Promise<{ status: number; setCookie: string[]; text: string }>(
    (resolve, reject) => {
      const req = http.request(
        url,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            Origin: baseURL,
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              setCookie: res.headers["set-cookie"] ?? [],
              text,
            }),
          );
        },
      );
      req.on("error", reject);
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      sendRest = () => req.end(body.slice(half));
    },
  );
  return { response, sendRest: () => sendRest() };
}

// On PostgreSQL too when there is one (TEST_DATABASE_URL, set in CI): without it the PostgreSQL
// variant does not exist, rather than being reported as skipped.
const SHUTDOWN_DATABASES = process.env.TEST_DATABASE_URL
  ? (["pglite", "auto"] as const)
  : (["pglite"] as const);
for (const database of SHUTDOWN_DATABASES) {
  test(`SIGTERM lets a request in flight finish, then the app exits 0 (${database})`, async () => {
    test.setTimeout(120_000);
    const app = await startAppServer(`ops-shutdown-${database}`, { database });
    try {
      // A sign-in whose body is only half sent: the server has the request and waits for the rest.
      const body = JSON.stringify({
        email: demoUsers.member.email,
        password: demoUsers.member.password,
      });
      const inFlight = slowPost(app.baseURL, "/api/auth/sign-in/email", body);
      await new Promise((r) => setTimeout(r, 500));

      const stopped = app.stop(); // SIGTERM, then waits for the exit
      await expect.poll(() => app.log()).toContain("draining requests in flight");
      // Draining: no new connections, and the process waits for the request.
      await expect(fetch(`${app.baseURL}/healthz`)).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 1_000));
      expect(app.exitCode()).toBeNull();

      inFlight.sendRest();
      const result = await inFlight.response;
      expect(result.status, result.text).toBe(200);
      expect(result.setCookie.some((c) => c.includes("session_token"))).toBe(true);
      expect(JSON.parse(result.text)).toMatchObject({ user: { email: demoUsers.member.email } });

      await stopped;
      expect(app.exitCode()).toBe(0);
      const lines = logLines(app.log());
      const signIn = lines.find((l) => l.path === "/api/auth/sign-in/email");
      expect(signIn).toMatchObject({ method: "POST", status: 200 });
      expect(lines.at(-1)?.msg).toBe("[server] stopped");
    } finally {
      await app.stop();
    }
  });
}
