// The naming scheme of stored images, and what can be derived from a stored image's URL alone.
// Client-safe and pure on purpose: <StoredImage> computes its srcset in the browser from the URL
// the database holds, so no loader has to remember to compute it (images.server.ts re-exports
// srcSetFor for server code).
//
// Every upload is stored as WebP variants that share one stem and differ only by their width:
//   <kind>/<owner id>/<timestamp>-<index>-<random>-<width>.webp
//   builds/4f1c…/1767312000000-0-9a8b7c6d5e4f-480.webp
//   builds/4f1c…/1767312000000-0-9a8b7c6d5e4f-960.webp   ← the URL saved in the database is
//   builds/4f1c…/1767312000000-0-9a8b7c6d5e4f-1600.webp     always the LARGEST variant's
//   builds/4f1c…/1767312000000-0-9a8b7c6d5e4f-2560.webp   ← build photos only (ZOOM_KINDS)
// The variants of an image are the standard widths below its largest width, plus that width
// (variantWidthsFor), so the largest variant's URL names every sibling.
//
// Pages never load more than 1600px (srcSetFor, displayImageUrl): a variant wider than that is
// only for the zoom view (zoomImageUrl), which shows a photo at full resolution. Images stored
// before the 2560 width existed top out at 1600 and simply have no zoom-only variant.
//
// Avatars are stored square (cropped to the centre) at small sizes, marked "sq" before the width:
//   avatars/4f1c…/1767312000000-0-9a8b7c6d5e4f-sq64.webp … -sq512.webp   (squareWidthsFor)
// Avatars stored before that carry no mark and keep the standard widths, so they still display.

/** Standard variant widths; an image narrower than its kind's top width tops out at its own. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600, 2560] as const;
/** The widest variant pages show (srcset, og:image, cards); wider ones are for the zoom only. */
export const MAX_DISPLAY_VARIANT_WIDTH = 1600;
/** The widest variant stored for any kind (the zoom's full resolution). */
export const MAX_IMAGE_VARIANT_WIDTH = 2560;

/** Sizes of square images (avatars): a 36px header avatar loads 64, a 112px preview 256. */
export const SQUARE_VARIANT_WIDTHS = [64, 128, 256, 512] as const;
export const MAX_SQUARE_VARIANT_WIDTH = 512;

export const IMAGE_KINDS = [
  "builds",
  "events",
  "avatars",
  "media",
  "marketplace",
  "features",
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The kinds people look at closely in a zoom view: stored up to MAX_IMAGE_VARIANT_WIDTH. */
const ZOOM_KINDS: readonly ImageKind[] = ["builds"];

/** The top variant width stored for a new upload of `kind`. */
export function maxVariantWidthFor(kind: ImageKind): number {
  return ZOOM_KINDS.includes(kind) ? MAX_IMAGE_VARIANT_WIDTH : MAX_DISPLAY_VARIANT_WIDTH;
}

/** SPEC: a missing, HEIC or failed image shows this instead. */
export const PLACEHOLDER_IMAGE_SRC = "/placeholder.svg";

// The stem is everything up to the width: an optional URL prefix (e.g. "/uploads/" or a bucket
// origin), then the key shape. The same pattern therefore matches a storage key and its URL.
const VARIANT_NAME = new RegExp(
  `^((?:.*/)?(?:${IMAGE_KINDS.join("|")})/[a-z0-9_-]{1,64}/\\d{1,16}-\\d{1,3}-[0-9a-f]{12}-)(sq)?(\\d{1,4})\\.webp$`,
);

/** The widths of all variants of an image whose largest variant is `largestWidth` wide. */
export function variantWidthsFor(largestWidth: number): number[] {
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < largestWidth), largestWidth];
}

/** The sizes of all variants of a square image whose largest variant is `largestWidth` wide. */
export function squareWidthsFor(largestWidth: number): number[] {
  return [...SQUARE_VARIANT_WIDTHS.filter((w) => w < largestWidth), largestWidth];
}

export interface ImageVariant {
  /** URL (or storage key, when given a key) of the variant. */
  src: string;
  width: number;
}

/**
 * All variants of a stored image, smallest first, from the URL (or storage key) of its largest
 * variant (the one saved in the database); null when the URL does not follow our naming scheme
 * (external images).
 */
export function imageVariants(urlOrKey: string): ImageVariant[] | null {
  const match = VARIANT_NAME.exec(urlOrKey);
  if (!match) return null;
  const [, stem, square = "", widthText] = match;
  const largestWidth = Number(widthText);
  const max = square ? MAX_SQUARE_VARIANT_WIDTH : MAX_IMAGE_VARIANT_WIDTH;
  if (largestWidth < 1 || largestWidth > max) return null;
  const widths = square ? squareWidthsFor(largestWidth) : variantWidthsFor(largestWidth);
  return widths.map((w) => ({ src: `${stem}${square}${w}.webp`, width: w }));
}

/**
 * The `srcset` for a stored image's URL ("…-480.webp 480w, …-960.webp 960w, …-1600.webp 1600w"),
 * or undefined when there is nothing to choose from: external URLs, and stored images small enough
 * to have a single variant. Pass the URL the database holds (the largest variant).
 */
export function srcSetFor(url: string): string | undefined {
  const variants = displayVariants(url);
  if (!variants || variants.length < 2) return undefined;
  return variants.map((v) => `${v.src} ${v.width}w`).join(", ");
}

/** The variants a page may load (at most MAX_DISPLAY_VARIANT_WIDTH wide), smallest first. */
function displayVariants(url: string): ImageVariant[] | null {
  const variants = imageVariants(url);
  if (!variants) return null;
  return variants.filter((v) => v.width <= MAX_DISPLAY_VARIANT_WIDTH);
}

/**
 * The one URL to use where a single image URL is needed (an <img> src fallback, og:image, feeds,
 * JSON-LD): the largest variant a page may load (1600px), never the zoom-only one. External
 * URLs come back unchanged.
 */
export function displayImageUrl(url: string): string {
  const variants = displayVariants(url);
  return variants && variants.length > 0 ? variants[variants.length - 1].src : url;
}

/** The zoom view's full-resolution URL: the largest stored variant (the URL the database holds). */
export function zoomImageUrl(url: string): string {
  return url;
}

/** SPEC: HEIC images are never shown directly (most browsers cannot); they get the placeholder. */
export function isHeicUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0].toLowerCase();
  return path.endsWith(".heic") || path.endsWith(".heif");
}

/**
 * Why a typed image URL cannot be used: "invalid" (not an absolute web address: javascript:,
 * data:, ftp:, plain text…) or "insecure" (http:, which the Content-Security-Policy's img-src
 * blocks on every page, so it would show as a broken image).
 */
export type ImageUrlProblem = "invalid" | "insecure";

/** What every form with an image URL field says for an http: address. */
export const INSECURE_IMAGE_URL_MESSAGE =
  "Please use an image URL starting with https:// (images from http:// addresses are blocked).";

/**
 * The one rule for image URLs members type (build featured image, event flyer, avatar): an
 * absolute https: URL. Returns the normalised URL, or why it is refused. Client-safe, so the
 * forms check with the same rule as their actions.
 */
export function parseImageUrl(value: string): { url: string } | { problem: ImageUrlProblem } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: "invalid" };
  }
  if (url.protocol === "https:" && url.hostname) return { url: url.toString() };
  return { problem: url.protocol === "http:" ? "insecure" : "invalid" };
}
