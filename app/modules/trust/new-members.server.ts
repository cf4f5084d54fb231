// The new-member limits, applied by each area's create use-case inside its own transaction:
// `assertNewMemberMay(tx, userId, "topic")` refuses a held account and a new member past the
// day's count or inside the pause, and otherwise writes the ledger row (new_member_actions) in
// that transaction. So a refused or failed create counts nothing, and deleting what was created
// gives no second chance: the ledger row stays. The member's users row is locked (FOR NO KEY
// UPDATE) before counting, so parallel requests of one member count one after the other.
import { and, count, eq, isNotNull, max } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { memberSignups, newMemberActions, users } from "~/db/schema";
import { ForbiddenError, RateLimitedError } from "~/lib/errors";
import { countLinks } from "~/lib/member-text";
import { formatWait } from "~/lib/rate-limit.server";
import {
  firstDayLimitMessage,
  heldPostNote,
  NEW_MEMBER_HOURS,
  NEW_MEMBER_LIMITS,
  NEW_MEMBER_MAX_LINKS,
  type NewMemberAction,
  spacingMessage,
  TRUST_MESSAGES,
} from "./limits";

const HOUR_MS = 60 * 60 * 1000;

/** A post that waits for an admin: saved with hidden_at, filed with holdForReview(note). */
export interface PostHold {
  hiddenAt: Date;
  /** For the admins' queue: "New member's post with 4 links". */
  note: string;
  /** For the member: why they do not see their post yet. */
  message: string;
}

/** Where a member stands with the new-member rules at one moment. */
export interface MemberStanding {
  /** Within the first NEW_MEMBER_HOURS after the account was created. */
  isNew: boolean;
  /** When the first day ends (null for a member who is not new). */
  newUntil: Date | null;
  /** The hold for a post of `text` (too many links from a new member), or null. */
  postHold(text: string): PostHold | null;
}

function standing(createdAt: Date | null, now: Date): MemberStanding {
  const newUntil = createdAt ? new Date(createdAt.getTime() + NEW_MEMBER_HOURS * HOUR_MS) : null;
  const isNew = newUntil !== null && now < newUntil;
  return {
    isNew,
    newUntil: isNew ? newUntil : null,
    postHold(text) {
      if (!isNew) return null;
      const links = countLinks(text);
      if (links <= NEW_MEMBER_MAX_LINKS) return null;
      return { hiddenAt: now, note: heldPostNote(links), message: TRUST_MESSAGES.postHeld };
    },
  };
}

export class AccountHeldError extends ForbiddenError {
  constructor(userId: string) {
    super(`account ${userId} is held for review`, { userMessage: TRUST_MESSAGES.accountHeld });
  }
}

async function accountOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ createdAt: users.createdAt, heldAt: memberSignups.heldAt })
    .from(users)
    .leftJoin(memberSignups, eq(memberSignups.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Where the member stands, without counting anything: for writes that are not creations (an
 * edited post is held like a new one when a new member adds links to it).
 */
export async function newMemberStanding(
  db: Db | Tx,
  userId: string,
  now: Date = new Date(),
): Promise<MemberStanding> {
  const account = await accountOf(db, userId);
  return standing(account?.createdAt ?? null, now);
}

/**
 * Refuses (ForbiddenError) a member whose account waits for an admin's approval: such an account
 * can sign in but creates nothing. For creations without a first-day count (comments, journal
 * entries, media submissions); the counted ones call assertNewMemberMay, which checks it too.
 */
export async function assertNotHeld(db: Db | Tx, userId: string): Promise<void> {
  const [held] = await db
    .select({ userId: memberSignups.userId })
    .from(memberSignups)
    .where(and(eq(memberSignups.userId, userId), isNotNull(memberSignups.heldAt)));
  if (held) throw new AccountHeldError(userId);
}

/**
 * Call inside the transaction that creates one `action` for `userId`, before or after the insert.
 * Throws AccountHeldError (403) for a held account, RateLimitedError (429, the real wait in its
 * message) for a new member past the first day's count or inside the pause between two; writes
 * the ledger row otherwise. Returns where the member stands (its postHold for posts).
 */
export async function assertNewMemberMay(
  tx: Tx,
  userId: string,
  action: NewMemberAction,
  now: Date = new Date(),
): Promise<MemberStanding> {
  const account = await accountOf(tx, userId);
  if (account?.heldAt) throw new AccountHeldError(userId);
  const member = standing(account?.createdAt ?? null, now);
  if (!member.isNew || !member.newUntil) return member;

  // One at a time per member from here: the count below and the insert must not interleave.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  const [done] = await tx
    .select({ n: count(), last: max(newMemberActions.createdAt) })
    .from(newMemberActions)
    .where(and(eq(newMemberActions.userId, userId), eq(newMemberActions.kind, action)));

  const limit = NEW_MEMBER_LIMITS[action];
  if (done.n >= limit.perFirstDay) {
    const seconds = (member.newUntil.getTime() - now.getTime()) / 1000;
    throw new RateLimitedError(Math.ceil(seconds), {
      userMessage: firstDayLimitMessage(action, formatWait(seconds)),
    });
  }
  if (limit.spacingSeconds && done.last) {
    const seconds = (done.last.getTime() + limit.spacingSeconds * 1000 - now.getTime()) / 1000;
    if (seconds > 0) {
      throw new RateLimitedError(Math.ceil(seconds), {
        userMessage: spacingMessage(
          action,
          formatWait(seconds, { seconds: true }),
          formatWait(limit.spacingSeconds, { seconds: true }),
        ),
      });
    }
  }
  await tx.insert(newMemberActions).values({ userId, kind: action, createdAt: now });
  return member;
}
