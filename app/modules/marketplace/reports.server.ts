// Reports of listings by members, and the admins' side of the marketplace (/admin/marketplace):
// every listing by status, remove / restore a listing. Listing reports live in the one review
// queue (/admin/reports) as the 'marketplace-listing' report target: its Delete is the removal
// here, its Dismiss the queue's own. Each admin function takes the acting Actor, refuses
// (ForbiddenError) unless it holds the admin role, and records the action in the audit log; a
// removal also notifies the seller.
import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import { marketplaceListings, profiles } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import type { NoticeInput } from "~/modules/notifications";
import { notifyMember, sendNotices } from "~/modules/notifications/index.server";
import {
  AlreadyReportedError,
  fileReport,
  type ReportTarget,
  resolveReportsOf,
} from "~/modules/reports/index.server";
import { LISTING_REPORT_TYPE } from "./constants";
import { formatPrice } from "./price";
import type { AdminListingFilter, ListingStatus } from "./schemas";

const marketplaceListingsL = alias(marketplaceListings, "l");
const auditListing = auditTrail("marketplace-listing");

export type ReportResult = { ok: true } | { ok: false; error: "not-found" | "own" | "duplicate" };

/** A listing the public sees (not removed, not hidden pending review), with its seller. */
async function reportableListing(listingId: string): Promise<{ sellerId: string } | null> {
  const [listing] = await getDb()
    .select({
      sellerId: marketplaceListings.sellerId,
      status: marketplaceListings.status,
      hiddenAt: marketplaceListings.hiddenAt,
    })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, listingId));
  return listing && listing.status !== "removed" && listing.hiddenAt === null ? listing : null;
}

/**
 * Listings as a kind of reportable content: any member but the seller may report a listing the
 * public sees; the queue shows its title, price and cover by the seller. Its Hide sets hidden_at
 * like every kind's (the seller sees it marked); its Delete is the marketplace's own admin
 * removal (status 'removed', restorable from /admin/marketplace, ADR 013).
 */
export const LISTING_REPORT_TARGET: ReportTarget = {
  label: "Marketplace listing",
  reportAgain: true,
  async canReport(actor, id) {
    const listing = await reportableListing(id);
    if (!listing) return false;
    return listing.sellerId === actor.id ? "own" : true;
  },
  async describe(ids) {
    if (ids.length === 0) return new Map();
    const rows = await getDb()
      .select({
        id: marketplaceListings.id,
        title: marketplaceListings.title,
        priceCents: marketplaceListings.priceCents,
        currency: marketplaceListings.currency,
        status: marketplaceListings.status,
        description: marketplaceListings.description,
        hidden: sql<boolean>`${marketplaceListings.hiddenAt} is not null`,
        coverUrl: sql<string | null>`(select i.image_url from marketplace_listing_images i
          where i.listing_id = ${marketplaceListings.id} order by i.sort_order, i.id limit 1)`,
        username: profiles.username,
        fullName: profiles.fullName,
      })
      .from(marketplaceListings)
      .leftJoin(profiles, eq(profiles.id, marketplaceListings.sellerId))
      .where(inArray(marketplaceListings.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: `${r.title} · ${formatPrice(r.priceCents, r.currency)}${r.status === "removed" ? " (removed)" : ""}`,
          excerpt: r.description,
          authorUsername: r.username,
          authorFullName: r.fullName,
          link: `/marketplace/${r.id}`,
          imageUrl: r.coverUrl,
          hidden: r.hidden,
        },
      ]),
    );
  },
  async remove(admin, id) {
    await removeListing(admin, id);
  },
  setHidden: (tx, id, hidden) => setListingHidden(tx, id, hidden),
};

/** Hides a listing pending review (keeping the first time) or shows it again (ADR 038). */
export async function setListingHidden(tx: Db | Tx, id: string, hidden: boolean): Promise<void> {
  await tx
    .update(marketplaceListings)
    .set({ hiddenAt: hidden ? sql`coalesce(${marketplaceListings.hiddenAt}, now())` : null })
    .where(eq(marketplaceListings.id, id));
}

/**
 * Files a member's report of a listing into the one queue. The listing form's reasons are the
 * marketplace's own (scam, prohibited…), so the queue gets reason 'other' and the form's text
 * (its reason's label and the member's details) as the note.
 */
export async function reportListing(
  reporter: Actor,
  listingId: string,
  text: string,
): Promise<ReportResult> {
  const listing = await reportableListing(listingId);
  if (!listing) return { ok: false, error: "not-found" };
  if (listing.sellerId === reporter.id) return { ok: false, error: "own" };
  try {
    await fileReport(
      { [LISTING_REPORT_TYPE]: LISTING_REPORT_TARGET },
      reporter,
      LISTING_REPORT_TYPE,
      listingId,
      {
        reason: "other",
        note: text,
      },
    );
  } catch (error) {
    if (error instanceof AlreadyReportedError) return { ok: false, error: "duplicate" };
    throw error;
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Admin

export const ADMIN_MARKETPLACE_PAGE = 25;

export interface AdminListingRow {
  id: string;
  title: string;
  status: ListingStatus;
  category: string;
  priceCents: number;
  currency: string;
  sellerName: string;
  openReports: number;
  createdAt: string;
}

/** How many listings have open reports in the one review queue (this page links there). */
export async function countReportedListings(actor: Actor): Promise<number> {
  assertAdmin(actor, `marketplace`);
  const [row] = await queryRows<{ n: number }>(sql`
    select count(distinct target_id)::int as n from reports
    where target_type = ${LISTING_REPORT_TYPE} and status = 'open'`);
  return row?.n ?? 0;
}

export async function listListingsForAdmin(
  actor: Actor,
  filter: AdminListingFilter,
  page: number,
): Promise<{ items: AdminListingRow[]; total: number; page: number; pageCount: number }> {
  assertAdmin(actor, `marketplace`);
  const where = filter === "all" ? sql`true` : sql`l.status = ${filter}`;
  const offset = (Math.max(1, Math.floor(page)) - 1) * ADMIN_MARKETPLACE_PAGE;
  const rows = await queryRows<{
    id: string;
    title: string;
    status: string;
    category: string;
    price_cents: number;
    currency: string;
    seller_name: string;
    open_reports: number;
    created_at: string;
    total: number;
  }>(sql`
    select l.id, l.title, l.status, l.category, l.price_cents, l.currency,
      coalesce(nullif(p.full_name, ''), nullif(p.username, ''), 'Anonymous') as seller_name,
      (select count(*)::int from reports r
        where r.target_type = ${LISTING_REPORT_TYPE} and r.target_id = l.id
          and r.status = 'open') as open_reports,
      ${isoTimestamp(marketplaceListingsL.createdAt, "ms")} as created_at,
      count(*) over ()::int as total
    from marketplace_listings l
    left join profiles p on p.id = l.seller_id
    where ${where}
    order by l.created_at desc, l.id desc
    limit ${ADMIN_MARKETPLACE_PAGE} offset ${offset}`);
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status as ListingStatus,
      category: r.category,
      priceCents: r.price_cents,
      currency: r.currency,
      sellerName: r.seller_name,
      openReports: r.open_reports,
      createdAt: r.created_at,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_MARKETPLACE_PAGE)),
  };
}

export function listingRemovedNotice(listing: {
  sellerId: string;
  id: string;
  title: string;
}): NoticeInput {
  return {
    userId: listing.sellerId,
    kind: "marketplace-listing-removed",
    title: `Your listing "${listing.title}" was removed`,
    body: "An admin removed it from the marketplace after a review. It is no longer shown to anyone; you still see it under My Listings.",
    link: "/marketplace/mine",
  };
}

/** Removes a listing (status 'removed') and resolves its open reports; notifies the seller. */
export async function removeListing(actor: Actor, listingId: string): Promise<boolean> {
  assertAdmin(actor, `marketplace`);
  const sends: Awaited<ReturnType<typeof notifyMember>>[] = [];
  const before = await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: marketplaceListings.id,
        title: marketplaceListings.title,
        status: marketplaceListings.status,
        sellerId: marketplaceListings.sellerId,
      })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listingId))
      .for("update");
    if (!current) return null;
    if (current.status !== "removed") {
      await tx
        .update(marketplaceListings)
        .set({ status: "removed", updatedAt: new Date() })
        .where(eq(marketplaceListings.id, listingId));
      sends.push(await notifyMember(tx, listingRemovedNotice(current)));
    }
    await resolveReportsOf(tx, LISTING_REPORT_TYPE, listingId, actor.id);
    await auditListing(tx, actor.id, "listing-remove", {
      id: listingId,
      title: current.title,
      before: current.status,
      after: "removed",
    });
    return current;
  });
  if (!before) return false;
  await sendNotices(sends);
  return true;
}

/** Puts a removed listing back (status 'active', or 'sold' if it had been sold). */
export async function restoreListing(actor: Actor, listingId: string): Promise<boolean> {
  assertAdmin(actor, `marketplace`);
  return getDb().transaction(async (tx) => {
    const [row] = await queryRows<{ title: string; status: string }>(
      sql`
      update marketplace_listings
      set status = case when sold_at is null then 'active' else 'sold' end, updated_at = now()
      where id = ${listingId}::uuid and status = 'removed'
      returning title, status`,
      tx,
    );
    if (!row) return false;
    await auditListing(tx, actor.id, "listing-restore", {
      id: listingId,
      title: row.title,
      before: "removed",
      after: row.status,
    });
    return true;
  });
}
