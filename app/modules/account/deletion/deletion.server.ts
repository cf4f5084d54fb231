// Deleting a member's account (ADR 037). Only ever the actor's own account: the use-case takes
// the Actor from the session and no member id from the form.
//
//   1. confirm: the username typed exactly, and the current password or, instead, one of the
//      member's passkeys answering a prompt made for this request; anything wrong deletes nothing;
//   2. ONE transaction: every area's MemberLeaving step (app/account-removal.server.ts lists
//      them: seats handed on, attendees told, rows deleted, file keys collected), an audit entry
//      that keeps the id only, then the users row (cascades take sessions, passkeys, two-factor,
//      likes, follows, notifications…; comments and forum posts stay, author set null);
//   3. after the commit: the stored files no row uses any more (the steps' keys and the
//      member's own upload folders), the steps' notices, and a confirmation e-mail.
// A failure in 2 rolls everything back before any file is touched; a failure in 3 is logged,
// and image files left behind are deleted by the storage sweep once no row references them.
import { eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { users, verifications } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { recordAuditEntry } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { InvalidError, NotFoundError } from "~/lib/errors";
import { IMAGE_KINDS } from "~/lib/image-urls";
import { log } from "~/lib/log.server";
import { sendMail } from "~/lib/mail.server";
import type { MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";
import { type ObjectStorage, storage } from "~/lib/storage.server";
import { isCurrentPassword, isOwnPasskey } from "~/modules/auth/index.server";
import { keysNoRowUses } from "~/modules/ops/index.server";
import { getProfile } from "~/modules/profiles/index.server";
import { DELETION_FIELDS, DELETION_MESSAGES } from "./messages";

/** What proves that the person at the keyboard is the member. */
export type DeletionProof =
  | { kind: "password"; password: string }
  /**
   * The browser's answer to a passkey prompt (JSON), to the one-time challenge its request
   * carries: it must be one of the member's own passkeys, with the person verified.
   */
  | { kind: "passkey"; assertion: string; request: Request };

export interface DeletionConfirmation {
  /** The username as the member typed it; must be theirs exactly (case included). */
  typedUsername: string;
  proof: DeletionProof;
}

/** What the transaction removed, for the work after the commit. */
export interface RemovedMember {
  id: string;
  email: string;
  name: string;
  left: MemberLeft[];
}

/** Throws InvalidError (per field, nothing changed) unless the confirmation is the member's. */
async function assertConfirmed(actor: Actor, confirmation: DeletionConfirmation, now: Date) {
  const profile = await getProfile(actor.id);
  const fieldErrors: Record<string, string> = {};
  const typed = confirmation.typedUsername.trim();
  if (!profile || typed !== profile.username) {
    fieldErrors[DELETION_FIELDS.username] = profile
      ? DELETION_MESSAGES.wrongUsername(profile.username)
      : DELETION_MESSAGES.usernameRequired;
  }
  const { proof } = confirmation;
  if (proof.kind === "password") {
    if (!(await isCurrentPassword(actor.id, proof.password))) {
      fieldErrors[DELETION_FIELDS.password] = DELETION_MESSAGES.wrongPassword;
    }
  } else if (!(await isOwnPasskey(actor.id, proof.request, proof.assertion))) {
    fieldErrors[DELETION_FIELDS.password] = DELETION_MESSAGES.notYourPasskey;
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new InvalidError(`account deletion of ${actor.id} not confirmed`, {
      userMessage: DELETION_MESSAGES.refused,
      fieldErrors,
    });
  }
}

/**
 * Removes the member in the caller's transaction: every area's step, an audit entry, then the
 * users row. Returns what the steps left to do after the commit. The demo seed calls this
 * inside its own transaction; members go through deleteAccount.
 */
export async function removeMemberInTx(
  tx: Tx,
  memberId: string,
  steps: readonly MemberLeaving[],
): Promise<RemovedMember> {
  // Locked first: a second deletion of the same account waits here, then finds nothing.
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, memberId))
    .for("update");
  if (!user) {
    throw new NotFoundError(`no account ${memberId}`, {
      userMessage: DELETION_MESSAGES.alreadyGone,
    });
  }
  const left: MemberLeft[] = [];
  for (const step of steps) {
    try {
      left.push(await step.leave(tx, { id: memberId }));
    } catch (error) {
      throw new Error(`account deletion: the ${step.area} step failed`, { cause: error });
    }
  }
  // For the admins: an account went (reports and logs may name it). The id only, no name.
  await recordAuditEntry(
    {
      adminId: memberId,
      action: "account-delete",
      targetType: "member",
      targetId: memberId,
      targetTitle: null,
      beforeStatus: "member",
      afterStatus: "deleted",
    },
    tx,
  );
  // Password reset links waiting in better-auth's table name the member by id.
  await tx.delete(verifications).where(eq(verifications.value, memberId));
  await tx.execute(sql`delete from users where id = ${memberId}`);
  return { ...user, left };
}

const DELETE_BATCH = 500;

/**
 * Deletes the member's stored files once their rows are gone: the keys the steps named, every
 * file in the member's own upload folders (an upload no row showed any more, e.g. a replaced
 * avatar whose delete failed), and the folders of derived files (share cards). A file that some
 * remaining row still shows is kept (keysNoRowUses): never another member's picture.
 */
export async function deleteFilesOfFormerMember(
  memberId: string,
  left: readonly MemberLeft[],
  store: ObjectStorage = storage(),
): Promise<string[]> {
  const keys = new Set(left.flatMap((step) => step.fileKeys));
  const folders = [
    ...IMAGE_KINDS.map((kind) => `${kind}/${memberId.toLowerCase()}/`),
    ...left.flatMap((step) => step.filePrefixes ?? []),
  ];
  for (const folder of folders) {
    for await (const object of store.list(folder)) keys.add(object.key);
  }
  const unused = await keysNoRowUses([...keys], { store });
  for (let i = 0; i < unused.length; i += DELETE_BATCH) {
    await store.delete(unused.slice(i, i + DELETE_BATCH));
  }
  return unused;
}

function confirmationMail(member: RemovedMember, now: Date) {
  const when = now.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
  const name = member.name.trim() || "there";
  return {
    to: member.email,
    subject: "Your Camber Club account has been deleted",
    text: `Hi ${name},\n\nAs you asked on ${when}, your Camber Club account has been deleted: your profile and avatar, your builds with their photos, journals and comments, the events you hosted (their attendees have been told), your RSVPs, listings, media, likes, follows, notifications and data exports.\n\nYour comments and forum posts stay where they are, shown as written by "Deleted member", so the conversations they belong to still make sense.\n\nThis e-mail address is free again: you're welcome to sign up at ${env().BASE_URL}/auth whenever you like.\n\nCamber Club`,
  };
}

/**
 * The member deletes their own account. Throws InvalidError (nothing deleted) when the
 * confirmation is not theirs, NotFoundError when the account is already gone. Returns once the
 * rows are gone and the files, notices and e-mail have been attempted.
 */
export async function deleteAccount(
  actor: Actor,
  confirmation: DeletionConfirmation,
  steps: readonly MemberLeaving[],
  options: { now?: Date; store?: ObjectStorage } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await assertConfirmed(actor, confirmation, now);
  const removed = await getDb().transaction((tx) => removeMemberInTx(tx, actor.id, steps));
  log.info({ userId: removed.id }, "[account] account deleted");
  await afterRemoval(removed, now, options.store);
}

/**
 * The work after the commit; every part is attempted whatever the others did. `confirm: false`
 * leaves out the confirmation e-mail ("as you asked"): an admin removed the account (a held one,
 * from the review queue).
 */
export async function afterRemoval(
  removed: RemovedMember,
  now: Date,
  store?: ObjectStorage,
  options: { confirm?: boolean } = {},
) {
  try {
    await deleteFilesOfFormerMember(removed.id, removed.left, store);
  } catch (error) {
    log.error(
      { err: error, userId: removed.id },
      "[account] could not delete every file of a deleted account; the storage sweep will",
    );
  }
  for (const step of removed.left) {
    await step
      .afterCommit?.()
      .catch((error) =>
        log.error({ err: error, userId: removed.id }, "[account] a notice after deletion failed"),
      );
  }
  if (options.confirm === false) return;
  await sendMail(confirmationMail(removed, now)).catch((error) =>
    log.error({ err: error, userId: removed.id }, "[account] confirmation e-mail failed"),
  );
}
