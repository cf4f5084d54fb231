// Which image format a file is, from its first bytes (the "magic numbers"). The file name and the
// browser's MIME type are never consulted: both are whatever the sender says they are.
// Client-safe: the image pipeline (app/lib/images/process.server.ts) decides with it, and the
// forms' quick check before an upload (checkImageFile) applies the same rule in the browser.

export type SniffedImageType = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic";

// ISO base media file brands (the "ftyp" box). AVIF is checked first: AVIF files also carry the
// generic HEIF brands "mif1"/"msf1".
const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "hevm",
  "hevs",
  "mif1",
  "mif2",
  "msf1",
]);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length, 4096);
  // Major brand at 8, minor version at 12, compatible brands from 16, four bytes each.
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
  return brands;
}

/** The image format the bytes start with, or null for anything else (SVG, HTML, text, …). */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const brands = isoBrands(bytes);
  if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
  if (brands.some((b) => HEIF_BRANDS.has(b))) return "heic";
  return null;
}
