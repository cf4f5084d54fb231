// Reports of listings by members, and the admins' side of the marketplace (/admin/marketplace):
// open reports, every listing by status, remove / restore a listing, dismiss a report. Each admin
// function takes the acting Actor, refuses (ForbiddenError) unless it holds the admin role, and
// records the action in the audit log; a removal also notifies the seller.
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "~/db/client.server";
import { marketplaceListings, marketplaceReports } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import type { NoticeInput } from "~/modules/notifications";
import { notifyMember, sendNotices } from "~/modules/notifications/index.server";
import type { AdminListingFilter, ListingStatus } from "./schemas";

const marketplaceListingsL = alias(marketplaceListings, "l");
const marketplaceReportsR = alias(marketplaceReports, "r");
const auditListing = auditTrail("marketplace-listing");

export type ReportResult = { ok: true } | { ok: false; error: "not-found" | "own" | "duplicate" };

/** PostgreSQL's unique_violation: the member already has an open report on this listing. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === "23505") return true;
  }
  return false;
}

export async function reportListing(
  reporterId: string,
  listingId: string,
  reason: string,
): Promise<ReportResult> {
  const [listing] = await getDb()
    .select({ sellerId: marketplaceListings.sellerId, status: marketplaceListings.status })
    .from(marketplaceListings)
    .where(eq(marketplaceListings.id, listingId));
  if (!listing || listing.status === "removed") return { ok: false, error: "not-found" };
  if (listing.sellerId === reporterId) return { ok: false, error: "own" };
  try {
    await getDb().insert(marketplaceReports).values({ listingId, reporterId, reason });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate" };
    throw error;
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Admin

export const ADMIN_MARKETPLACE_PAGE = 25;

export interface OpenReportRow {
  id: string;
  listingId: string;
  listingTitle: string;
  listingStatus: ListingStatus;
  reporterName: string;
  reporterUsername: string | null;
  reason: string;
  createdAt: string;
}

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

export async function listOpenReports(actor: Actor): Promise<OpenReportRow[]> {
  assertAdmin(actor, `marketplace`);
  const rows = await queryRows<{
    id: string;
    listing_id: string;
    listing_title: string;
    listing_status: string;
    reporter_name: string;
    reporter_username: string | null;
    reason: string;
    created_at: string;
  }>(sql`
    select r.id, r.listing_id, l.title as listing_title, l.status as listing_status,
      coalesce(nullif(p.full_name, ''), nullif(p.username, ''), 'Anonymous') as reporter_name,
      p.username as reporter_username, r.reason,
      ${isoTimestamp(marketplaceReportsR.createdAt, "ms")} as created_at
    from marketplace_reports r
    join marketplace_listings l on l.id = r.listing_id
    left join profiles p on p.id = r.reporter_id
    where r.resolved_at is null
    order by r.created_at desc, r.id desc
    limit 100`);
  return rows.map((r) => ({
    id: r.id,
    listingId: r.listing_id,
    listingTitle: r.listing_title,
    listingStatus: r.listing_status as ListingStatus,
    reporterName: r.reporter_name,
    reporterUsername: r.reporter_username,
    reason: r.reason,
    createdAt: r.created_at,
  }));
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
      (select count(*)::int from marketplace_reports r
        where r.listing_id = l.id and r.resolved_at is null) as open_reports,
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
    await tx
      .update(marketplaceReports)
      .set({ resolvedAt: new Date(), resolvedBy: actor.id })
      .where(
        and(eq(marketplaceReports.listingId, listingId), isNull(marketplaceReports.resolvedAt)),
      );
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

/** Resolves one open report without touching the listing. */
export async function dismissReport(actor: Actor, reportId: string): Promise<boolean> {
  assertAdmin(actor, `marketplace`);
  return getDb().transaction(async (tx) => {
    const [row] = await queryRows<{ listing_id: string; title: string; status: string }>(
      sql`
      update marketplace_reports r set resolved_at = now(), resolved_by = ${actor.id}
      from marketplace_listings l
      where r.id = ${reportId}::uuid and r.resolved_at is null and l.id = r.listing_id
      returning r.listing_id, l.title, l.status`,
      tx,
    );
    if (!row) return false;
    await auditListing(tx, actor.id, "report-dismiss", {
      id: row.listing_id,
      title: row.title,
      before: row.status,
      after: row.status,
    });
    return true;
  });
}
