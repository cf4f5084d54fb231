// The threads comments hang on: where each kind keeps its comments and who may read or write
// them. A thread is public exactly when what it hangs on is (a build approved, active and not
// hidden pending review, an event approved and not hidden); its owner (the build's owner, the event's host) and the admins also see it
// while pending; members comment where they may see, admins included only on public threads (as
// liking). Anything else is "not found", never a hint that it exists.
import { type SQLWrapper, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import type { ThreadKind, ThreadRef } from "./constants";

interface ThreadTable {
  table: SQLWrapper;
  column: SQLWrapper;
}

const TABLES: Record<ThreadKind, ThreadTable> = {
  build: { table: sql.identifier("build_comments"), column: sql.identifier("build_id") },
  "journal-entry": {
    table: sql.identifier("journal_entry_comments"),
    column: sql.identifier("entry_id"),
  },
  event: { table: sql.identifier("event_comments"), column: sql.identifier("event_id") },
};

export function threadTable(kind: ThreadKind): ThreadTable {
  return TABLES[kind];
}

/** The page a comment of `kind` is shown on, from its thread's id and the thread's parent. */
export function threadPath(kind: ThreadKind, threadId: string, parentId: string): string {
  if (kind === "build") return `/builds/${threadId}`;
  if (kind === "journal-entry") return `/builds/${parentId}/journal/${threadId}`;
  return `/events/${threadId}`;
}

/**
 * The id of what a thread of `kind` hangs under, as SQL over a comment row `c` (the build of a
 * journal entry; the thread itself otherwise), for links to comments found by id alone.
 */
export function threadParentSql(kind: ThreadKind): SQLWrapper {
  if (kind === "build") return sql`c.build_id`;
  if (kind === "journal-entry") {
    return sql`(select e.build_id from build_journal_entries e where e.id = c.entry_id)`;
  }
  return sql`c.event_id`;
}

export interface ThreadInfo {
  ownerId: string;
  /** Public: what it hangs on is approved and not hidden (ADR 038). */
  approved: boolean;
  /** The page the thread is on. */
  path: string;
  /** A word shown beside a comment's author ("Host" on an event's Q&A), or null. */
  authorBadge: (userId: string) => string | null;
  /**
   * What the thread's owner is told when someone else writes in it, or null when they are not
   * (a host must hear about questions to answer them; a build's owner sees comments on the page).
   */
  ownerNotice: ((authorName: string, isReply: boolean) => { kind: string; title: string }) | null;
}

interface ThreadRow extends Record<string, unknown> {
  parentId: string;
  ownerId: string;
  approved: boolean;
}

function threadQuery(ref: ThreadRef) {
  switch (ref.kind) {
    case "build":
      return sql`select b.id as "parentId", b.user_id as "ownerId",
          b.approval_status = 'approved' and b.hidden_at is null as approved
        from builds b where b.id = ${ref.id}::uuid and b.status = 'active'`;
    case "journal-entry":
      return sql`select b.id as "parentId", b.user_id as "ownerId",
          b.approval_status = 'approved' and b.hidden_at is null as approved
        from build_journal_entries e join builds b on b.id = e.build_id
        where e.id = ${ref.id}::uuid and b.status = 'active'`;
    case "event":
      return sql`select e.id as "parentId", e.created_by as "ownerId",
          e.approval_status = 'approved' and e.hidden_at is null as approved
        from events e where e.id = ${ref.id}::uuid`;
  }
}

const noBadge = () => null;

function eventQuestionNotice(authorName: string, isReply: boolean) {
  return {
    kind: "event-question",
    title: isReply
      ? `${authorName} replied in your event's questions`
      : `${authorName} asked a question about your event`,
  };
}

export async function loadThread(ref: ThreadRef, db?: Db | Tx): Promise<ThreadInfo | null> {
  const [row] = await queryRows<ThreadRow>(threadQuery(ref), db);
  if (!row) return null;
  return {
    ownerId: row.ownerId,
    approved: row.approved,
    path: threadPath(ref.kind, ref.id, row.parentId),
    // On an event the host's answers are marked, so a reader tells them from other members'.
    authorBadge:
      ref.kind === "event" ? (userId) => (userId === row.ownerId ? "Host" : null) : noBadge,
    ownerNotice: ref.kind === "event" ? eventQuestionNotice : null,
  };
}

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export function canSeeThread(thread: ThreadInfo, viewer: Viewer | null): boolean {
  return thread.approved || viewer?.id === thread.ownerId || viewer?.isAdmin === true;
}

export function canWriteInThread(thread: ThreadInfo, viewer: Viewer): boolean {
  return thread.approved || viewer.id === thread.ownerId;
}

/** Whether this member may read the thread (a mention notifies only those who can follow it). */
export function memberCanSee(thread: ThreadInfo, userId: string): boolean {
  return thread.approved || userId === thread.ownerId;
}
