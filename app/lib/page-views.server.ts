// Page view counting for features and media items: a viewer counts once per item and UTC day.
// A signed-in member is one viewer wherever they are; a visitor is their address and browser,
// hashed with a key that changes every day (derived from the auth secret), so no address is
// stored and nobody can tell whether two days' visitors were the same. Crawlers and link
// previews are not viewers. The counting itself is one statement in each module: insert the
// (item, viewer, day) row with ON CONFLICT DO NOTHING and add 1 to the item only when it went in.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { clientIp } from "./client-ip.server";
import { env } from "./env.server";

export type PageViewItem = "feature" | "media";

/** One viewer on one day, as stored in page_views. */
export interface PageViewer {
  viewer: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
}

/** Automated clients: search engines, link previews, monitors and command-line tools. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|lighthouse|curl\/|wget\/|python-|httpclient|go-http-client|okhttp|node-fetch|axios\//i;

export function isBotAgent(userAgent: string | null): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}

const FALLBACK_SECRET = "camber-club-development-page-view-secret";

function dayKey(day: string): Buffer {
  return createHmac("sha256", env().BETTER_AUTH_SECRET ?? FALLBACK_SECRET)
    .update(`page-views:${day}`)
    .digest();
}

/**
 * The viewer this request counts as today, or null when it is not counted (a bot). `memberId` is
 * the signed-in member's id, or null for a visitor.
 */
export function pageViewerOf(
  request: Request,
  memberId: string | null,
  now = new Date(),
): PageViewer | null {
  const userAgent = request.headers.get("user-agent");
  if (isBotAgent(userAgent)) return null;
  const day = now.toISOString().slice(0, 10);
  const who = memberId ? `member:${memberId}` : `visitor:${clientIp(request)}\n${userAgent}`;
  const viewer = createHmac("sha256", dayKey(day)).update(who).digest("base64url");
  return { viewer, day };
}

/** One counted view in this many also deletes the rows of finished days. */
const CLEANUP_ONE_IN = 100;

/** Deletes the rows of days before yesterday, now and then (call after counting a view). */
export async function prunePageViewsSometimes(): Promise<void> {
  if (Math.random() * CLEANUP_ONE_IN >= 1) return;
  await prunePageViews().catch((error) => console.error("[page-views] clean-up failed", error));
}

export async function prunePageViews(): Promise<void> {
  await getDb().execute(
    sql`delete from page_views where day < (now() at time zone 'utc')::date - 1`,
  );
}
