// What every storage driver (./storage.server.ts local, ./storage-s3.server.ts S3) implements and
// shares: the interface, the key rules and the errors. Kept apart so the drivers depend on it and
// not on each other.
import type { Readable } from "node:stream";

export interface ObjectStorage {
  /** Stores `body` under `key`. Fails if the key already exists: stored objects never change. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream of unknown length under `key` without holding it in memory (a data export's
   * zip), and returns its size in bytes. Same rules as put: a reader never sees a half-written
   * object, and an existing key is never overwritten (StorageKeyExistsError).
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /**
   * The bytes stored under `key`, or null when nothing is. For server-side readers of the app's own
   * files (the build share card reads a build's photo); browsers load objects from publicUrl.
   */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size (large files, downloads), or null when nothing is stored. */
  getStream(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Deletes the objects; keys that do not exist are fine. */
  delete(keys: string[]): Promise<void>;
  /** The URL the browser loads the object from. */
  publicUrl(key: string): string;
  /** The key of a URL made by publicUrl; null for any other URL (external images). */
  keyFromUrl(url: string): string | null;
  /**
   * Every stored object whose key starts with `prefix` (e.g. "builds/"), in no particular order.
   * Only valid keys are listed: what no key can name (a crashed local write's ".tmp-…" file) is
   * not an object of this storage.
   */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  /** When the object was written (objects never change, so: when it was stored). */
  lastModified: Date;
}

/**
 * Keys under this folder are stored files that are not public (members' data exports): /uploads
 * never serves them (app/lib/uploads-route.server.ts), their own routes check who asks, and the
 * rows that own them keep the key itself, not a URL.
 */
export const PRIVATE_STORAGE_PREFIX = "private/";

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

export class StorageKeyExistsError extends Error {
  constructor(key: string) {
    super(`Storage key already exists: ${key}`);
    this.name = "StorageKeyExistsError";
  }
}

// Lower-case letters, digits, "_", "-", "." in "/"-separated segments; no segment may be empty or
// start with "." (so no "..", no "." and no hidden files), no leading "/" (so never absolute).
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(?:\/[a-z0-9_-][a-z0-9_.-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}
