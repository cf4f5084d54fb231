// /following's action and loader as the browser meets them, on PGlite and PostgreSQL: visitors
// are sent to sign in with nothing changed, a plain form (no JavaScript) comes back to its page
// with a toast, a fetcher gets the new state, and a crafted redirectTo never leaves the site.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildFollows, builds, profiles } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { createRequestContext } from "~/lib/request-context.server";
import { FOLLOWING_MESSAGES } from "~/modules/following/constants";
import { actorOf, createVerifiedUser } from "../../../tests/setup/users";
import { action, loader } from "./following";

let member: Actor;
let buildId: string;

beforeAll(async () => {
  const owner = await createVerifiedUser({ name: "Owner" });
  member = await actorOf((await createVerifiedUser({ name: "Follower" })).id);
  await getDb().update(profiles).set({ username: "route_owner" }).where(eq(profiles.id, owner.id));
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId: owner.id,
      title: "Route build",
      carMake: "Mazda",
      carModel: "RX-7",
      approvalStatus: "approved",
    })
    .returning({ id: builds.id });
  buildId = row.id;
});

async function post(fields: Record<string, string>, actor: Actor | null) {
  const request = new Request("http://localhost:3000/following", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = await createRequestContext(request, { actor });
  try {
    return await action({ request, params: {}, context, unstable_pattern: "/following" } as never);
  } catch (thrown) {
    return thrown;
  }
}

const followers = () =>
  getDb().select().from(buildFollows).where(eq(buildFollows.buildId, buildId));

describe("the follow forms", () => {
  it("sends a visitor to sign in and changes nothing", async () => {
    const answer = (await post({ intent: "follow-build", buildId }, null)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/auth");
    expect(answer.headers.get("Set-Cookie")).toContain("camber_flash");
    expect(await followers()).toHaveLength(0);
  });

  it("answers a fetcher with the new state and count", async () => {
    const answer = (await post({ intent: "follow-build", buildId }, member)) as {
      data: unknown;
    };
    expect(answer.data).toEqual({
      ok: true,
      intent: "follow-build",
      following: true,
      followers: 1,
    });
    const again = (await post({ intent: "unfollow-build", buildId }, member)) as { data: unknown };
    expect(again.data).toMatchObject({ ok: true, following: false, followers: 0 });
  });

  it("brings a plain form back to its page with a toast, on success and on failure", async () => {
    const back = `/builds/${buildId}`;
    const ok = (await post(
      { intent: "follow-build", buildId, redirectTo: back },
      member,
    )) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(back);
    expect(ok.headers.get("Set-Cookie")).toContain("camber_flash");
    expect(await followers()).toHaveLength(1);

    const refused = (await post(
      { intent: "follow-member", username: "nobody_at_all", redirectTo: "/u/x" },
      member,
    )) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/u/x");
    await post({ intent: "unfollow-build", buildId }, member);
  });

  it("never redirects off the site", async () => {
    const answer = (await post(
      { intent: "follow-build", buildId, redirectTo: "//evil.example/x" },
      member,
    )) as Response;
    expect(answer.headers.get("Location")).toBe("/following");
    await post({ intent: "unfollow-build", buildId }, member);
  });

  it("refuses following yourself with its message", async () => {
    const self = await createVerifiedUser({ name: "Self" });
    await getDb().update(profiles).set({ username: "self_one" }).where(eq(profiles.id, self.id));
    const answer = (await post(
      { intent: "follow-member", username: "self_one" },
      await actorOf(self.id),
    )) as { data: { ok: boolean; message: string } };
    expect(answer.data).toMatchObject({ ok: false, message: FOLLOWING_MESSAGES.selfFollow });
  });
});

describe("the page", () => {
  it("sends a visitor to sign in", async () => {
    const request = new Request("http://localhost:3000/following");
    const context = await createRequestContext(request, { actor: null });
    const thrown = await loader({
      request,
      params: {},
      context,
      unstable_pattern: "/following",
    } as never).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe("/auth");
  });
});
