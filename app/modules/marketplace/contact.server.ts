// 'Contact seller': a signed-in member's message is e-mailed to the seller with the buyer's own
// address as Reply-To, so the seller answers by e-mail and the seller's address is never shown to
// the buyer. The marketplace_inquiries row is the record and the rate limit counts from it.
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/client.server";
import { marketplaceInquiries } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";
import { displayName } from "~/modules/profiles/display-name";

/** A buyer may send this many messages per window (all listings together). */
export const CONTACT_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

export type ContactResult =
  | { ok: true }
  | { ok: false; error: "not-found" | "own" | "closed" | "limited" };

export interface Buyer {
  id: string;
  email: string;
  name: string;
}

export function listingUrl(listingId: string): string {
  return `${env().BASE_URL.replace(/\/+$/, "")}/marketplace/${listingId}`;
}

export async function contactSeller(
  buyer: Buyer,
  listingId: string,
  message: string,
): Promise<ContactResult> {
  const [listing] = await queryRows<{
    id: string;
    title: string;
    status: string;
    seller_id: string;
    seller_email: string;
    seller_name: string | null;
    buyer_username: string | null;
    buyer_full_name: string | null;
  }>(sql`
    select l.id, l.title, l.status, l.seller_id, u.email as seller_email,
      coalesce(nullif(sp.full_name, ''), sp.username, u.name) as seller_name,
      bp.username as buyer_username, bp.full_name as buyer_full_name
    from marketplace_listings l
    join users u on u.id = l.seller_id
    left join profiles sp on sp.id = l.seller_id
    left join profiles bp on bp.id = ${buyer.id}
    where l.id = ${listingId}::uuid`);
  if (!listing || listing.status === "removed") return { ok: false, error: "not-found" };
  if (listing.seller_id === buyer.id) return { ok: false, error: "own" };
  if (listing.status !== "active") return { ok: false, error: "closed" };

  const db = getDb();
  const since = new Date(Date.now() - CONTACT_LIMIT.windowSeconds * 1000);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(marketplaceInquiries)
    .where(
      and(eq(marketplaceInquiries.buyerId, buyer.id), gt(marketplaceInquiries.createdAt, since)),
    );
  if (n >= CONTACT_LIMIT.limit) return { ok: false, error: "limited" };

  const [row] = await db
    .insert(marketplaceInquiries)
    .values({ listingId, buyerId: buyer.id, message })
    .returning({ id: marketplaceInquiries.id });

  const buyerName = displayName(
    { fullName: listing.buyer_full_name, username: listing.buyer_username },
    buyer.name || "A member",
  );
  try {
    await sendMail({
      to: listing.seller_email,
      replyTo: buyer.email,
      subject: `Camber Club Marketplace: a message about "${listing.title}"`,
      text: [
        `Hi ${listing.seller_name?.trim() || "there"},`,
        `${buyerName} sent you a message about your listing "${listing.title}":`,
        message,
        `Reply to this e-mail to answer ${buyerName} directly: your reply goes to their address, not through Camber Club.`,
        `View the listing: ${listingUrl(listing.id)}`,
        "Camber Club",
      ].join("\n\n"),
    });
  } catch (error) {
    // Not sent: the message does not count and the buyer is told to try again.
    await db.delete(marketplaceInquiries).where(eq(marketplaceInquiries.id, row.id));
    throw error;
  }
  return { ok: true };
}
