// Image uploads: the one import for routes and modules. The work is split by concern under
// app/lib/images/ (sniffing, HEIC decoding, processing, storing, multipart limits); the naming
// scheme and srcset live in the client-safe app/lib/image-urls.ts, the limits and SPEC messages
// in the client-safe app/lib/image-rules.ts.
//
// Typical action:
//   const form = await readMultipartForm(request, { maxFiles: 5, maxFileBytes: MAX_IMAGE_BYTES,
//                                                   maxTotalBytes: 5 * MAX_IMAGE_BYTES });
//   try { const image = await storeImage(file, { ownerId: user.id, kind: "builds", index }); }
//   catch (e) { if (e instanceof ImageRejectedError)
//                 return { error: imageRejectionMessage(e.reason, BUILD_IMAGE_MESSAGES) }; throw e; }
// and when the row that held the URL goes away:
//   await deleteStoredImages([oldUrl], { kind: "builds", ownerId: row.userId });
// which deletes only that member's own uploads of that kind, never a URL someone typed.
export {
  AVATAR_IMAGE_MESSAGES,
  BUILD_IMAGE_MESSAGES,
  EVENT_IMAGE_MESSAGES,
  type ImageMessages,
  type ImageRejectionReason,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
} from "./image-rules";
export { type ImageKind, srcSetFor } from "./image-urls";
export { ImageRejectedError, TooManyFilesError } from "./images/errors.server";
export {
  type MultipartLimits,
  readMultipartForm,
  readUpload,
  type UploadRefusalCause,
} from "./images/multipart.server";
export { MAX_INPUT_PIXELS } from "./images/process.server";
export {
  deleteStoredImages,
  discardIfFails,
  discardStoredFiles,
  type FileOwner,
  isOwnedUpload,
  ownedFileKeys,
  type StoredImage,
  type StoreImageOptions,
  storeImage,
  storeImages,
} from "./images/store.server";
