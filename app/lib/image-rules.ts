// What an uploaded image may be, and what the member is told when it is not. Client-safe (no
// Node imports): forms use the same limit and messages for their instant checks that the server
// uses after sniffing the bytes (app/lib/images.server.ts).

/** SPEC §9: at most 5MB per image (builds, events, avatars). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * For `<input type="file" accept=…>`: only a hint for the file picker. The server decides from
 * the bytes, never from the name or the browser's MIME type.
 */
export const IMAGE_INPUT_ACCEPT =
  "image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif,.heic,.heif";

/**
 * Why the server refused an image:
 * - type:    not a JPEG, PNG, WebP, AVIF, GIF or HEIC/HEIF (SVG, HTML, text, empty file…)
 * - size:    more than MAX_IMAGE_BYTES
 * - pixels:  more pixels than the server will decode (a "decompression bomb"), or absurd proportions
 * - corrupt: looks like an image but cannot be decoded (truncated, damaged)
 */
export type ImageRejectionReason = "type" | "size" | "pixels" | "corrupt";

export interface ImageMessages {
  /** Shown for "type" and "corrupt". */
  invalidType: string;
  /** Shown for "size" and "pixels" (an image too large to process, whatever its byte count). */
  tooLarge: string;
}

/** SPEC §8 "Build create and edit". */
export const BUILD_IMAGE_MESSAGES: ImageMessages = {
  invalidType: "Invalid file type: Please select image files only.",
  tooLarge: "File too large: Please select images smaller than 5MB.",
};

/** SPEC §8 "Event" (the flyer); the profile avatar uses the same wording. */
export const EVENT_IMAGE_MESSAGES: ImageMessages = {
  invalidType: "Please select an image file",
  tooLarge: "Image size must be less than 5MB",
};

export const AVATAR_IMAGE_MESSAGES: ImageMessages = EVENT_IMAGE_MESSAGES;

/** The SPEC message for a rejection, in the wording of the form that received the file. */
export function imageRejectionMessage(reason: ImageRejectionReason, messages: ImageMessages) {
  return reason === "size" || reason === "pixels" ? messages.tooLarge : messages.invalidType;
}
