// Uploaded video files (admins' video items). The type is decided from the bytes, never from the
// name or the browser's MIME type: an MP4 (ISO BMFF, an `ftyp` box first) or a WebM (EBML header
// whose DocType is "webm"). Stored as-is through the storage module under a key of our own
// making; served from /uploads, which answers Range requests (206) so the player can seek.
import crypto from "node:crypto";
import { deleteStoredImages } from "~/lib/images.server";
import { type ObjectStorage, storage } from "~/lib/storage.server";
import { MAX_VIDEO_BYTES } from "./schemas";

export type VideoRejectionReason = "type" | "size";

export class VideoRejectedError extends Error {
  constructor(
    readonly reason: VideoRejectionReason,
    message: string,
  ) {
    super(message);
    this.name = "VideoRejectedError";
  }
}

export type VideoFormat =
  | { extension: "mp4"; contentType: "video/mp4" }
  | {
      extension: "webm";
      contentType: "video/webm";
    };

/** The container format of a video file, from its first bytes; null when it is neither. */
export function sniffVideo(bytes: Uint8Array): VideoFormat | null {
  if (bytes.length >= 12) {
    const box = String.fromCharCode(...bytes.subarray(4, 8));
    if (box === "ftyp") return { extension: "mp4", contentType: "video/mp4" };
  }
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  ) {
    // The DocType element (0x42 0x82) sits in the first few dozen bytes of the EBML header.
    const head = Buffer.from(bytes.subarray(0, 64)).toString("latin1");
    if (head.includes("\x42\x82\x84webm")) return { extension: "webm", contentType: "video/webm" };
  }
  return null;
}

const OWNER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks and stores a video; returns its public URL. Throws VideoRejectedError for bad files. */
export async function storeVideoIn(
  store: ObjectStorage,
  input: File | Buffer,
  ownerId: string,
): Promise<string> {
  const size = Buffer.isBuffer(input) ? input.length : input.size;
  if (size > MAX_VIDEO_BYTES) throw new VideoRejectedError("size", "The video is too large.");
  if (size === 0) throw new VideoRejectedError("type", "The video file is empty.");
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(await input.arrayBuffer());
  const format = sniffVideo(bytes);
  if (!format) throw new VideoRejectedError("type", "Not an MP4 or WebM video.");
  if (!OWNER_ID_PATTERN.test(ownerId)) throw new Error(`Invalid video owner id: ${ownerId}`);
  const random = crypto.randomBytes(6).toString("hex");
  const key = `media/${ownerId.toLowerCase()}/video-${Date.now()}-${random}.${format.extension}`;
  await store.put(key, bytes, format.contentType);
  return store.publicUrl(key);
}

export function storeVideo(input: File | Buffer, ownerId: string): Promise<string> {
  return storeVideoIn(storage(), input, ownerId);
}

/**
 * Deletes `ownerId`'s own stored videos among `urls`; external URLs and other members' files are
 * ignored (nothing is deleted when the creator is gone).
 */
export async function deleteStoredVideos(
  urls: (string | null | undefined)[],
  ownerId: string | null,
): Promise<void> {
  if (!ownerId) return;
  await deleteStoredImages(urls, { kind: "media", ownerId });
}
