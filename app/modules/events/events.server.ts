// Write side of events: a member hosts an event (pending until an admin approves it); admins
// approve, reject or permanently delete. Permissions are checked HERE, not only in the routes:
// the admin panel (another screen, same functions) gets the same rules for free.
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { NotFoundError } from "~/lib/errors";
import {
  deleteStoredImages,
  discardIfFails,
  ImageRejectedError,
  storeImage,
} from "~/lib/images.server";
import {
  eventApprovedNotice,
  eventDeletedNotice,
  eventRejectedNotice,
} from "~/modules/notifications";
import { type NoticeMailer, notifyMember, sendNotices } from "~/modules/notifications/index.server";
import { findPlaceById } from "./geo/gazetteer.server";
import {
  type AttendeeSubject,
  eventDeletedAttendeeNotice,
  eventRejectedAttendeeNotice,
} from "./notices";
import type { EventFormInput } from "./schemas";
import type { ApprovalStatus } from "./types";

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;

/** Storing the flyer failed for a reason other than the file itself (disk, storage service). */
export class FlyerUploadError extends Error {
  constructor(cause: unknown) {
    super("The flyer could not be stored.", { cause });
    this.name = "FlyerUploadError";
  }
}

const eventNotFound = (eventId: string) => new NotFoundError(`event ${eventId} not found`);
const auditEvent = auditTrail("event");

/**
 * Does the typed location still name the picked city? A member may pick "Portland, OR, United
 * States" and then write "Pioneer Square, Portland, OR, United States": the coordinates still
 * apply. If they replaced it with something else, they do not.
 */
export function locationMentionsPlace(location: string, placeName: string): boolean {
  const simplify = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  return simplify(location).includes(simplify(placeName));
}

export interface CreateEventOptions {
  /**
   * Runs once the submission is accepted (the flyer, when given, passed the image pipeline and
   * is stored), right before the row is inserted; throwing stops the creation (the stored flyer
   * is deleted again) and the error reaches the caller. The page counts its quota here, so a
   * refused flyer never uses it up.
   */
  beforeSave?: () => Promise<void>;
}

/**
 * Creates a pending event for `userId`: stores the flyer (when given) through the image pipeline,
 * then inserts the row. Throws ImageRejectedError (not an image, too large), FlyerUploadError
 * (storage failed), beforeSave's error or the database's error; a flyer stored for an event that
 * could not be saved is deleted again. Returns the new event's id.
 */
export async function createEvent(
  userId: string,
  input: EventFormInput,
  flyer: File | null,
  options: CreateEventOptions = {},
): Promise<string> {
  // The picked city's coordinates come from our gazetteer, never from the browser.
  const place = input.placeId ? await findPlaceById(input.placeId) : null;
  const located = place && locationMentionsPlace(input.location, place.name) ? place : null;

  let imageUrl = input.imageUrl;
  if (flyer) {
    try {
      imageUrl = (await storeImage(flyer, { ownerId: userId, kind: "events" })).url;
    } catch (error) {
      if (error instanceof ImageRejectedError) throw error;
      throw new FlyerUploadError(error);
    }
  }

  const storedFlyer = flyer && imageUrl ? [imageUrl] : [];
  return discardIfFails(storedFlyer, "events", async () => {
    await options.beforeSave?.();
    const [row] = await getDb()
      .insert(events)
      .values({
        title: input.title,
        description: input.description,
        eventDate: input.startsAt,
        timeZone: input.timeZone,
        location: input.location,
        placeName: located?.label ?? null,
        latitude: located?.latitude ?? null,
        longitude: located?.longitude ?? null,
        maxAttendees: input.maxAttendees,
        imageUrl,
        createdBy: userId,
        approvalStatus: "pending",
      })
      .returning({ id: events.id });
    return row.id;
  });
}

/**
 * Notifies every member going to or waitlisted for the event (not the host, who gets their own
 * notice, nor the acting admin) inside the caller's transaction, and returns their e-mail
 * senders. The caller holds the event's row lock, so no RSVP slips in between. An event that has
 * already taken place tells nobody: taking it off the calendar changes nothing for them.
 */
async function notifyAttendees(
  tx: Tx,
  event: { id: string; title: string; createdBy: string },
  actingUserId: string,
  notice: (subject: AttendeeSubject) => Parameters<typeof notifyMember>[1],
): Promise<NoticeMailer[]> {
  const registered = await tx
    .select({ userId: eventRegistrations.userId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        gt(events.eventDate, sql`now()`),
        ne(eventRegistrations.userId, event.createdBy),
        ne(eventRegistrations.userId, actingUserId),
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.userId));
  const mailers: NoticeMailer[] = [];
  for (const { userId, status } of registered) {
    const subject = {
      userId,
      title: event.title,
      status: status === "going" ? "going" : "waitlisted",
    } as const;
    mailers.push(await notifyMember(tx, notice(subject)));
  }
  return mailers;
}

export interface ApprovalChange {
  id: string;
  title: string;
  approvalStatus: ApprovalStatus;
}

/**
 * Admin Approve / Reject, directly, from any state. Throws ForbiddenError unless `actor` is an
 * admin, whatever the caller checked before, and NotFoundError for an unknown event.
 */
export async function setEventApprovalStatus(
  actor: Actor,
  eventId: string,
  status: ApprovalStatus,
): Promise<ApprovalChange> {
  if (!APPROVAL_STATUSES.includes(status)) throw new Error(`Unknown approval status: ${status}`);
  assertAdmin(actor, `event ${eventId}`);
  const adminUserId = actor.id;
  // The host hears about a real change only (approving twice: one notice); the row lock makes
  // concurrent clicks wait for each other. The e-mail goes after the commit.
  const mailers: NoticeMailer[] = [];
  const change = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: events.id,
        title: events.title,
        createdBy: events.createdBy,
        approvalStatus: events.approvalStatus,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .for("update");
    if (!row) throw eventNotFound(eventId);
    await auditEvent(tx, adminUserId, status === "approved" ? "event-approve" : "event-reject", {
      id: row.id,
      title: row.title,
      before: row.approvalStatus,
      after: status,
    });
    if (row.approvalStatus !== status) {
      await tx
        .update(events)
        .set({ approvalStatus: status, updatedAt: sql`now()` })
        .where(eq(events.id, eventId));
      if (row.createdBy !== adminUserId) {
        const subject = { userId: row.createdBy, id: row.id, title: row.title };
        const notice =
          status === "approved" ? eventApprovedNotice(subject) : eventRejectedNotice(subject);
        mailers.push(await notifyMember(tx, notice));
      }
      if (status === "rejected") {
        mailers.push(...(await notifyAttendees(tx, row, adminUserId, eventRejectedAttendeeNotice)));
      }
    }
    return { id: row.id, title: row.title, approvalStatus: status };
  });
  await sendNotices(mailers);
  return change;
}

/**
 * Admin delete, permanent: removes the event, its registrations (cascade) and the flyer file the
 * host uploaded. Throws ForbiddenError unless `actor` is an admin, NotFoundError for an unknown
 * event.
 */
export async function deleteEvent(actor: Actor, eventId: string): Promise<void> {
  assertAdmin(actor, `event ${eventId}`);
  const adminUserId = actor.id;
  const mailers: NoticeMailer[] = [];
  const row = await getDb().transaction(async (tx) => {
    // Locked first (like an RSVP does), so the sign-ups read below are all there are.
    const [locked] = await tx
      .select({ id: events.id, title: events.title, createdBy: events.createdBy })
      .from(events)
      .where(eq(events.id, eventId))
      .for("update");
    if (!locked) throw eventNotFound(eventId);
    // The sign-ups go with the event (cascade): their members are told first.
    mailers.push(...(await notifyAttendees(tx, locked, adminUserId, eventDeletedAttendeeNotice)));
    const [deleted] = await tx.delete(events).where(eq(events.id, eventId)).returning({
      imageUrl: events.imageUrl,
      createdBy: events.createdBy,
      title: events.title,
      approvalStatus: events.approvalStatus,
    });
    if (!deleted) throw eventNotFound(eventId);
    await auditEvent(tx, adminUserId, "event-delete", {
      id: eventId,
      title: deleted.title,
      before: deleted.approvalStatus,
      after: "deleted",
    });
    // The host learns why their event vanished.
    if (deleted.createdBy !== adminUserId) {
      const subject = { userId: deleted.createdBy, id: eventId, title: deleted.title };
      mailers.push(await notifyMember(tx, eventDeletedNotice(subject)));
    }
    return deleted;
  });
  await sendNotices(mailers);
  // The event is gone either way; a file left behind is only logged. Only the host's own upload
  // goes: an image URL typed into the form may point at any other picture on the site.
  if (row.imageUrl) {
    await deleteStoredImages([row.imageUrl], { kind: "events", ownerId: row.createdBy }).catch(
      (error) => console.error("[events] could not delete the flyer of a deleted event", error),
    );
  }
}
