// Reads of build journals. Who may see a journal is decided by its build (getBuildForViewer's
// rule: approved and active for everyone, any active build for its owner and admins); these
// functions take a build the caller has already been allowed to see, except the feed's, which
// reads public builds only.
import { and, asc, eq, sql } from "drizzle-orm";
import { failedList, type ListPage } from "~/components/list/use-load-more";
import { getDb, queryRows } from "~/db/client.server";
import {
  buildJournalEntries,
  buildJournalEntryMods,
  buildJournalPhotos,
  buildMods,
} from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { log } from "~/lib/log.server";
import { JOURNAL_LIMITS } from "./constants";
import type { JournalEntryDetail, JournalListItem, JournalPhoto } from "./types";

/** Photos shown per entry in a journal list (the rest are on the entry's page). */
export const LIST_PHOTOS = 4;
const EXCERPT_LENGTH = 280;

const journalCursor = keysetCursor({
  date: cursorField.date,
  at: cursorField.timestamp,
  id: cursorField.uuid,
});

/** The text of an entry cut at a word near `max` characters, on one line. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface ListRow extends Record<string, unknown> {
  id: string;
  entry_date: string;
  created_at: string;
  title: string;
  body: string;
  mileage: number | null;
  cost_minor: number | null;
  currency: string | null;
  photo_count: number;
  photos: JournalPhoto[] | string | null;
}

function photosOf(value: JournalPhoto[] | string | null): JournalPhoto[] {
  if (value === null) return [];
  return typeof value === "string" ? (JSON.parse(value) as JournalPhoto[]) : value;
}

/**
 * A build's journal, newest first (entry date, then when it was posted, then id), one keyset page
 * (build_journal_entries_build_date_idx), each entry with its photo count and first photos.
 */
export async function listJournalEntries(
  buildId: string,
  rawCursor?: string | null,
  size: number = JOURNAL_LIMITS.pageSize,
): Promise<KeysetPage<JournalListItem>> {
  const cursor = journalCursor.decode(rawCursor);
  const after = cursor
    ? sql`and (e.entry_date, e.created_at, e.id) < (${cursor.date}::date, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<ListRow>(sql`
    select e.id, e.entry_date::text as entry_date,
      ${isoTimestamp(sql`e.created_at`)} as created_at,
      e.title, e.body, e.mileage::float8 as mileage, e.cost_minor::float8 as cost_minor, e.currency,
      (select count(*)::int from build_journal_photos c where c.entry_id = e.id) as photo_count,
      (select json_agg(json_build_object('id', p.id, 'url', p.image_url, 'caption', p.caption,
          'description', p.alt_text) order by p.sort_order, p.id)
        from (select * from build_journal_photos q where q.entry_id = e.id
          order by q.sort_order, q.id limit ${LIST_PHOTOS}) p) as photos
    from build_journal_entries e
    where e.build_id = ${buildId}::uuid ${after}
    order by e.entry_date desc, e.created_at desc, e.id desc
    limit ${size + 1}`);
  return keysetPage(
    rows,
    size,
    (row) => ({
      id: row.id,
      buildId,
      entryDate: row.entry_date,
      title: row.title,
      excerpt: excerptOf(row.body),
      mileage: row.mileage,
      costMinor: row.cost_minor,
      currency: row.currency,
      photoCount: row.photo_count,
      photos: photosOf(row.photos),
    }),
    (last) => journalCursor.encode({ date: last.entry_date, at: last.created_at, id: last.id }),
  );
}

/** How many entries a build's journal holds. */
export async function countJournalEntries(buildId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from build_journal_entries where build_id = ${buildId}::uuid`,
  );
  return row?.n ?? 0;
}

/** One entry of the build, with its photos in order and the mods it is linked to. */
export async function getJournalEntry(
  buildId: string,
  entryId: string,
): Promise<JournalEntryDetail | null> {
  const db = getDb();
  const [entry] = await db
    .select()
    .from(buildJournalEntries)
    .where(and(eq(buildJournalEntries.id, entryId), eq(buildJournalEntries.buildId, buildId)));
  if (!entry) return null;
  const [photos, mods] = await Promise.all([
    db
      .select({
        id: buildJournalPhotos.id,
        url: buildJournalPhotos.imageUrl,
        caption: buildJournalPhotos.caption,
        description: buildJournalPhotos.altText,
      })
      .from(buildJournalPhotos)
      .where(eq(buildJournalPhotos.entryId, entryId))
      .orderBy(asc(buildJournalPhotos.sortOrder), asc(buildJournalPhotos.id)),
    db
      .select({
        id: buildMods.id,
        partName: buildMods.partName,
        brand: buildMods.brand,
        category: buildMods.category,
      })
      .from(buildJournalEntryMods)
      .innerJoin(buildMods, eq(buildMods.id, buildJournalEntryMods.modId))
      .where(eq(buildJournalEntryMods.entryId, entryId))
      .orderBy(asc(buildMods.sortOrder), asc(buildMods.createdAt)),
  ]);
  return {
    id: entry.id,
    buildId: entry.buildId,
    userId: entry.userId,
    entryDate: entry.entryDate,
    title: entry.title,
    body: entry.body,
    mileage: entry.mileage,
    costMinor: entry.costMinor,
    currency: entry.currency,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    photos,
    mods,
  };
}

export interface JournalFeedItem {
  id: string;
  title: string;
  body: string;
  entryDate: string;
  createdAt: string;
  imageUrl: string | null;
}

/**
 * The latest entries of a public build for its RSS feed (most recently posted first), or null
 * when the build is not public (deleted, pending, rejected or unknown).
 */
export async function publicJournalFeed(
  buildId: string,
  size: number = JOURNAL_LIMITS.feedSize,
): Promise<{
  build: { id: string; title: string; ownerName: string | null };
  items: JournalFeedItem[];
} | null> {
  const [build] = await queryRows<{ id: string; title: string; owner_name: string | null }>(sql`
    select b.id, b.title, coalesce(p.full_name, p.username) as owner_name
    from builds b left join profiles p on p.id = b.user_id
    where b.id = ${buildId}::uuid and b.status = 'active' and b.approval_status = 'approved'
      and b.hidden_at is null`);
  if (!build) return null;
  const rows = await queryRows<{
    id: string;
    title: string;
    body: string;
    entry_date: string;
    created_at: string;
    image_url: string | null;
  }>(sql`
    select e.id, e.title, e.body, e.entry_date::text as entry_date,
      ${isoTimestamp(sql`e.created_at`, "ms")} as created_at,
      (select p.image_url from build_journal_photos p where p.entry_id = e.id
        order by p.sort_order, p.id limit 1) as image_url
    from build_journal_entries e
    where e.build_id = ${buildId}::uuid
    order by e.created_at desc, e.id desc
    limit ${size}`);
  return {
    build: { id: build.id, title: build.title, ownerName: build.owner_name },
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      entryDate: r.entry_date,
      createdAt: r.created_at,
      imageUrl: r.image_url,
    })),
  };
}

/**
 * The first page of a build's journal for the build page, as a Load More list; a failed query
 * shows the list's failure (the rest of the build page still shows).
 */
export async function journalFirstPage(buildId: string): Promise<ListPage<JournalListItem>> {
  try {
    return { ...(await listJournalEntries(buildId)), failed: false };
  } catch (error) {
    log.error({ err: error, buildId }, "[journal] first page failed");
    return failedList();
  }
}
