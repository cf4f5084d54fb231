import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { builds } from "./builds";
import {
  createdAtColumn,
  descending,
  hiddenAtColumn,
  partOf,
  sortOrderColumn,
  timestamps,
  trigramIndex,
  uuidPrimaryKey,
} from "./columns";
import { memberColumn } from "./member-columns";

/**
 * Marketplace listings: cars, parts and wheels for sale by members. Prices are whole minor units
 * (cents) in an ISO 4217 currency, so sums and range filters are exact. Status: 'active' (for
 * sale), 'sold' (marked by the seller; still viewable, no longer contactable), 'removed' (by an
 * admin; gone from every public read). Sellers delete their own listings outright.
 */
export const marketplaceListings = pgTable(
  "marketplace_listings",
  {
    id: uuidPrimaryKey(),
    sellerId: memberColumn("seller_id"),
    title: text("title").notNull(),
    category: text("category").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    condition: text("condition").notNull(),
    location: text("location"),
    description: text("description").notNull(),
    buildId: uuid("build_id").references(() => builds.id, { onDelete: "set null" }),
    status: text("status").notNull().default("active"),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    hiddenAt: hiddenAtColumn(),
    ...timestamps(),
  },
  (t) => [
    check("marketplace_listings_category_check", sql`${t.category} in ('car', 'parts', 'wheels')`),
    check(
      "marketplace_listings_condition_check",
      sql`${t.condition} in ('new', 'like-new', 'used', 'for-parts')`,
    ),
    check("marketplace_listings_status_check", sql`${t.status} in ('active', 'sold', 'removed')`),
    check("marketplace_listings_price_check", sql`${t.priceCents} >= 0`),
    check("marketplace_listings_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index("marketplace_listings_public_created_idx")
      .on(...descending(t.createdAt, t.id))
      .where(sql`${t.status} in ('active', 'sold')`),
    index("marketplace_listings_public_category_created_idx")
      .on(t.category, ...descending(t.createdAt, t.id))
      .where(sql`${t.status} in ('active', 'sold')`),
    index("marketplace_listings_public_price_idx")
      .on(t.priceCents, t.id)
      .where(sql`${t.status} in ('active', 'sold')`),
    index("marketplace_listings_seller_idx").on(t.sellerId, ...descending(t.createdAt)),
    index("marketplace_listings_build_idx").on(t.buildId),
    trigramIndex("marketplace_listings_title_trgm_idx", t.title),
    trigramIndex("marketplace_listings_description_trgm_idx", t.description),
  ],
);

/** Up to 8 photos per listing, in order; the first is the cover. */
export const marketplaceListingImages = pgTable(
  "marketplace_listing_images",
  {
    id: uuidPrimaryKey(),
    listingId: partOf("listing_id", () => marketplaceListings.id),
    imageUrl: text("image_url").notNull(),
    sortOrder: sortOrderColumn(),
  },
  (t) => [index("marketplace_listing_images_listing_sort_idx").on(t.listingId, t.sortOrder)],
);

/**
 * A buyer's message to a seller. The message is e-mailed to the seller with the buyer's address
 * as Reply-To (the seller's address is never shown); the row is the record, and the rate limit
 * and the seller's inbox count come from it.
 */
export const marketplaceInquiries = pgTable(
  "marketplace_inquiries",
  {
    id: uuidPrimaryKey(),
    listingId: partOf("listing_id", () => marketplaceListings.id),
    buyerId: memberColumn("buyer_id"),
    message: text("message").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("marketplace_inquiries_listing_idx").on(t.listingId, ...descending(t.createdAt)),
    index("marketplace_inquiries_buyer_idx").on(t.buyerId, ...descending(t.createdAt)),
  ],
);
