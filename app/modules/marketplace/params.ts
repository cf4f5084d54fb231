// What the marketplace pages read from URLs: listing ids and the /marketplace search parameters.
// Zod-free: the browser runs these too. ./schemas re-exports them for the server.
import {
  LISTING_CATEGORIES,
  LISTING_SORTS,
  type ListingCategory,
  type ListingSort,
  MARKETPLACE_MESSAGES,
} from "./constants";
import { parsePriceToCents } from "./price";

/** A well-formed listing id (lower case), or null. */
export { parseUuid as checkListingId } from "~/lib/ids";

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
