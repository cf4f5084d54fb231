// A member deletes their account (ADR 037): their listings go with their photos and the messages
// buyers sent about them (cascade), and the open reports of those listings are resolved (the
// content is gone, as when the seller deletes one). The messages they sent as a buyer go with
// their account (cascade from users). Answers with the keys of the seller's own listing photos.
import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { marketplaceListingImages, marketplaceListings } from "~/db/schema";
import { ownedFileKeys } from "~/lib/images.server";
import type { LeavingMember, MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { LISTING_REPORT_TYPE } from "./constants";

async function leave(tx: Tx, member: LeavingMember): Promise<MemberLeft> {
  const photos = await tx
    .select({ url: marketplaceListingImages.imageUrl })
    .from(marketplaceListingImages)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceListingImages.listingId))
    .where(eq(marketplaceListings.sellerId, member.id));
  const listings = await tx
    .delete(marketplaceListings)
    .where(eq(marketplaceListings.sellerId, member.id))
    .returning({ id: marketplaceListings.id });
  for (const { id } of listings) await resolveReportsOf(tx, LISTING_REPORT_TYPE, id, null);
  return {
    fileKeys: ownedFileKeys(
      photos.map((photo) => photo.url),
      { kind: "marketplace", ownerId: member.id },
    ),
  };
}

export const MARKETPLACE_MEMBER_LEAVING: MemberLeaving = { area: "marketplace", leave };
