import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type Db, getDb } from "~/db/client.server";
import { MEMBER_ACTOR } from "../../tests/setup/actors";
import { getActor, requireActor, requireAdminActor } from "./actor.server";
import { createRequestContext, databaseMiddleware, getNonce } from "./request-context.server";

const request = new Request("http://localhost:3000/");
const member = MEMBER_ACTOR;

describe("the request context", () => {
  it("runs the request's use-cases on the database it carries", async () => {
    const injected = { injected: true } as unknown as Db;
    const context = await createRequestContext(request, { actor: null, db: injected });
    const seen = await databaseMiddleware(
      { request, context, params: {}, unstable_pattern: "/" } as never,
      async () => new Response(getDb() === injected ? "injected" : "other"),
    );
    expect(await (seen as Response).text()).toBe("injected");
    // Outside that request, the process-wide database.
    expect(getDb()).not.toBe(injected);
  });

  it("carries the actor it was given, and a visitor as null", async () => {
    expect(getActor(await createRequestContext(request, { actor: member }))).toEqual(member);
    expect(getActor(await createRequestContext(request))).toBeNull();
  });

  it("refuses to guess when the middleware did not run", () => {
    expect(() => getActor(new RouterContextProvider())).toThrow(/root middleware did not run/);
    expect(getNonce(new RouterContextProvider())).toBeNull();
  });

  it("sends visitors to /auth and members without the role home", async () => {
    const visitor = await createRequestContext(request, { actor: null });
    const toAuth = await requireActor(visitor).catch((thrown: Response) => thrown);
    expect((toAuth as Response).headers.get("Location")).toBe("/auth");
    const asMember = await createRequestContext(request, { actor: member });
    const home = await requireAdminActor(asMember).catch((thrown: Response) => thrown);
    expect((home as Response).headers.get("Location")).toBe("/");
    const admin = await createRequestContext(request, {
      actor: { ...member, isAdmin: true, hasAdminRole: true, twoFactorEnabled: true },
    });
    await expect(requireAdminActor(admin)).resolves.toMatchObject({ isAdmin: true });
  });
});
