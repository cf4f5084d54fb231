// The admin audit log: a snapshot of the record before and after each admin panel action, and
// the Audit tab's list. The moderation functions run their own statements, so the entry is
// written right after the action succeeded (not in its transaction): a failed write is logged
// and the action still stands, rather than reporting a change that did happen as failed.
import { sql } from "drizzle-orm";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import { assertAdmin } from "./moderation.server";
import { ADMIN_PAGE_SIZE } from "./queries.server";
import type { AdminActionInput } from "./schemas";
import type { AuditEntry, Page } from "./types";

export interface TargetSnapshot {
  title: string;
  status: string;
}

type Aspect = "approval" | "featured" | "car-of-week";

function aspectOf(intent: AdminActionInput["intent"]): Aspect {
  if (intent === "build-feature" || intent === "build-unfeature") return "featured";
  if (intent === "build-set-car-of-week" || intent === "build-unset-car-of-week") {
    return "car-of-week";
  }
  return "approval";
}

/** The record's title and the status this intent changes; null when it does not exist. */
export async function snapshotTarget({
  intent,
  id,
}: AdminActionInput): Promise<TargetSnapshot | null> {
  if (intent.startsWith("event-")) {
    const [row] = await queryRows<{ title: string; approval_status: string }>(
      sql`select title, approval_status from events where id = ${id}::uuid`,
    );
    return row ? { title: row.title, status: row.approval_status } : null;
  }
  const [row] = await queryRows<{
    title: string;
    approval_status: string;
    is_featured: boolean;
    is_car_of_week: boolean;
  }>(
    sql`select title, approval_status, is_featured, is_car_of_week from builds where id = ${id}::uuid`,
  );
  if (!row) return null;
  const aspect = aspectOf(intent);
  const status =
    aspect === "featured"
      ? row.is_featured
        ? "featured"
        : "not featured"
      : aspect === "car-of-week"
        ? row.is_car_of_week
          ? "car of the week"
          : "not car of the week"
        : row.approval_status;
  return { title: row.title, status };
}

export async function recordAdminAction(
  adminUserId: string,
  input: AdminActionInput,
  before: TargetSnapshot | null,
): Promise<void> {
  const deleted = input.intent.endsWith("-delete");
  const after = deleted ? null : await snapshotTarget(input);
  await getDb()
    .insert(adminAuditLog)
    .values({
      adminId: adminUserId,
      action: input.intent,
      targetType: input.intent.startsWith("event-") ? "event" : "build",
      targetId: input.id,
      targetTitle: before?.title ?? after?.title ?? null,
      beforeStatus: before?.status ?? null,
      afterStatus: deleted ? "deleted" : (after?.status ?? null),
    });
}

/** What an audit entry is about (the admin sections under /admin/… add theirs). */
export type AuditTargetType = "build" | "event" | "media" | "marketplace-listing" | "feature";

/**
 * One audit entry for an admin section with its own actions (e.g. /admin/media): the caller
 * snapshots the title and status before and after itself.
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
  db: Db | Tx = getDb(),
): Promise<void> {
  // Pass the change's transaction as `db` to commit the entry together with the change.
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
