// Turns untrusted upload bytes into the WebP variants we store. Nothing the member sent is ever
// served as-is: every accepted image is decoded and re-encoded, which drops any payload hidden in
// the file (polyglots) and all metadata (EXIF with GPS position, XMP, camera serials, ICC).
//
//  1. size:     more than MAX_IMAGE_BYTES → "size", before anything is decoded
//  2. type:     magic numbers must say JPEG, PNG, WebP, GIF, AVIF or HEIC, and sharp must read the
//               header as that same format → otherwise "type"
//  3. pixels:   more than MAX_INPUT_PIXELS in the header → "pixels", before decoding
//  4. decode:   HEVC HEIC through heic-convert, everything else in sharp; a file that still fails
//               here (truncated, damaged) → "corrupt"
//  5. output:   auto-rotated by EXIF, converted to sRGB, metadata stripped, WebP at the standard
//               widths up to the source width (never upscaled; 2560 at most for build photos,
//               1600 for the rest), plus a 16px placeholder.
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS } from "../image-rules";
import { type SniffedImageType, sniffImageType } from "../image-sniff";
import {
  MAX_DISPLAY_VARIANT_WIDTH,
  MAX_SQUARE_VARIANT_WIDTH,
  squareWidthsFor,
  variantWidthsFor,
} from "../image-urls";
import { ImageRejectedError } from "./errors.server";
import { decodeHeicToPng } from "./heic.server";

/** Decompression-bomb guard: 40 megapixels is above any phone camera's default photo size. */
export const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** WebP cannot be taller or wider than this. */
const MAX_WEBP_DIMENSION = 16_383;

const PLACEHOLDER_SIZE = 16;

const SHARP_INPUT: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Only the first frame of an animated GIF or WebP.
  pages: 1,
  // sharp's strictest level ("warning") also refuses the many valid photos that some phones
  // (notably Samsung) write with slightly malformed JPEG markers (lovell/sharp#1578). Every image
  // is re-encoded and pixel-limited, so tolerating decoder warnings is safe; truncated data is
  // still refused.
  failOn: "truncated",
};

export interface ImageVariantData {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Smallest first; the last is the largest. */
  variants: ImageVariantData[];
  /** A tiny blurred preview as a data: URL, shown while the real image loads. */
  placeholder: string;
}

const SHARP_FORMAT: Record<SniffedImageType, Metadata["format"]> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
  heic: "heif",
};

const rejectType = () =>
  new ImageRejectedError(
    "type",
    "Not a supported image: only JPEG, PNG, WebP, AVIF, GIF and HEIC/HEIF are accepted.",
  );
const rejectPixels = (detail: string, size: { width?: number; height?: number } = {}) =>
  new ImageRejectedError("pixels", `Image too large to process: ${detail}.`, {
    width: size.width,
    height: size.height,
  });
const rejectCorrupt = () =>
  new ImageRejectedError("corrupt", "The image data is damaged or incomplete.");

function isPixelLimitError(error: unknown) {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

async function readHeader(bytes: Buffer, type: SniffedImageType): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, SHARP_INPUT).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) {
      // Only the header is read again, without the limit, to tell the member the real size.
      const size = await sharp(bytes, { ...SHARP_INPUT, limitInputPixels: false })
        .metadata()
        .catch(() => ({}));
      throw rejectPixels(`more than ${MAX_INPUT_PIXELS / 1e6} megapixels`, size);
    }
    // The magic numbers lied: the rest is not that format (e.g. "GIF89a" followed by HTML).
    throw rejectType();
  }
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height) {
    throw rejectType();
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw rejectPixels(`more than ${MAX_INPUT_PIXELS / 1e6} megapixels`, metadata);
  }
  return metadata;
}

/**
 * The width of the largest variant: the source width, at most `maxWidth`, and never too tall for
 * WebP.
 */
function largestVariantWidth(width: number, height: number, maxWidth: number): number {
  const widthForMaxHeight = Math.floor((MAX_WEBP_DIMENSION * width) / height);
  const largest = Math.min(width, maxWidth, widthForMaxHeight);
  if (largest < 1) throw rejectPixels("its proportions are too extreme", { width, height });
  return largest;
}

export interface ProcessOptions {
  /**
   * Crop to the centre square and make the small square sizes (squareWidthsFor) instead of the
   * standard widths: avatars, which are only ever shown small and round.
   */
  square?: boolean;
  /**
   * The top width of the standard variants (maxVariantWidthFor: 2560 for build photos, which the
   * zoom shows at full resolution; 1600 otherwise).
   */
  maxWidth?: number;
}

/** Validates and converts upload bytes; throws ImageRejectedError for anything we do not accept. */
export async function processImage(
  bytes: Buffer,
  { square = false, maxWidth = MAX_DISPLAY_VARIANT_WIDTH }: ProcessOptions = {},
): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejectedError("type", "The file is empty.");
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError("size", "The file is larger than 5MB.", { bytes: bytes.length });
  }
  const type = sniffImageType(bytes);
  if (!type) throw rejectType();
  const header = await readHeader(bytes, type);

  // AVIF (AV1) decodes in sharp; HEVC-coded HEIF needs heic-convert first.
  let decodable = bytes;
  if (header.format === "heif" && header.compression !== "av1") {
    decodable = await decodeHeicToPng(bytes).catch(() => {
      throw rejectCorrupt();
    });
  }

  // Oriented size: sharp reports the dimensions after applying the EXIF orientation.
  const oriented =
    decodable === bytes
      ? header.autoOrient
      : (await sharp(decodable, SHARP_INPUT).metadata()).autoOrient;
  const source = sharp(decodable, SHARP_INPUT).rotate();

  try {
    const widths = square
      ? squareWidthsFor(Math.min(oriented.width, oriented.height, MAX_SQUARE_VARIANT_WIDTH))
      : variantWidthsFor(largestVariantWidth(oriented.width, oriented.height, maxWidth));
    const variants: ImageVariantData[] = [];
    for (const width of widths) {
      // One variant at a time: each decode of a large photo takes real memory.
      const { data, info } = await source
        .clone()
        .resize(square ? { width, height: width, fit: "cover", position: "centre" } : { width })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    const placeholder = await source
      .clone()
      .resize({
        width: PLACEHOLDER_SIZE,
        height: PLACEHOLDER_SIZE,
        fit: square ? "cover" : "inside",
      })
      .webp({ quality: 40 })
      .toBuffer();
    return { variants, placeholder: `data:image/webp;base64,${placeholder.toString("base64")}` };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    if (isPixelLimitError(error))
      throw rejectPixels(`more than ${MAX_INPUT_PIXELS / 1e6} megapixels`);
    throw rejectCorrupt();
  }
}
