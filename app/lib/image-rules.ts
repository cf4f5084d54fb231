// What an uploaded image may be, and what the member is told when it is not. Client-safe (no
// Node imports): forms use the same limit and messages for their instant checks that the server
// uses after sniffing the bytes (app/lib/images.server.ts).

/** At most this many megabytes per image (builds, events, avatars). */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** The limit as messages and hints write it: "5MB". */
export const MAX_IMAGE_SIZE_TEXT = `${MAX_IMAGE_MB}MB`;

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

/** What the member is told about a refused file: the reason, and what we know of the file. */
export interface ImageRejection {
  reason: ImageRejectionReason;
  /** The name the member's device gave the file (absent for files that had none). */
  fileName?: string;
  /** The file's size in bytes ("size"). */
  bytes?: number;
  /** The image's dimensions, when its header could be read ("pixels"). */
  width?: number;
  height?: number;
}

/** Decompression-bomb guard: 40 megapixels is above any phone camera's default photo size. */
export const MAX_IMAGE_MEGAPIXELS = 40;

export interface ImageMessages {
  /** "type": not an image (SPEC wording). */
  invalidType: string;
  /** "size": more than MAX_IMAGE_BYTES (SPEC wording). */
  tooLarge: string;
  /** "pixels": small in bytes, but more pixels than the server decodes. */
  tooManyPixels: string;
  /** "corrupt": an image that cannot be read to its end (truncated, damaged). */
  damaged: string;
}

/** SPEC §8 "Build create and edit" (also listing photos and media photo sets). */
export const BUILD_IMAGE_MESSAGES: ImageMessages = {
  invalidType: "Invalid file type: Please select image files only.",
  tooLarge: `File too large: Please select images smaller than ${MAX_IMAGE_SIZE_TEXT}.`,
  tooManyPixels: `Image too large: Please select images of at most ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
  damaged: "Damaged image: Please select image files that open on your device.",
};

/** SPEC §8 "Event" (the flyer); the profile avatar uses the same wording. */
export const EVENT_IMAGE_MESSAGES: ImageMessages = {
  invalidType: "Please select an image file",
  tooLarge: `Image size must be less than ${MAX_IMAGE_SIZE_TEXT}`,
  tooManyPixels: `Image must be at most ${MAX_IMAGE_MEGAPIXELS} megapixels`,
  damaged: "Image is damaged or incomplete",
};

export const AVATAR_IMAGE_MESSAGES: ImageMessages = EVENT_IMAGE_MESSAGES;

const MAX_SHOWN_NAME = 60;

/** A file name fit for a message: no control characters, long names shortened in the middle. */
export function displayFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  if (clean.length <= MAX_SHOWN_NAME) return clean;
  const half = Math.floor((MAX_SHOWN_NAME - 1) / 2);
  return `${clean.slice(0, half)}…${clean.slice(-half)}`;
}

/** Rounded up, so a file just over the limit never reads as exactly "5.0MB". */
function megabytesText(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)}MB`;
}

/** The sentence that says which file and what is wrong with it. */
function fileDetail(rejection: ImageRejection): string | null {
  if (!rejection.fileName) return null;
  const name = `"${displayFileName(rejection.fileName)}"`;
  switch (rejection.reason) {
    case "type":
      return `${name} is not a JPEG, PNG, WebP, AVIF, GIF or HEIC image.`;
    case "size":
      return rejection.bytes
        ? `${name} is ${megabytesText(rejection.bytes)}.`
        : `${name} is larger than ${MAX_IMAGE_SIZE_TEXT}.`;
    case "pixels": {
      const { width, height } = rejection;
      if (!width || !height) return `${name} has more than ${MAX_IMAGE_MEGAPIXELS} megapixels.`;
      const megapixels = (width * height) / 1e6;
      return megapixels > MAX_IMAGE_MEGAPIXELS
        ? `${name} is ${width} × ${height} pixels (${Math.floor(megapixels)} megapixels).`
        : `${name} is ${width} × ${height} pixels: too narrow or too tall to show.`;
    }
    case "corrupt":
      return `${name} is damaged or cut short and cannot be read.`;
  }
}

/**
 * What the member is told about a refused file, in the wording of the form that received it: the
 * form's message for the reason (SPEC's exact text for "type" and "size"), then a sentence naming
 * the file and what is wrong with it. Pass the ImageRejectedError itself (it carries the name).
 */
export function imageRejectionMessage(
  rejection: ImageRejection | ImageRejectionReason,
  messages: ImageMessages,
): string {
  const r = typeof rejection === "string" ? { reason: rejection } : rejection;
  const base = {
    type: messages.invalidType,
    size: messages.tooLarge,
    pixels: messages.tooManyPixels,
    corrupt: messages.damaged,
  }[r.reason];
  const detail = fileDetail(r);
  if (!detail) return base;
  return /[.!?]$/.test(base) ? `${base} ${detail}` : `${base}. ${detail}`;
}
