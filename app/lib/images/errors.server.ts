import type { ImageRejection, ImageRejectionReason } from "../image-rules";

/**
 * The upload is not an image we accept. `reason` says why, `fileName`, `bytes`, `width` and
 * `height` what we know of the file; the message is for logs. Each form words it with
 * imageRejectionMessage(error, …) (app/lib/image-rules.ts), which names the file.
 */
export class ImageRejectedError extends Error implements ImageRejection {
  readonly reason: ImageRejectionReason;
  fileName?: string;
  bytes?: number;
  width?: number;
  height?: number;

  constructor(
    reason: ImageRejectionReason,
    message: string,
    details: Omit<ImageRejection, "reason"> = {},
  ) {
    super(message);
    this.name = "ImageRejectedError";
    this.reason = reason;
    Object.assign(this, details);
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
