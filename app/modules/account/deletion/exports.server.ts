// The member's data exports go with their account (ADR 037): the account_exports rows, and the
// zip each ready one keeps in storage (a private key, not an image URL: no other row can name it).
import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { accountExports } from "~/db/schema";
import type { LeavingMember, MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";

async function leave(tx: Tx, member: LeavingMember): Promise<MemberLeft> {
  const removed = await tx
    .delete(accountExports)
    .where(eq(accountExports.userId, member.id))
    .returning({ key: accountExports.storageKey });
  return { fileKeys: removed.flatMap((row) => (row.key ? [row.key] : [])) };
}

export const EXPORTS_MEMBER_LEAVING: MemberLeaving = { area: "data exports", leave };
