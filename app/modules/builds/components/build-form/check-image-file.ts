// The browser's quick check of a chosen file, before anything is uploaded: the same two rules the
// server applies, with the same code (app/lib/image-sniff) and limit (app/lib/image-rules). Like
// the server it trusts the first bytes, not the name (a .txt renamed .jpg is refused) nor the MIME
// type (browsers leave HEIC's empty). The server checks again after upload and is the authority;
// this only saves a wasted upload.
import { MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { sniffImageType } from "~/lib/image-sniff";

export type FileProblem = "type" | "size";

/** True when the bytes start like a JPEG, PNG, GIF, WebP, AVIF or HEIC/HEIF file. */
export function looksLikeImage(bytes: Uint8Array): boolean {
  return sniffImageType(bytes) !== null;
}

/** Why the file cannot be a build photo, or null when it may be one. */
export async function checkImageFile(file: File): Promise<FileProblem | null> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  if (!looksLikeImage(head)) return "type";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  return null;
}
