import type { ImageRejectionReason } from "../image-rules";

/**
 * The upload is not an image we accept. `reason` says why; the message is for logs. Each form maps
 * the reason to its own SPEC wording with imageRejectionMessage() (app/lib/image-rules.ts).
 */
export class ImageRejectedError extends Error {
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, message: string) {
    super(message);
    this.name = "ImageRejectedError";
    this.reason = reason;
  }
}

/**
 * A form carried more files than its limit. Builds show SPEC's 'Too many images' with
 * 'You can upload a maximum of 5 images.' (create) or '…5 images total.' (edit).
 */
export class TooManyFilesError extends Error {
  readonly maxFiles: number;

  constructor(maxFiles: number) {
    super(`Too many files: at most ${maxFiles} per request.`);
    this.name = "TooManyFilesError";
    this.maxFiles = maxFiles;
  }
}
