// The browser's quick check of a chosen file, before anything is uploaded: the same two rules the
// server applies (app/lib/images), with the same limit. Like the server it trusts the first bytes,
// not the name (a .txt renamed .jpg is refused) nor the MIME type (browsers leave HEIC's empty).
// The server checks again after upload and is the authority; this only saves a wasted upload.
import { MAX_IMAGE_BYTES } from "~/lib/image-rules";

export type FileProblem = "type" | "size";

const ISO_IMAGE_BRANDS = new Set([
  "avif",
  "avis",
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

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** True when the bytes start like a JPEG, PNG, GIF, WebP, AVIF or HEIC/HEIF file. */
export function looksLikeImage(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return true;
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return true;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return true;
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // The major brand at 8, then compatible brands from 16, four bytes each.
    const end = Math.min(bytes.length, 64);
    for (let i = 8; i + 4 <= end; i += 4) {
      if (i !== 12 && ISO_IMAGE_BRANDS.has(ascii(bytes, i, i + 4))) return true;
    }
  }
  return false;
}

/** Why the file cannot be a build photo, or null when it may be one. */
export async function checkImageFile(file: File): Promise<FileProblem | null> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  if (!looksLikeImage(head)) return "type";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  return null;
}
