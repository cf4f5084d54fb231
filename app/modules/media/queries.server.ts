// Read side of the media hub: the public list (keyset-paginated in SQL), the viewer's own
// submissions, the detail page (views +1 in SQL), More Like This and the home section. Only
// approved items are public; a pending or rejected item is visible to its author and admins only.
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { mediaItems, profiles } from "~/db/schema";
import { isoTimestamp, joined, type RowOf, selectList } from "~/db/sql";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { type PageViewer, prunePageViewsSometimes } from "~/lib/page-views.server";
import { likePattern } from "~/lib/sql-like";
import {
  type ApprovalStatus,
  HOME_MEDIA_COUNT,
  MEDIA_FIRST_PAGE,
  MEDIA_NEXT_PAGE,
  type MediaListQuery,
  type MediaSort,
  type MediaType,
  MORE_LIKE_THIS_COUNT,
} from "./schemas";

const m = alias(mediaItems, "m");
const author = alias(profiles, "p");

export interface MediaCardData {
  id: string;
  type: MediaType;
  title: string;
  imageUrl: string | null;
  durationSeconds: number | null;
  isFeatured: boolean;
  views: number;
  createdAt: string;
  authorUsername: string | null;
  authorFullName: string | null;
  approvalStatus: ApprovalStatus;
}

// The row is the card itself plus cursorTs, where it stands in the keyset order.
const cardFields = {
  id: m.id,
  type: sql<MediaType>`${m.type}`,
  title: m.title,
  imageUrl: m.imageUrl,
  durationSeconds: m.durationSeconds,
  isFeatured: m.isFeatured,
  views: m.views,
  createdAt: isoTimestamp(m.createdAt),
  authorUsername: joined(author.username),
  authorFullName: joined(author.fullName),
  approvalStatus: m.approvalStatus,
  cursorTs: sql<string>`${m.createdAt}::text`,
};
type CardRow = RowOf<typeof cardFields>;
const cardColumns = selectList(cardFields);

function toCard({ cursorTs: _, ...card }: CardRow): MediaCardData {
  return card;
}

/** The last card: created_at::text, id, is_featured and views (for each sort). */
const mediaCursor = keysetCursor({
  ts: cursorField.timestamp,
  id: cursorField.uuid,
  f: cursorField.optional(cursorField.boolean),
  v: cursorField.optional(cursorField.int()),
});
type Cursor = NonNullable<ReturnType<typeof mediaCursor.decode>>;
const encodeCursor = mediaCursor.encode;
const decodeCursor = mediaCursor.decode;

// "Most Popular" is by views (detail page views), "Featured" puts featured items first.
const ORDER: Record<MediaSort, SQL> = {
  newest: sql`m.created_at desc, m.id desc`,
  popular: sql`m.views desc, m.id desc`,
  featured: sql`m.is_featured desc, m.created_at desc, m.id desc`,
};

function afterCursor(sort: MediaSort, cursor: Cursor): SQL {
  const ts = sql`${cursor.ts}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  if (sort === "popular") return sql`(m.views, m.id) < (${cursor.v ?? 0}, ${id})`;
  if (sort === "featured") {
    return sql`(m.is_featured, m.created_at, m.id) < (${cursor.f === true}, ${ts}, ${id})`;
  }
  return sql`(m.created_at, m.id) < (${ts}, ${id})`;
}

export type MediaPage = KeysetPage<MediaCardData>;

/** One page of approved items: tab (type), search in title and description, sort, cursor. */
export async function listPublicMedia(query: MediaListQuery): Promise<MediaPage> {
  const conditions: SQL[] = [sql`m.approval_status = 'approved'`];
  if (query.type) conditions.push(sql`m.type = ${query.type}`);
  if (query.q) {
    const p = likePattern(query.q);
    // Both columns have trigram GIN indexes; ILIKE is case-insensitive.
    conditions.push(sql`(m.title ilike ${p} or m.description ilike ${p})`);
  }
  const cursor = decodeCursor(query.cursor);
  if (cursor) conditions.push(afterCursor(query.sort, cursor));
  const limit = cursor ? MEDIA_NEXT_PAGE : MEDIA_FIRST_PAGE;
  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from media_items m left join profiles p on p.id = m.created_by
    where ${sql.join(conditions, sql` and `)}
    order by ${ORDER[query.sort]}
    limit ${limit + 1}`);
  return keysetPage(rows, limit, toCard, (last) =>
    encodeCursor({ ts: last.cursorTs, id: last.id, f: last.isFeatured, v: last.views }),
  );
}

/** The member's own submissions that are not public (yet): pending first, then rejected. */
export async function listOwnUnpublishedMedia(userId: string): Promise<MediaCardData[]> {
  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from media_items m left join profiles p on p.id = m.created_by
    where m.created_by = ${userId} and m.approval_status <> 'approved'
    order by (m.approval_status = 'pending') desc, m.created_at desc, m.id desc
    limit 24`);
  return rows.map(toCard);
}

/** Home "Latest Media": the newest approved items. */
export async function getLatestMedia(limit = HOME_MEDIA_COUNT): Promise<MediaCardData[]> {
  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from media_items m left join profiles p on p.id = m.created_by
    where m.approval_status = 'approved'
    order by m.created_at desc, m.id desc
    limit ${limit}`);
  return rows.map(toCard);
}

export interface MediaDetail extends MediaCardData {
  description: string | null;
  videoUrl: string | null;
  embedUrl: string | null;
  createdBy: string;
  photos: { id: string; imageUrl: string; caption: string | null }[];
  steps: { id: string; position: number; title: string; body: string }[];
}

// The detail page's columns: the card's with the view just counted, and the item's own text and
// video. `counted` is the statement's CTE (getMediaForViewer).
const detailFields = {
  ...cardFields,
  views: sql<number>`coalesce((select c.views from counted c), ${m.views})`,
  description: m.description,
  videoUrl: m.videoUrl,
  embedUrl: m.embedUrl,
  createdBy: m.createdBy,
};

/**
 * One item as a viewer may see it (approved for everyone; otherwise only its author and admins),
 * or null. `countAs` (pageViewerOf) counts this page view of an approved item, once per viewer
 * and day: views + 1 in the same statement that reads the item; null counts nothing.
 */
export async function getMediaForViewer(
  id: string,
  viewer: { id: string; isAdmin: boolean } | null,
  countAs: PageViewer | null = null,
): Promise<MediaDetail | null> {
  // The viewer's first view today of an approved item adds 1; any other read only reads.
  const [row] = await queryRows<RowOf<typeof detailFields>>(sql`
    with seen as (
      insert into page_views (item_type, item_id, viewer, day)
      select 'media', id, ${countAs?.viewer ?? null}::text, ${countAs?.day ?? null}::date
      from media_items
      where id = ${id}::uuid and approval_status = 'approved' and ${countAs !== null}::boolean
      on conflict do nothing
      returning item_id
    ), counted as (
      update media_items set views = views + 1
      where id = (select item_id from seen)
      returning id, views
    )
    select ${selectList(detailFields)}
    from media_items m left join profiles p on p.id = m.created_by
    where m.id = ${id}::uuid`);
  if (countAs) await prunePageViewsSometimes();
  if (!row) return null;
  const visible =
    row.approvalStatus === "approved" || viewer?.id === row.createdBy || viewer?.isAdmin === true;
  if (!visible) return null;
  const [photos, steps] = await Promise.all([
    row.type === "photo"
      ? queryRows<{ id: string; image_url: string; caption: string | null }>(sql`
          select id, image_url, caption from media_photos
          where media_id = ${id}::uuid order by sort_order, id`)
      : Promise.resolve([]),
    row.type === "tutorial"
      ? queryRows<{ id: string; position: number; title: string; body: string }>(sql`
          select id, position, title, body from media_tutorial_steps
          where media_id = ${id}::uuid order by position`)
      : Promise.resolve([]),
  ]);
  const { cursorTs: _, ...item } = row;
  return {
    ...item,
    photos: photos.map((p) => ({ id: p.id, imageUrl: p.image_url, caption: p.caption })),
    steps,
  };
}

/** More Like This: other approved items of the same type, newest first. */
export async function listMoreLikeThis(
  item: { id: string; type: MediaType },
  limit = MORE_LIKE_THIS_COUNT,
): Promise<MediaCardData[]> {
  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from media_items m left join profiles p on p.id = m.created_by
    where m.approval_status = 'approved' and m.type = ${item.type} and m.id <> ${item.id}::uuid
    order by m.created_at desc, m.id desc
    limit ${limit}`);
  return rows.map(toCard);
}
