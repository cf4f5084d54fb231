// Stores an uploaded image's variants under keys of our own making (SPEC §7: the kind, the user id,
// a timestamp and an index), and deletes them again. See app/lib/image-urls.ts for the scheme.
import crypto from "node:crypto";
import { MAX_IMAGE_BYTES } from "../image-rules";
import { type ImageKind, imageVariants, maxVariantWidthFor } from "../image-urls";
import { log } from "../log.server";
import { type ObjectStorage, storage } from "../storage.server";
import { ImageRejectedError } from "./errors.server";
import { processImage } from "./process.server";

export interface StoredImage {
  /** Public URL of the largest variant: the one URL to save in the database. */
  url: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URL, for the background while the image loads. */
  placeholder: string;
  /** Storage keys of every variant, smallest first. */
  keys: string[];
}

export interface StoreImageOptions {
  /** The uploader's user id (a UUID); it becomes a folder of the key. */
  ownerId: string;
  kind: ImageKind;
  /** Position of the file in its form (a build's images 0…4). */
  index?: number;
}

const OWNER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** "<kind>/<owner>/<timestamp>-<index>-<random>-": only our own characters, never the file name. */
function keyStem({ ownerId, kind, index = 0 }: StoreImageOptions): string {
  // Programming errors, not bad uploads: the caller passes a session's user id and a loop index.
  if (!OWNER_ID_PATTERN.test(ownerId)) throw new Error(`Invalid image owner id: ${ownerId}`);
  if (!Number.isInteger(index) || index < 0 || index > 999) {
    throw new Error(`Invalid image index: ${index}`);
  }
  // 48 random bits: two uploads by one member in the same millisecond never collide.
  const random = crypto.randomBytes(6).toString("hex");
  return `${kind}/${ownerId.toLowerCase()}/${Date.now()}-${index}-${random}-`;
}

async function readInput(input: File | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input;
  // Refuse an oversized file before copying it into memory again.
  if (input.size > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError("size", "The file is larger than 5MB.", { bytes: input.size });
  }
  return Buffer.from(await input.arrayBuffer());
}

/** storeImage against a given storage (tests pass one that fails on purpose). */
export async function storeImageIn(
  store: ObjectStorage,
  input: File | Buffer,
  options: StoreImageOptions,
): Promise<StoredImage> {
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    // Avatars are only ever shown small and round: stored square, at small sizes.
    processed = await processImage(await readInput(input), {
      square: options.kind === "avatars",
      maxWidth: maxVariantWidthFor(options.kind),
    });
  } catch (error) {
    // The member is told which of their files was refused.
    if (error instanceof ImageRejectedError && !Buffer.isBuffer(input) && input.name) {
      error.fileName ??= input.name;
    }
    throw error;
  }
  const { variants, placeholder } = processed;
  const stem = keyStem(options);
  const mark = options.kind === "avatars" ? "sq" : "";
  const keys = variants.map((v) => `${stem}${mark}${v.width}.webp`);
  try {
    for (const [i, variant] of variants.entries()) {
      await store.put(keys[i], variant.data, "image/webp");
    }
  } catch (error) {
    // No orphans: remove whatever was written (deleting keys never written is harmless). When
    // the store is what failed, this fails too; the storage sweep removes the files later.
    await store.delete(keys).catch((cleanupError) => {
      log.warn(
        { err: cleanupError, area: "images", keys },
        "[images] could not remove a partly stored image; the storage sweep will delete it",
      );
    });
    throw error;
  }
  const largest = variants[variants.length - 1];
  return {
    url: store.publicUrl(keys[keys.length - 1]),
    width: largest.width,
    height: largest.height,
    placeholder,
    keys,
  };
}

/**
 * Validates, converts and stores an uploaded image. Throws ImageRejectedError (map its `reason`
 * to the form's SPEC message with imageRejectionMessage) or a storage error.
 */
export function storeImage(input: File | Buffer, options: StoreImageOptions): Promise<StoredImage> {
  return storeImageIn(storage(), input, options);
}

/**
 * Stores the images of one form in order (index `firstIndex`, `firstIndex` + 1, …), all or none:
 * when one is refused or the store fails, those already stored are discarded before the error
 * goes on (ImageRejectedError names the refused file).
 */
export async function storeImages(
  inputs: readonly (File | Buffer)[],
  options: { ownerId: string; kind: ImageKind; firstIndex?: number },
): Promise<StoredImage[]> {
  const { ownerId, kind, firstIndex = 0 } = options;
  const stored: StoredImage[] = [];
  try {
    for (const [i, input] of inputs.entries()) {
      stored.push(await storeImage(input, { ownerId, kind, index: firstIndex + i }));
    }
    return stored;
  } catch (error) {
    await discardStoredFiles(
      stored.map((image) => image.url),
      kind,
    );
    throw error;
  }
}

/**
 * Runs `write`, typically the transaction that saves the rows of freshly stored files; if it
 * throws, those files are discarded (discardStoredFiles: no row will reference them) and the error
 * goes on.
 */
export async function discardIfFails<T>(
  urls: readonly string[],
  area: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardStoredFiles(urls, area);
    throw error;
  }
}

/**
 * Whose stored file a "delete the previous file" may remove: files of this kind stored under this
 * member's folder. `ownerId: null` means any member's file of the kind, and is only for areas
 * where nobody can type the URL a row holds (features: admins upload, the URL is never a field).
 */
export interface FileOwner {
  kind: ImageKind;
  ownerId: string | null;
}

/**
 * Is `url` a file this storage holds for `owner`? A URL saved in a row is not proof of ownership:
 * a member may type the public URL of anyone's upload into an image URL field (with
 * S3_PUBLIC_URL_BASE it looks like any other link), so only the key's kind and owner folder,
 * which only storeImage/storeVideo write, can say whose file it is.
 */
export function isOwnedUploadIn(store: ObjectStorage, url: string, owner: FileOwner): boolean {
  const key = store.keyFromUrl(url);
  if (!key) return false;
  const folder =
    owner.ownerId === null ? `${owner.kind}/` : `${owner.kind}/${owner.ownerId.toLowerCase()}/`;
  return key.startsWith(folder);
}

/** isOwnedUploadIn against the process-wide storage. */
export function isOwnedUpload(url: string | null | undefined, owner: FileOwner): url is string {
  return !!url && isOwnedUploadIn(storage(), url, owner);
}

/**
 * Deletes the stored files (an image with every variant, or a single file such as a video) of the
 * URLs that `owner` owns (isOwnedUploadIn); every other URL (external links, someone else's
 * upload) is skipped, never deleted.
 */
export async function deleteOwnedFilesIn(
  store: ObjectStorage,
  urls: readonly (string | null | undefined)[],
  owner: FileOwner,
): Promise<void> {
  const keys = ownedFileKeysIn(store, urls, owner);
  if (keys.length > 0) await store.delete(keys);
}

/**
 * The storage keys of the files (an image's every variant, or a single file such as a video)
 * behind the URLs that `owner` owns (isOwnedUploadIn); every other URL gives none.
 */
export function ownedFileKeysIn(
  store: ObjectStorage,
  urls: readonly (string | null | undefined)[],
  owner: FileOwner,
): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    if (!url || !isOwnedUploadIn(store, url, owner)) continue;
    const key = store.keyFromUrl(url) as string;
    for (const variant of imageVariants(key) ?? [{ src: key }]) keys.add(variant.src);
  }
  return [...keys];
}

/** ownedFileKeysIn against the process-wide storage. */
export function ownedFileKeys(
  urls: readonly (string | null | undefined)[],
  owner: FileOwner,
): string[] {
  return ownedFileKeysIn(storage(), urls, owner);
}

/**
 * The one way to delete the file of a row that goes away or whose image changes: deletes the files
 * `owner` owns among `urls` (every variant of an image) and skips the rest.
 */
export function deleteStoredImages(
  urls: readonly (string | null | undefined)[],
  owner: FileOwner,
): Promise<void> {
  return deleteOwnedFilesIn(storage(), urls, owner);
}

/** Every key of the given freshly stored files (no ownership question: this request made them). */
async function deleteFreshFilesIn(store: ObjectStorage, urls: string[]): Promise<void> {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = store.keyFromUrl(url);
    if (!key) continue;
    for (const variant of imageVariants(key) ?? [{ src: key }]) keys.add(variant.src);
  }
  if (keys.size > 0) await store.delete([...keys]);
}

/**
 * The clean-up after a create or update that failed once its files were stored: deletes them,
 * since no row will reference them (images with every variant, or any other stored file such as
 * a video; external URLs are skipped). It never throws: when the store does not answer (it may be
 * what made the write fail), it logs a warning and the storage sweep
 * (app/modules/ops/storage-sweep.server.ts) deletes the files once they are an hour old. The
 * caller goes on with its own error and message.
 */
export function discardStoredFiles(
  urls: readonly (string | null | undefined)[],
  area: string,
): Promise<void> {
  return discardStoredFilesIn(storage(), urls, area);
}

/** discardStoredFiles against a given storage. */
export async function discardStoredFilesIn(
  store: ObjectStorage,
  urls: readonly (string | null | undefined)[],
  area: string,
): Promise<void> {
  const present = urls.filter((url): url is string => Boolean(url));
  if (present.length === 0) return;
  try {
    await deleteFreshFilesIn(store, present);
  } catch (error) {
    log.warn(
      { err: error, area, urls: present },
      `[${area}] could not delete the stored files of a failed write; the storage sweep will delete them`,
    );
  }
}
