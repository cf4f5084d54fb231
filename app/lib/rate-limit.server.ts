// Rate limits for the app's own forms (sign-in, sign-up, password reset, profile and other
// writes). Counters live in the database (app_rate_limits), so every app process shares them.
// Fixed windows: the first hit opens a window of `windowSeconds`; hits are counted until it ends;
// the first hit after that opens a new one. Each hit is ONE atomic upsert, so concurrent requests
// can never both slip under the limit.
import { lt, sql } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { appRateLimits } from "~/db/schema";
import { clientIp } from "./client-ip.server";
import { env } from "./env.server";

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends and hits are allowed again (0 when this hit was allowed). */
  retryAfterSeconds: number;
}

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/**
 * "a minute", "12 minutes", "an hour", "1 hour 5 minutes": how long a refused client waits.
 * With `{ seconds: true }` a wait under an hour is told to the second ("1 minute 40 seconds",
 * "30 seconds"), for short spacings where "a minute" would overstate it.
 */
export function formatWait(retryAfterSeconds: number, options: { seconds?: boolean } = {}): string {
  if (options.seconds && retryAfterSeconds < 3600) {
    const total = Math.max(1, Math.ceil(retryAfterSeconds));
    const parts: string[] = [];
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes > 0) parts.push(minutes === 1 ? "1 minute" : `${minutes} minutes`);
    if (seconds > 0) parts.push(seconds === 1 ? "1 second" : `${seconds} seconds`);
    return parts.join(" ");
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes === 1) return "a minute";
  if (minutes < 60) return `${minutes} minutes`;
  if (minutes === 60) return "an hour";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? "1 hour" : `${hours} hours`;
  return rest === 0 ? hourText : `${hourText} ${rest === 1 ? "1 minute" : `${rest} minutes`}`;
}

/** The refusal a rate-limited client reads, with the real wait (RATE_LIMIT_MESSAGE up to a minute). */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`;
}

/** One hit in this many also deletes finished windows, so the table stays small. */
const CLEANUP_ONE_IN = 50;

/** Counts one hit against `key` and says whether it is within `rule`. */
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  if (!env().RATE_LIMITS) return { allowed: true, retryAfterSeconds: 0 };
  const windowSeconds = Math.max(1, Math.ceil(rule.windowSeconds));
  const windowEnd = sql`now() + ${windowSeconds}::integer * interval '1 second'`;
  // In DO UPDATE, app_rate_limits.* is the stored row: a finished window starts over at 1.
  const expired = sql`${appRateLimits.expiresAt} <= now()`;
  const db = getDb();
  const [row] = await db
    .insert(appRateLimits)
    .values({ key, count: 1, windowStart: sql`now()`, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: appRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${appRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${appRateLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then ${windowEnd} else ${appRateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: appRateLimits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${appRateLimits.expiresAt} - now())))::integer`,
    });

  if (Math.random() * CLEANUP_ONE_IN < 1) {
    await db
      .delete(appRateLimits)
      .where(lt(appRateLimits.expiresAt, sql`now()`))
      .catch((error) => console.error("[rate-limit] clean-up failed", error));
  }

  const allowed = row.count <= rule.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.secondsLeft)) };
}

/**
 * Counts one hit of the request's client for the rule `name` ("sign-in", "builds:create", …).
 * The subject is the client IP, or `subject` when given (a user id, an e-mail address), so a
 * limit can follow a member or an account across addresses.
 */
export function consumeRequestRateLimit(
  request: Request,
  name: string,
  rule: RateLimitRule,
  subject?: string,
): Promise<RateLimitResult> {
  const who = subject === undefined ? `ip:${clientIp(request)}` : subject;
  return consumeRateLimit(`${name}:${who}`, rule);
}

/**
 * Like consumeRequestRateLimit, but throws a 429 `{ error }` response when over the limit.
 * A thrown response renders the route's ErrorBoundary; to show the message inside a form
 * instead, use consumeRequestRateLimit and return `{ error: rateLimitMessage(…) }` yourself.
 */
export async function rateLimitOrThrow(
  request: Request,
  name: string,
  rule: RateLimitRule,
  subject?: string,
): Promise<void> {
  const result = await consumeRequestRateLimit(request, name, rule, subject);
  if (!result.allowed) {
    throw data(
      { error: rateLimitMessage(result.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
}
