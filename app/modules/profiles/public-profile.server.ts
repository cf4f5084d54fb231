// Public profiles (/u/{username}): what anyone may see of a member. Only public fields of the
// profile row (never the e-mail, which lives on users), their approved active builds (the /builds
// query with an owner filter, keyset-paged), their upcoming approved events, and their forum
// activity counts.
//
// Queries: one to find the person (lower(username) unique index) with their counts as
// sub-selects (forum_topics_created_by_idx, forum_posts_created_by_idx, builds_owner_created_idx),
// then the builds page and the events list together.
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { type ActivityBadge, activityBadge } from "~/modules/admin";
import { type BuildCardData, listPublicBuilds } from "~/modules/builds/index.server";
import type { EventCardData } from "~/modules/events";
import { listUpcomingEventsByHost } from "~/modules/events/index.server";

const profilesP = alias(profiles, "p");

/** Upcoming events shown on a profile (the total says how many there are). */
export const PROFILE_EVENTS_LIMIT = 6;

export interface PublicPerson {
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  /** ISO instant the profile was created. */
  createdAt: string;
  /** 'Month yyyy' in UTC, e.g. 'November 2026' (the same on the server and in the browser). */
  memberSinceLabel: string;
  badge: ActivityBadge;
  buildCount: number;
  topicCount: number;
  replyCount: number;
}

export interface PublicProfilePage {
  person: PublicPerson;
  /** True when the viewer is this member (shows 'Edit profile'). */
  isOwner: boolean;
  builds: BuildCardData[];
  nextCursor: string | null;
  events: EventCardData[];
  eventCount: number;
}

interface PersonRow extends Record<string, unknown> {
  id: string;
  username: string;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  location: string | null;
  created_at: string;
  build_count: number;
  topic_count: number;
  reply_count: number;
}

const MONTH_YEAR = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function memberSinceLabel(createdAt: Date): string {
  return MONTH_YEAR.format(createdAt);
}

/** Usernames are at most 30 characters: a longer address cannot name anyone. */
const MAX_USERNAME_LENGTH = 100;

async function findPerson(username: string): Promise<PersonRow | null> {
  if (username.length === 0 || username.length > MAX_USERNAME_LENGTH) return null;
  const [row] = await queryRows<PersonRow>(sql`
    select p.id, p.username, p.full_name, p.avatar_url, p.bio, p.location,
      ${isoTimestamp(profilesP.createdAt)} as created_at,
      (select count(*)::int from builds b
        where b.user_id = p.id and b.status = 'active' and b.approval_status = 'approved'
          and b.hidden_at is null) as build_count,
      (select count(*)::int from forum_topics t where t.created_by = p.id and t.hidden_at is null)
        as topic_count,
      (select count(*)::int from forum_posts f where f.created_by = p.id and not f.is_opening
          and f.hidden_at is null) as reply_count
    from profiles p
    where lower(p.username) = lower(${username})`);
  return row ?? null;
}

export type PublicProfileResult =
  | { kind: "found"; page: PublicProfilePage }
  /** The URL's username differs in case from the member's: send them to this one. */
  | { kind: "redirect"; username: string }
  | { kind: "not-found" };

/**
 * The public profile of `username` (matched regardless of case). `cursor` is the builds' Load
 * More cursor; `viewerId` only decides `isOwner`, never what is visible.
 */
export async function getPublicProfile(
  username: string,
  options: { cursor?: string; viewerId?: string | null; now?: Date } = {},
): Promise<PublicProfileResult> {
  const row = await findPerson(username);
  if (!row) return { kind: "not-found" };
  if (row.username !== username) return { kind: "redirect", username: row.username };

  const [buildPage, events] = await Promise.all([
    listPublicBuilds(
      { q: "", sort: "newest", make: "", model: "", cursor: options.cursor },
      {
        ownerId: row.id,
      },
    ),
    listUpcomingEventsByHost(row.id, PROFILE_EVENTS_LIMIT),
  ]);
  const createdAt = new Date(row.created_at);
  return {
    kind: "found",
    page: {
      person: {
        username: row.username,
        fullName: row.full_name,
        avatarUrl: row.avatar_url,
        bio: row.bio,
        location: row.location,
        createdAt: row.created_at,
        memberSinceLabel: memberSinceLabel(createdAt),
        badge: activityBadge(createdAt, options.now ?? new Date()),
        buildCount: row.build_count,
        topicCount: row.topic_count,
        replyCount: row.reply_count,
      },
      isOwner: !!options.viewerId && options.viewerId === row.id,
      builds: buildPage.items,
      nextCursor: buildPage.nextCursor,
      events: events.events,
      eventCount: events.total,
    },
  };
}
