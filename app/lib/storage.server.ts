// Object storage for uploaded files. The app needs four operations to serve uploads and a fifth,
// list, for the sweep that removes files no row references (app/modules/ops/storage-sweep.server.ts). Two drivers (STORAGE_DRIVER, validated in env.server.ts):
// - local (default): files under DATA_DIR/uploads, served by server.ts at /uploads with a long
//   immutable cache (keys are unique per upload and never overwritten, so a URL never changes).
//   One machine only.
// - s3: an S3-compatible bucket (./storage-s3.server.ts), for several app processes; server.ts
//   streams /uploads from the bucket, or S3_PUBLIC_URL_BASE points browsers at a CDN.
import crypto from "node:crypto";
import { createWriteStream, type Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { env } from "./env.server";
import { createS3Storage, s3ConfigFromEnv } from "./storage-s3.server";
import type { ObjectStorage, StoredObject } from "./storage-types";
import { InvalidStorageKeyError, isValidStorageKey, StorageKeyExistsError } from "./storage-types";

// The drivers' shared contract, for callers that import storage from here.
export * from "./storage-types";

function assertValidKey(key: string) {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/**
 * Storage on the local disk under `rootDir` (DATA_DIR/uploads), served at `urlBase`.
 * Writes are atomic and never overwrite: the bytes go to a temporary file in the same folder,
 * which is then hard-linked to its key (link fails with EEXIST if the key exists, and a reader
 * never sees a half-written file). A crash mid-write can leave a ".tmp-…" file behind, which
 * /uploads never serves (dotfiles are denied) and no key can name.
 */
export function createLocalStorage(rootDir: string, urlBase = "/uploads"): ObjectStorage {
  const root = path.resolve(rootDir);
  const base = urlBase.replace(/\/+$/, "");

  function filePath(key: string) {
    assertValidKey(key);
    const file = path.resolve(root, key);
    // The key pattern already rules out escaping the root; this is the belt to those braces.
    if (!file.startsWith(`${root}${path.sep}`)) throw new InvalidStorageKeyError(key);
    return file;
  }

  /** Writes into a temporary file beside the key's, then hard-links it to the key (see above). */
  async function writeAtomically(key: string, write: (temp: string) => Promise<void>) {
    const file = filePath(key);
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.tmp-${crypto.randomBytes(8).toString("hex")}`);
    try {
      await write(temp);
      await fs.link(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new StorageKeyExistsError(key);
      throw error;
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  return {
    async put(key, body) {
      await writeAtomically(key, (temp) => fs.writeFile(temp, body, { flag: "wx" }));
    },

    async putStream(key, body) {
      // Refused before the stream is read: an existing key would only fail after the whole write.
      if (await exists(filePath(key))) throw new StorageKeyExistsError(key);
      let size = 0;
      await writeAtomically(key, async (temp) => {
        await pipeline(body, createWriteStream(temp, { flags: "wx" }));
        size = (await fs.stat(temp)).size;
      });
      return size;
    },

    async get(key) {
      try {
        return await fs.readFile(filePath(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async getStream(key) {
      const file = filePath(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      // The size and the stream come from one open file: a delete in between changes neither.
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },

    async delete(keys) {
      const files = keys.map(filePath);
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
    },

    publicUrl(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },

    keyFromUrl(url) {
      const prefix = `${base}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isValidStorageKey(key) ? key : null;
    },

    list(prefix) {
      return listLocalFiles(root, prefix);
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return fs
    .access(file)
    .then(() => true)
    .catch(() => false);
}

/**
 * Walks the folders under `root` that can hold keys starting with `prefix` (keys are paths, so a
 * prefix "builds/u1" means the folder "builds" and names in it starting with "u1").
 */
async function* listLocalFiles(root: string, prefix: string): AsyncGenerator<StoredObject> {
  const cut = prefix.lastIndexOf("/");
  const startDir = prefix.slice(0, cut + 1); // "" or "builds/" or "builds/u1/"
  // A prefix that names no possible folder ("../", "Builds/") lists nothing.
  if (startDir !== "" && !isValidStorageKey(startDir.slice(0, -1))) return;
  const pending = [startDir];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(root, dir), { withFileTypes: true });
    } catch (error) {
      // A folder nothing was ever stored in (or one removed meanwhile) holds no objects.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for (const entry of entries) {
      const key = `${dir}${entry.name}`;
      // Skips ".tmp-…" files and anything else no key can name (isValidStorageKey).
      if (!isValidStorageKey(key)) continue;
      if (entry.isDirectory()) {
        // Descend only where keys with the prefix can be.
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) pending.push(`${key}/`);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        let stat: Awaited<ReturnType<typeof fs.stat>>;
        try {
          stat = await fs.stat(path.join(root, key));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // deleted meanwhile
          throw error;
        }
        yield { key, lastModified: stat.mtime };
      }
    }
  }
}

let processStorage: ObjectStorage | undefined;

/** The process-wide storage. */
export function storage(): ObjectStorage {
  if (processStorage) return processStorage;
  const config = env();
  processStorage =
    config.STORAGE_DRIVER === "s3"
      ? createS3Storage(s3ConfigFromEnv(config))
      : createLocalStorage(path.join(config.dataDir, "uploads"));
  return processStorage;
}
