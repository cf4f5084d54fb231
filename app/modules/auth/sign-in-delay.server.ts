// Password guessing against one account, from any number of addresses: after a few failed
// sign-ins each further attempt must wait, longer after every failure (30 s, 1 min, 2 min, … up
// to 15 min). A growing delay rather than a long block, so the owner is kept out for seconds, not
// for as long as someone keeps guessing: attempts refused while waiting do not make it longer.
// A successful sign-in (the password was right) forgets the failures.
// Counters share the app_rate_limits table (one row per account; the rate limiter's clean-up
// deletes rows whose expires_at has passed). Claiming an attempt is one atomic upsert, so
// parallel guesses cannot slip through together.
import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { appRateLimits } from "~/db/schema";
import { env } from "~/lib/env.server";
import type { RateLimitResult } from "~/lib/rate-limit.server";

/** Attempts allowed back to back; after the last of these the waits start. */
export const FREE_ATTEMPTS = 5;
/** The first wait; each further failed attempt doubles it. */
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten after this long without an attempt. */
const FORGET_AFTER_SECONDS = 60 * 60;

function keyFor(email: string): string {
  return `auth:sign-in-failures:email:${email.trim().toLowerCase()}`;
}

/** The wait after attempt number `attempt` (1-based) of an account that has not signed in. */
export function delayAfterAttempt(attempt: number): number {
  if (attempt < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (attempt - FREE_ATTEMPTS));
}

/**
 * Claims one sign-in attempt for `email` (before the password is checked). Refused while the
 * account's wait runs, with the seconds left. In the table's row, count is the number of attempts
 * since the last success and window_start the moment the next attempt is allowed.
 */
export async function claimSignInAttempt(email: string): Promise<RateLimitResult> {
  if (!env().RATE_LIMITS) return { allowed: true, retryAfterSeconds: 0 };
  const key = keyFor(email);
  const { count, windowStart, expiresAt } = appRateLimits;
  const expired = sql`${expiresAt} <= now()`;
  const attempt = sql`(case when ${expired} then 1 else ${count} + 1 end)`;
  const delay = sql`(case when ${attempt} < ${FREE_ATTEMPTS} then 0 else least(${MAX_DELAY_SECONDS}::integer, ${FIRST_DELAY_SECONDS}::integer * power(2, ${attempt} - ${FREE_ATTEMPTS})::integer) end)`;
  const forget = sql`now() + ${FORGET_AFTER_SECONDS}::integer * interval '1 second'`;
  const db = getDb();
  const claimed = await db
    .insert(appRateLimits)
    .values({ key, count: 1, windowStart: sql`now()`, expiresAt: forget })
    .onConflictDoUpdate({
      target: appRateLimits.key,
      set: {
        count: attempt,
        windowStart: sql`now() + ${delay} * interval '1 second'`,
        expiresAt: forget,
      },
      // While the wait runs nothing changes (and RETURNING gives no row).
      setWhere: sql`${expired} or ${windowStart} <= now()`,
    })
    .returning({ count });
  if (claimed.length > 0) return { allowed: true, retryAfterSeconds: 0 };
  const [row] = await db
    .select({
      secondsLeft: sql<number>`ceil(extract(epoch from (${windowStart} - now())))::integer`,
    })
    .from(appRateLimits)
    .where(eq(appRateLimits.key, key));
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? 1)) };
}

/** The password was right: the account's failures are forgotten. */
export async function forgetSignInFailures(email: string): Promise<void> {
  if (!env().RATE_LIMITS) return;
  await getDb()
    .delete(appRateLimits)
    .where(eq(appRateLimits.key, keyFor(email)));
}
