// The export's jobs on the runner (app/lib/jobs, ADR 029):
// - account.export.prepare: writes the zip into storage (./archive.server.ts, from the exporters
//   the app layer registered: app/account-data.server.ts), then in ONE transaction marks the
//   export ready with its size, its expiry and the SHA-256 of a new link token, puts the in-app
//   notice and completes the job (completeJobIn); the e-mail with the link goes after the commit.
//   The token exists only in this run's memory and in that e-mail (never in the job's payload or
//   the database). A run that fails deletes its zip; the last attempt marks the export failed.
// - account.export.cleanup (hourly): removes expired exports, rows and files.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type Db, getDb, type Tx } from "~/db/client.server";
import { accountExports } from "~/db/schema";
import {
  completeJobIn,
  type JobContext,
  type JobHandler,
  JobLeaseLostError,
  type RecurringJob,
} from "~/lib/jobs/index.server";
import { log } from "~/lib/log.server";
import { sendMail } from "~/lib/mail.server";
import { type MemberDataExporter, siteUrl } from "~/lib/member-data.server";
import { type ObjectStorage, storage } from "~/lib/storage.server";
import { notifyMembersInApp } from "~/modules/notifications/index.server";
import { writeMemberExport } from "./archive.server";
import { EXPORT_LINK_DAYS, EXPORT_MESSAGES, EXPORT_PATH } from "./constants";
import {
  EXPORT_CLEANUP_JOB,
  EXPORT_JOB,
  EXPORT_LINK_MS,
  EXPORTS_FOLDER,
  exportToPrepare,
  insertExportRow,
  removeExpiredExports,
} from "./exports.server";
import { hashExportToken, newExportToken } from "./tokens.server";

/** Attempts at making one zip before the export is marked failed (retries after 30 s, 1 min). */
export const EXPORT_ATTEMPTS = 3;

export interface ExportJobPayload {
  exportId: string;
}

/** The path of an export's download link (the token is the only secret in it). */
export function exportLinkPath(token: string): string {
  return `${EXPORT_PATH}/${token}`;
}

function readyMailText(name: string | null, link: string, expiresAt: Date): string {
  return [
    `Hi ${name?.trim() || "there"},`,
    "Your Camber Club data export is ready. Download it here (sign in as yourself if asked):",
    link,
    `The link works until ${expiresAt.toUTCString()} (${EXPORT_LINK_DAYS} days), then the export is deleted. You can always request a new one: ${siteUrl(EXPORT_PATH)}`,
    "If you did not ask for this export, change your password: someone may have signed in to your account.",
    "Camber Club",
  ].join("\n\n");
}

async function markFailed(exportId: string) {
  await getDb()
    .update(accountExports)
    .set({ status: "failed" })
    .where(and(eq(accountExports.id, exportId), eq(accountExports.status, "pending")));
}

interface ExportTarget {
  id: string;
  userId: string;
  name: string | null;
}

/** Writes the export's zip into storage under a key of its own. */
async function writeExportZip(
  db: Db | Tx,
  target: ExportTarget,
  exporters: readonly MemberDataExporter[],
  store: ObjectStorage,
  now: Date,
): Promise<{ key: string; size: number }> {
  const key = `${EXPORTS_FOLDER}${target.id}-${crypto.randomBytes(6).toString("hex")}.zip`;
  const written = await writeMemberExport({
    db,
    userId: target.userId,
    username: target.name,
    exporters,
    store,
    key,
    now,
  });
  if (written.missing.length > 0) {
    log.warn(
      { export: target.id, missing: written.missing.length },
      "[account-export] stored files named by the member's records were missing",
    );
  }
  return { key, size: written.size };
}

/**
 * Marks a pending export ready with its zip, and makes its link: a new token whose SHA-256 is
 * kept. Returns the token (for the e-mail) and the link's end, or null when the export is no
 * longer pending (made by another run, or gone with its member).
 */
async function markExportReady(
  tx: Db | Tx,
  exportId: string,
  zip: { key: string; size: number },
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = newExportToken();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MS);
  const updated = await tx
    .update(accountExports)
    .set({
      status: "ready",
      storageKey: zip.key,
      sizeBytes: zip.size,
      readyAt: now,
      expiresAt,
      tokenHash: hashExportToken(token),
    })
    .where(and(eq(accountExports.id, exportId), eq(accountExports.status, "pending")))
    .returning({ id: accountExports.id });
  return updated.length > 0 ? { token, expiresAt } : null;
}

/** Makes one export's zip, marks it ready and tells the member. */
export async function prepareExport(
  payload: ExportJobPayload,
  job: JobContext,
  exporters: readonly MemberDataExporter[],
  store: ObjectStorage = storage(),
): Promise<void> {
  const now = job.now ?? new Date();
  const target = await exportToPrepare(getDb(), payload.exportId);
  // Made already (a run that died after its commit), or gone with its member: nothing to do.
  if (target?.status !== "pending") return;
  let zip: { key: string; size: number } | undefined;
  let link: { token: string; expiresAt: Date } | null;
  try {
    zip = await writeExportZip(getDb(), target, exporters, store, now);
    const written = zip;
    link = await getDb().transaction(async (tx) => {
      const made = await markExportReady(tx, target.id, written, now);
      if (made) {
        await notifyMembersInApp(tx, [target.userId], {
          kind: "account-export-ready",
          title: EXPORT_MESSAGES.noticeTitle,
          body: EXPORT_MESSAGES.noticeBody,
          link: EXPORT_PATH,
        });
      }
      await completeJobIn(tx, job);
      return made;
    });
  } catch (error) {
    if (zip) await discardZip(store, zip.key, target.id);
    if (job.attempt >= EXPORT_ATTEMPTS && !(error instanceof JobLeaseLostError)) {
      await markFailed(target.id);
    }
    throw error;
  }
  if (!link) {
    // The export went meanwhile (its member deleted their account): its zip goes too.
    await discardZip(store, zip.key, target.id);
    return;
  }
  try {
    await sendMail({
      to: target.email,
      subject: EXPORT_MESSAGES.mailSubject,
      text: readyMailText(target.name, siteUrl(exportLinkPath(link.token)), link.expiresAt),
    });
  } catch (error) {
    // The export is ready and listed on the export page; a lost e-mail is not a failed export.
    log.error({ err: error, export: target.id }, "[account-export] the ready e-mail failed");
  }
}

async function discardZip(store: ObjectStorage, key: string, exportId: string) {
  await store.delete([key]).catch((error) => {
    log.warn(
      { err: error, export: exportId },
      "[account-export] could not remove an unused export zip; the storage sweep will",
    );
  });
}

/**
 * A ready export made on the spot, through the same steps as the job (row, zip, ready with its
 * link) inside the caller's transaction, without the e-mail: the demo seed's. Returns its id.
 */
export async function makeReadyExport(
  tx: Tx,
  user: { id: string; name: string | null },
  exporters: readonly MemberDataExporter[],
  now: Date,
  store: ObjectStorage = storage(),
): Promise<string> {
  const row = await insertExportRow(tx, user.id, now);
  const target = { id: row.id, userId: user.id, name: user.name };
  const zip = await writeExportZip(tx, target, exporters, store, now);
  try {
    if (!(await markExportReady(tx, row.id, zip, now))) throw new Error("export vanished");
  } catch (error) {
    await discardZip(store, zip.key, row.id);
    throw error;
  }
  return row.id;
}

/** The export's jobs for the app's registry (app/jobs.server.ts), with the areas' exporters. */
export function accountExportJobs(exporters: readonly MemberDataExporter[]): {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
} {
  return {
    handlers: {
      [EXPORT_JOB]: {
        maxAttempts: EXPORT_ATTEMPTS,
        run: (payload: ExportJobPayload, job) => prepareExport(payload, job, exporters),
      },
      [EXPORT_CLEANUP_JOB]: {
        run: async (_payload, job) => {
          const removed = await removeExpiredExports(job.now ?? new Date());
          if (removed > 0) log.info({ removed }, "[account-export] expired exports removed");
        },
      },
    },
    recurring: [{ name: EXPORT_CLEANUP_JOB, everySeconds: 60 * 60 }],
  };
}
