// Read side of builds: public list (keyset-paginated, counts in the same query), detail, the
// owner's list and the home page sections. Only approved, active builds are public, and not while
// they are hidden pending review (hidden_at, ADR 038): then only their owner and admins see them,
// marked, in the list and on the page.
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "~/db/client.server";
import { buildImages, buildLikes, builds, profiles } from "~/db/schema";
import {
  countOf,
  existsIn,
  hiddenStateOf,
  isoTimestamp,
  isPublicBuild,
  joined,
  type Reader,
  type RowOf,
  selectList,
  shownTo,
} from "~/db/sql";
import type { HiddenState } from "~/lib/hidden";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { likePattern } from "~/lib/sql-like";
import {
  type ChassisEntry,
  chassisCodesFor,
  interpretSearch,
  normaliseMake,
} from "~/modules/catalogue";
import { BUILD_REPORT_TYPE } from "./report-type";
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
  /** The owner's description for screen readers; null: pages use their own alt. */
  altText: string | null;
  sortOrder: number;
}

/** A build's photos in their order (the first is the featured one). */
export function listBuildImages(buildId: string): Promise<BuildImage[]> {
  return getDb()
    .select({
      id: buildImages.id,
      imageUrl: buildImages.imageUrl,
      caption: buildImages.caption,
      altText: buildImages.altText,
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
  /** The cover photo's description for screen readers, when the owner wrote one. */
  coverAltText?: string | null;
  /** Hidden pending review or by the moderators: only its owner and admins get it then. */
  hidden?: HiddenState | null;
}

const b = alias(builds, "b");
const owner = alias(profiles, "p");
const likes = alias(buildLikes, "l");
const likesCount = countOf(likes, sql`${likes.buildId} = ${b.id}`);

// Columns of a build card. The like and comment counts are columns of the build, kept by triggers
// (migration 0014), so a card costs no count and the most-liked sort walks an index.
// The row is the card itself plus where it stands in the keyset orders (cursorTs, trendingScore).
const cardFields = {
  ...summaryColumns(b),
  isFeatured: b.isFeatured,
  createdAt: isoTimestamp(b.createdAt),
  ownerUsername: joined(owner.username),
  ownerFullName: joined(owner.fullName),
  likesCount: b.likesCount,
  commentsCount: b.commentsCount,
  coverAltText: sql<string | null>`(select i.alt_text from build_images i
    where i.build_id = ${b.id} and i.image_url = ${b.featuredImageUrl} limit 1)`,
  hidden: hiddenStateOf(BUILD_REPORT_TYPE, b.id, b.hiddenAt),
  cursorTs: sql<string>`${b.createdAt}::text`,
  trendingScore: b.trendingScore,
};
/** Card rows come from `builds b left join profiles p` (spec/similar.server.ts uses them too). */
export type CardRow = RowOf<typeof cardFields>;
export const cardColumns = selectList(cardFields);

export function toCard({ cursorTs: _, trendingScore: __, ...card }: CardRow): BuildCardData {
  return card;
}

const publicFilter = isPublicBuild(b);

/**
 * The last card's place in its sort: created_at::text and id, plus what the sort orders by
 * first: is_featured (f, Featured), likes_count (l, Most liked) or trending_score (s, Trending).
 */
const buildCursor = keysetCursor({
  ts: cursorField.timestamp,
  id: cursorField.uuid,
  f: cursorField.optional(cursorField.boolean),
  l: cursorField.optional(cursorField.int()),
  s: cursorField.optional(cursorField.int()),
});
type Cursor = NonNullable<ReturnType<typeof buildCursor.decode>>;
export const encodeCursor = buildCursor.encode;
/** A cursor for `sort`, or null (page one) when it is malformed or lacks what the sort needs. */
export function decodeCursor(raw: string | undefined, sort: BuildSort = "newest"): Cursor | null {
  const cursor = buildCursor.decode(raw);
  if (!cursor) return null;
  if (sort === "most-liked" && cursor.l === undefined) return null;
  if (sort === "trending" && cursor.s === undefined) return null;
  return cursor;
}

/** Trending counts the likes and comments of the last 7 days. */
export const TRENDING_WINDOW_DAYS = 7;

const ORDER: Record<BuildSort, SQL> = {
  newest: sql`b.created_at desc, b.id desc`,
  oldest: sql`b.created_at asc, b.id asc`,
  featured: sql`b.is_featured desc, b.created_at desc, b.id desc`,
  "most-liked": sql`b.likes_count desc, b.created_at desc, b.id desc`,
  trending: sql`b.trending_score desc, b.created_at desc, b.id desc`,
};

function afterCursor(sort: BuildSort, cursor: Cursor): SQL {
  const ts = sql`${cursor.ts}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  if (sort === "oldest") return sql`(b.created_at, b.id) > (${ts}, ${id})`;
  if (sort === "featured") {
    return sql`(b.is_featured, b.created_at, b.id) < (${cursor.f === true}, ${ts}, ${id})`;
  }
  if (sort === "most-liked") {
    return sql`(b.likes_count, b.created_at, b.id) < (${cursor.l ?? 0}, ${ts}, ${id})`;
  }
  if (sort === "trending") {
    return sql`(b.trending_score, b.created_at, b.id) < (${cursor.s ?? 0}, ${ts}, ${id})`;
  }
  return sql`(b.created_at, b.id) < (${ts}, ${id})`;
}

/** `array['a', 'b']::text[]`, each value a parameter. */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Today's text search: a substring of the title, make, model or owner's name. */
function textMatch(text: string): SQL {
  const p = likePattern(text);
  // Owner names are matched through a sub-select, so the whole condition is on builds and the
  // planner can walk the public index and stop after one page (an OR across the join cannot).
  return sql`(b.title ilike ${p} or b.car_make ilike ${p} or b.car_model ilike ${p}
    or b.user_id = any(array(select pr.id from profiles pr where pr.username ilike ${p} or pr.full_name ilike ${p})))`;
}

/** The spec-sheet chassis codes a code stands for: itself, and a family's members ("E9x"). */
function chassisCodes(code: string): string[] {
  return [...new Set([code, ...chassisCodesFor(code)].map((c) => c.toUpperCase()))];
}

/** A build whose spec sheet names one of `codes` (build_specs_chassis_idx). */
function hasChassisCode(codes: string[]): SQL {
  return sql`exists (select 1 from build_specs cs
    where cs.build_id = b.id and upper(cs.chassis_code) = any(${textArray(codes)}))`;
}

/**
 * A build of `entry`'s chassis: its spec sheet says so (the code, or a member of the family), or
 * its make, model and year fall within the chassis's (a build without a spec sheet: "BMW 3
 * Series 2002" is an E46).
 */
function ofChassis(entry: ChassisEntry): SQL {
  const codes = chassisCodes(entry.code);
  for (const member of entry.members ?? []) codes.push(member.toUpperCase());
  const models = entry.models.map((model) => likePattern(model));
  return sql`(${hasChassisCode([...new Set(codes)])}
    or (lower(b.car_make) = lower(${entry.make})
      and b.car_model ilike any(${textArray(models)})
      and b.car_year between ${entry.yearFrom} and ${entry.yearTo ?? 9999}))`;
}

/**
 * The search box: today's substring match on the whole text, or what the catalogue reads in it:
 * a make by any of its names ("VW" = Volkswagen) and chassis codes ("E46", "E9x"), with the
 * other words matched as text ("VW GTI": a Volkswagen whose title, model… says GTI).
 */
function searchCondition(q: string): SQL {
  const plain = textMatch(q);
  const { makes, chassis, rest } = interpretSearch(q);
  if (makes.length === 0 && chassis.length === 0) return plain;
  const named: SQL[] = [];
  if (makes.length > 0) {
    named.push(sql`lower(b.car_make) = any(${textArray(makes.map((m) => m.toLowerCase()))})`);
  }
  if (chassis.length > 0) named.push(sql`(${sql.join(chassis.map(ofChassis), sql` or `)})`);
  if (rest) named.push(textMatch(rest));
  return sql`(${plain} or (${sql.join(named, sql` and `)}))`;
}

/** The spec-sheet filters, as one EXISTS on build_specs (one row per build). */
function specCondition(query: BuildListQuery): SQL | null {
  const on: SQL[] = [];
  if (query.chassis) {
    on.push(sql`upper(s.chassis_code) = any(${textArray(chassisCodes(query.chassis))})`);
  }
  if (query.aspiration) on.push(sql`s.aspiration = ${query.aspiration}`);
  if (query.suspension) on.push(sql`s.suspension_type = ${query.suspension}`);
  if (query.powerMin !== undefined) on.push(sql`s.power_hp >= ${query.powerMin}`);
  if (query.powerMax !== undefined) on.push(sql`s.power_hp <= ${query.powerMax}`);
  if (query.tags?.length) on.push(sql`s.tags @> ${textArray(query.tags)}`);
  if (on.length === 0) return null;
  return sql`exists (select 1 from build_specs s where s.build_id = b.id and ${sql.join(on, sql` and `)})`;
}

/** The wheel filters: one wheel (front or rear) of that diameter within the offset range. */
function wheelCondition(query: BuildListQuery): SQL | null {
  const on: SQL[] = [];
  if (query.wheel !== undefined) on.push(sql`w.diameter_in = ${query.wheel}`);
  if (query.offsetMin !== undefined) on.push(sql`w.offset_mm >= ${query.offsetMin}`);
  if (query.offsetMax !== undefined) on.push(sql`w.offset_mm <= ${query.offsetMax}`);
  if (on.length === 0) return null;
  return sql`exists (select 1 from build_wheels w where w.build_id = b.id and ${sql.join(on, sql` and `)})`;
}

/** A listed build: public, or hidden and shown to `reader` (its owner, an admin). */
function listedFor(reader: Reader | null | undefined): SQL {
  if (!reader) return publicFilter;
  return sql`b.status = 'active' and b.approval_status = 'approved'
    and ${shownTo(b.hiddenAt, b.userId, reader)}`;
}

/** Everything a query asks of a build but its place after the cursor. */
function listConditions(query: BuildListQuery, options: ListOptions): SQL[] {
  const conditions: SQL[] = [listedFor(options.reader)];
  if (options.ownerId) conditions.push(sql`b.user_id = ${options.ownerId}`);
  if (query.q) conditions.push(searchCondition(query.q));
  // The make as the catalogue names it ("VW" = Volkswagen: builds store the canonical name).
  if (query.make) conditions.push(sql`lower(b.car_make) = lower(${normaliseMake(query.make)})`);
  if (query.model) conditions.push(sql`b.car_model ilike ${likePattern(query.model)}`);
  if (query.yearMin !== undefined) conditions.push(sql`b.car_year >= ${query.yearMin}`);
  if (query.yearMax !== undefined) conditions.push(sql`b.car_year <= ${query.yearMax}`);
  const spec = specCondition(query);
  if (spec) conditions.push(spec);
  const wheel = wheelCondition(query);
  if (wheel) conditions.push(wheel);
  return conditions;
}

export type BuildPage = KeysetPage<BuildCardData>;

interface ListOptions {
  /** One member's builds only (their public profile; builds_owner_created_idx). */
  ownerId?: string;
  /** Who reads: they also get their own hidden builds, marked (admins: every hidden one). */
  reader?: Reader | null;
}

export async function listPublicBuilds(
  query: BuildListQuery,
  options: ListOptions = {},
): Promise<BuildPage> {
  const conditions = listConditions(query, options);
  const cursor = decodeCursor(query.cursor, query.sort);
  const limit = cursor ? BUILDS_NEXT_PAGE : BUILDS_FIRST_PAGE;
  if (query.sort === "trending") await advanceTrendingWindow();

  if (cursor) conditions.push(afterCursor(query.sort, cursor));
  const result = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from builds b left join profiles p on p.id = b.user_id
    where ${sql.join(conditions, sql` and `)}
    order by ${ORDER[query.sort]}
    limit ${limit + 1}`);
  return keysetPage(result, limit, toCard, (last) =>
    encodeCursor({
      ts: last.cursorTs,
      id: last.id,
      f: last.isFeatured,
      l: last.likesCount,
      s: last.trendingScore,
    }),
  );
}

const TRENDING_ADVANCE_EVERY_MS = 60_000;
let trendingAdvancedAt = 0;

/**
 * Moves the trending window to "7 days ago", counting out the likes and comments that aged out
 * since it last moved (builds_advance_trending, migration 0016). At most once a minute per
 * process, so a score is at most a minute late in forgetting; adding and removing are immediate.
 */
export async function advanceTrendingWindow(options: { force?: boolean } = {}): Promise<void> {
  const now = Date.now();
  if (!options.force && now - trendingAdvancedAt < TRENDING_ADVANCE_EVERY_MS) return;
  trendingAdvancedAt = now;
  await getDb().execute(sql`select builds_advance_trending(${TRENDING_WINDOW_DAYS})`);
}

/** The most a result count counts: beyond it the page says "1,000+ builds". */
export const BUILD_COUNT_CAP = 1000;

/**
 * How many public builds match the query's search and filters, counted up to BUILD_COUNT_CAP
 * (the count stops there, so a broad filter costs no more than a page of a thousand rows).
 */
export async function countPublicBuilds(
  query: BuildListQuery,
): Promise<{ count: number; capped: boolean }> {
  const [row] = await queryRows<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from builds b
      where ${sql.join(listConditions(query, {}), sql` and `)}
      limit ${BUILD_COUNT_CAP + 1}
    ) x`);
  const n = row?.n ?? 0;
  return n > BUILD_COUNT_CAP
    ? { count: BUILD_COUNT_CAP, capped: true }
    : { count: n, capped: false };
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
  /** The cover photo's description for screen readers, when the owner wrote one. */
  coverAltText?: string | null;
}

export async function getCarOfTheWeek(): Promise<CarOfTheWeek | null> {
  const rows = await getDb()
    .select({
      ...buildSummaryColumns,
      ownerUsername: profiles.username,
      ownerFullName: profiles.fullName,
      coverAltText: sql<string | null>`(select i.alt_text from build_images i
        where i.build_id = ${builds.id} and i.image_url = ${builds.featuredImageUrl} limit 1)`,
    })
    .from(builds)
    .leftJoin(profiles, eq(profiles.id, builds.userId))
    .where(
      and(
        eq(builds.isCarOfWeek, true),
        eq(builds.approvalStatus, "approved"),
        eq(builds.status, "active"),
        isNull(builds.hiddenAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface BuildDetail extends BuildSummary {
  userId: string;
  isFeatured: boolean;
  approvalStatus: "pending" | "approved" | "rejected";
  /** Hidden pending review or by the moderators (only its owner and admins see it then). */
  hidden: HiddenState | null;
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
  hidden: hiddenStateOf(BUILD_REPORT_TYPE, b.id, b.hiddenAt),
  createdAt: isoTimestamp(b.createdAt),
  ownerUsername: joined(owner.username),
  ownerFullName: joined(owner.fullName),
  likesCount,
  likedByViewer: existsIn(likes, sql`${likes.buildId} = ${b.id} and ${likes.userId} = ${viewerId}`),
});

/**
 * One active build as a viewer may see it: approved builds for everyone, unapproved or hidden ones
 * only for their owner (and admins). Anything else is "not found" — never a hint that it exists.
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
    (row.approvalStatus === "approved" && row.hidden === null) ||
    viewer?.id === row.userId ||
    viewer?.isAdmin === true;
  if (!visible) return null;
  return { ...row, images: await listBuildImages(id) };
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
