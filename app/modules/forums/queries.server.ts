// Read side of the forums: categories with their topic counts, the topic list (keyset-paginated,
// latest activity first, counts in the same statement), one topic with its paged replies, and the
// home page's hot topics. A topic's latest activity is its updated_at, which every reply bumps.
//
// Hidden means hidden (ADR 038): a hidden topic is in no list, search, count or feed and its page
// is "not found", except for its author and admins (who see it marked); a hidden reply stays in
// its thread as a placeholder for everyone else, so the replies after it keep their sense.
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { forumPosts, forumTopics } from "~/db/schema";
import { hiddenStateOf, isoTimestamp, type Reader, shownTo } from "~/db/sql";
import type { HiddenState } from "~/lib/hidden";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { plainExcerpt } from "~/lib/member-text";
import { likePattern } from "~/lib/sql-like";
import { authorName } from "~/modules/profiles";
import { POST_REPORT_TYPE, TOPIC_REPORT_TYPE } from "./report-types";
import { categorySlug, type TopicListQuery } from "./schemas";

const forumPostsP = alias(forumPosts, "p");
const forumTopicsT = alias(forumTopics, "t");

export const TOPICS_FIRST_PAGE = 8;
export const TOPICS_NEXT_PAGE = 6;
export const REPLIES_PER_PAGE = 20;

// ---------------------------------------------------------------------------------------------
// Categories

export interface ForumCategory {
  id: string;
  name: string;
  slug: string;
  topicCount: number;
}

/** Every category in sidebar order, with its number of topics (one grouped query). */
export async function listCategories(): Promise<ForumCategory[]> {
  const rows = await queryRows<{ id: string; name: string; topic_count: number }>(sql`
    select c.id, c.name, count(t.id)::int as topic_count
    from forum_categories c
    left join forum_topics t on t.category_id = c.id and t.hidden_at is null
    group by c.id
    order by c.sort_order, lower(c.name)`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: categorySlug(r.name),
    topicCount: r.topic_count,
  }));
}

/** The category a URL names, matched in lowercase by name or URL name (SPEC §9). */
export function findCategory(categories: ForumCategory[], wanted: string): ForumCategory | null {
  const slug = categorySlug(wanted);
  if (!slug) return null;
  return categories.find((c) => c.slug === slug) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Topic list

export interface TopicListItem {
  id: string;
  title: string;
  categoryName: string;
  categorySlug: string;
  /** "Deleted member" once the author's account is gone. */
  authorName: string;
  /** For the link to the author's public profile; null without a profile (a deleted member). */
  authorUsername: string | null;
  authorAvatarUrl: string | null;
  excerpt: string;
  replyCount: number;
  createdAt: string;
  /** The latest post's time (the topic's own time until someone replies). */
  lastActivityAt: string;
  /** Who wrote the latest reply; null while there is none. */
  lastReplyAuthorName: string | null;
  lastReplyAuthorUsername: string | null;
  /** Hidden pending review or by the moderators: only its author and admins get it then. */
  hidden: HiddenState | null;
}

interface TopicRow extends Record<string, unknown> {
  id: string;
  title: string;
  category_name: string;
  author_username: string | null;
  author_full_name: string | null;
  author_avatar_url: string | null;
  opening_content: string | null;
  reply_count: number;
  created_at: string;
  last_activity_at: string;
  cursor_ts: string;
  last_reply_username: string | null;
  last_reply_full_name: string | null;
  has_reply: boolean;
  hidden: HiddenState | null;
}

// The columns of a topic row. Reply count, opening post and latest reply come from the same
// statement (index scans on forum_posts (topic_id, created_at) and the one-opening-post index),
// never from a query per topic.
const topicColumns = sql`
  t.id, t.title, c.name as category_name,
  ap.username as author_username, ap.full_name as author_full_name,
  ap.avatar_url as author_avatar_url,
  left(op.content, 600) as opening_content,
  (select count(*)::int from forum_posts r where r.topic_id = t.id and not r.is_opening)
    as reply_count,
  ${isoTimestamp(forumTopicsT.createdAt)} as created_at,
  ${isoTimestamp(forumTopicsT.updatedAt)} as last_activity_at,
  t.updated_at::text as cursor_ts,
  lr.username as last_reply_username, lr.full_name as last_reply_full_name,
  lr.has_reply is not null as has_reply,
  ${hiddenStateOf(TOPIC_REPORT_TYPE, forumTopicsT.id, forumTopicsT.hiddenAt)} as hidden`;

const topicJoins = sql`
  join forum_categories c on c.id = t.category_id
  left join profiles ap on ap.id = t.created_by
  left join forum_posts op on op.topic_id = t.id and op.is_opening
  left join lateral (
    select true as has_reply, p.username, p.full_name
    from forum_posts r left join profiles p on p.id = r.created_by
    where r.topic_id = t.id and not r.is_opening and r.hidden_at is null
    order by r.created_at desc, r.id desc
    limit 1
  ) lr on true`;

function toListItem(row: TopicRow): TopicListItem {
  return {
    id: row.id,
    title: row.title,
    categoryName: row.category_name,
    categorySlug: categorySlug(row.category_name),
    authorName: authorName({ fullName: row.author_full_name, username: row.author_username }),
    authorUsername: row.author_username,
    authorAvatarUrl: row.author_avatar_url,
    excerpt: plainExcerpt(row.opening_content ?? ""),
    replyCount: row.reply_count,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    lastReplyAuthorName: row.has_reply
      ? authorName({ fullName: row.last_reply_full_name, username: row.last_reply_username })
      : null,
    lastReplyAuthorUsername: row.has_reply ? row.last_reply_username : null,
    hidden: row.hidden,
  };
}

/** The last topic: updated_at::text and id. */
const topicCursor = keysetCursor({ ts: cursorField.timestamp, id: cursorField.uuid });
export const encodeCursor = topicCursor.encode;
export const decodeCursor = topicCursor.decode;

export type TopicPage = KeysetPage<TopicListItem>;

/**
 * One page of topics, latest activity first: 8, then 6 per 'Load More Topics' (SPEC §9).
 * `categoryId` narrows to a category; `query.q` searches titles and post text (trigram indexes).
 * `reader` also gets their own hidden topics, marked (admins: every hidden one).
 */
export async function listTopics(
  query: Pick<TopicListQuery, "q" | "cursor">,
  categoryId: string | null,
  reader: Reader | null = null,
): Promise<TopicPage> {
  const conditions: SQL[] = [shownTo(sql`t.hidden_at`, sql`t.created_by`, reader)];
  if (categoryId) conditions.push(sql`t.category_id = ${categoryId}::uuid`);
  if (query.q) {
    const pattern = likePattern(query.q);
    // Two index-served lookups joined by UNION, rather than one OR the planner cannot index.
    conditions.push(sql`t.id in (
      select s.id from forum_topics s where s.title ilike ${pattern}
      union
      select p.topic_id from forum_posts p where p.content ilike ${pattern} and p.hidden_at is null)`);
  }
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    conditions.push(sql`(t.updated_at, t.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`);
  }
  const limit = cursor ? TOPICS_NEXT_PAGE : TOPICS_FIRST_PAGE;
  const where = sql`where ${sql.join(conditions, sql` and `)}`;

  const rows = await queryRows<TopicRow>(sql`
    select ${topicColumns}
    from forum_topics t ${topicJoins}
    ${where}
    order by t.updated_at desc, t.id desc
    limit ${limit + 1}`);
  return keysetPage(rows, limit, toListItem, (last) =>
    encodeCursor({ ts: last.cursor_ts, id: last.id }),
  );
}

// ---------------------------------------------------------------------------------------------
// Hot topics (home page)

export interface HotTopic {
  id: string;
  title: string;
  categoryName: string;
  authorName: string;
  replyCount: number;
  lastActivityAt: string;
}

/**
 * The home page's Hot Forum Topics: most replies in the last 7 days, then most recent activity.
 * Only topics with recent replies, plus the `limit` most recently active ones, are candidates
 * (enough to fill the list), so the work does not grow with the size of the forum.
 */
export async function getHotTopics(limit = 4): Promise<HotTopic[]> {
  const rows = await queryRows<TopicRow>(sql`
    with recent as (
      select topic_id, count(*)::int as replies
      from forum_posts
      where not is_opening and created_at >= now() - interval '7 days' and hidden_at is null
      group by topic_id
    ),
    candidates as (
      select topic_id as id from recent
      union
      (select id from forum_topics where hidden_at is null
        order by updated_at desc, id desc limit ${limit})
    )
    select ${topicColumns}
    from forum_topics t
    join candidates k on k.id = t.id
    left join recent rc on rc.topic_id = t.id
    ${topicJoins}
    where t.hidden_at is null
    order by coalesce(rc.replies, 0) desc, t.updated_at desc, t.id desc
    limit ${limit}`);
  return rows.map((row) => {
    const item = toListItem(row);
    return {
      id: item.id,
      title: item.title,
      categoryName: item.categoryName,
      authorName: item.authorName,
      replyCount: item.replyCount,
      lastActivityAt: item.lastActivityAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// One topic

export interface ForumPost {
  id: string;
  /** Empty when `concealed`. */
  content: string;
  /** Null once the author deleted their account: the post stays, by "Deleted member". */
  authorId: string | null;
  authorName: string;
  /** For the link to the author's public profile; null without a profile (a deleted member). */
  authorUsername: string | null;
  authorAvatarUrl: string | null;
  createdAt: string;
  /** When the author last edited it; null if never. */
  editedAt: string | null;
  /** A reply hidden pending review or by the moderators, for its author and admins (marked). */
  hidden: HiddenState | null;
  /** A hidden reply shown to anyone else: a placeholder without text or author. */
  concealed: boolean;
}

export interface TopicDetail {
  id: string;
  title: string;
  categoryName: string;
  categorySlug: string;
  createdAt: string;
  lastActivityAt: string;
  replyCount: number;
  /** Locked by an admin: no new replies (issue 6). */
  locked: boolean;
  /** The topic's body: its first post, written together with the topic. */
  opening: ForumPost;
  /** The topic is hidden pending review or by the moderators (its author and admins see it). */
  hidden: HiddenState | null;
}

interface PostRow extends Record<string, unknown> {
  id: string;
  content: string;
  created_by: string | null;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  created_at: string;
  edited_at: string | null;
  hidden: HiddenState | null;
}

const postColumns = sql`
  p.id, p.content, p.created_by, pr.username, pr.full_name, pr.avatar_url,
  ${isoTimestamp(forumPostsP.createdAt)} as created_at,
  case when p.edited_at is null then null else ${isoTimestamp(forumPostsP.editedAt)} end as edited_at,
  ${hiddenStateOf(POST_REPORT_TYPE, forumPostsP.id, forumPostsP.hiddenAt)} as hidden`;

/** The post as `viewer` may see it: a hidden one is a placeholder but for its author and admins. */
function toPost(row: PostRow, viewer: Reader | null = null): ForumPost {
  const concealed =
    row.hidden !== null && viewer?.isAdmin !== true && viewer?.id !== row.created_by;
  return {
    id: row.id,
    content: concealed ? "" : row.content,
    authorId: concealed ? "" : row.created_by,
    authorName: concealed ? "" : authorName({ fullName: row.full_name, username: row.username }),
    authorUsername: concealed ? null : row.username,
    authorAvatarUrl: concealed ? null : row.avatar_url,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    hidden: concealed ? null : row.hidden,
    concealed,
  };
}

/**
 * The topic with its category, author, reply count and opening post; null if there is none, or
 * when it is hidden and `viewer` is neither its author nor an admin.
 */
export async function getTopic(
  id: string,
  viewer: Reader | null = null,
): Promise<TopicDetail | null> {
  const rows = await queryRows<
    PostRow & {
      topic_id: string;
      title: string;
      category_name: string;
      topic_created_at: string;
      last_activity_at: string;
      reply_count: number;
      locked: boolean;
      topic_hidden: HiddenState | null;
    }
  >(sql`
    select t.id as topic_id, t.title, c.name as category_name, t.locked,
      ${hiddenStateOf(TOPIC_REPORT_TYPE, forumTopicsT.id, forumTopicsT.hiddenAt)} as topic_hidden,
      ${isoTimestamp(forumTopicsT.createdAt)} as topic_created_at,
      ${isoTimestamp(forumTopicsT.updatedAt)} as last_activity_at,
      (select count(*)::int from forum_posts r where r.topic_id = t.id and not r.is_opening)
        as reply_count,
      ${postColumns}
    from forum_topics t
    join forum_categories c on c.id = t.category_id
    join forum_posts p on p.topic_id = t.id and p.is_opening
    left join profiles pr on pr.id = p.created_by
    where t.id = ${id}::uuid and ${shownTo(sql`t.hidden_at`, sql`t.created_by`, viewer)}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.topic_id,
    title: row.title,
    categoryName: row.category_name,
    locked: row.locked,
    categorySlug: categorySlug(row.category_name),
    createdAt: row.topic_created_at,
    lastActivityAt: row.last_activity_at,
    replyCount: row.reply_count,
    opening: toPost(row, viewer),
    hidden: row.topic_hidden,
  };
}

export function pageCount(replyCount: number): number {
  return Math.max(1, Math.ceil(replyCount / REPLIES_PER_PAGE));
}

/**
 * One page (from 1) of a topic's replies, oldest first, with their authors; a hidden reply is a
 * placeholder for everyone but its author and admins (it keeps its place in the thread).
 */
export async function listReplies(
  topicId: string,
  page: number,
  viewer: Reader | null = null,
): Promise<ForumPost[]> {
  const rows = await queryRows<PostRow>(sql`
    select ${postColumns}
    from forum_posts p left join profiles pr on pr.id = p.created_by
    where p.topic_id = ${topicId}::uuid and not p.is_opening
    order by p.created_at, p.id
    limit ${REPLIES_PER_PAGE} offset ${(page - 1) * REPLIES_PER_PAGE}`);
  return rows.map((row) => toPost(row, viewer));
}

/** One post of a topic that is not hidden (for the Quote link without JavaScript), or null. */
export async function getPostInTopic(topicId: string, postId: string): Promise<ForumPost | null> {
  const rows = await queryRows<PostRow>(sql`
    select ${postColumns}
    from forum_posts p left join profiles pr on pr.id = p.created_by
    where p.id = ${postId}::uuid and p.topic_id = ${topicId}::uuid and p.hidden_at is null`);
  return rows[0] ? toPost(rows[0]) : null;
}

/** The replies page a post is on (1 for the opening post), to send the reader to it. */
export async function pageOfPost(postId: string): Promise<number> {
  const [row] = await queryRows<{ before: number; is_opening: boolean }>(sql`
    select p.is_opening,
      (select count(*)::int from forum_posts e
        where e.topic_id = p.topic_id and not e.is_opening
          and (e.created_at, e.id) < (p.created_at, p.id)) as before
    from forum_posts p where p.id = ${postId}::uuid`);
  if (!row || row.is_opening) return 1;
  return Math.floor(row.before / REPLIES_PER_PAGE) + 1;
}
