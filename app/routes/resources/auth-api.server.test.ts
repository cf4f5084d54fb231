// better-auth's JSON API as the site serves it (/api/auth/*): no session token for page scripts,
// and NUL characters refused with 400 instead of reaching the database.
import { describe, expect, it } from "vitest";
import { createVerifiedUser, requestWithCookie, sessionCookie } from "../../../tests/setup/users";
import { action, loader } from "./auth-api";

const BASE = "http://localhost:3000";
type Args = Parameters<typeof loader>[0];
const args = (request: Request) => ({ request, params: {}, context: {} }) as unknown as Args;

function post(path: string, body: string) {
  return new Request(`${BASE}/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE },
    body,
  });
}

describe("/api/auth/get-session", () => {
  it("answers the session and user without the session's token", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    const response = await loader(args(requestWithCookie(`${BASE}/api/auth/get-session`, cookie)));
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.user.email).toBe(member.email);
    expect(body.session.userId).toBe(body.user.id);
    expect(body.session).not.toHaveProperty("token");
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    expect(text).not.toContain(token);
  });

  it("answers null without a session", async () => {
    const response = await loader(args(new Request(`${BASE}/api/auth/get-session`)));
    expect(await response.json()).toBeNull();
  });
});

describe("NUL characters in the JSON API", () => {
  it.each([
    [
      "sign-up name",
      "/sign-up/email",
      { email: "nul1@example.com", password: "nul-Passw0rd-123", name: "N\u0000ul" },
    ],
    [
      "sign-up e-mail",
      "/sign-up/email",
      { email: "n\u0000ul2@example.com", password: "nul-Passw0rd-123", name: "Nul" },
    ],
    [
      "sign-in e-mail",
      "/sign-in/email",
      { email: "nul\u0000@example.com", password: "whatever-Passw0rd" },
    ],
    [
      "a key",
      "/sign-in/email",
      { email: "nul3@example.com", password: "whatever-Passw0rd", "x\u0000": 1 },
    ],
  ])("refuses NUL in the %s with 400", async (_label, path, body) => {
    const response = await action(args(post(path, JSON.stringify(body))));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Invalid characters in the request.");
  });

  it("still answers ordinary requests", async () => {
    const response = await action(
      args(
        post(
          "/sign-in/email",
          JSON.stringify({ email: "no-one@example.com", password: "whatever-Passw0rd" }),
        ),
      ),
    );
    expect(response.status).toBe(401);
  });
});

describe("body size of the JSON API", () => {
  it("refuses a body over 1 MB sent without a Content-Length with 413, before better-auth reads it", async () => {
    const chunk = new TextEncoder().encode(
      `{"email":"big@example.com","name":"${"x".repeat(64 * 1024)}`,
    );
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE },
      body,
      duplex: "half",
    } as RequestInit);
    const outcome = await action(args(request)).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(413);
  });
});
