// Marketplace forms (issue 7 item 4): the listing form checks with the same schema the action
// uses, so both show the same messages; the browser loads this module (and zod) only when the form
// is used. The labels, messages, prices and URL helpers the pages need live in ./constants,
// ./price and ./params, re-exported here.

import { z } from "zod";
import {
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_CURRENCIES,
  LISTING_LENGTH_MESSAGES,
  LISTING_LIMITS,
  MARKETPLACE_MESSAGES,
  MAX_PRICE_UNITS,
  REPORT_REASONS,
  WHOLE_UNIT_CURRENCIES,
} from "./constants";
import { checkListingId } from "./params";
import { parsePriceToCents } from "./price";

export {
  ADMIN_LISTING_FILTERS,
  type AdminListingFilter,
  CATEGORY_LABELS,
  CONDITION_LABELS,
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_CURRENCIES,
  LISTING_SORTS,
  LISTING_TEXT_FIELDS,
  type ListingCategory,
  type ListingCondition,
  type ListingCurrency,
  type ListingFormValues,
  type ListingSort,
  type ListingStatus,
  MARKETPLACE_MESSAGES,
  MAX_LISTING_IMAGES,
  MAX_PRICE_UNITS,
  PHOTO_FIELD,
  photoCountError,
  REMOVE_PHOTO_FIELD,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  reportText,
  SORT_LABELS,
} from "./constants";
export { checkListingId, type ListingListQuery, parseListingQuery } from "./params";
export { centsToField, formatPrice, parsePriceToCents } from "./price";

export const listingFieldsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Title is required")
      .max(LISTING_LIMITS.title, LISTING_LENGTH_MESSAGES.title),
    category: z.enum(LISTING_CATEGORIES, { message: "Please choose a category" }),
    price: z.string(),
    currency: z.enum(LISTING_CURRENCIES, { message: "Please choose a currency" }),
    condition: z.enum(LISTING_CONDITIONS, { message: "Please choose a condition" }),
    location: z
      .string()
      .trim()
      .max(LISTING_LIMITS.location, LISTING_LENGTH_MESSAGES.location)
      .transform((v) => (v === "" ? null : v)),
    description: z
      .string()
      .trim()
      .min(1, "Description is required")
      .max(LISTING_LIMITS.description, LISTING_LENGTH_MESSAGES.description),
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
          message: `Price must be ${MAX_PRICE_UNITS.toLocaleString("en-US")} or less`,
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
