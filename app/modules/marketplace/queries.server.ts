// Read side of the marketplace: the public browse list (keyset-paginated in SQL, cover photo in
// the same statement), the listing page and the seller's own list. Removed listings, and listings
// hidden pending review (hidden_at, ADR 038), are never returned to the public: only their seller
// and admins can still open them.
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { marketplaceListings, users } from "~/db/schema";
import { hiddenStateOf, isoTimestamp, type Reader, shownTo } from "~/db/sql";
import type { HiddenState } from "~/lib/hidden";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { likePattern } from "~/lib/sql-like";
import { LISTING_REPORT_TYPE } from "./constants";
import type {
  ListingCategory,
  ListingCondition,
  ListingListQuery,
  ListingSort,
  ListingStatus,
} from "./schemas";

const marketplaceListingsL = alias(marketplaceListings, "l");
const usersU = alias(users, "u");

export const LISTINGS_FIRST_PAGE = 12;
export const LISTINGS_NEXT_PAGE = 12;

export interface ListingCardData {
  id: string;
  title: string;
  category: ListingCategory;
  condition: ListingCondition;
  location: string | null;
  priceCents: number;
  currency: string;
  status: ListingStatus;
  coverUrl: string | null;
  createdAt: string;
  /** Hidden pending review or by the moderators (only its seller and admins get it then). */
  hidden: HiddenState | null;
}

interface CardRow extends Record<string, unknown> {
  id: string;
  title: string;
  category: string;
  condition: string;
  location: string | null;
  price_cents: number;
  currency: string;
  status: string;
  cover_url: string | null;
  created_at: string;
  cursor_ts: string;
  hidden: HiddenState | null;
}

const cardColumns = sql`
  l.id, l.title, l.category, l.condition, l.location, l.price_cents, l.currency, l.status,
  (select i.image_url from marketplace_listing_images i where i.listing_id = l.id
    order by i.sort_order, i.id limit 1) as cover_url,
  ${isoTimestamp(marketplaceListingsL.createdAt)} as created_at,
  l.created_at::text as cursor_ts,
  ${hiddenStateOf(LISTING_REPORT_TYPE, marketplaceListingsL.id, marketplaceListingsL.hiddenAt)} as hidden`;

function toCard(row: CardRow): ListingCardData {
  return {
    id: row.id,
    title: row.title,
    category: row.category as ListingCategory,
    condition: row.condition as ListingCondition,
    location: row.location,
    priceCents: row.price_cents,
    currency: row.currency,
    status: row.status as ListingStatus,
    coverUrl: row.cover_url,
    createdAt: row.created_at,
    hidden: row.hidden,
  };
}

/** The last listing: created_at::text, id and price in cents (for each sort). */
const listingCursor = keysetCursor({
  ts: cursorField.timestamp,
  id: cursorField.uuid,
  p: cursorField.int(),
});
type Cursor = NonNullable<ReturnType<typeof listingCursor.decode>>;
const encodeCursor = listingCursor.encode;
const decodeCursor = listingCursor.decode;

const ORDER: Record<ListingSort, SQL> = {
  newest: sql`l.created_at desc, l.id desc`,
  "price-asc": sql`l.price_cents asc, l.id asc`,
  "price-desc": sql`l.price_cents desc, l.id desc`,
};

function afterCursor(sort: ListingSort, c: Cursor): SQL {
  const id = sql`${c.id}::uuid`;
  if (sort === "price-asc") return sql`(l.price_cents, l.id) > (${c.p}, ${id})`;
  if (sort === "price-desc") return sql`(l.price_cents, l.id) < (${c.p}, ${id})`;
  return sql`(l.created_at, l.id) < (${c.ts}::timestamptz, ${id})`;
}

/** Listings the public may see: for sale or sold (a hidden one only for its seller and admins). */
const publicFilter = sql`l.status in ('active', 'sold')`;

export type ListingPage = KeysetPage<ListingCardData>;

/** The browse list; `reader` also sees their own hidden listings (admins: every one), marked. */
export async function listPublicListings(
  query: ListingListQuery,
  reader: Reader | null = null,
): Promise<ListingPage> {
  const conditions: SQL[] = [publicFilter, shownTo(sql`l.hidden_at`, sql`l.seller_id`, reader)];
  if (query.q) {
    const p = likePattern(query.q);
    // Both columns have a trigram GIN index; ILIKE is case-insensitive.
    conditions.push(sql`(l.title ilike ${p} or l.description ilike ${p})`);
  }
  if (query.category) conditions.push(sql`l.category = ${query.category}`);
  if (query.minCents !== null) conditions.push(sql`l.price_cents >= ${query.minCents}`);
  if (query.maxCents !== null) conditions.push(sql`l.price_cents <= ${query.maxCents}`);
  const cursor = decodeCursor(query.cursor);
  if (cursor) conditions.push(afterCursor(query.sort, cursor));
  const limit = cursor ? LISTINGS_NEXT_PAGE : LISTINGS_FIRST_PAGE;

  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns}
    from marketplace_listings l
    where ${sql.join(conditions, sql` and `)}
    order by ${ORDER[query.sort]}
    limit ${limit + 1}`);
  return keysetPage(rows, limit, toCard, (last) =>
    encodeCursor({ ts: last.cursor_ts, id: last.id, p: last.price_cents }),
  );
}

export interface ListingDetail extends ListingCardData {
  description: string;
  soldAt: string | null;
  updatedAt: string;
  images: { id: string; url: string }[];
  seller: {
    id: string;
    username: string | null;
    fullName: string | null;
    avatarUrl: string | null;
    memberSince: string;
  };
  /** The seller's build, only when it is approved and active. */
  build: { id: string; title: string } | null;
}

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/**
 * The listing page's data. Removed and hidden listings are null for everyone but their seller and
 * admins (who see them with a notice); null for unknown ids.
 */
export async function getListingForViewer(
  listingId: string,
  viewer: Viewer | null,
): Promise<ListingDetail | null> {
  const [row] = await queryRows<
    CardRow & {
      description: string;
      sold_at: string | null;
      updated_at: string;
      seller_id: string;
      username: string | null;
      full_name: string | null;
      avatar_url: string | null;
      member_since: string;
      build_id: string | null;
      build_title: string | null;
    }
  >(sql`
    select ${cardColumns}, l.description, l.seller_id,
      ${isoTimestamp(marketplaceListingsL.soldAt)} as sold_at,
      ${isoTimestamp(marketplaceListingsL.updatedAt)} as updated_at,
      p.username, p.full_name, p.avatar_url,
      ${isoTimestamp(usersU.createdAt)} as member_since,
      b.id as build_id, b.title as build_title
    from marketplace_listings l
    join users u on u.id = l.seller_id
    left join profiles p on p.id = l.seller_id
    left join builds b on b.id = l.build_id and b.status = 'active'
      and b.approval_status = 'approved' and b.hidden_at is null
    where l.id = ${listingId}::uuid`);
  if (!row) return null;
  const ownerOrAdmin = viewer !== null && (viewer.isAdmin || viewer.id === row.seller_id);
  if ((row.status === "removed" || row.hidden !== null) && !ownerOrAdmin) return null;
  const images = await queryRows<{ id: string; image_url: string }>(sql`
    select id, image_url from marketplace_listing_images
    where listing_id = ${listingId}::uuid order by sort_order, id`);
  return {
    ...toCard(row),
    description: row.description,
    soldAt: row.sold_at,
    updatedAt: row.updated_at,
    images: images.map((i) => ({ id: i.id, url: i.image_url })),
    seller: {
      id: row.seller_id,
      username: row.username,
      fullName: row.full_name,
      avatarUrl: row.avatar_url,
      memberSince: row.member_since,
    },
    build: row.build_id && row.build_title ? { id: row.build_id, title: row.build_title } : null,
  };
}

/** The seller's own listings, newest first, removed ones included (with their status). */
export async function listOwnListings(userId: string): Promise<ListingCardData[]> {
  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns} from marketplace_listings l
    where l.seller_id = ${userId}
    order by l.created_at desc, l.id desc
    limit 200`);
  return rows.map(toCard);
}

/** Whether the member has an open report on this listing (the page then says so). */
export async function hasOpenReport(userId: string, listingId: string): Promise<boolean> {
  const rows = await queryRows(sql`
    select 1 as ok from reports
    where target_type = ${LISTING_REPORT_TYPE} and target_id = ${listingId}::uuid
      and reporter_id = ${userId} and status = 'open'`);
  return rows.length > 0;
}
