// Read side of builds: public list (keyset-paginated, counts in the same query), detail, the
// owner's list and the home page sections. Only approved, active builds are public.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "~/db/client.server";
import { buildComments, buildImages, buildLikes, builds, profiles } from "~/db/schema";
import {
  countOf,
  existsIn,
  isoTimestamp,
  isPublicBuild,
  joined,
  type RowOf,
  selectList,
} from "~/db/sql";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { likePattern } from "~/lib/sql-like";
import type { BuildListQuery, BuildSort } from "./schemas";

export const BUILDS_FIRST_PAGE = 8;
export const BUILDS_NEXT_PAGE = 6;

/** What every view of a build shows of the car: the card, Car of the Week, detail and edit. */
export interface BuildSummary {
  id: string;
  title: string;
  description: string | null;
  carMake: string;
  carModel: string;
  carYear: number | null;
  featuredImageUrl: string | null;
}

/** A BuildSummary's columns of `table` (builds or an alias of it). */
const summaryColumns = <T extends Record<keyof BuildSummary, AnyPgColumn>>(
  table: T,
): Pick<T, keyof BuildSummary> => ({
  id: table.id,
  title: table.title,
  description: table.description,
  carMake: table.carMake,
  carModel: table.carModel,
  carYear: table.carYear,
  featuredImageUrl: table.featuredImageUrl,
});

/** A BuildSummary's columns, for a Drizzle select from builds. */
export const buildSummaryColumns = summaryColumns(builds);

export interface BuildImage {
  id: string;
  imageUrl: string;
  caption: string | null;
  sortOrder: number;
}

/** A build's photos in their order (the first is the featured one). */
export function listBuildImages(buildId: string): Promise<BuildImage[]> {
  return getDb()
    .select({
      id: buildImages.id,
      imageUrl: buildImages.imageUrl,
      caption: buildImages.caption,
      sortOrder: buildImages.sortOrder,
    })
    .from(buildImages)
    .where(eq(buildImages.buildId, buildId))
    .orderBy(asc(buildImages.sortOrder), asc(buildImages.createdAt));
}

export interface BuildCardData extends BuildSummary {
  isFeatured: boolean;
  createdAt: string;
  ownerUsername: string | null;
  ownerFullName: string | null;
  likesCount: number;
  commentsCount: number;
}

const b = alias(builds, "b");
const owner = alias(profiles, "p");
const likes = alias(buildLikes, "l");
const comments = alias(buildComments, "c");
const likesCount = countOf(likes, sql`${likes.buildId} = ${b.id}`);

// Columns of a build card, with both counts computed in the same statement (index-only scans on
// the likes primary key and the comments (build_id, created_at) index): no query per card.
// The row is the card itself plus cursorTs, where it stands in the keyset order.
const cardFields = {
  ...summaryColumns(b),
  isFeatured: b.isFeatured,
  createdAt: isoTimestamp(b.createdAt),
  ownerUsername: joined(owner.username),
  ownerFullName: joined(owner.fullName),
  likesCount,
  commentsCount: countOf(comments, sql`${comments.buildId} = ${b.id}`),
  cursorTs: sql<string>`${b.createdAt}::text`,
};
type CardRow = RowOf<typeof cardFields>;
const cardColumns = selectList(cardFields);

function toCard({ cursorTs: _, ...card }: CardRow): BuildCardData {
  return card;
}

const publicFilter = isPublicBuild(b);

/** The last card: created_at::text, id, and is_featured (the Featured sort). */
const buildCursor = keysetCursor({
  ts: cursorField.timestamp,
  id: cursorField.uuid,
  f: cursorField.optional(cursorField.boolean),
});
type Cursor = NonNullable<ReturnType<typeof buildCursor.decode>>;
export const encodeCursor = buildCursor.encode;
export const decodeCursor = buildCursor.decode;

const ORDER: Record<BuildSort, SQL> = {
  newest: sql`b.created_at desc, b.id desc`,
  oldest: sql`b.created_at asc, b.id asc`,
  featured: sql`b.is_featured desc, b.created_at desc, b.id desc`,
};

function afterCursor(sort: BuildSort, cursor: Cursor): SQL {
  const ts = sql`${cursor.ts}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  if (sort === "oldest") return sql`(b.created_at, b.id) > (${ts}, ${id})`;
  if (sort === "featured") {
    return sql`(b.is_featured, b.created_at, b.id) < (${cursor.f === true}, ${ts}, ${id})`;
  }
  return sql`(b.created_at, b.id) < (${ts}, ${id})`;
}

export type BuildPage = KeysetPage<BuildCardData>;

export async function listPublicBuilds(
  query: BuildListQuery,
  /** ownerId: one member's builds only (their public profile; builds_owner_created_idx). */
  options: { ownerId?: string } = {},
): Promise<BuildPage> {
  const conditions: SQL[] = [publicFilter];
  if (options.ownerId) conditions.push(sql`b.user_id = ${options.ownerId}`);
  if (query.q) {
    const p = likePattern(query.q);
    conditions.push(
      // Owner names are matched through a sub-select, so the whole condition is on builds and the
      // planner can walk the public index and stop after one page (an OR across the join cannot).
      sql`(b.title ilike ${p} or b.car_make ilike ${p} or b.car_model ilike ${p}
        or b.user_id = any(array(select pr.id from profiles pr where pr.username ilike ${p} or pr.full_name ilike ${p})))`,
    );
  }
  if (query.make) conditions.push(sql`lower(b.car_make) = lower(${query.make})`);
  if (query.model) conditions.push(sql`b.car_model ilike ${likePattern(query.model)}`);
  if (query.yearFrom !== undefined) conditions.push(sql`b.car_year >= ${query.yearFrom}`);
  if (query.yearTo !== undefined) conditions.push(sql`b.car_year <= ${query.yearTo}`);
  const cursor = decodeCursor(query.cursor);
  if (cursor) conditions.push(afterCursor(query.sort, cursor));
  const limit = cursor ? BUILDS_NEXT_PAGE : BUILDS_FIRST_PAGE;

  const result = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from builds b left join profiles p on p.id = b.user_id
    where ${sql.join(conditions, sql` and `)}
    order by ${ORDER[query.sort]}
    limit ${limit + 1}`);
  return keysetPage(result, limit, toCard, (last) =>
    encodeCursor({ ts: last.cursorTs, id: last.id, f: last.isFeatured }),
  );
}

const MAKES_TTL_MS = 60_000;
let makesCache: { at: number; makes: Promise<string[]> } | undefined;

/**
 * Distinct makes of public builds, for the filter panel. The list changes rarely and the query
 * scans every public build, so each process keeps it for a minute (a stale make list is harmless:
 * the filter itself always runs against the database).
 */
export function listPublicMakes(): Promise<string[]> {
  if (makesCache && Date.now() - makesCache.at < MAKES_TTL_MS) return makesCache.makes;
  const makes = queryRows<{ make: string }>(sql`
    select min(b.car_make) as make from builds b where ${publicFilter}
    group by lower(b.car_make) order by lower(min(b.car_make)) limit 200`).then((rows) =>
    rows.map((r) => r.make),
  );
  makesCache = { at: Date.now(), makes };
  makes.catch(() => {
    makesCache = undefined;
  });
  return makes;
}

export interface HomeBuilds {
  title: "Featured Builds" | "Latest Builds";
  builds: BuildCardData[];
}

/** SPEC: 3 featured builds when any exist, otherwise the 3 newest. */
export async function getHomeBuilds(): Promise<HomeBuilds> {
  const featured = await queryRows<CardRow>(sql`
    select ${cardColumns} from builds b left join profiles p on p.id = b.user_id
    where ${publicFilter} and b.is_featured
    order by b.created_at desc, b.id desc limit 3`);
  if (featured.length > 0) {
    return { title: "Featured Builds", builds: featured.map(toCard) };
  }
  const latest = await queryRows<CardRow>(sql`
    select ${cardColumns} from builds b left join profiles p on p.id = b.user_id
    where ${publicFilter}
    order by b.created_at desc, b.id desc limit 3`);
  return { title: "Latest Builds", builds: latest.map(toCard) };
}

export interface CarOfTheWeek extends BuildSummary {
  ownerUsername: string | null;
  ownerFullName: string | null;
}

export async function getCarOfTheWeek(): Promise<CarOfTheWeek | null> {
  const rows = await getDb()
    .select({
      ...buildSummaryColumns,
      ownerUsername: profiles.username,
      ownerFullName: profiles.fullName,
    })
    .from(builds)
    .leftJoin(profiles, eq(profiles.id, builds.userId))
    .where(
      and(
        eq(builds.isCarOfWeek, true),
        eq(builds.approvalStatus, "approved"),
        eq(builds.status, "active"),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface BuildDetail extends BuildSummary {
  userId: string;
  isFeatured: boolean;
  approvalStatus: "pending" | "approved" | "rejected";
  createdAt: string;
  ownerUsername: string | null;
  ownerFullName: string | null;
  images: BuildImage[];
  likesCount: number;
  likedByViewer: boolean;
}

/** The detail page's columns; `likedByViewer` is false for a visitor (no user has id ""). */
const detailFields = (viewerId: string) => ({
  ...summaryColumns(b),
  userId: b.userId,
  isFeatured: b.isFeatured,
  approvalStatus: b.approvalStatus,
  createdAt: isoTimestamp(b.createdAt),
  ownerUsername: joined(owner.username),
  ownerFullName: joined(owner.fullName),
  likesCount,
  likedByViewer: existsIn(likes, sql`${likes.buildId} = ${b.id} and ${likes.userId} = ${viewerId}`),
});

/**
 * One active build as a viewer may see it: approved builds for everyone, unapproved ones only for
 * their owner (and admins). Anything else is "not found" — never a hint that it exists.
 */
export async function getBuildForViewer(
  id: string,
  viewer: { id: string; isAdmin: boolean } | null,
): Promise<BuildDetail | null> {
  const [row] = await queryRows<RowOf<ReturnType<typeof detailFields>>>(sql`
    select ${selectList(detailFields(viewer?.id ?? ""))}
    from builds b left join profiles p on p.id = b.user_id
    where b.id = ${id}::uuid and b.status = 'active'`);
  if (!row) return null;
  const visible =
    row.approvalStatus === "approved" || viewer?.id === row.userId || viewer?.isAdmin === true;
  if (!visible) return null;
  return { ...row, images: await listBuildImages(id) };
}

export interface BuildComment {
  id: string;
  content: string;
  createdAt: string;
  authorUsername: string | null;
  authorFullName: string | null;
}

/** Comments oldest first (SPEC), with their authors. */
export async function listComments(buildId: string, limit = 500): Promise<BuildComment[]> {
  const rows = await getDb()
    .select({
      id: buildComments.id,
      content: buildComments.content,
      createdAt: buildComments.createdAt,
      authorUsername: profiles.username,
      authorFullName: profiles.fullName,
    })
    .from(buildComments)
    .leftJoin(profiles, eq(profiles.id, buildComments.userId))
    .where(eq(buildComments.buildId, buildId))
    .orderBy(asc(buildComments.createdAt), asc(buildComments.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export interface OwnBuild extends BuildCardData {
  approvalStatus: "pending" | "approved" | "rejected";
}

/** The member's own active builds, newest first, whatever their approval status. */
export async function listOwnBuilds(userId: string): Promise<OwnBuild[]> {
  const result = await queryRows<CardRow & { approvalStatus: OwnBuild["approvalStatus"] }>(sql`
    select ${cardColumns}, ${b.approvalStatus} as "approvalStatus"
    from builds b left join profiles p on p.id = b.user_id
    where b.user_id = ${userId} and b.status = 'active'
    order by b.created_at desc, b.id desc
    limit 200`);
  return result.map(({ approvalStatus, ...row }) => ({ ...toCard(row), approvalStatus }));
}
