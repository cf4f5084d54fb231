// The admin audit log's writer: one entry per moderation action anywhere on the site (admin
// tabs, event pages, forum topics, marketplace, media, features), with the record's title and
// status before and after. Each moderation use-case writes its entry inside the transaction of
// its change (the action pipeline's `ctx.audit` or a direct call), so the entry exists exactly
// when the change does. The Audit tab that reads them is the admin area's.
import type { Db, Tx } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";

/** What an audit entry is about. */
export type AuditTargetType =
  | "build"
  | "event"
  | "event-series"
  | "media"
  | "marketplace-listing"
  | "feature"
  | "forum-topic"
  | "forum-post"
  | "build-comment"
  | "journal-entry-comment"
  | "event-comment"
  | "report"
  | "build-journal-entry"
  | "job"
  /** A member's account (deleted, held for review, an admin resetting their two-factor). */
  | "member";

export interface AuditEntry {
  adminId: string;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  targetTitle: string | null;
  beforeStatus: string | null;
  afterStatus: string | null;
}

/**
 * One audit entry: the caller snapshots the title and status before and after itself and passes
 * the transaction of its change, so the entry commits (or rolls back) with it.
 */
export async function recordAuditEntry(entry: AuditEntry, tx: Db | Tx): Promise<void> {
  await tx.insert(adminAuditLog).values(entry);
}

/** What one audit entry records about the change of one record. */
export interface AuditedChange {
  id: string;
  title: string | null;
  /** The record's status before and after, in the words the Audit tab shows. */
  before: string | null;
  after: string | null;
}

/**
 * The audit writer of one kind of record, so that each moderation use-case writes its entry in one
 * call: `auditEvent(tx, actor.id, "event-delete", { id, title, before: "approved", after:
 * "deleted" })`, inside the transaction of its change.
 */
export function auditTrail(targetType: AuditTargetType) {
  return (tx: Db | Tx, adminId: string, action: string, change: AuditedChange): Promise<void> =>
    recordAuditEntry(
      {
        adminId,
        action,
        targetType,
        targetId: change.id,
        targetTitle: change.title,
        beforeStatus: change.before,
        afterStatus: change.after,
      },
      tx,
    );
}
