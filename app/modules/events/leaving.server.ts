// A member deletes their account (ADR 037). Two things a cascade cannot do happen here first:
// - the seat of every upcoming event they were going to is handed on: the head of its waitlist
//   moves up (the same removeRegistration + promoteFromWaitlist an RSVP cancellation uses), and
//   is told with notifyGoing after the commit;
// - the events they host go the way an admin's delete does (removeEventInTx): everyone going or
//   waitlisted gets a notice (in-app now, e-mail after the commit), then the event goes with its
//   sign-ups, Q&A and reminders. Their series go too.
// The events area answers with the keys of the member's own flyers those rows showed (the account
// area keeps any that another event or series still shows: a series' dates share its flyer).
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "~/db/client.server";
import { ownedFileKeys } from "~/lib/images.server";
import type { LeavingMember, MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";
import { type NoticeMailer, sendNotices } from "~/modules/notifications/index.server";
import { removeEventInTx } from "./events.server";
import { eventHostLeftAttendeeNotice } from "./notices";
import { notifyGoing, removeRegistration } from "./rsvp.server";

interface RegisteredEvent extends Record<string, unknown> {
  id: string;
  max_attendees: number | null;
  /** RSVPs are open (approved, not cancelled, not started): a freed seat is handed on. */
  open: boolean;
}

/** Leaves every event of another host the member signed up for; returns who moved up, per event. */
async function leaveRegistrations(tx: Tx, memberId: string): Promise<Map<string, string[]>> {
  // Locked in id order, as one RSVP at a time would lock them.
  const registered = await queryRows<RegisteredEvent>(
    sql`select e.id, e.max_attendees,
          e.approval_status = 'approved' and e.cancelled_at is null and e.event_date > now()
            as open
        from events e
        where e.created_by <> ${memberId}
          and exists (select 1 from event_registrations r
                      where r.event_id = e.id and r.user_id = ${memberId})
        order by e.id
        for update of e`,
    tx,
  );
  const promoted = new Map<string, string[]>();
  for (const event of registered) {
    const result = await removeRegistration(tx, event, memberId, { fillSeat: event.open });
    if (result.promotedUserIds.length > 0) promoted.set(event.id, result.promotedUserIds);
  }
  return promoted;
}

async function leave(tx: Tx, member: LeavingMember): Promise<MemberLeft> {
  const promoted = await leaveRegistrations(tx, member.id);

  const hosted = await queryRows<{ id: string }>(
    sql`select id from events where created_by = ${member.id} order by id`,
    tx,
  );
  const mailers: NoticeMailer[] = [];
  const flyers: (string | null)[] = [];
  for (const { id } of hosted) {
    const removed = await removeEventInTx(tx, id, member.id, eventHostLeftAttendeeNotice);
    if (!removed) continue;
    mailers.push(...removed.mailers);
    flyers.push(removed.imageUrl);
  }
  const series = await queryRows<{ image_url: string | null }>(
    sql`delete from event_series where created_by = ${member.id} returning image_url`,
    tx,
  );
  flyers.push(...series.map((row) => row.image_url));

  return {
    // Only the member's own uploads: an image URL typed into the form may be anyone's picture.
    fileKeys: ownedFileKeys(flyers, { kind: "events", ownerId: member.id }),
    afterCommit: async () => {
      for (const [eventId, userIds] of promoted) {
        await notifyGoing(eventId, userIds, { promoted: true }).catch((error) =>
          console.error("[events] could not tell members promoted from a waitlist", error),
        );
      }
      await sendNotices(mailers);
    },
  };
}

export const EVENTS_MEMBER_LEAVING: MemberLeaving = { area: "events", leave };
