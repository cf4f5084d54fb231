// The admin audit log: one entry per moderation action anywhere on the site (admin tabs, event
// pages, forum topics, marketplace, media, features), with the record's title and status before
// and after, and the Audit tab's list. Each moderation use-case writes its entry with
// recordAuditEntry inside the transaction of its change: the entry exists exactly when the
// change does.
import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import { assertAdmin } from "./moderation.server";
import { ADMIN_PAGE_SIZE } from "./queries.server";
import type { AuditEntry, Page } from "./types";

/** What an audit entry is about (the admin sections under /admin/… add theirs). */
export type AuditTargetType =
  | "build"
  | "event"
  | "media"
  | "marketplace-listing"
  | "feature"
  | "forum-topic"
  | "forum-post";

/**
 * One audit entry: the caller snapshots the title and status before and after itself and passes
 * the transaction of its change as `db`, so the entry commits (or rolls back) with it.
 */
export async function recordAuditEntry(
  entry: {
    adminId: string;
    action: string;
    targetType: AuditTargetType;
    targetId: string;
    targetTitle: string | null;
    beforeStatus: string | null;
    afterStatus: string | null;
  },
  db: Db | Tx,
): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

/** The Audit tab: newest first, with the acting admin's display name. */
export async function listAuditEntries(
  adminUserId: string,
  page: number,
): Promise<Page<AuditEntry>> {
  await assertAdmin(adminUserId);
  const offset = (Math.max(1, Math.floor(page)) - 1) * ADMIN_PAGE_SIZE;
  const rows = await queryRows<{
    id: string;
    admin_name: string;
    action: string;
    target_type: string;
    target_id: string;
    target_title: string | null;
    before_status: string | null;
    after_status: string | null;
    created_at: string;
    total: number;
  }>(sql`
    select a.id, coalesce(nullif(p.full_name, ''), nullif(p.username, ''), 'Former admin') as admin_name,
      a.action, a.target_type, a.target_id, a.target_title, a.before_status, a.after_status,
      to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      count(*) over ()::int as total
    from ${adminAuditLog} a
    left join profiles p on p.id = a.admin_id
    order by a.created_at desc, a.id desc
    limit ${ADMIN_PAGE_SIZE} offset ${offset}`);
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      adminName: r.admin_name,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetTitle: r.target_title,
      beforeStatus: r.before_status,
      afterStatus: r.after_status,
      createdAt: r.created_at,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}
