// The marketplace's categories, labels, limits and messages, and the rules the forms check without
// zod. Zod-free, so the marketplace pages can use them without loading zod; ./schemas re-exports
// them for the actions and tests.
import { BUILD_IMAGE_MESSAGES } from "~/lib/image-rules";

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
export const WHOLE_UNIT_CURRENCIES = new Set<string>(["JPY"]);

export type ListingStatus = "active" | "sold" | "removed";

export const MAX_LISTING_IMAGES = 8;
/** The listing form's text limits: the schema, the fields' maxLength and the messages use these. */
export const LISTING_LIMITS = { title: 120, location: 120, description: 5000 } as const;
/** The largest price accepted, in units of the currency (price_cents is a 32-bit integer). */
export const MAX_PRICE_UNITS = 20_000_000;

/** Over-limit messages of the listing form's text fields, built from LISTING_LIMITS. */
export const LISTING_LENGTH_MESSAGES = {
  title: `Title must be ${LISTING_LIMITS.title} characters or less`,
  location: `Location must be ${LISTING_LIMITS.location} characters or less`,
  description: `Description must be ${LISTING_LIMITS.description} characters or less`,
} as const;

/** Listings' type in the one report queue (reports.target_type, /admin/reports). */
export const LISTING_REPORT_TYPE = "marketplace-listing";

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
  tooManyImages: `You can have a maximum of ${MAX_LISTING_IMAGES} photos per listing.`,
  invalidFileType: BUILD_IMAGE_MESSAGES.invalidType,
  fileTooLarge: BUILD_IMAGE_MESSAGES.tooLarge,
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
  /** `wait` is formatWait's "a minute" / "7 minutes": until the oldest counted message ages out. */
  contactLimited: (wait: string) =>
    `You have sent too many messages. Please wait ${wait} and try again.`,
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

/** What each intent of the listing page says when it fails without a more precise reason. */
export const LISTING_INTENT_FAILURES = {
  contact: MARKETPLACE_MESSAGES.contactFailed,
  report: MARKETPLACE_MESSAGES.reportFailed,
  sold: MARKETPLACE_MESSAGES.actionFailed,
  active: MARKETPLACE_MESSAGES.actionFailed,
  delete: MARKETPLACE_MESSAGES.actionFailed,
} as const;

export const LISTING_SORTS = ["newest", "price-asc", "price-desc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SORT_LABELS: Record<ListingSort, string> = {
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
};

export const ADMIN_LISTING_FILTERS = ["all", "active", "sold", "removed"] as const;
export type AdminListingFilter = (typeof ADMIN_LISTING_FILTERS)[number];

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
/** The listing form's file input (its field errors are keyed by it too). */
export const PHOTO_FIELD = "photos";
/** A checkbox per kept photo, checked to remove it. */
export const REMOVE_PHOTO_FIELD = "removeImageId";

/** Photo rules that need no bytes: count, and the photo a car listing must have. */
export function photoCountError(category: string, photoCount: number): string | null {
  if (photoCount > MAX_LISTING_IMAGES) return MARKETPLACE_MESSAGES.tooManyImages;
  if (category === "car" && photoCount === 0) return MARKETPLACE_MESSAGES.imageRequired;
  return null;
}

/** The stored report text: the reason's label, then the member's details. */
export function reportText(reason: ReportReason, details: string | null): string {
  return details ? `${REPORT_REASON_LABELS[reason]}: ${details}` : REPORT_REASON_LABELS[reason];
}
