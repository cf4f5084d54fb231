// Runs against the real database of the test file (the Vitest setup points DATABASE_URL at a fresh,
// migrated PGlite or PostgreSQL database).
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { appRateLimits } from "~/db/schema";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import {
  consumeRateLimit,
  consumeRequestRateLimit,
  formatWait,
  RATE_LIMIT_MESSAGE,
  rateLimitMessage,
  rateLimitOrThrow,
} from "./rate-limit.server";

const rule = { limit: 3, windowSeconds: 60 };

function requestFrom(ip: string) {
  return new Request("http://localhost/auth", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip },
  });
}

/** Moves a window's end into the past, as if its time had run out. */
async function endWindow(key: string) {
  await getDb()
    .update(appRateLimits)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(appRateLimits.key, key));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("consumeRateLimit", () => {
  it("allows `limit` hits per window, then refuses with the time left", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit("t:basic", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[0].retryAfterSeconds).toBe(0);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit("t:a", rule);
    expect((await consumeRateLimit("t:a", rule)).allowed).toBe(false);
    expect((await consumeRateLimit("t:b", rule)).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 4; i++) await consumeRateLimit("t:window", rule);
    expect((await consumeRateLimit("t:window", rule)).allowed).toBe(false);
    await endWindow("t:window");
    expect(await consumeRateLimit("t:window", rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    const [row] = await getDb()
      .select()
      .from(appRateLimits)
      .where(eq(appRateLimits.key, "t:window"));
    expect(row.count).toBe(1);
  });

  it("lets exactly `limit` of many simultaneous hits through", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit("t:race", { limit: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("now and then deletes windows that have ended", async () => {
    await consumeRateLimit("t:old", rule);
    await endWindow("t:old");
    vi.spyOn(Math, "random").mockReturnValue(0);
    await consumeRateLimit("t:fresh", rule);
    const keys = (await getDb().select({ key: appRateLimits.key }).from(appRateLimits)).map(
      (r) => r.key,
    );
    expect(keys).not.toContain("t:old");
    expect(keys).toContain("t:fresh");
  });
});

describe("request helpers", () => {
  it("keys by client IP unless a subject is given", async () => {
    const one = { limit: 1, windowSeconds: 60 };
    expect((await consumeRequestRateLimit(requestFrom("10.0.0.1"), "t:ip", one)).allowed).toBe(
      true,
    );
    expect((await consumeRequestRateLimit(requestFrom("10.0.0.1"), "t:ip", one)).allowed).toBe(
      false,
    );
    expect((await consumeRequestRateLimit(requestFrom("10.0.0.2"), "t:ip", one)).allowed).toBe(
      true,
    );
    // The same subject from two addresses shares one counter.
    const byEmail = (ip: string) =>
      consumeRequestRateLimit(requestFrom(ip), "t:email", one, "email:a@example.com");
    expect((await byEmail("10.0.0.3")).allowed).toBe(true);
    expect((await byEmail("10.0.0.4")).allowed).toBe(false);
  });

  it("rateLimitOrThrow throws a 429 with the message and Retry-After", async () => {
    const one = { limit: 1, windowSeconds: 60 };
    await rateLimitOrThrow(requestFrom("10.0.1.1"), "t:throw", one);
    const thrown = await rateLimitOrThrow(requestFrom("10.0.1.1"), "t:throw", one).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      data: { error: RATE_LIMIT_MESSAGE },
      init: { status: 429 },
    });
    const headers = new Headers((thrown as { init: ResponseInit }).init.headers);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("rateLimitMessage", () => {
  it("says the real wait, not always a minute", () => {
    expect(rateLimitMessage(30)).toBe(RATE_LIMIT_MESSAGE);
    expect(rateLimitMessage(60)).toBe(RATE_LIMIT_MESSAGE);
    expect(rateLimitMessage(61)).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(rateLimitMessage(59 * 60)).toBe(
      "Too many attempts. Please wait 59 minutes and try again.",
    );
    expect(rateLimitMessage(3600)).toBe("Too many attempts. Please wait an hour and try again.");
    expect(formatWait(3600 + 60)).toBe("1 hour 1 minute");
    expect(formatWait(2 * 3600 + 300)).toBe("2 hours 5 minutes");
    expect(formatWait(3 * 3600)).toBe("3 hours");
  });

  it("tells a short wait to the second when asked", () => {
    expect(formatWait(100, { seconds: true })).toBe("1 minute 40 seconds");
    expect(formatWait(29.2, { seconds: true })).toBe("30 seconds");
    expect(formatWait(120, { seconds: true })).toBe("2 minutes");
    expect(formatWait(61, { seconds: true })).toBe("1 minute 1 second");
    expect(formatWait(0, { seconds: true })).toBe("1 second");
    expect(formatWait(2 * 3600 + 300, { seconds: true })).toBe("2 hours 5 minutes");
  });
});
