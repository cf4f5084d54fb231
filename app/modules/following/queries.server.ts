// Reads of following: the follow state and counts the buttons show, what a member follows, and the
// /following feed.
//
// Indexes: counts walk the primary keys (build_follows (build_id, user_id), member_follows
// (followee_id, follower_id)); a member's follows walk build_follows_user_created_idx and
// member_follows_follower_created_idx; the feed's entries walk build_journal_entries_build_created_idx
// per followed build and its new builds builds_owner_created_idx per followed member.
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import {
  FEED_EXCERPT_LENGTH,
  FEED_FIRST_PAGE,
  FEED_NEXT_PAGE,
  FOLLOWED_LIST_LIMIT,
} from "./constants";

/** Usernames are at most 30 characters: a longer one names nobody. */
const MAX_USERNAME_LENGTH = 100;

/** The member with this username (any case), or null. Every profile is public. */
export async function findMemberId(username: string): Promise<string | null> {
  if (username.length === 0 || username.length > MAX_USERNAME_LENGTH) return null;
  const [row] = await queryRows<{ id: string }>(
    sql`select id from profiles where lower(username) = lower(${username})`,
  );
  return row?.id ?? null;
}

export interface BuildFollowState {
  followers: number;
  /** The viewer follows the build (false for visitors). */
  following: boolean;
  /** The viewer muted the build's notices. */
  muted: boolean;
}

/** The build page's follow button: its follower count and the viewer's follow and mute. */
export async function getBuildFollowState(
  buildId: string,
  viewerId: string | null,
): Promise<BuildFollowState> {
  const viewer = viewerId ?? "";
  const [row] = await queryRows<{ followers: number; following: boolean; muted: boolean }>(sql`
    select
      (select count(*)::int from build_follows where build_id = ${buildId}::uuid) as followers,
      exists(select 1 from build_follows
             where build_id = ${buildId}::uuid and user_id = ${viewer}) as following,
      exists(select 1 from build_notice_mutes
             where build_id = ${buildId}::uuid and user_id = ${viewer}) as muted`);
  return row ?? { followers: 0, following: false, muted: false };
}

export interface MemberFollowState {
  followers: number;
  following: boolean;
  /** The viewer is this member (no button). */
  isSelf: boolean;
}

/** A profile's follow button: the member's follower count and whether the viewer follows them. */
export async function getMemberFollowState(
  username: string,
  viewerId: string | null,
): Promise<MemberFollowState | null> {
  const memberId = await findMemberId(username);
  if (!memberId) return null;
  const viewer = viewerId ?? "";
  const [row] = await queryRows<{ followers: number; following: boolean }>(sql`
    select
      (select count(*)::int from member_follows where followee_id = ${memberId}) as followers,
      exists(select 1 from member_follows
             where followee_id = ${memberId} and follower_id = ${viewer}) as following`);
  return {
    followers: row?.followers ?? 0,
    following: row?.following ?? false,
    isSelf: memberId === viewerId,
  };
}

/**
 * For each of `buildIds`: whether the viewer follows it, or null for their own builds (which they
 * cannot follow). What the build cards' menus show.
 */
export async function listCardFollowStates(
  viewerId: string,
  buildIds: string[],
): Promise<Map<string, boolean | null>> {
  if (buildIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; own: boolean; following: boolean }>(sql`
    select b.id, b.user_id = ${viewerId} as own,
      exists(select 1 from build_follows f
             where f.build_id = b.id and f.user_id = ${viewerId}) as following
    from builds b
    where b.id in (${sql.join(
      buildIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(rows.map((r) => [r.id, r.own ? null : r.following]));
}

export interface FollowedBuild {
  id: string;
  title: string;
  ownerUsername: string | null;
  ownerFullName: string | null;
  muted: boolean;
}

export interface FollowedMember {
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
}

export interface FollowedLists {
  builds: FollowedBuild[];
  members: FollowedMember[];
  /** How many public builds and members the viewer follows in all (the lists show the newest). */
  buildCount: number;
  memberCount: number;
}

/** What the viewer follows, newest follows first: public builds and members. */
export async function listFollowed(viewerId: string): Promise<FollowedLists> {
  const [buildRows, memberRows, [counts]] = await Promise.all([
    queryRows<{
      id: string;
      title: string;
      owner_username: string | null;
      owner_full_name: string | null;
      muted: boolean;
    }>(sql`
      select b.id, b.title, p.username as owner_username, p.full_name as owner_full_name,
        exists(select 1 from build_notice_mutes m
               where m.build_id = b.id and m.user_id = ${viewerId}) as muted
      from build_follows f
      join builds b on b.id = f.build_id
      left join profiles p on p.id = b.user_id
      where f.user_id = ${viewerId} and b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null
      order by f.created_at desc, b.id
      limit ${FOLLOWED_LIST_LIMIT}`),
    queryRows<{ username: string; full_name: string | null; avatar_url: string | null }>(sql`
      select p.username, p.full_name, p.avatar_url
      from member_follows f join profiles p on p.id = f.followee_id
      where f.follower_id = ${viewerId}
      order by f.created_at desc, p.id
      limit ${FOLLOWED_LIST_LIMIT}`),
    queryRows<{ builds: number; members: number }>(sql`
      select
        (select count(*)::int from build_follows f join builds b on b.id = f.build_id
         where f.user_id = ${viewerId} and b.status = 'active'
           and b.approval_status = 'approved' and b.hidden_at is null) as builds,
        (select count(*)::int from member_follows f join profiles p on p.id = f.followee_id
         where f.follower_id = ${viewerId}) as members`),
  ]);
  return {
    builds: buildRows.map((r) => ({
      id: r.id,
      title: r.title,
      ownerUsername: r.owner_username,
      ownerFullName: r.owner_full_name,
      muted: r.muted,
    })),
    members: memberRows.map((r) => ({
      username: r.username,
      fullName: r.full_name,
      avatarUrl: r.avatar_url,
    })),
    buildCount: counts?.builds ?? 0,
    memberCount: counts?.members ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The feed

export interface FeedItem {
  /** The entry's id, or the build's for a new build. */
  id: string;
  kind: "entry" | "build";
  /** ISO instant it was posted. */
  createdAt: string;
  buildId: string;
  buildTitle: string;
  /** The journal entry's title and day (null for a new build). */
  entryTitle: string | null;
  entryDate: string | null;
  photoUrl: string | null;
  photoAlt: string | null;
  excerpt: string | null;
  ownerUsername: string | null;
  ownerFullName: string | null;
}

const feedCursor = keysetCursor({ ts: cursorField.timestamp, id: cursorField.uuid });
type FeedCursor = NonNullable<ReturnType<typeof feedCursor.decode>>;

interface FeedRow extends Record<string, unknown> {
  kind: "entry" | "build";
  id: string;
  cursor_ts: string;
  created_at: string;
  build_id: string;
  build_title: string;
  entry_title: string | null;
  entry_date: string | null;
  photo_url: string | null;
  photo_alt: string | null;
  text: string | null;
  owner_username: string | null;
  owner_full_name: string | null;
}

function excerptOf(text: string | null): string | null {
  const flat = text?.replace(/\s+/g, " ").trim();
  if (!flat) return null;
  return flat.length > FEED_EXCERPT_LENGTH
    ? `${flat.slice(0, FEED_EXCERPT_LENGTH - 1).trimEnd()}…`
    : flat;
}

function before(created: string, id: string, cursor: FeedCursor | null) {
  return cursor
    ? sql`(${sql.raw(created)}, ${sql.raw(id)}) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;
}

/**
 * The viewer's feed, newest first: journal entries of the builds they follow and of the builds of
 * the members they follow, and the new builds of the members they follow. Only public content
 * (approved, active builds). Keyset-paged on (created_at, id) across both kinds.
 */
export async function listFeed(
  viewerId: string,
  rawCursor?: string | null,
): Promise<KeysetPage<FeedItem>> {
  const cursor = feedCursor.decode(rawCursor);
  const limit = cursor ? FEED_NEXT_PAGE : FEED_FIRST_PAGE;
  const rows = await queryRows<FeedRow>(sql`
    with followed_members as (
      select followee_id from member_follows where follower_id = ${viewerId}
    ),
    -- Two index walks (the member's follows, then each followed member's builds) instead of one
    -- OR, which would scan every build.
    followed_builds as (
      select b.id
      from build_follows f join builds b on b.id = f.build_id
      where f.user_id = ${viewerId} and b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null
      union
      select b.id
      from followed_members m join builds b on b.user_id = m.followee_id
      where b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null
    ),
    entries as (
      select 'entry'::text as kind, e.id, e.created_at, fb.id as build_id,
        e.title as entry_title, e.entry_date::text as entry_date,
        left(e.body, ${FEED_EXCERPT_LENGTH * 2}) as text,
        ph.image_url as photo_url, coalesce(ph.alt_text, ph.caption) as photo_alt
      from followed_builds fb
      cross join lateral (
        select e.id, e.created_at, e.title, e.entry_date, e.body
        from build_journal_entries e
        where e.build_id = fb.id and ${before("e.created_at", "e.id", cursor)}
        order by e.created_at desc, e.id desc
        limit ${limit + 1}
      ) e
      left join lateral (
        select image_url, alt_text, caption from build_journal_photos
        where entry_id = e.id order by sort_order, created_at limit 1
      ) ph on true
    ),
    new_builds as (
      select 'build'::text as kind, b.id, b.created_at, b.id as build_id,
        null::text as entry_title, null::text as entry_date,
        left(b.description, ${FEED_EXCERPT_LENGTH * 2}) as text,
        b.featured_image_url as photo_url, null::text as photo_alt
      from followed_members m
      cross join lateral (
        select b.id, b.created_at, b.description, b.featured_image_url
        from builds b
        where b.user_id = m.followee_id and b.status = 'active'
          and b.approval_status = 'approved' and b.hidden_at is null
          and ${before("b.created_at", "b.id", cursor)}
        order by b.created_at desc, b.id desc
        limit ${limit + 1}
      ) b
    ),
    items as (
      select * from entries
      union all
      select * from new_builds
      order by created_at desc, id desc
      limit ${limit + 1}
    )
    select i.kind, i.id, i.created_at::text as cursor_ts,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      i.build_id, b.title as build_title, i.entry_title, i.entry_date, i.photo_url, i.photo_alt,
      i.text, p.username as owner_username, p.full_name as owner_full_name
    from items i
    join builds b on b.id = i.build_id
    left join profiles p on p.id = b.user_id
    order by i.created_at desc, i.id desc`);
  return keysetPage(
    rows,
    limit,
    (r): FeedItem => ({
      id: r.id,
      kind: r.kind,
      createdAt: r.created_at,
      buildId: r.build_id,
      buildTitle: r.build_title,
      entryTitle: r.entry_title,
      entryDate: r.entry_date,
      photoUrl: r.photo_url,
      photoAlt: r.photo_alt,
      excerpt: excerptOf(r.text),
      ownerUsername: r.owner_username,
      ownerFullName: r.owner_full_name,
    }),
    (last) => feedCursor.encode({ ts: last.cursor_ts, id: last.id }),
  );
}
