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
// The variants of an image are the standard widths below its largest width, plus that width
// (variantWidthsFor), so the largest variant's URL names every sibling.
//
// Avatars are stored square (cropped to the centre) at small sizes, marked "sq" before the width:
//   avatars/4f1c…/1767312000000-0-9a8b7c6d5e4f-sq64.webp … -sq512.webp   (squareWidthsFor)
// Avatars stored before that carry no mark and keep the standard widths, so they still display.

/** Standard variant widths; an image narrower than 1600px tops out at its own width instead. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const MAX_IMAGE_VARIANT_WIDTH = 1600;

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
  const variants = imageVariants(url);
  if (!variants || variants.length < 2) return undefined;
  return variants.map((v) => `${v.src} ${v.width}w`).join(", ");
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
