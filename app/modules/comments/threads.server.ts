// The threads comments hang on: where each kind keeps its comments and who may read or write
// them. A thread is public exactly when its build is (approved and active); its owner and the
// admins also see it while pending; members comment where they may see, admins included only on
// public builds (as liking). Anything else is "not found", never a hint that it exists.
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
};

export function threadTable(kind: ThreadKind): ThreadTable {
  return TABLES[kind];
}

export interface ThreadInfo {
  buildId: string;
  ownerId: string;
  approved: boolean;
  /** The page the thread is on. */
  path: string;
}

export async function loadThread(ref: ThreadRef, db?: Db | Tx): Promise<ThreadInfo | null> {
  const rows =
    ref.kind === "build"
      ? await queryRows<{ buildId: string; ownerId: string; approved: boolean }>(
          sql`select b.id as "buildId", b.user_id as "ownerId",
                b.approval_status = 'approved' as approved
              from builds b where b.id = ${ref.id}::uuid and b.status = 'active'`,
          db,
        )
      : await queryRows<{ buildId: string; ownerId: string; approved: boolean }>(
          sql`select b.id as "buildId", b.user_id as "ownerId",
                b.approval_status = 'approved' as approved
              from build_journal_entries e join builds b on b.id = e.build_id
              where e.id = ${ref.id}::uuid and b.status = 'active'`,
          db,
        );
  const row = rows[0];
  if (!row) return null;
  const path =
    ref.kind === "build" ? `/builds/${row.buildId}` : `/builds/${row.buildId}/journal/${ref.id}`;
  return { ...row, path };
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
