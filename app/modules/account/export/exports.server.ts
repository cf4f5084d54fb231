// "Export my data": asking for an export, listing the member's exports, finding the one a
// download link opens, and removing expired ones. The zip itself is made by the job
// (./jobs.server.ts) from the areas' exporters (./archive.server.ts). Rules (ADR 036):
// - one export at a time, and EXPORTS_PER_DAY in any 24 hours (failed ones do not count); the
//   member's row is locked while checking, so two clicks at once make one export;
// - the row and its job are written in one transaction: no row without its job;
// - an export is downloadable while ready and before expires_at (EXPORT_LINK_DAYS after it was
//   made), only by its owner (signed in), through its link's token or from the export page;
// - a pending export that never finished (its job's process died at the last attempt) stops
//   blocking after PENDING_GIVES_UP_MS and counts as failed.
import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { type Db, getDb, type Tx } from "~/db/client.server";
import { accountExports, users } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ConflictError, RateLimitedError } from "~/lib/errors";
import { enqueueJob } from "~/lib/jobs/index.server";
import { log } from "~/lib/log.server";
import { formatWait } from "~/lib/rate-limit.server";
import { type ObjectStorage, PRIVATE_STORAGE_PREFIX, storage } from "~/lib/storage.server";
import {
  EXPORT_LINK_DAYS,
  EXPORT_MESSAGES,
  EXPORTS_LISTED,
  EXPORTS_PER_DAY,
  type ExportStatus,
  tooManyExportsMessage,
} from "./constants";
import { hashExportToken, isExportTokenShape, unusableTokenHash } from "./tokens.server";

export const EXPORT_JOB = "account.export.prepare";
export const EXPORT_CLEANUP_JOB = "account.export.cleanup";
/** Where export zips are stored: under private/, which /uploads never serves. */
export const EXPORTS_FOLDER = `${PRIVATE_STORAGE_PREFIX}exports/`;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const EXPORT_LINK_MS = EXPORT_LINK_DAYS * DAY_MS;
/** A pending export older than this has no job left that could finish it. */
export const PENDING_GIVES_UP_MS = HOUR_MS;

/**
 * Asks for an export of the actor's data: a pending row and the job that makes its zip, in one
 * transaction. Refuses a second one while one is being made (409) and a fourth in 24 hours (429
 * with the real wait).
 */
export async function requestExport(actor: Actor, now = new Date()): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    // One request at a time per member: the second waits here and then sees the first's row.
    await tx.execute(sql`select id from users where id = ${actor.id} for update`);
    await tx
      .update(accountExports)
      .set({ status: "failed" })
      .where(
        and(
          eq(accountExports.userId, actor.id),
          eq(accountExports.status, "pending"),
          lte(accountExports.createdAt, new Date(now.getTime() - PENDING_GIVES_UP_MS)),
        ),
      );
    const recent = await tx
      .select({ status: accountExports.status, createdAt: accountExports.createdAt })
      .from(accountExports)
      .where(
        and(
          eq(accountExports.userId, actor.id),
          inArray(accountExports.status, ["pending", "ready"]),
          gt(accountExports.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(desc(accountExports.createdAt));
    if (recent.some((row) => row.status === "pending")) {
      throw new ConflictError("an export is being prepared", {
        userMessage: EXPORT_MESSAGES.alreadyPending,
      });
    }
    if (recent.length >= EXPORTS_PER_DAY) {
      // The day's allowance comes back when the oldest of the last EXPORTS_PER_DAY turns a day old.
      const freedAt = recent[EXPORTS_PER_DAY - 1].createdAt.getTime() + DAY_MS;
      const waitSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
      throw new RateLimitedError(waitSeconds, {
        userMessage: tooManyExportsMessage(formatWait(waitSeconds)),
      });
    }
    const row = await insertExportRow(tx, actor.id, now);
    await enqueueJob(
      EXPORT_JOB,
      { exportId: row.id },
      { tx, uniqueKey: `account-export:${row.id}`, runAt: now },
    );
    return row;
  });
}

/** A new pending export (its link is made when its zip is ready). */
export async function insertExportRow(db: Db | Tx, userId: string, now: Date) {
  const [row] = await db
    .insert(accountExports)
    .values({
      userId,
      status: "pending",
      tokenHash: unusableTokenHash(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_LINK_MS),
    })
    .returning({ id: accountExports.id });
  return row;
}

export interface ExportListItem {
  id: string;
  /** Stale pending exports show as failed; ready ones past expires_at as expired. */
  status: ExportStatus | "expired";
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
}

/** What the display says of a row at `now`. */
function displayStatus(
  row: { status: ExportStatus; createdAt: Date; expiresAt: Date },
  now: Date,
): ExportListItem["status"] {
  if (row.status === "pending" && now.getTime() - row.createdAt.getTime() > PENDING_GIVES_UP_MS) {
    return "failed";
  }
  if (row.status === "ready" && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.status;
}

/** The member's latest exports, newest first. */
export async function listExports(userId: string, now = new Date()): Promise<ExportListItem[]> {
  const rows = await getDb()
    .select({
      id: accountExports.id,
      status: accountExports.status,
      createdAt: accountExports.createdAt,
      readyAt: accountExports.readyAt,
      expiresAt: accountExports.expiresAt,
      sizeBytes: accountExports.sizeBytes,
    })
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt), desc(accountExports.id))
    .limit(EXPORTS_LISTED);
  return rows.map((row) => {
    const status = displayStatus(row, now);
    return {
      id: row.id,
      status,
      requestedAt: row.createdAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      // A pending export's expires_at is a placeholder; its link's time starts when it is ready.
      expiresAt: status === "ready" || status === "expired" ? row.expiresAt.toISOString() : null,
      sizeBytes: status === "ready" ? row.sizeBytes : null,
    };
  });
}

export interface DownloadableExport {
  id: string;
  storageKey: string;
  sizeBytes: number;
  readyAt: Date;
}

/**
 * The export a download opens: by its link's token or by its id (the export page), only for its
 * owner, only while ready and unexpired. Null for anything else, without saying which (an
 * expired link, another member's link and a made-up one look alike).
 */
export async function findDownload(
  by: { token: string } | { id: string },
  userId: string,
  now = new Date(),
): Promise<DownloadableExport | null> {
  if ("token" in by && !isExportTokenShape(by.token)) return null;
  const [row] = await getDb()
    .select({
      id: accountExports.id,
      storageKey: accountExports.storageKey,
      sizeBytes: accountExports.sizeBytes,
      readyAt: accountExports.readyAt,
      expiresAt: accountExports.expiresAt,
      userId: accountExports.userId,
    })
    .from(accountExports)
    .where(
      and(
        "token" in by
          ? eq(accountExports.tokenHash, hashExportToken(by.token))
          : eq(accountExports.id, by.id),
        eq(accountExports.status, "ready"),
      ),
    );
  if (!row || row.userId !== userId || row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.storageKey || row.sizeBytes === null || !row.readyAt) return null;
  return { id: row.id, storageKey: row.storageKey, sizeBytes: row.sizeBytes, readyAt: row.readyAt };
}

/** The member an export belongs to, for its job: e-mail, name, and whether it still waits. */
export async function exportToPrepare(db: Db | Tx, exportId: string) {
  const [row] = await db
    .select({
      id: accountExports.id,
      userId: accountExports.userId,
      status: accountExports.status,
      email: users.email,
      name: users.name,
    })
    .from(accountExports)
    .innerJoin(users, eq(users.id, accountExports.userId))
    .where(eq(accountExports.id, exportId));
  return row ?? null;
}

/** How many expired exports one cleanup run removes (the next hour takes the rest). */
const CLEANUP_BATCH = 500;

/**
 * Removes the exports whose time is up (ready ones after EXPORT_LINK_DAYS, pending or failed ones
 * after as long): the rows first, then their files. A file whose delete fails is no row's any
 * more, so the storage sweep removes it later. Returns how many exports were removed.
 */
export async function removeExpiredExports(
  now: Date,
  store: ObjectStorage = storage(),
): Promise<number> {
  const removed = await getDb()
    .delete(accountExports)
    .where(
      inArray(
        accountExports.id,
        getDb()
          .select({ id: accountExports.id })
          .from(accountExports)
          .where(lte(accountExports.expiresAt, now))
          .limit(CLEANUP_BATCH),
      ),
    )
    .returning({ storageKey: accountExports.storageKey });
  const keys = removed.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  if (keys.length > 0) {
    await store.delete(keys).catch((error) => {
      log.warn(
        { err: error, keys: keys.length },
        "[account-export] could not delete expired export files; the storage sweep will",
      );
    });
  }
  return removed.length;
}
