// 'Contact seller': a signed-in member's message is e-mailed to the seller with the buyer's own
// address as Reply-To, so the seller answers by e-mail and the seller's address is never shown to
// the buyer. The marketplace_inquiries row is the record and the rate limit counts from it.
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/client.server";
import { marketplaceInquiries } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";
import { displayName } from "~/modules/profiles";

/** A buyer may send this many messages per window (all listings together). */
export const CONTACT_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

export type ContactResult =
  | { ok: true }
  | { ok: false; error: "not-found" | "own" | "closed" }
  | { ok: false; error: "limited"; retryAfterSeconds: number };

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
  // Count and insert under a per-buyer transaction lock: concurrent requests from one buyer
  // queue here, so each one sees the rows of those before it and exactly the limit gets through.
  const claim = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`camber.marketplace_contact:${buyer.id}`}))`,
    );
    // The limit-th newest message of the window: while it exists the buyer waits until it ages out.
    const [oldest] = await queryRows<{ seconds_left: number }>(
      sql`select ceil(extract(epoch from (created_at + ${CONTACT_LIMIT.windowSeconds}::integer
            * interval '1 second' - clock_timestamp())))::integer as seconds_left
          from marketplace_inquiries
          where buyer_id = ${buyer.id}
            and created_at > clock_timestamp() - ${CONTACT_LIMIT.windowSeconds}::integer
              * interval '1 second'
          order by created_at desc
          offset ${CONTACT_LIMIT.limit - 1} limit 1`,
      tx,
    );
    if (oldest)
      return { limited: true as const, retryAfterSeconds: Math.max(1, oldest.seconds_left) };
    const [inserted] = await tx
      .insert(marketplaceInquiries)
      // clock_timestamp: the time of the insert, not of the transaction's start (before the wait).
      .values({ listingId, buyerId: buyer.id, message, createdAt: sql`clock_timestamp()` })
      .returning({ id: marketplaceInquiries.id });
    return { limited: false as const, id: inserted.id };
  });
  if (claim.limited)
    return { ok: false, error: "limited", retryAfterSeconds: claim.retryAfterSeconds };
  const row = { id: claim.id };

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
