// The session cookie behind https. app/lib/auth.server.ts turns on better-auth's secure cookies
// when BASE_URL starts with https:// (a TLS-terminating proxy in front, the app itself on plain
// http). This file's app is started with such a BASE_URL and must then set a `__Secure-` cookie
// with the Secure flag, plus Strict-Transport-Security on every answer.
import { expect, test } from "../e2e/support";
import { ACTOR_USERS, visitorContext } from "./support";

test.use({ appEnv: { BASE_URL: "https://camber.example" } });

test("with an https BASE_URL the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax, Path=/", async ({
  baseURL,
}) => {
  const visitor = await visitorContext(baseURL as string);
  const response = await visitor.post("/auth", {
    form: {
      intent: "signin",
      email: ACTOR_USERS.owner.email,
      password: ACTOR_USERS.owner.password,
    },
    headers: { Origin: baseURL as string },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const lines = (response.headers()["set-cookie"] ?? "").split("\n");
  const session = lines.find((l) => l.includes("session_token="));
  expect(session, lines.join("\n")).toMatch(/^__Secure-camber\.session_token=/);
  const attributes = (session as string).split(";").map((a) => a.trim().toLowerCase());
  expect(attributes).toContain("secure");
  expect(attributes).toContain("httponly");
  expect(attributes).toContain("samesite=lax");
  expect(attributes).toContain("path=/");
  // No session cookie without the prefix (which a plain-http page could overwrite).
  expect(lines.some((l) => l.startsWith("camber.session_token="))).toBe(false);
  await visitor.dispose();
});

test("with an https BASE_URL every answer carries Strict-Transport-Security", async ({
  request,
}) => {
  for (const path of ["/", "/builds", "/auth", "/healthz"]) {
    const response = await request.get(path);
    expect(response.headers()["strict-transport-security"], path).toBe(
      "max-age=31536000; includeSubDomains",
    );
  }
});

test("an Origin other than BASE_URL's (or the host itself) is refused", async ({ request }) => {
  const response = await request.post("/auth", {
    form: { intent: "signin", email: "a@example.com", password: "whatever-123" },
    headers: { Origin: "http://camber.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
