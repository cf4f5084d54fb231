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
  | "media"
  | "marketplace-listing"
  | "feature"
  | "forum-topic"
  | "forum-post";

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
