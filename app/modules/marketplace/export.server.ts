// The member's marketplace for "Export my data" (the protocol: app/lib/member-data.server.ts):
// the listings they posted, with their photos, and the messages they sent to sellers. Messages
// other members sent about their listings are those members' words and stay out.
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { marketplaceInquiries, marketplaceListingImages, marketplaceListings } from "~/db/schema";
import {
  ExportAttachments,
  exportedMoney,
  isoInstant,
  type MemberDataPart,
  siteUrl,
} from "~/lib/member-data.server";

const listingUrl = (id: string) => siteUrl(`/marketplace/${id}`);

export async function exportMemberListings(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const [listings, sent] = await Promise.all([
    db
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.sellerId, userId))
      .orderBy(desc(marketplaceListings.createdAt), desc(marketplaceListings.id)),
    db
      .select({
        listingId: marketplaceInquiries.listingId,
        listingTitle: marketplaceListings.title,
        message: marketplaceInquiries.message,
        sentAt: marketplaceInquiries.createdAt,
      })
      .from(marketplaceInquiries)
      .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceInquiries.listingId))
      .where(eq(marketplaceInquiries.buyerId, userId))
      .orderBy(asc(marketplaceInquiries.createdAt), asc(marketplaceInquiries.id)),
  ]);
  const ids = listings.map((l) => l.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(marketplaceListingImages)
          .where(inArray(marketplaceListingImages.listingId, ids))
          .orderBy(asc(marketplaceListingImages.sortOrder));
  const attachments = new ExportAttachments();
  return {
    files: [
      {
        name: "marketplace-listings.json",
        about: "Your marketplace listings, newest first, with their photos.",
        fields: {
          id: "The listing's id.",
          url: "The listing's page.",
          title: "Its title.",
          category: "car, parts or wheels.",
          price: "{ amountMinor, currency }: the price in cents of the ISO 4217 currency.",
          condition: "new, like-new, used or for-parts.",
          location: "Where the item is, or null.",
          description: "The description, as you wrote it.",
          buildId: "The build it came off (see builds.json), or null.",
          status: "active (for sale), sold, or removed (by an admin).",
          soldAt: "When you marked it sold, or null.",
          hiddenByModerators: "true when the moderators hid it.",
          photos: "Its photos in order (the first is the cover): [{ file, url }].",
          createdAt: "When you listed it (ISO 8601, UTC); updatedAt: when it last changed.",
        },
        content: listings.map((l) => ({
          id: l.id,
          url: listingUrl(l.id),
          title: l.title,
          category: l.category,
          price: exportedMoney(l.priceCents, l.currency),
          condition: l.condition,
          location: l.location,
          description: l.description,
          buildId: l.buildId,
          status: l.status,
          soldAt: isoInstant(l.soldAt),
          hiddenByModerators: l.hiddenAt !== null,
          photos: photos
            .filter((p) => p.listingId === l.id)
            .map((p, index) =>
              attachments.image(p.imageUrl, `photos/marketplace/${l.id}`, String(index + 1)),
            ),
          createdAt: isoInstant(l.createdAt),
          updatedAt: isoInstant(l.updatedAt),
        })),
      },
      {
        name: "marketplace-messages.json",
        about: "The messages you sent to sellers about their listings, oldest first.",
        fields: {
          listingId: "The listing you wrote about.",
          listingTitle: "Its title.",
          url: "The listing's page.",
          message: "Your message, as you wrote it.",
          sentAt: "When you sent it (ISO 8601, UTC).",
        },
        content: sent.map((m) => ({
          listingId: m.listingId,
          listingTitle: m.listingTitle,
          url: listingUrl(m.listingId),
          message: m.message,
          sentAt: isoInstant(m.sentAt),
        })),
      },
    ],
    attachments: attachments.list,
  };
}
