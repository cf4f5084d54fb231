// Marketplace forms and URL parameters (issue 7 item 4). Client-safe: the forms show the same
// messages the actions return. Prices are stored as whole hundredths of the currency's unit
// (price_cents = price × 100, for every currency, JPY included), so range filters in "units of the
// listing's currency" compare uniformly.
import { z } from "zod";

export const LISTING_CATEGORIES = ["car", "parts", "wheels"] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<ListingCategory, string> = {
  car: "Car",
  parts: "Parts",
  wheels: "Wheels",
};

export const LISTING_CONDITIONS = ["new", "like-new", "used", "for-parts"] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];
export const CONDITION_LABELS: Record<ListingCondition, string> = {
  new: "New",
  "like-new": "Like new",
  used: "Used",
  "for-parts": "For parts",
};

export const LISTING_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY"] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];
/** Currencies without minor units: whole prices only. */
const WHOLE_UNIT_CURRENCIES = new Set<string>(["JPY"]);

export type ListingStatus = "active" | "sold" | "removed";

export const MAX_LISTING_IMAGES = 8;
/** The largest price accepted, in units of the currency (price_cents is a 32-bit integer). */
export const MAX_PRICE_UNITS = 20_000_000;

export const REPORT_REASONS = ["scam", "prohibited", "misleading", "duplicate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fraud",
  prohibited: "Prohibited or stolen item",
  misleading: "Misleading description or photos",
  duplicate: "Duplicate listing",
  other: "Something else",
};

export const MARKETPLACE_MESSAGES = {
  // Sign-in prompts (like creating a build: a toast, then /auth).
  signInToSell: "Please sign in to create a listing",
  signInToContact: "Please sign in to contact the seller",
  signInToReport: "Please sign in to report a listing",
  // Listing form
  imageRequired: "Photo Required: Please add at least one photo of the car.",
  tooManyImages: "You can have a maximum of 8 photos per listing.",
  invalidFileType: "Invalid file type: Please select image files only.",
  fileTooLarge: "File too large: Please select images smaller than 5MB.",
  created: "Listing published!",
  updated: "Listing updated",
  createFailed: "Failed to create listing. Please try again.",
  updateFailed: "Failed to update listing. Please try again.",
  notFound: "Listing not found",
  invalidBuild: "Please choose one of your approved builds",
  // Owner actions
  markedSold: "Listing marked as sold",
  markedActive: "Listing is for sale again",
  deleted: "Listing deleted",
  deleteQuestion:
    "Delete this listing? Its photos and messages are removed. This cannot be undone.",
  actionFailed: "Something went wrong. Please try again.",
  // Contact
  contactSent: "Message sent to the seller.",
  contactOwn: "This is your own listing.",
  contactClosed: "This listing is no longer available.",
  contactLimited: "You have sent too many messages. Please wait a few minutes and try again.",
  contactFailed: "Failed to send your message. Please try again.",
  // Report
  reportSent: "Thanks, the admins will review this listing.",
  reportDuplicate: "You have already reported this listing. The admins are reviewing it.",
  reportOwn: "You cannot report your own listing.",
  reportFailed: "Failed to send your report. Please try again.",
  // Browse
  priceRange: "Minimum price must not be more than the maximum price",
  invalidPrice: "Please enter a valid price",
} as const;

// ---------------------------------------------------------------------------------------------
// Ids

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed listing id (lower case), or null. */
export function checkListingId(raw: string | undefined | null): string | null {
  const id = raw?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

// ---------------------------------------------------------------------------------------------
// Prices

/** "12,500.5" → 1250050 (hundredths); null when not a price. */
export function parsePriceToCents(raw: string): number | null {
  const text = raw.trim().replace(/[,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The price as its currency writes it: $12,500 · €45.50 · ¥1,200,000. */
export function formatPrice(priceCents: number, currency: string, locale = "en-US"): string {
  const amount = priceCents / 100;
  const whole = priceCents % 100 === 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(amount);
  } catch {
    return `${amount.toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** Cents back to what the price field shows ("12500", "45.50"). */
export function centsToField(priceCents: number): string {
  return priceCents % 100 === 0
    ? String(priceCents / 100)
    : `${Math.floor(priceCents / 100)}.${String(priceCents % 100).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// The listing form

export const LISTING_TEXT_FIELDS = [
  "title",
  "category",
  "price",
  "currency",
  "condition",
  "location",
  "description",
  "buildId",
] as const;
export type ListingFormValues = Record<(typeof LISTING_TEXT_FIELDS)[number], string>;
export type ListingFormErrors = Partial<
  Record<(typeof LISTING_TEXT_FIELDS)[number] | "images" | "form", string>
>;

export const listingFieldsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Title is required")
      .max(120, "Title must be 120 characters or less"),
    category: z.enum(LISTING_CATEGORIES, { message: "Please choose a category" }),
    price: z.string(),
    currency: z.enum(LISTING_CURRENCIES, { message: "Please choose a currency" }),
    condition: z.enum(LISTING_CONDITIONS, { message: "Please choose a condition" }),
    location: z
      .string()
      .trim()
      .max(120, "Location must be 120 characters or less")
      .transform((v) => (v === "" ? null : v)),
    description: z
      .string()
      .trim()
      .min(1, "Description is required")
      .max(5000, "Description must be 5000 characters or less"),
    buildId: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === "") return null;
        const id = checkListingId(v);
        if (!id) {
          ctx.addIssue({ code: "custom", message: MARKETPLACE_MESSAGES.invalidBuild });
          return z.NEVER;
        }
        return id;
      }),
  })
  .transform((v, ctx) => {
    const priceText = v.price.trim();
    let priceCents: number | null = null;
    if (priceText === "") {
      ctx.addIssue({ code: "custom", path: ["price"], message: "Price is required" });
    } else {
      priceCents = parsePriceToCents(priceText);
      if (priceCents === null) {
        ctx.addIssue({
          code: "custom",
          path: ["price"],
          message: MARKETPLACE_MESSAGES.invalidPrice,
        });
      } else if (priceCents > MAX_PRICE_UNITS * 100) {
        ctx.addIssue({
          code: "custom",
          path: ["price"],
          message: "Price must be 20,000,000 or less",
        });
      } else if (WHOLE_UNIT_CURRENCIES.has(v.currency) && priceCents % 100 !== 0) {
        ctx.addIssue({
          code: "custom",
          path: ["price"],
          message: `${v.currency} prices must be whole numbers`,
        });
      }
    }
    const { price: _price, ...rest } = v;
    return { ...rest, priceCents: priceCents ?? 0 };
  });

export type ListingFields = z.output<typeof listingFieldsSchema>;

/** Field errors of a submission, first message per field. */
export function listingFieldErrors(values: ListingFormValues): {
  fields: ListingFields | null;
  errors: ListingFormErrors;
} {
  const parsed = listingFieldsSchema.safeParse(values);
  if (parsed.success) return { fields: parsed.data, errors: {} };
  const errors: ListingFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form") as keyof ListingFormErrors;
    errors[key] ??= issue.message;
  }
  return { fields: null, errors };
}

/** Photo rules that need no bytes: count, and the photo a car listing must have. */
export function photoCountError(category: string, photoCount: number): string | null {
  if (photoCount > MAX_LISTING_IMAGES) return MARKETPLACE_MESSAGES.tooManyImages;
  if (category === "car" && photoCount === 0) return MARKETPLACE_MESSAGES.imageRequired;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Contact and report

export const inquirySchema = z.object({
  message: z
    .string()
    .trim()
    .min(10, "Your message must be at least 10 characters")
    .max(2000, "Your message must be 2000 characters or less"),
});

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: "Please choose a reason" }),
  details: z
    .string()
    .trim()
    .max(1000, "Details must be 1000 characters or less")
    .transform((v) => (v === "" ? null : v)),
});

/** The stored report text: the reason's label, then the member's details. */
export function reportText(reason: ReportReason, details: string | null): string {
  return details ? `${REPORT_REASON_LABELS[reason]}: ${details}` : REPORT_REASON_LABELS[reason];
}

// ---------------------------------------------------------------------------------------------
// Browse

export const LISTING_SORTS = ["newest", "price-asc", "price-desc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SORT_LABELS: Record<ListingSort, string> = {
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export interface ListingListQuery {
  q: string;
  category: ListingCategory | "";
  sort: ListingSort;
  /** As typed (for the form); the parsed bounds below are what the query uses. */
  minPrice: string;
  maxPrice: string;
  minCents: number | null;
  maxCents: number | null;
  /** Why the price range is not applied, when it is not. */
  priceError: string | null;
  cursor: string | undefined;
}

/** /marketplace URL parameters; anything malformed falls back to "no filter". */
export function parseListingQuery(params: URLSearchParams): ListingListQuery {
  const get = (key: string) => params.get(key)?.trim() ?? "";
  const q = get("q").slice(0, 100);
  const categoryRaw = get("category");
  const category = (LISTING_CATEGORIES as readonly string[]).includes(categoryRaw)
    ? (categoryRaw as ListingCategory)
    : "";
  const sortRaw = get("sort");
  const sort = (LISTING_SORTS as readonly string[]).includes(sortRaw)
    ? (sortRaw as ListingSort)
    : "newest";
  const minPrice = get("minPrice").slice(0, 20);
  const maxPrice = get("maxPrice").slice(0, 20);
  let minCents = minPrice === "" ? null : parsePriceToCents(minPrice);
  let maxCents = maxPrice === "" ? null : parsePriceToCents(maxPrice);
  let priceError: string | null = null;
  if ((minPrice !== "" && minCents === null) || (maxPrice !== "" && maxCents === null)) {
    priceError = MARKETPLACE_MESSAGES.invalidPrice;
    minCents = null;
    maxCents = null;
  } else if (minCents !== null && maxCents !== null && minCents > maxCents) {
    priceError = MARKETPLACE_MESSAGES.priceRange;
    minCents = null;
    maxCents = null;
  }
  const cursor = get("cursor").slice(0, 300) || undefined;
  return { q, category, sort, minPrice, maxPrice, minCents, maxCents, priceError, cursor };
}

export const ADMIN_LISTING_FILTERS = ["all", "active", "sold", "removed"] as const;
export type AdminListingFilter = (typeof ADMIN_LISTING_FILTERS)[number];

export const adminMarketplaceActionSchema = z.object({
  intent: z.enum(["listing-remove", "listing-restore", "report-dismiss"]),
  id: z.string().regex(UUID),
});
export type AdminMarketplaceAction = z.output<typeof adminMarketplaceActionSchema>;
