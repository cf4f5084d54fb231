// Notices to members: an in-app notice (the bell in the navigation, /notifications) and the same
// news by e-mail. Any area calls notifyMember() inside the transaction that makes the change, and
// sends the e-mail only after that transaction committed:
//
//   const sends: Array<() => Promise<void>> = [];
//   await getDb().transaction(async (tx) => {
//     …the change…
//     sends.push(await notifyMember(tx, buildApprovedNotice(build)));
//   });
//   await sendNotices(sends);   // after commit; a rolled-back change never mails anyone
//
// The e-mail sender never throws: a mail failure is logged and the (already committed) change
// stands. Notice texts live in ./notices.ts (one function per kind) so the wording stays in one
// place and tests can import it.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { notifications, users } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";
import type { NoticeInput } from "./types";

export type { NoticeInput };

/** Sends the e-mail of one notice; never throws (failures are logged). */
export type NoticeMailer = () => Promise<void>;

/** An absolute URL for an e-mail: site paths get the public origin (BASE_URL) in front. */
export function absoluteUrl(link: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  return `${env().BASE_URL.replace(/\/+$/, "")}${link.startsWith("/") ? "" : "/"}${link}`;
}

/** The e-mail's text: greeting, what happened, the next step, the link, where all notices are. */
export function noticeMailText(name: string | null, notice: NoticeInput): string {
  const title = notice.title.endsWith(".") ? notice.title : `${notice.title}.`;
  const parts = [`Hi ${name?.trim() || "there"},`, title];
  if (notice.body) parts.push(notice.body);
  if (notice.link) parts.push(`Open it on Camber Club: ${absoluteUrl(notice.link)}`);
  parts.push(`All your notifications: ${absoluteUrl("/notifications")}`);
  parts.push("Camber Club");
  return parts.join("\n\n");
}

/**
 * Inserts the in-app notice through `db` (may be a transaction) and returns a function that sends
 * the e-mail to the member's account address. Call the returned function AFTER the transaction
 * committed; it never throws. An unknown user id makes the insert fail (foreign key), which rolls
 * the caller's transaction back: pass the owner id you just read.
 */
export async function notifyMember(db: Db | Tx, notice: NoticeInput): Promise<NoticeMailer> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body ?? null,
      link: notice.link ?? null,
    })
    .returning({ id: notifications.id });
  const [member] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, notice.userId));
  const noticeId = row.id;
  return async () => {
    if (!member?.email) return;
    try {
      await sendMail({
        to: member.email,
        subject: notice.title,
        text: noticeMailText(member.name, notice),
      });
    } catch (error) {
      console.error(`[notifications] e-mail for notice ${noticeId} (${notice.kind}) failed`, error);
    }
  };
}

/** Runs the e-mail senders collected during a committed change, one after the other. */
export async function sendNotices(mailers: readonly NoticeMailer[]): Promise<void> {
  for (const send of mailers) await send();
}

/** How many notices one insert statement carries (well under PostgreSQL's parameter limit). */
const BULK_CHUNK = 1000;

/**
 * The same in-app notice to many members (one row each, no e-mail: news of followed things is
 * for the bell only), through `db` inside the caller's transaction. Duplicate ids get one notice.
 * Returns how many notices were inserted.
 */
export async function notifyMembersInApp(
  db: Db | Tx,
  userIds: readonly string[],
  notice: Omit<NoticeInput, "userId">,
): Promise<number> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += BULK_CHUNK) {
    await db.insert(notifications).values(
      unique.slice(i, i + BULK_CHUNK).map((userId) => ({
        userId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body ?? null,
        link: notice.link ?? null,
      })),
    );
  }
  return unique.length;
}
