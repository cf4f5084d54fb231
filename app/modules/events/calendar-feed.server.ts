// A member's private calendar feed (/events/my/{token}.ics): the events they are going to, for
// their calendar app to subscribe to. The address is the only key (calendar apps send no cookie),
// so the token is 32 random bytes, made the first time the member opens My events, and replaced
// by "Reset link": the old address answers 404 from that moment on.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/client.server";
import { eventCalendarFeeds } from "~/db/schema";
import {
  CALENDAR_COLUMNS,
  type CalendarEvent,
  type CalendarRow,
  toCalendarEvent,
} from "./queries.server";

/** How long past events stay in the feed (calendars keep what they already have anyway). */
export const FEED_PAST_DAYS = 30;
const FEED_LIMIT = 500;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** The member's feed token, made on first use (a second request at once gets the same one). */
export async function getOrCreateFeedToken(userId: string): Promise<string> {
  const db = getDb();
  await db.insert(eventCalendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing({
    target: eventCalendarFeeds.userId,
  });
  const [row] = await queryRows<{ token: string }>(
    sql`select token from event_calendar_feeds where user_id = ${userId}`,
  );
  return row.token;
}

/** Replaces the member's token; the old address stops working at once. */
export async function resetFeedToken(userId: string): Promise<string> {
  const token = newToken();
  await getDb()
    .insert(eventCalendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: eventCalendarFeeds.userId,
      set: { token, createdAt: sql`now()` },
    });
  return token;
}

/** The member a feed address belongs to, or null for a malformed or unknown (or reset) token. */
export async function feedOwner(token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await queryRows<{ user_id: string }>(
    sql`select user_id from event_calendar_feeds where token = ${token}`,
  );
  return row?.user_id ?? null;
}

/**
 * The events the member is going to: upcoming ones and those of the last 30 days, approved (a
 * cancelled event stays, marked cancelled, so subscribed calendars drop it), soonest first.
 * Waitlisted registrations are not in it: the member is not going (yet).
 */
export async function listGoingCalendarEvents(userId: string): Promise<CalendarEvent[]> {
  const rows = await queryRows<CalendarRow>(sql`
    select ${CALENDAR_COLUMNS}
    from event_registrations r
    join events e on e.id = r.event_id
    left join profiles p on p.id = e.created_by
    where r.user_id = ${userId} and r.status = 'going'
      and (e.approval_status = 'approved' or e.cancelled_at is not null) and e.hidden_at is null
      and coalesce(e.ends_at, e.event_date) >= now() - make_interval(days => ${FEED_PAST_DAYS})
    order by e.event_date asc, e.id asc
    limit ${FEED_LIMIT}`);
  return rows.map(toCalendarEvent);
}

/** The feed's two addresses: https:// for copying, webcal:// to open in a calendar app. */
export function feedUrls(origin: string, token: string): { https: string; webcal: string } {
  const https = new URL(`/events/my/${token}.ics`, origin).toString();
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}
