// requireActor / requireAdminActor with real better-auth sessions on the test file's database: the
// actor the root middleware resolves from the session cookie (createRequestContext does the same).
import { beforeAll, describe, expect, it } from "vitest";
import {
  createVerifiedUser,
  makeAdmin,
  requestWithCookie,
  sessionCookie,
} from "../../tests/setup/users";
import { ACCESS_DENIED_MESSAGE, requireActor, requireAdminActor } from "./actor.server";
import { takeFlash } from "./flash.server";
import { createRequestContext } from "./request-context.server";

/** The router context of a request to PAGE_URL with `cookie`. */
const contextOf = (cookie?: string) => createRequestContext(requestWithCookie(PAGE_URL, cookie));

const PAGE_URL = "http://localhost:3000/somewhere";

/** Runs fn, which must throw a Response, and returns that Response. */
async function thrownResponse(fn: () => Promise<unknown>): Promise<Response> {
  try {
    await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response, but the call returned");
}

let memberCookie: string;
let adminCookie: string;
let member: Awaited<ReturnType<typeof createVerifiedUser>>;
let admin: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  member = await createVerifiedUser({ email: "member@example.com", name: "Mia Member" });
  admin = await createVerifiedUser({ email: "boss@example.com", name: "Ada Admin" });
  await makeAdmin(admin);
  memberCookie = await sessionCookie(member);
  adminCookie = await sessionCookie(admin);
});

describe("requireActor", () => {
  it("redirects a visitor without a session cookie to /auth", async () => {
    const response = await thrownResponse(async () => requireActor(await contextOf()));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("redirects a forged session cookie to /auth", async () => {
    const forged = "camber.session_token=not-a-real-token.signature";
    const response = await thrownResponse(async () => requireActor(await contextOf(forged)));
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("returns the signed-in user", async () => {
    const user = await requireActor(await contextOf(memberCookie));
    expect(user).toMatchObject({
      id: member.id,
      email: "member@example.com",
      name: "Mia Member",
      emailVerified: true,
    });
  });
});

describe("requireAdminActor", () => {
  it("redirects a visitor to /auth", async () => {
    const response = await thrownResponse(async () => requireAdminActor(await contextOf()));
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("sends a member to / with the Access Denied message", async () => {
    const response = await thrownResponse(async () =>
      requireAdminActor(await contextOf(memberCookie)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    // The flash cookie the redirect sets is what the next page shows as a toast.
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    const { flash } = await takeFlash(
      requestWithCookie("http://localhost:3000/", setCookie.split(";")[0]),
    );
    expect(flash).toEqual({ type: "error", message: ACCESS_DENIED_MESSAGE });
    expect(ACCESS_DENIED_MESSAGE).toBe("Access Denied: You don't have admin privileges.");
  });

  it("returns the admin", async () => {
    const user = await requireAdminActor(await contextOf(adminCookie));
    expect(user).toMatchObject({ id: admin.id, email: "boss@example.com" });
  });
});
