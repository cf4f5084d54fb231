// Reports of content: members file them, admins work one queue of every kind of content. The kinds
// are target types registered by the app (app/report-targets.server.ts): each says whether a
// member may report an item (they can see it and it is not theirs), what the queue shows of it,
// how an admin deletes it and how it is hidden and shown again. This area knows none of the
// content's tables.
//
// Hidden means hidden (ADR 038): an item is hidden (its hidden_at) when three distinct members
// have open reports of it, when an admin decides to keep it hidden (Hide), or when the site held
// it for review (holdForReview); Dismiss (Approve, for a held item) shows it again.
import { and, eq, sql } from "drizzle-orm";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import { reports } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ConflictError, ForbiddenError, NotFoundError } from "~/lib/errors";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import {
  AUTO_HIDE_REPORTERS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
} from "./constants";
import type { ReportInput } from "./schemas";

/** What the queue shows of one reported item. */
export interface ReportedContent {
  /** Its own title (a build's, an event's, a topic's), when it has one: the row's heading. */
  title?: string;
  /** The content itself (a comment's text, a description), shown inline in the queue. */
  excerpt: string;
  authorUsername: string | null;
  authorFullName: string | null;
  /** Where the item is on the site. */
  link: string;
  /** Its picture (a build's cover, an event's flyer, a listing's first photo), if it has one. */
  imageUrl?: string | null;
  /** Whether it is hidden now (its hidden_at is set). */
  hidden?: boolean;
}

/**
 * Whether a member may report an item: true; false when it does not exist or they cannot see it
 * (answered as "not found"); "own" when it is theirs (members cannot report their own content).
 */
export type ReportAccess = boolean | "own";

/** One kind of reportable content, as the app registers it. */
export interface ReportTarget {
  /** "Comment", "Forum post"… */
  label: string;
  /** Whether `actor` may report the item: it exists, they can see it, and it is not theirs. */
  canReport(actor: Actor, id: string): Promise<ReportAccess>;
  /** The items that still exist, by id. */
  describe(ids: string[]): Promise<Map<string, ReportedContent>>;
  /** Deletes the item as an admin (audited by its own area); resolves its reports itself. */
  remove(admin: Actor, id: string): Promise<void>;
  /**
   * Hides the item (sets its hidden_at, keeping an earlier time) or shows it again, in the
   * caller's transaction. A missing item is no error (it was deleted meanwhile).
   */
  setHidden(tx: Db | Tx, id: string, hidden: boolean): Promise<void>;
  /**
   * Whether a member may report the item again once the admins closed their earlier report: for
   * content its author can change or an admin can restore after the review (listings). Their
   * row is reopened with the new reason (the decision on the old one stays in the audit log).
   */
  reportAgain?: boolean;
}

export type ReportTargets = Readonly<Record<string, ReportTarget>>;

export class AlreadyReportedError extends ConflictError {}

function targetOf(targets: ReportTargets, targetType: string): ReportTarget | undefined {
  return Object.hasOwn(targets, targetType) ? targets[targetType] : undefined;
}

/**
 * Serialises every decision about one item (reports filed, Dismiss, Hide) for the transaction:
 * the item's own lock, taken without knowing its table, so parallel reports count once each.
 */
async function lockItem(tx: Tx, targetType: string, targetId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${targetType}), hashtext(${targetId}))`,
  );
}

/** How many distinct members have open reports of the item (the site's own holds not counted). */
async function openReporters(tx: Tx, targetType: string, targetId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(distinct reporter_id)::int as n from reports
      where target_type = ${targetType} and target_id = ${targetId}::uuid and status = 'open'
        and reporter_id is not null`,
    tx,
  );
  return row?.n ?? 0;
}

/**
 * Files a member's report. The item is hidden until an admin reviews it when this report is the
 * AUTO_HIDE_REPORTERS-th distinct member's open one: counted under the item's lock, so parallel
 * reports count once each and exactly one of them hides it.
 */
export async function fileReport(
  targets: ReportTargets,
  actor: Actor,
  targetType: string,
  targetId: string,
  input: ReportInput,
): Promise<void> {
  const target = targetOf(targets, targetType);
  const access = target ? await target.canReport(actor, targetId) : false;
  if (access === "own") {
    throw new ForbiddenError(`${actor.id} reported their own ${targetType} ${targetId}`, {
      userMessage: REPORT_MESSAGES.own,
    });
  }
  if (!target || !access) throw new NotFoundError(`${targetType} ${targetId} cannot be reported`);
  await getDb().transaction(async (tx) => {
    await lockItem(tx, targetType, targetId);
    const insert = tx.insert(reports).values({
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
        userMessage: REPORT_MESSAGES.alreadyReported,
      });
    }
    if ((await openReporters(tx, targetType, targetId)) === AUTO_HIDE_REPORTERS) {
      await target.setHidden(tx, targetId, true);
    }
  });
}

/**
 * Puts an item the site itself held back (a new member's post with many links, an account from a
 * busy address) into the admins' queue, in the caller's transaction. The caller's area hides the
 * item itself (its hidden_at) in the same transaction; `note` says why, for the admin.
 */
export async function holdForReview(
  tx: Db | Tx,
  targetType: string,
  targetId: string,
  note: string,
): Promise<void> {
  await tx.insert(reports).values({ targetType, targetId, reporterId: null, reason: "held", note });
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

/**
 * Closes the item's open reports with `status` under its lock and returns them (NotFoundError
 * when none is open: decided meanwhile); the caller hides or shows the item in the same
 * transaction and the decision is audited with it.
 */
async function decide(
  targets: ReportTargets,
  admin: Actor,
  targetType: string,
  targetId: string,
  decision: { status: "dismissed" | "resolved"; hidden: boolean },
): Promise<{ held: boolean }> {
  const target = targetOf(targets, targetType);
  if (!target) throw new NotFoundError(`unknown report target ${targetType}`);
  const [content] = (await target.describe([targetId])).values();
  return getDb().transaction(async (tx) => {
    await lockItem(tx, targetType, targetId);
    const done = await tx
      .update(reports)
      .set({ status: decision.status, resolvedBy: admin.id, resolvedAt: new Date() })
      .where(
        and(
          eq(reports.targetType, targetType),
          eq(reports.targetId, targetId),
          eq(reports.status, "open"),
        ),
      )
      .returning({ reason: reports.reason });
    if (done.length === 0) throw new NotFoundError("no open reports");
    await target.setHidden(tx, targetId, decision.hidden);
    const held = done.some((r) => r.reason === "held");
    const members = done.filter((r) => r.reason !== "held").length;
    const what = content
      ? `${target.label}: ${oneLine(content.title ?? content.excerpt, 80)}`
      : target.label;
    await auditReport(tx, admin.id, auditAction(decision.hidden, held), {
      id: targetId,
      title: `${what} (${held ? "held" : ""}${held && members > 0 ? ", " : ""}${members > 0 ? `${members} report${members === 1 ? "" : "s"}` : ""})`,
      before: content?.hidden ? "hidden" : "shown",
      after: decision.hidden ? "hidden" : "shown",
    });
    return { held };
  });
}

function auditAction(hidden: boolean, held: boolean): string {
  if (hidden) return "content-report-hide";
  return held ? "content-held-approve" : "content-report-dismiss";
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * Dismiss: the content is fine. Its open reports are dismissed and, if it was hidden (three
 * reports, or held by the site: then this is Approve), it is shown again. Audited.
 */
export async function dismissReports(
  targets: ReportTargets,
  admin: Actor,
  targetType: string,
  targetId: string,
): Promise<{ held: boolean }> {
  assertAdmin(admin, "dismiss reports");
  return decide(targets, admin, targetType, targetId, { status: "dismissed", hidden: false });
}

/**
 * Hide: the content stays hidden from everyone but its author (who sees it marked "Hidden by the
 * moderators") and the admins; its reports are resolved. Audited.
 */
export async function hideReportedContent(
  targets: ReportTargets,
  admin: Actor,
  targetType: string,
  targetId: string,
): Promise<void> {
  assertAdmin(admin, "hide reported content");
  await decide(targets, admin, targetType, targetId, { status: "resolved", hidden: true });
}

/** Deletes the reported item through its target type; its reports are resolved with it. */
export async function removeReportedContent(
  targets: ReportTargets,
  admin: Actor,
  targetType: string,
  targetId: string,
): Promise<void> {
  assertAdmin(admin, "delete reported content");
  const target = targetOf(targets, targetType);
  if (!target) throw new NotFoundError(`unknown report target ${targetType}`);
  await target.remove(admin, targetId);
}

export interface QueueItem {
  /** `${targetType}:${targetId}`: the item's key in the list. */
  id: string;
  targetType: string;
  targetId: string;
  typeLabel: string;
  /** Open reports of members (the site's own hold is not counted). */
  reportCount: number;
  reasons: ReportReason[];
  /** The members' notes, the latest first (at most three). */
  notes: string[];
  /** Who reported it, the latest first (at most REPORTERS_SHOWN); "the site" for a hold. */
  reporters: string[];
  /** The site held it for review (a new member's post, a busy address): why, for the admin. */
  held: { note: string | null } | null;
  latestAt: string;
  /** Null when the content is gone (deleted meanwhile): the admin can only dismiss. */
  content: ReportedContent | null;
}

export const REPORT_QUEUE_PAGE_SIZE = 20;
/** Names shown per item: enough to spot one member reporting everything, short enough to scan. */
export const REPORTERS_SHOWN = 3;
/** Who filed a hold, in the list of reporters. */
export const SITE_REPORTER = "the site";

const queueCursor = keysetCursor({ at: cursorField.timestamp, id: cursorField.uuid });

interface QueueRow extends Record<string, unknown> {
  targetType: string;
  targetId: string;
  n: number;
  reasons: string[];
  notes: string[] | null;
  reporters: string[];
  held: boolean;
  heldNote: string | null;
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
    select r.target_type as "targetType", r.target_id as "targetId",
      count(r.reporter_id)::int as n,
      coalesce(array_agg(distinct r.reason) filter (where r.reason <> 'held'), '{}') as reasons,
      (array_agg(r.note order by r.created_at desc)
        filter (where r.note is not null and r.reason <> 'held'))[1:3] as notes,
      (array_agg(case when r.reporter_id is null then ${SITE_REPORTER}
          else coalesce(nullif(btrim(p.full_name), ''), p.username, 'a former member') end
        order by r.created_at desc))[1:${REPORTERS_SHOWN}] as reporters,
      bool_or(r.reason = 'held') as held,
      (array_agg(r.note order by r.created_at desc) filter (where r.reason = 'held'))[1]
        as "heldNote",
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
    const target = targetOf(targets, type);
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
      typeLabel: targetOf(targets, row.targetType)?.label ?? row.targetType,
      reportCount: row.n,
      reasons: row.reasons.filter(isReason),
      notes: row.notes ?? [],
      reporters: row.reporters,
      held: row.held ? { note: row.heldNote } : null,
      latestAt: new Date(row.latestAt).toISOString(),
      content: described.get(`${row.targetType}:${row.targetId}`) ?? null,
    }),
    (last) => queueCursor.encode({ at: last.latestAt, id: last.targetId }),
  );
}

function isReason(reason: string): reason is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(reason);
}

/** How many items wait in the queue (the tab's count). */
export async function countOpenReports(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(distinct (target_type, target_id))::int as n from reports where status = 'open'`,
  );
  return row?.n ?? 0;
}

export { REPORT_MESSAGES };
