// Write side of the marketplace for sellers: create, edit, mark sold / for sale again, delete.
// Every function takes the acting member's id from the session (never from the form) and checks
// ownership in the statement itself, so a crafted request for someone else's listing changes
// nothing. Photos are stored before the transaction and removed again if it fails: a failure
// half-way leaves no rows and no files.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { marketplaceListingImages, marketplaceListings } from "~/db/schema";
import { deleteStoredImages, discardIfFails, storeImages } from "~/lib/images.server";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { assertNewMemberMay } from "~/modules/trust/index.server";
import { LISTING_REPORT_TYPE } from "./constants";
import { type ListingFields, type ListingStatus, photoCountError } from "./schemas";

export class ListingNotFoundError extends Error {
  constructor() {
    super("Listing not found");
  }
}

/** The chosen build is not one of the seller's approved, active builds. */
export class InvalidBuildError extends Error {
  constructor() {
    super("Invalid build");
  }
}

/** Too many photos, or none on a car listing (the message is the member's). */
export class ListingPhotoError extends Error {}

/** The seller's approved, active builds: the only ones a listing may link to. */
export async function listSellerBuildOptions(
  userId: string,
): Promise<{ id: string; title: string }[]> {
  return queryRows<{ id: string; title: string }>(sql`
    select id, title from builds
    where user_id = ${userId} and status = 'active' and approval_status = 'approved'
    order by created_at desc limit 100`);
}

async function assertOwnBuild(tx: Tx, userId: string, buildId: string | null) {
  if (!buildId) return;
  const rows = await queryRows(
    sql`select 1 as ok from builds where id = ${buildId}::uuid and user_id = ${userId}
      and status = 'active' and approval_status = 'approved'`,
    tx,
  );
  if (rows.length === 0) throw new InvalidBuildError();
}

/** Creates an active listing with its photos; the new-member limits count it in its transaction. */
export async function createListing(
  userId: string,
  fields: ListingFields,
  files: File[],
): Promise<{ id: string }> {
  const photoProblem = photoCountError(fields.category, files.length);
  if (photoProblem) throw new ListingPhotoError(photoProblem);
  const stored = await storeImages(files, { ownerId: userId, kind: "marketplace" });
  const storedUrls = stored.map((image) => image.url);
  return discardIfFails(storedUrls, "marketplace", () =>
    getDb().transaction(async (tx) => {
      await assertNewMemberMay(tx, userId, "listing");
      await assertOwnBuild(tx, userId, fields.buildId);
      const [listing] = await tx
        .insert(marketplaceListings)
        .values({
          sellerId: userId,
          title: fields.title,
          category: fields.category,
          priceCents: fields.priceCents,
          currency: fields.currency,
          condition: fields.condition,
          location: fields.location,
          description: fields.description,
          buildId: fields.buildId,
        })
        .returning({ id: marketplaceListings.id });
      if (stored.length > 0) {
        await tx.insert(marketplaceListingImages).values(
          stored.map((image, sortOrder) => ({
            listingId: listing.id,
            imageUrl: image.url,
            sortOrder,
          })),
        );
      }
      return { id: listing.id };
    }),
  );
}

export interface OwnListingForEdit extends ListingFields {
  id: string;
  status: ListingStatus;
  images: { id: string; imageUrl: string }[];
}

/** The member's own listing (not removed by an admin) with its photos, or null. */
export async function getOwnListingForEdit(
  userId: string,
  listingId: string,
): Promise<OwnListingForEdit | null> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(marketplaceListings)
    .where(
      and(
        eq(marketplaceListings.id, listingId),
        eq(marketplaceListings.sellerId, userId),
        inArray(marketplaceListings.status, ["active", "sold"]),
      ),
    )
    .limit(1);
  if (!row) return null;
  const images = await db
    .select({ id: marketplaceListingImages.id, imageUrl: marketplaceListingImages.imageUrl })
    .from(marketplaceListingImages)
    .where(eq(marketplaceListingImages.listingId, listingId))
    .orderBy(asc(marketplaceListingImages.sortOrder), asc(marketplaceListingImages.id));
  return {
    id: row.id,
    status: row.status as ListingStatus,
    title: row.title,
    category: row.category as ListingFields["category"],
    priceCents: row.priceCents,
    currency: row.currency as ListingFields["currency"],
    condition: row.condition as ListingFields["condition"],
    location: row.location,
    description: row.description,
    buildId: row.buildId,
    images,
  };
}

export interface ListingEdit {
  fields: ListingFields;
  removeImageIds: string[];
  newFiles: File[];
}

/**
 * Saves an edit atomically: fields, removed and added photos in one transaction. Files of removed
 * photos are deleted only after the commit; new uploads are deleted if it fails.
 */
export async function updateListing(
  userId: string,
  listingId: string,
  edit: ListingEdit,
): Promise<void> {
  const current = await getOwnListingForEdit(userId, listingId);
  if (!current) throw new ListingNotFoundError();
  const removeIds = new Set(
    edit.removeImageIds.filter((id) => current.images.some((i) => i.id === id)),
  );
  const kept = current.images.filter((i) => !removeIds.has(i.id));
  const photoProblem = photoCountError(edit.fields.category, kept.length + edit.newFiles.length);
  if (photoProblem) throw new ListingPhotoError(photoProblem);

  const stored = await storeImages(edit.newFiles, {
    ownerId: userId,
    kind: "marketplace",
    firstIndex: current.images.length,
  });
  const removedUrls = current.images.filter((i) => removeIds.has(i.id)).map((i) => i.imageUrl);
  const storedUrls = stored.map((image) => image.url);
  await discardIfFails(storedUrls, "marketplace", () =>
    getDb().transaction(async (tx) => {
      await assertOwnBuild(tx, userId, edit.fields.buildId);
      const updated = await tx
        .update(marketplaceListings)
        .set({
          title: edit.fields.title,
          category: edit.fields.category,
          priceCents: edit.fields.priceCents,
          currency: edit.fields.currency,
          condition: edit.fields.condition,
          location: edit.fields.location,
          description: edit.fields.description,
          buildId: edit.fields.buildId,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(marketplaceListings.id, listingId),
            eq(marketplaceListings.sellerId, userId),
            inArray(marketplaceListings.status, ["active", "sold"]),
          ),
        )
        .returning({ id: marketplaceListings.id });
      if (updated.length === 0) throw new ListingNotFoundError();
      if (removeIds.size > 0) {
        await tx
          .delete(marketplaceListingImages)
          .where(
            and(
              eq(marketplaceListingImages.listingId, listingId),
              inArray(marketplaceListingImages.id, [...removeIds]),
            ),
          );
      }
      for (const [sortOrder, image] of kept.entries()) {
        await tx
          .update(marketplaceListingImages)
          .set({ sortOrder })
          .where(eq(marketplaceListingImages.id, image.id));
      }
      if (stored.length > 0) {
        await tx.insert(marketplaceListingImages).values(
          stored.map((image, i) => ({
            listingId,
            imageUrl: image.url,
            sortOrder: kept.length + i,
          })),
        );
      }
    }),
  );
  await deleteStoredImages(removedUrls, { kind: "marketplace", ownerId: userId }).catch((e) =>
    console.error("[marketplace] file cleanup failed", e),
  );
}

/** Marks the seller's listing sold, or for sale again. False when it is not theirs (or removed). */
export async function setListingSold(
  userId: string,
  listingId: string,
  sold: boolean,
): Promise<boolean> {
  const rows = await getDb()
    .update(marketplaceListings)
    .set({
      status: sold ? "sold" : "active",
      soldAt: sold ? sql`now()` : null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(marketplaceListings.id, listingId),
        eq(marketplaceListings.sellerId, userId),
        eq(marketplaceListings.status, sold ? "active" : "sold"),
      ),
    )
    .returning({ id: marketplaceListings.id });
  return rows.length > 0;
}

/**
 * Deletes the seller's listing with its photos and messages; its open reports are resolved (the
 * content is gone). False when not theirs.
 */
export async function deleteListing(userId: string, listingId: string): Promise<boolean> {
  const urls = await getDb().transaction(async (tx) => {
    const images = await tx
      .select({ url: marketplaceListingImages.imageUrl })
      .from(marketplaceListingImages)
      .innerJoin(
        marketplaceListings,
        eq(marketplaceListings.id, marketplaceListingImages.listingId),
      )
      .where(and(eq(marketplaceListings.id, listingId), eq(marketplaceListings.sellerId, userId)));
    const deleted = await tx
      .delete(marketplaceListings)
      .where(and(eq(marketplaceListings.id, listingId), eq(marketplaceListings.sellerId, userId)))
      .returning({ id: marketplaceListings.id });
    if (deleted.length === 0) return null;
    await resolveReportsOf(tx, LISTING_REPORT_TYPE, listingId, null);
    return images.map((i) => i.url);
  });
  if (urls === null) return false;
  await deleteStoredImages(urls, { kind: "marketplace", ownerId: userId }).catch((e) =>
    console.error("[marketplace] file cleanup failed", e),
  );
  return true;
}
