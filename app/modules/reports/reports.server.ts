// Reports of content: members file them, admins work one queue of every kind of content. The kinds
// are target types registered by the app (app/report-targets.server.ts): each says whether a
// member may report an item (they can see it), what the queue shows of it and how an admin
// deletes it. This area knows none of the content's tables.
import { and, eq, sql } from "drizzle-orm";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import { reports } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ConflictError, NotFoundError } from "~/lib/errors";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { REPORT_MESSAGES, type ReportReason } from "./constants";
import type { ReportInput } from "./schemas";

/** What the queue shows of one reported item. */
export interface ReportedContent {
  excerpt: string;
  authorUsername: string | null;
  authorFullName: string | null;
  /** Where the item is on the site. */
  link: string;
}

/** One kind of reportable content, as the app registers it. */
export interface ReportTarget {
  /** "Comment", "Forum post"… */
  label: string;
  /** Whether `actor` may report the item: it exists and they can see it. */
  canReport(actor: Actor, id: string): Promise<boolean>;
  /** The items that still exist, by id. */
  describe(ids: string[]): Promise<Map<string, ReportedContent>>;
  /** Deletes the item as an admin (audited by its own area); resolves its reports itself. */
  remove(admin: Actor, id: string): Promise<void>;
  /**
   * Whether a member may report the item again once the admins closed their earlier report: for
   * content its author can change or an admin can restore after the review (listings). Their
   * row is reopened with the new reason (the decision on the old one stays in the audit log).
   */
  reportAgain?: boolean;
}

export type ReportTargets = Readonly<Record<string, ReportTarget>>;

export class AlreadyReportedError extends ConflictError {}

export async function fileReport(
  targets: ReportTargets,
  actor: Actor,
  targetType: string,
  targetId: string,
  input: ReportInput,
): Promise<void> {
  const target = Object.hasOwn(targets, targetType) ? targets[targetType] : undefined;
  if (!target || !(await target.canReport(actor, targetId))) {
    throw new NotFoundError(`${targetType} ${targetId} cannot be reported`);
  }
  const insert = getDb().insert(reports).values({
    targetType,
    targetId,
    reporterId: actor.id,
    reason: input.reason,
    note: input.note,
  });
  const inserted = await (target.reportAgain
    ? insert.onConflictDoUpdate({
        target: [reports.targetType, reports.targetId, reports.reporterId],
        set: {
          reason: input.reason,
          note: input.note,
          status: "open",
          resolvedBy: null,
          resolvedAt: null,
          createdAt: sql`now()`,
        },
        setWhere: sql`${reports.status} <> 'open'`,
      })
    : insert.onConflictDoNothing()
  ).returning({ id: reports.id });
  if (inserted.length === 0) {
    throw new AlreadyReportedError("already reported", {
      userMessage: "You have already reported this.",
    });
  }
}

/** Marks the open reports of an item resolved: its content was deleted (by an admin or author). */
export async function resolveReportsOf(
  tx: Db | Tx,
  targetType: string,
  targetId: string,
  resolvedBy: string | null,
): Promise<void> {
  await tx
    .update(reports)
    .set({ status: "resolved", resolvedBy, resolvedAt: new Date() })
    .where(
      and(
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, "open"),
      ),
    );
}

const auditReport = auditTrail("report");

/** Dismisses the open reports of an item: the admin keeps the content. Audited. */
export async function dismissReports(
  admin: Actor,
  targetType: string,
  targetId: string,
): Promise<void> {
  assertAdmin(admin, "dismiss reports");
  await getDb().transaction(async (tx) => {
    const done = await tx
      .update(reports)
      .set({ status: "dismissed", resolvedBy: admin.id, resolvedAt: new Date() })
      .where(
        and(
          eq(reports.targetType, targetType),
          eq(reports.targetId, targetId),
          eq(reports.status, "open"),
        ),
      )
      .returning({ id: reports.id });
    if (done.length === 0) throw new NotFoundError("no open reports");
    await auditReport(tx, admin.id, "content-report-dismiss", {
      id: targetId,
      title: `${targetType} (${done.length} report${done.length === 1 ? "" : "s"})`,
      before: "open",
      after: "dismissed",
    });
  });
}

/** Deletes the reported item through its target type; its reports are resolved with it. */
export async function removeReportedContent(
  targets: ReportTargets,
  admin: Actor,
  targetType: string,
  targetId: string,
): Promise<void> {
  assertAdmin(admin, "delete reported content");
  const target = Object.hasOwn(targets, targetType) ? targets[targetType] : undefined;
  if (!target) throw new NotFoundError(`unknown report target ${targetType}`);
  await target.remove(admin, targetId);
}

export interface QueueItem {
  /** `${targetType}:${targetId}`: the item's key in the list. */
  id: string;
  targetType: string;
  targetId: string;
  typeLabel: string;
  reportCount: number;
  reasons: ReportReason[];
  notes: string[];
  /** Who reported it, the latest first (at most REPORTERS_SHOWN; reportCount says how many). */
  reporters: string[];
  latestAt: string;
  /** Null when the content is gone (deleted meanwhile): the admin can only dismiss. */
  content: ReportedContent | null;
}

export const REPORT_QUEUE_PAGE_SIZE = 20;
/** Names shown per item: enough to spot one member reporting everything, short enough to scan. */
export const REPORTERS_SHOWN = 3;

const queueCursor = keysetCursor({ at: cursorField.timestamp, id: cursorField.uuid });

interface QueueRow extends Record<string, unknown> {
  targetType: string;
  targetId: string;
  n: number;
  reasons: ReportReason[];
  notes: string[] | null;
  reporters: string[];
  latestAt: string;
}

/** Open reports grouped by item, the most recently reported first (keyset on that time, id). */
export async function listReportQueue(
  targets: ReportTargets,
  admin: Actor,
  cursor: string | null,
): Promise<KeysetPage<QueueItem>> {
  assertAdmin(admin, "list reports");
  const after = queueCursor.decode(cursor);
  const rows = await queryRows<QueueRow>(sql`
    select r.target_type as "targetType", r.target_id as "targetId", count(*)::int as n,
      array_agg(distinct r.reason) as reasons,
      (array_agg(r.note order by r.created_at desc) filter (where r.note is not null))[1:3] as notes,
      (array_agg(coalesce(nullif(btrim(p.full_name), ''), p.username, 'a former member')
        order by r.created_at desc))[1:${REPORTERS_SHOWN}] as reporters,
      max(r.created_at)::text as "latestAt"
    from reports r left join profiles p on p.id = r.reporter_id
    where r.status = 'open'
    group by r.target_type, r.target_id
    ${after ? sql`having (max(r.created_at), r.target_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by max(r.created_at) desc, r.target_id desc
    limit ${REPORT_QUEUE_PAGE_SIZE + 1}`);
  const byType = new Map<string, string[]>();
  for (const row of rows)
    byType.set(row.targetType, [...(byType.get(row.targetType) ?? []), row.targetId]);
  const described = new Map<string, ReportedContent>();
  for (const [type, ids] of byType) {
    const target = targets[type];
    if (!target) continue;
    for (const [id, content] of await target.describe(ids)) described.set(`${type}:${id}`, content);
  }
  return keysetPage(
    rows,
    REPORT_QUEUE_PAGE_SIZE,
    (row) => ({
      id: `${row.targetType}:${row.targetId}`,
      targetType: row.targetType,
      targetId: row.targetId,
      typeLabel: targets[row.targetType]?.label ?? row.targetType,
      reportCount: row.n,
      reasons: row.reasons,
      notes: row.notes ?? [],
      reporters: row.reporters,
      latestAt: new Date(row.latestAt).toISOString(),
      content: described.get(`${row.targetType}:${row.targetId}`) ?? null,
    }),
    (last) => queueCursor.encode({ at: last.latestAt, id: last.targetId }),
  );
}

/** How many items wait in the queue (the tab's count). */
export async function countOpenReports(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(distinct (target_type, target_id))::int as n from reports where status = 'open'`,
  );
  return row?.n ?? 0;
}

export { REPORT_MESSAGES };
