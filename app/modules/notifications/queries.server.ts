// The member's own notices: the unread count for the bell (with the root loader's viewer), the
// /notifications list (newest first, keyset pages) and marking notices read. Every query filters
// by the member's id: a notice id of someone else matches nothing.

import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { isoTimestamp, linkUnlessHidden } from "~/db/sql";
import { isUuid } from "~/lib/ids";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import type { NoticeItem } from "./types";

const notificationsN = alias(notifications, "n");

export const NOTICES_FIRST_PAGE = 20;
export const NOTICES_NEXT_PAGE = 20;

/** Unread notices of the member (notifications_user_unread_idx, a partial index). */
export async function countUnread(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The last notice: created_at::text and id. */
const noticeCursor = keysetCursor({ ts: cursorField.timestamp, id: cursorField.uuid });

const encodeCursor = noticeCursor.encode;

/** A cursor from the URL, or null (first page) when it is missing or not one of ours. */
export const decodeNoticeCursor = noticeCursor.decode;

/** A notice as listed, and where it stands in the keyset order. */
type NoticeRow = NoticeItem & { cursorTs: string } & Record<string, unknown>;

export type NoticePage = KeysetPage<NoticeItem>;

/**
 * One page of the member's notices, newest first (notifications_user_created_idx). A notice about
 * an item hidden since (ADR 038) stays, without its link, unless the member wrote the item.
 */
export async function listNotices(userId: string, rawCursor?: string | null): Promise<NoticePage> {
  const cursor = decodeNoticeCursor(rawCursor);
  const limit = cursor ? NOTICES_NEXT_PAGE : NOTICES_FIRST_PAGE;
  const after = cursor
    ? sql`and (n.created_at, n.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<NoticeRow>(sql`
    select n.id, n.kind, n.title, n.body, ${linkUnlessHidden(notificationsN.link, userId)} as link,
      (n.read_at is not null) as read,
      ${isoTimestamp(notificationsN.createdAt)} as "createdAt",
      n.created_at::text as "cursorTs"
    from notifications n
    where n.user_id = ${userId} ${after}
    order by n.created_at desc, n.id desc
    limit ${limit + 1}`);
  return keysetPage(
    rows,
    limit,
    ({ cursorTs: _, ...notice }) => notice,
    (last) => encodeCursor({ ts: last.cursorTs, id: last.id }),
  );
}

/**
 * Marks one of the member's notices read and returns where it leads (null link: no link), or
 * undefined when the member has no notice with that id (someone else's, or none at all).
 */
export async function openNotice(
  userId: string,
  noticeId: string,
): Promise<{ link: string | null } | undefined> {
  if (!isUuid(noticeId)) return undefined;
  const [row] = await getDb()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, noticeId), eq(notifications.userId, userId)))
    .returning({ link: linkUnlessHidden(notifications.link, userId) });
  return row;
}

/** Marks every unread notice of the member read; returns how many changed. */
export async function markAllNoticesRead(userId: string): Promise<number> {
  const rows = await getDb()
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Where opening a notice may send the browser: a path on this site only (a stored link is ours,
 * but a redirect never leaves the site whatever is in the row).
 */
export function safeNoticeTarget(link: string | null): string {
  if (!link || !/^\/(?![/\\])/.test(link)) return "/notifications";
  return link;
}
