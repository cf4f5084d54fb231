// What the member has on the site, in numbers, for the /account/delete page: what goes with the
// account and what stays. One statement of counts, each served by its table's member index.
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";

export interface DeletionSummary {
  builds: number;
  buildPhotos: number;
  journalEntries: number;
  /** Upcoming events they host, and the members going or waitlisted who will be told. */
  hostedEvents: number;
  attendeesToTell: number;
  /** Upcoming events of other hosts they are going to or waitlisted for. */
  rsvps: number;
  listings: number;
  media: number;
  /** What stays, as "Deleted member". */
  comments: number;
  forumTopics: number;
  forumReplies: number;
}

export async function getDeletionSummary(userId: string): Promise<DeletionSummary> {
  const [row] = await queryRows<{ [K in keyof DeletionSummary]: number }>(sql`
    select
      (select count(*)::int from builds where user_id = ${userId}) as "builds",
      (select count(*)::int from build_images i join builds b on b.id = i.build_id
        where b.user_id = ${userId}) as "buildPhotos",
      (select count(*)::int from build_journal_entries e join builds b on b.id = e.build_id
        where b.user_id = ${userId}) as "journalEntries",
      (select count(*)::int from events
        where created_by = ${userId} and event_date > now()) as "hostedEvents",
      (select count(*)::int from event_registrations r join events e on e.id = r.event_id
        where e.created_by = ${userId} and e.event_date > now() and r.user_id <> ${userId})
        as "attendeesToTell",
      (select count(*)::int from event_registrations r join events e on e.id = r.event_id
        where r.user_id = ${userId} and e.created_by <> ${userId} and e.event_date > now())
        as "rsvps",
      (select count(*)::int from marketplace_listings where seller_id = ${userId}) as "listings",
      (select count(*)::int from media_items where created_by = ${userId}) as "media",
      (select
        (select count(*)::int from build_comments c join builds b on b.id = c.build_id
          where c.user_id = ${userId} and c.deleted_at is null and b.user_id <> ${userId})
        + (select count(*)::int from journal_entry_comments c
            join build_journal_entries e on e.id = c.entry_id join builds b on b.id = e.build_id
            where c.user_id = ${userId} and c.deleted_at is null and b.user_id <> ${userId})
        + (select count(*)::int from event_comments c join events e on e.id = c.event_id
            where c.user_id = ${userId} and c.deleted_at is null and e.created_by <> ${userId})
      ) as "comments",
      (select count(*)::int from forum_topics where created_by = ${userId}) as "forumTopics",
      (select count(*)::int from forum_posts
        where created_by = ${userId} and not is_opening) as "forumReplies"`);
  return row;
}
