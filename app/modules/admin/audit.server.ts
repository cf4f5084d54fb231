// The Audit tab's list of the admin audit log (entries are written by app/lib/audit.server.ts,
// inside each moderation use-case's transaction).
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { DELETED_MEMBER } from "~/modules/profiles";
import { ADMIN_PAGE_SIZE } from "./queries.server";
import type { AuditEntry, Page } from "./types";

const adminAuditLogA = alias(adminAuditLog, "a");

/** The Audit tab: newest first, with the acting admin's display name ("Deleted member" once gone). */
export async function listAuditEntries(actor: Actor, page: number): Promise<Page<AuditEntry>> {
  assertAdmin(actor, "audit log");
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
    select a.id, coalesce(nullif(p.full_name, ''), nullif(p.username, ''), ${DELETED_MEMBER}) as admin_name,
      a.action, a.target_type, a.target_id, a.target_title, a.before_status, a.after_status,
      ${isoTimestamp(adminAuditLogA.createdAt, "ms")} as created_at,
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
