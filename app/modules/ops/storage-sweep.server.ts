// The storage sweep: deletes stored files that no database row references.
//
// Why it is needed. Every upload is stored BEFORE the row that references it is written (the row
// must never point at a file that is not there). A create that fails deletes its files again,
// but when the process dies in between (kill -9, a crash) or the object store is down so that
// the clean-up delete fails too, the files stay behind with no row (docs/reliability.md). Nobody
// sees them; they only take space. The same goes for a replaced or removed image whose delete
// failed after its row changed.
//
// Why it never deletes a file that is in use:
// - Only objects older than the grace period (an hour) are candidates: a create stores its files
//   and inserts its rows within one request, seconds apart, so a young file without a row may be
//   an upload in flight.
// - The objects are listed first and the references read afterwards, all in ONE statement (one
//   snapshot): every row committed before that read is seen, and a URL that a transaction moves
//   from one table to another is seen in one or the other, never in neither.
// - A URL protects its key in every form: the storage's own (keyFromUrl: /uploads/<key>, or
//   S3_PUBLIC_URL_BASE/<key>), and any other URL whose path ends in a key of the app's shape
//   (<kind>/<owner>/<file>), such as rows saved under a CDN base that was changed since. Every
//   variant of an image (…-480/-960/-1600.webp) is protected by the one URL its row keeps.
// - Only the app's own folders (builds/, events/, avatars/, media/, marketplace/, features/, and
//   private/: members' data exports, whose rows keep the bare key) are listed; anything else in
//   the bucket is not the app's to judge.
// - A database that references no stored file at all while files exist is taken for a
//   misconfiguration (the wrong DATABASE_URL for this bucket) and nothing is deleted.
//
// It runs hourly inside every app process (startStorageSweeper, from server.ts), and as
// `npm run storage:sweep` (scripts/storage-sweep.ts). A PostgreSQL advisory lock lets one process
// sweep at a time; the others skip that round.
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type pg from "pg";
import { type DatabaseHandle, type Db, database, queryRows, type Tx } from "~/db/client.server";
import {
  accountExports,
  buildImages,
  buildJournalPhotos,
  buildSpecs,
  builds,
  eventSeries,
  events,
  features,
  marketplaceListingImages,
  mediaItems,
  mediaPhotos,
  profiles,
  users,
} from "~/db/schema";
import { env } from "~/lib/env.server";
import { IMAGE_KINDS, imageVariants } from "~/lib/image-urls";
import { onShutdown } from "~/lib/lifecycle.server";
import { log } from "~/lib/log.server";
import {
  isValidStorageKey,
  type ObjectStorage,
  PRIVATE_STORAGE_PREFIX,
  storage,
} from "~/lib/storage.server";

/** Files younger than this are never deleted: their row may not be written yet. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** The shortest grace the command accepts: a create request never takes this long. */
export const MIN_SWEEP_GRACE_MS = 10 * 60 * 1000;
/** How often each app process tries to sweep (one of them does, under the lock). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The first sweep after a start: soon, so a crash's leftovers go without waiting an hour. */
export const FIRST_SWEEP_AFTER_MS = 60 * 1000;
/** Keys per delete call (and per log line). */
const DELETE_BATCH = 500;
/** Any constant shared by all app processes (migrations use 7_351_002). */
const SWEEP_LOCK_ID = 7_351_003;

/**
 * Every column that holds the URL of a stored file. A new column that holds one must be added
 * here, or the sweep deletes its files after an hour (storage-sweep.server.test.ts fails for a
 * URL-like column that is neither here nor in NOT_STORED_FILE_COLUMNS).
 */
export const STORED_FILE_COLUMNS: readonly PgColumn[] = [
  builds.featuredImageUrl,
  buildImages.imageUrl,
  buildSpecs.dynoImageUrl,
  buildJournalPhotos.imageUrl,
  events.imageUrl,
  eventSeries.imageUrl,
  features.imageUrl,
  mediaItems.imageUrl,
  mediaItems.videoUrl,
  mediaPhotos.imageUrl,
  marketplaceListingImages.imageUrl,
  profiles.avatarUrl,
  // better-auth's user image: the app keeps avatars in profiles, but a URL here is kept too.
  users.image,
  // A data export's zip, under private/ (never served): the row keeps the key itself.
  accountExports.storageKey,
];

/** URL-like columns that never hold a stored file, and why. */
export const NOT_STORED_FILE_COLUMNS: readonly PgColumn[] = [
  // A YouTube/Vimeo embed address (media/schemas.ts normalizeEmbedUrl), never an upload.
  mediaItems.embedUrl,
];

/** The app's own folders: every kind of image, and the private files rows name by key. */
export const SWEPT_FOLDERS: readonly string[] = [
  ...IMAGE_KINDS.map((kind) => `${kind}/`),
  PRIVATE_STORAGE_PREFIX,
];

/** Every distinct stored-file URL the database holds, read in one statement (one snapshot). */
export async function referencedUrls(db: Db): Promise<string[]> {
  const selects: SQL[] = STORED_FILE_COLUMNS.map(
    (column) => sql`select ${column} as url from ${column.table} where ${column} is not null`,
  );
  const rows = await queryRows<{ url: string }>(sql.join(selects, sql` union `), db);
  return rows.map((row) => row.url);
}

/**
 * The stored-file URLs the database holds that contain one of `fragments` (storage folders such
 * as "builds/<member id>/"), read in one statement: a narrow referencedUrls for a few folders.
 */
async function urlsContaining(
  db: Db | Tx | undefined,
  fragments: readonly string[],
): Promise<string[]> {
  if (fragments.length === 0) return [];
  const selects: SQL[] = STORED_FILE_COLUMNS.map((column) => {
    const naming = sql.join(
      fragments.map((fragment) => sql`strpos(${column}, ${fragment}) > 0`),
      sql` or `,
    );
    return sql`select ${column} as url from ${column.table} where ${column} is not null and (${naming})`;
  });
  const rows = await queryRows<{ url: string }>(sql.join(selects, sql` union `), db);
  return rows.map((row) => row.url);
}

/**
 * Of `keys`, those no database row references (by the same rules as the sweep: every URL form,
 * every variant of an image). For deleting files right after the rows that showed them went
 * (an account deleted, ADR 037): a file that another row still shows (a series' dates share its
 * flyer; a URL typed into someone else's form) is kept.
 */
export async function keysNoRowUses(
  keys: readonly string[],
  options: { db?: Db | Tx; store?: ObjectStorage } = {},
): Promise<string[]> {
  if (keys.length === 0) return [];
  const folders = [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf("/") + 1)))];
  const urls = await urlsContaining(options.db, folders);
  const references = referencesOf(options.store ?? storage(), urls);
  return [...new Set(keys)].filter((key) => !isReferenced(key, references));
}

// "<kind>/<owner>/<file>" at the end of a URL's path, whatever comes before it.
const KEY_AT_END = new RegExp(`(?:^|/)((?:${IMAGE_KINDS.join("|")})/[^/?#]+/[^/?#]+)(?:[?#].*)?$`);

/** What a set of URLs protects: exact keys, and the stems shared by an image's variants. */
export interface References {
  keys: Set<string>;
  stems: Set<string>;
}

/** The stem of an image variant's key ("builds/u1/1767312000000-0-9a8b7c6d5e4f-"), else null. */
function variantStem(key: string): string | null {
  const variants = imageVariants(key);
  if (!variants) return null;
  return variants[0].src.slice(0, variants[0].src.lastIndexOf("-") + 1);
}

export function referencesOf(store: ObjectStorage, urls: Iterable<string>): References {
  const keys = new Set<string>();
  const stems = new Set<string>();
  for (const url of urls) {
    // A column of private files holds the bare key (no URL has the shape of a key: "/", ":").
    const candidates = [
      store.keyFromUrl(url),
      KEY_AT_END.exec(url)?.[1] ?? null,
      isValidStorageKey(url) ? url : null,
    ];
    for (const key of candidates) {
      if (!key || !isValidStorageKey(key)) continue;
      keys.add(key);
      const stem = variantStem(key);
      if (stem) stems.add(stem);
    }
  }
  return { keys, stems };
}

export function isReferenced(key: string, references: References): boolean {
  if (references.keys.has(key)) return true;
  const stem = variantStem(key);
  return stem !== null && references.stems.has(stem);
}

export interface SweepOptions {
  store: ObjectStorage;
  db: Db;
  /** Files younger than this are kept whatever references them (default SWEEP_GRACE_MS). */
  graceMs?: number;
  /** The sweep's clock (tests). */
  now?: Date;
  /** List what would be deleted, delete nothing. */
  dryRun?: boolean;
  /** Stops before the next delete (shutdown). */
  signal?: AbortSignal;
}

export interface SweepResult {
  /** Objects listed in the app's folders. */
  listed: number;
  /** Of those, older than the grace period. */
  old: number;
  /** Old objects without a reference: deleted (or, in a dry run, to be deleted). */
  orphans: string[];
  /** True when the orphans were deleted. */
  deleted: boolean;
  /** Why nothing was deleted although there were orphans. */
  refused?: "no references" | "dry run" | "stopped";
}

/** One sweep, without the lock (sweepStorageOnce takes it). */
export async function sweepStorage(options: SweepOptions): Promise<SweepResult> {
  const graceMs = options.graceMs ?? SWEEP_GRACE_MS;
  const cutoff = (options.now ?? new Date()).getTime() - graceMs;
  let listed = 0;
  const old: string[] = [];
  for (const folder of SWEPT_FOLDERS) {
    for await (const object of options.store.list(folder)) {
      listed += 1;
      if (object.lastModified.getTime() < cutoff) old.push(object.key);
    }
  }
  // After the listing (see the top of the file): any row committed before now is seen.
  const urls = await referencedUrls(options.db);
  const references = referencesOf(options.store, urls);
  const orphans = old.filter((key) => !isReferenced(key, references));
  const result: SweepResult = { listed, old: old.length, orphans, deleted: false };
  if (orphans.length === 0) return result;
  if (references.keys.size === 0) {
    log.warn(
      { listed, orphans: orphans.length },
      "[storage-sweep] the database references no stored file at all, yet files exist: nothing deleted (is DATABASE_URL the database of this bucket/uploads folder?)",
    );
    return { ...result, refused: "no references" };
  }
  if (options.dryRun) return { ...result, refused: "dry run" };
  for (let i = 0; i < orphans.length; i += DELETE_BATCH) {
    if (options.signal?.aborted) return { ...result, refused: "stopped" };
    const batch = orphans.slice(i, i + DELETE_BATCH);
    await options.store.delete(batch);
    log.info(
      { count: batch.length, keys: batch },
      `[storage-sweep] deleted ${batch.length} file(s) no row references`,
    );
  }
  return { ...result, deleted: true };
}

/**
 * Runs fn while holding the sweep's advisory lock, or returns null at once when another process
 * holds it. A session lock on a connection of its own: it is released with the connection if the
 * process dies mid-sweep.
 */
async function withSweepLock<T>(handle: DatabaseHandle, fn: () => Promise<T>): Promise<T | null> {
  if (handle.kind === "pglite") {
    // One process, one session: the lock cannot be contended (sweepingHere guards re-entry).
    return fn();
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1) as locked",
      [SWEEP_LOCK_ID],
    );
    if (!rows[0]?.locked) return null;
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [SWEEP_LOCK_ID]).catch((error) => {
        // A connection that cannot unlock is closed below, which releases the lock.
        broken = error as Error;
      });
    }
  } finally {
    client.release(broken);
  }
}

let sweepingHere = false;

export interface SweepOnceOptions {
  graceMs?: number;
  dryRun?: boolean;
  signal?: AbortSignal;
  handle?: DatabaseHandle;
  store?: ObjectStorage;
}

/**
 * One sweep of the process's storage against its database, unless another process (or an
 * earlier call in this one) is sweeping: then null.
 */
export async function sweepStorageOnce(
  options: SweepOnceOptions = {},
): Promise<SweepResult | null> {
  if (sweepingHere) return null;
  sweepingHere = true;
  try {
    const handle = options.handle ?? database();
    const store = options.store ?? storage();
    return await withSweepLock(handle, () =>
      sweepStorage({
        store,
        db: handle.db,
        graceMs: options.graceMs,
        dryRun: options.dryRun,
        signal: options.signal,
      }),
    );
  } finally {
    sweepingHere = false;
  }
}

const STARTED_KEY = Symbol.for("camber.storageSweeper");

/**
 * Sweeps FIRST_SWEEP_AFTER_MS after the start and every SWEEP_EVERY_MS after that, until the
 * shutdown (which waits for a sweep in progress to stop before its next delete). The timers do
 * not keep the process alive. Idempotent; off with STORAGE_SWEEP=off.
 */
export function startStorageSweeper(
  options: { enabled?: boolean; firstAfterMs?: number; everyMs?: number } = {},
) {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (!(options.enabled ?? env().STORAGE_SWEEP) || holder[STARTED_KEY]) return;
  holder[STARTED_KEY] = true;
  const stop = new AbortController();
  let running: Promise<void> | undefined;

  const sweep = () => {
    if (running) return;
    running = sweepStorageOnce({ signal: stop.signal })
      .then((result) => {
        if (!result) {
          log.debug("[storage-sweep] another process is sweeping; skipped");
          return;
        }
        const { listed, old, orphans, deleted, refused } = result;
        const level = orphans.length > 0 ? "info" : "debug";
        log[level](
          { listed, old, orphans: orphans.length, deleted, refused },
          `[storage-sweep] done: ${deleted ? orphans.length : 0} unreferenced file(s) deleted`,
        );
      })
      .catch((error) => log.error({ err: error }, "[storage-sweep] sweep failed"))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(sweep, options.firstAfterMs ?? FIRST_SWEEP_AFTER_MS);
  first.unref();
  const every = setInterval(sweep, options.everyMs ?? SWEEP_EVERY_MS);
  every.unref();
  onShutdown(async () => {
    clearTimeout(first);
    clearInterval(every);
    stop.abort();
    await running;
    holder[STARTED_KEY] = false;
  });
}
