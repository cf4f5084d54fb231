// What deleting a member's account involves, area by area (ADR 037): the account area runs these
// steps in one transaction, in this order, then deletes the users row (cascades take the rest)
// and, after the commit, the files and notices the steps left. A new area that keeps something of
// a member's beyond plain rows (files, other members to tell) registers its step here.
//
// Not listed, because the database does it: sessions, sign-in accounts, passkeys, two-factor,
// roles, likes, follows both ways, notifications, reports they
// filed (ON DELETE CASCADE from users); comments and forum topics and posts stay, their author set
// null (ON DELETE SET NULL) and shown as "Deleted member".
import type { MemberLeaving } from "~/lib/member-leaving.server";
import {
  afterRemoval,
  EXPORTS_MEMBER_LEAVING,
  removeMemberInTx,
} from "~/modules/account/index.server";
import { BUILDS_MEMBER_LEAVING } from "~/modules/builds/index.server";
import { EVENTS_MEMBER_LEAVING } from "~/modules/events/index.server";
import { MARKETPLACE_MEMBER_LEAVING } from "~/modules/marketplace/index.server";
import { MEDIA_MEMBER_LEAVING } from "~/modules/media/index.server";
import { PROFILES_MEMBER_LEAVING } from "~/modules/profiles/index.server";
import type { RemoveAccountInTx } from "~/modules/trust/index.server";

export const ACCOUNT_REMOVAL: readonly MemberLeaving[] = [
  // First: seats handed on and attendees told while everyone's rows are still there.
  EVENTS_MEMBER_LEAVING,
  BUILDS_MEMBER_LEAVING,
  MARKETPLACE_MEMBER_LEAVING,
  MEDIA_MEMBER_LEAVING,
  EXPORTS_MEMBER_LEAVING,
  PROFILES_MEMBER_LEAVING,
];

/**
 * An admin deletes an account held for review (the review queue's Delete on a "member" item,
 * app/report-targets.server.ts): the same steps in the admin's transaction, then the files and
 * notices after the commit, without the member's "as you asked" confirmation e-mail.
 */
export const removeAccountByAdmin: RemoveAccountInTx = async (tx, memberId) => {
  const removed = await removeMemberInTx(tx, memberId, ACCOUNT_REMOVAL);
  return { afterCommit: () => afterRemoval(removed, new Date(), undefined, { confirm: false }) };
};
