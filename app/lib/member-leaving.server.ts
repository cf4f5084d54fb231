// The protocol by which a member's account is deleted (ADR 037). The account area deletes the
// account in ONE transaction; every area that keeps something of the member's exports a
// MemberLeaving step through its index.server.ts, and app/account-removal.server.ts lists them.
// A step runs inside that transaction: it does what a plain ON DELETE CASCADE cannot (hands a
// freed seat to the waitlist, tells the attendees of an event that goes, resolves reports),
// deletes its rows and says which stored files were the member's. Nothing leaves the database
// before the commit: files are deleted and e-mails sent only afterwards, so a failure half-way
// rolls everything back with every file still in place.
import type { Tx } from "~/db/client.server";

/** The member whose account is being deleted. */
export interface LeavingMember {
  id: string;
}

/** What one step leaves to do once the transaction has committed. */
export interface MemberLeft {
  /**
   * Storage keys of the member's own files that the step's deleted rows pointed at (an image's
   * every variant). The account area deletes those no other row still uses.
   */
  fileKeys: string[];
  /** Folders of derived files that go whole (a deleted build's cached share cards). */
  filePrefixes?: string[];
  /** Notices and e-mails to other members; never throws (failures are logged). */
  afterCommit?: () => Promise<void>;
}

/** One area's part of deleting an account; writes only through `tx`. */
export interface MemberLeaving {
  /** Names the step in logs and errors ("builds"). */
  area: string;
  leave(tx: Tx, member: LeavingMember): Promise<MemberLeft>;
}

/** A step's answer when it has nothing to do after the commit. */
export const NOTHING_LEFT: MemberLeft = { fileKeys: [] };
