import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { MEMBER_ACTOR } from "../../tests/setup/actors";
import { defineIntents, intent } from "./actions.server";
import type { Actor } from "./actor.server";
import { ConflictError, InvalidError, NotFoundError } from "./errors";
import { createRequestContext } from "./request-context.server";

const member = MEMBER_ACTOR;
const admin: Actor = {
  ...member,
  id: "22222222-2222-4222-8222-222222222222",
  isAdmin: true,
  hasAdminRole: true,
  twoFactorEnabled: true,
};

function post(fields: Record<string, string>) {
  return new Request("http://localhost:3000/things/1", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function run(
  action: ReturnType<typeof defineIntents>,
  fields: Record<string, string>,
  actor: Actor | null,
) {
  const request = post(fields);
  const context = await createRequestContext(request, { actor });
  try {
    return await action({ request, params: { id: "1" }, context, unstable_pattern: "" } as never);
  } catch (thrown) {
    return thrown;
  }
}

function answer(result: unknown) {
  const value = result as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { body: value.data, status: value.init?.status ?? 200, init: value.init };
}

const calls: string[] = [];
const action = defineIntents("things", {
  like: intent({
    who: "member",
    signedOut: { message: "Sign in to like." },
    failureMessage: "Failed to like.",
    run: async ({ actor }) => {
      calls.push(`like:${actor.id}`);
      return { likes: 3 };
    },
  }),
  comment: intent({
    who: "member",
    failureMessage: "Failed to add comment.",
    parse: (form) => {
      const content = String(form.get("content") ?? "").trim();
      return content
        ? { ok: true, value: { content } }
        : { ok: false, message: "Comment is required.", fieldErrors: { content: "Required" } };
    },
    run: async ({ input }) => {
      if (input.content === "taken") throw new ConflictError("dup", { userMessage: "Taken." });
      if (input.content === "gone") throw new NotFoundError("thing 1");
      if (input.content === "bad") throw new InvalidError("x", { fieldErrors: { content: "No." } });
      if (input.content === "boom") throw new Error("database on fire");
      if (input.content === "away") return redirect("/things");
    },
  }),
  approve: intent({
    who: "admin",
    signedOut: { message: "Sign in first." },
    failureMessage: "Failed to approve.",
    run: async () => ({ status: "approved" }),
  }),
  search: intent({
    who: "visitor",
    failureMessage: "Search failed.",
    rateLimit: { name: "test:search", limit: 2, windowSeconds: 60 },
    run: async ({ actor }) => ({ who: actor?.id ?? "visitor" }),
  }),
});

describe("defineIntents", () => {
  it("runs the intent for who may and answers ok with its data", async () => {
    const { body, status } = answer(await run(action, { intent: "like" }, member));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, intent: "like", likes: 3 });
    expect(calls).toContain(`like:${member.id}`);
  });

  it("refuses an unknown intent with 400", async () => {
    const { body, status } = answer(await run(action, { intent: "steal" }, member));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, intent: null, reason: "invalid" });
  });

  it("answers a visitor 401 with the intent's sign-in message, or redirects to /auth", async () => {
    const refused = answer(await run(action, { intent: "like" }, null));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ reason: "unauthenticated", message: "Sign in to like." });
    const redirected = (await run(action, { intent: "comment", content: "hi" }, null)) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/auth");
  });

  it("refuses a member an admin intent with 403 and runs it for an admin", async () => {
    const refused = answer(await run(action, { intent: "approve" }, member));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reason: "forbidden" });
    const done = answer(await run(action, { intent: "approve" }, admin));
    expect(done.body).toEqual({ ok: true, intent: "approve", status: "approved" });
  });

  it("refuses an admin without two-factor an admin intent with 403, told to turn it on", async () => {
    const withoutTwoFactor = { ...admin, isAdmin: false, twoFactorEnabled: false };
    const refused = answer(await run(action, { intent: "approve" }, withoutTwoFactor));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      reason: "forbidden",
      message:
        "Two-factor authentication is required for admins. Turn it on to open the admin panel.",
    });
  });

  it("sends the headers a use-case set with its answer (a rotated session's cookie)", async () => {
    const withCookie = defineIntents("cookies", {
      rotate: intent({
        who: "member",
        failureMessage: "Failed.",
        run: async ({ responseHeaders }) => {
          responseHeaders.append("Set-Cookie", "session=new; Path=/; HttpOnly");
        },
      }),
    });
    const done = (await run(withCookie, { intent: "rotate" }, member)) as {
      init: { headers: Headers };
    };
    expect(new Headers(done.init.headers).get("Set-Cookie")).toBe("session=new; Path=/; HttpOnly");
  });

  it("answers an invalid form 400 with field errors and the typed text, never passwords", async () => {
    const { body, status } = answer(
      await run(action, { intent: "comment", content: " ", password: "hunter2" }, member),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      ok: false,
      intent: "comment",
      reason: "invalid",
      message: "Comment is required.",
      fieldErrors: { content: "Required" },
      values: { content: " " },
    });
  });

  it("maps domain errors to their status and message", async () => {
    const conflict = answer(await run(action, { intent: "comment", content: "taken" }, member));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ reason: "conflict", message: "Taken." });
    const missing = answer(await run(action, { intent: "comment", content: "gone" }, member));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ reason: "not-found", message: "Failed to add comment." });
    const invalid = answer(await run(action, { intent: "comment", content: "bad" }, member));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ fieldErrors: { content: "No." } });
  });

  it("answers an unexpected failure 500 with the failure message, keeping the text", async () => {
    const { body, status } = answer(
      await run(action, { intent: "comment", content: "boom" }, member),
    );
    expect(status).toBe(500);
    expect(body).toMatchObject({
      reason: "failed",
      message: "Failed to add comment.",
      values: { content: "boom" },
    });
  });

  it("passes a use-case's redirect through", async () => {
    const result = (await run(action, { intent: "comment", content: "away" }, member)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/things");
  });

  it("rate limits per client and says the real wait", async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(answer(await run(action, { intent: "search" }, null)).status).toBe(200);
    }
    const limited = answer(await run(action, { intent: "search" }, null));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ reason: "rate-limited" });
    expect(String(limited.body.message)).toMatch(/minute|second/);
    expect(new Headers(limited.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    // A member has a bucket of their own.
    expect(answer(await run(action, { intent: "search" }, member)).status).toBe(200);
  });
});
