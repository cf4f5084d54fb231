// Write side of events: a member hosts an event (pending until an admin approves it); admins
// approve, reject or permanently delete. Permissions are checked HERE, not only in the routes:
// the admin panel (another screen, same functions) gets the same rules for free.
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { eventRegistrations, events, profiles } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { ConflictError, InvalidError, NotFoundError, RateLimitedError } from "~/lib/errors";
import {
  deleteStoredImages,
  discardIfFails,
  ImageRejectedError,
  storeImage,
} from "~/lib/images.server";
import { sendMail } from "~/lib/mail.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import {
  eventApprovedNotice,
  eventDeletedNotice,
  eventRejectedNotice,
} from "~/modules/notifications";
import { type NoticeMailer, notifyMember, sendNotices } from "~/modules/notifications/index.server";
import { displayName } from "~/modules/profiles";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { assertNewMemberMay } from "~/modules/trust/index.server";
import { FUTURE_MESSAGE, HOST_FIELD_LIMITS, TIME_ZONE_MESSAGE } from "./form-fields";
import { findPlaceById } from "./geo/gazetteer.server";
import { timeZoneAt } from "./geo/time-zone.server";
import { HOST_MESSAGES } from "./messages";
import {
  type AttendeeSubject,
  type EventChangeLine,
  eventCancelledAttendeeNotice,
  eventChangedAttendeeNotice,
  eventDeletedAttendeeNotice,
  eventRejectedAttendeeNotice,
} from "./notices";
import { EVENT_REPORT_TYPE } from "./report-type";
import { notifyGoing, promoteFromWaitlist } from "./rsvp.server";
import { type EventFormInput, endTimeProblem } from "./schemas";
import { formatEventWhen, zonedWallTimeToDate } from "./time";
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

/** The city an edited event already has (no new pick: it stays while the text names it). */
interface KeptPlace {
  placeName: string | null;
  latitude: number | null;
  longitude: number | null;
}

function keptPlace(kept: KeptPlace | null) {
  if (!kept?.placeName || kept.latitude === null || kept.longitude === null) return null;
  return {
    name: kept.placeName.split(",")[0].trim(),
    label: kept.placeName,
    latitude: kept.latitude,
    longitude: kept.longitude,
  };
}

const invalidField = (field: string, message: string) =>
  new InvalidError(`event form: ${field}`, {
    userMessage: message,
    fieldErrors: { [field]: message },
  });

/**
 * Where and when, as the server decides it: a picked city (still named by the location text)
 * gives the coordinates, from our gazetteer, and the time zone, from those coordinates, whatever
 * the browser sent; the typed wall times are read in that zone. A free-text place keeps the zone
 * the host chose. Throws InvalidError (with the field) when the times do not hold in that zone.
 */
export async function resolvePlaceAndTime(input: EventFormInput, kept: KeptPlace | null = null) {
  const place = input.placeId ? await findPlaceById(input.placeId) : keptPlace(kept);
  const located = place && locationMentionsPlace(input.location, place.name) ? place : null;
  const placeZone = located ? await timeZoneAt(located.latitude, located.longitude) : null;
  const timeZone = placeZone ?? input.timeZone;
  if (!timeZone) throw invalidField("timeZone", TIME_ZONE_MESSAGE);
  if (timeZone === input.timeZone) {
    return { located, timeZone, startsAt: input.startsAt, endsAt: input.endsAt };
  }
  const startsAt = zonedWallTimeToDate(input.eventDate, timeZone);
  if (!startsAt || startsAt.getTime() <= Date.now())
    throw invalidField("eventDate", FUTURE_MESSAGE);
  const endsAt = input.endsAtText ? zonedWallTimeToDate(input.endsAtText, timeZone) : null;
  const endProblem = endTimeProblem(input.endsAtText, startsAt, endsAt);
  if (endProblem) throw invalidField("endsAt", endProblem);
  return { located, timeZone, startsAt, endsAt };
}

/** The columns an event's form sets, on creation and on every edit. */
function eventColumns(
  input: EventFormInput,
  { located, timeZone, startsAt, endsAt }: Awaited<ReturnType<typeof resolvePlaceAndTime>>,
  imageUrl: string | null,
) {
  return {
    title: input.title,
    description: input.description,
    eventDate: startsAt,
    endsAt,
    timeZone,
    category: input.category,
    location: input.location,
    placeName: located?.label ?? null,
    latitude: located?.latitude ?? null,
    longitude: located?.longitude ?? null,
    maxAttendees: input.maxAttendees,
    imageUrl,
  };
}

/**
 * The flyer of a new event or series: the uploaded file through the image pipeline (owned by the
 * host), else the image URL typed into the form. `stored` lists what was written, for
 * discardIfFails. Throws ImageRejectedError (not an image, too large) or FlyerUploadError.
 */
export async function storeFlyer(
  userId: string,
  flyer: File | null,
  typedUrl: string | null,
): Promise<{ imageUrl: string | null; stored: string[] }> {
  if (!flyer) return { imageUrl: typedUrl, stored: [] };
  try {
    const { url } = await storeImage(flyer, { ownerId: userId, kind: "events" });
    return { imageUrl: url, stored: [url] };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new FlyerUploadError(error);
  }
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
 * (storage failed), beforeSave's error, the new-member limits' DomainError or the database's
 * error; a flyer stored for an event that could not be saved is deleted again. Returns the new
 * event's id.
 */
export async function createEvent(
  userId: string,
  input: EventFormInput,
  flyer: File | null,
  options: CreateEventOptions = {},
): Promise<string> {
  const { located, timeZone, startsAt, endsAt } = await resolvePlaceAndTime(input);
  const { imageUrl, stored } = await storeFlyer(userId, flyer, input.imageUrl);
  return discardIfFails(stored, "events", async () => {
    await options.beforeSave?.();
    return getDb().transaction(async (tx) => {
      await assertNewMemberMay(tx, userId, "event");
      const [row] = await tx
        .insert(events)
        .values({
          ...eventColumns(input, { located, timeZone, startsAt, endsAt }, imageUrl),
          createdBy: userId,
          approvalStatus: "pending",
        })
        .returning({ id: events.id });
      return row.id;
    });
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
    const deleted = await removeEventInTx(tx, eventId, adminUserId, eventDeletedAttendeeNotice);
    if (!deleted) throw eventNotFound(eventId);
    mailers.push(...deleted.mailers);
    await auditEvent(tx, adminUserId, "event-delete", {
      id: eventId,
      title: deleted.title,
      before: deleted.approvalStatus,
      after: "deleted",
    });
    await resolveReportsOf(tx, EVENT_REPORT_TYPE, eventId, adminUserId);
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
    await deleteUnusedFlyer(row.imageUrl, row.createdBy).catch((error) =>
      console.error("[events] could not delete the flyer of a deleted event", error),
    );
  }
}

/** An event removed by removeEventInTx, and the e-mails of the notices its sign-ups got. */
export interface RemovedEvent {
  imageUrl: string | null;
  createdBy: string;
  title: string;
  approvalStatus: ApprovalStatus;
  mailers: NoticeMailer[];
}

/**
 * Removes an event in the caller's transaction: locks its row first (like an RSVP does, so the
 * sign-ups read are all there are), tells every member going or waitlisted with `notice` (the
 * sign-ups go with the event, cascade), then deletes it. Returns null when there is no such event.
 * The one way an event leaves the database: an admin's delete, its host's account deleted.
 */
export async function removeEventInTx(
  tx: Tx,
  eventId: string,
  actingUserId: string,
  notice: (subject: AttendeeSubject) => Parameters<typeof notifyMember>[1],
): Promise<RemovedEvent | null> {
  const [locked] = await tx
    .select({ id: events.id, title: events.title, createdBy: events.createdBy })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  if (!locked) return null;
  const mailers = await notifyAttendees(tx, locked, actingUserId, notice);
  const [deleted] = await tx.delete(events).where(eq(events.id, eventId)).returning({
    imageUrl: events.imageUrl,
    createdBy: events.createdBy,
    title: events.title,
    approvalStatus: events.approvalStatus,
  });
  return deleted ? { ...deleted, mailers } : null;
}

/**
 * Deletes a flyer the host uploaded once no event or series shows it any more: the dates of a
 * series share the series' flyer, so one date deleted (or given a new flyer) leaves it in place.
 */
async function deleteUnusedFlyer(imageUrl: string, ownerId: string): Promise<void> {
  const [used] = await queryRows<{ used: boolean }>(
    sql`select exists (select 1 from events where image_url = ${imageUrl})
          or exists (select 1 from event_series where image_url = ${imageUrl}) as used`,
  );
  if (used?.used) return;
  await deleteStoredImages([imageUrl], { kind: "events", ownerId });
}

// ---------------------------------------------------------------------------------------------
// The host's tools: edit, cancel, message attendees. The host and admins may use them; the rules
// are checked here, under the event's row lock, whatever the page checked before.

/** The event's row as the host's tools read it (locked with `for update` when changing it). */
interface HostedEvent {
  id: string;
  title: string;
  createdBy: string;
  approvalStatus: ApprovalStatus;
  eventDate: Date;
  endsAt: Date | null;
  timeZone: string;
  location: string | null;
  placeName: string | null;
  latitude: number | null;
  longitude: number | null;
  maxAttendees: number | null;
  imageUrl: string | null;
  cancelledAt: Date | null;
}

const hostedColumns = {
  id: events.id,
  title: events.title,
  createdBy: events.createdBy,
  approvalStatus: events.approvalStatus,
  eventDate: events.eventDate,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  location: events.location,
  placeName: events.placeName,
  latitude: events.latitude,
  longitude: events.longitude,
  maxAttendees: events.maxAttendees,
  imageUrl: events.imageUrl,
  cancelledAt: events.cancelledAt,
};

async function readHostedEvent(db: Tx | null, eventId: string, lock: boolean) {
  const query = (db ?? getDb()).select(hostedColumns).from(events).where(eq(events.id, eventId));
  const [row] = lock ? await query.for("update") : await query;
  return (row ?? null) as HostedEvent | null;
}

/** The event, if `actor` hosts it or is an admin; NotFoundError otherwise (as for no event). */
function assertHost(row: HostedEvent | null, actor: Actor, eventId: string): HostedEvent {
  if (!row || (row.createdBy !== actor.id && !actor.isAdmin)) {
    throw new NotFoundError(`event ${eventId} not found for host ${actor.id}`, {
      userMessage: HOST_MESSAGES.notFound,
    });
  }
  return row;
}

/** Why the event can no longer be edited or cancelled; null when it can. */
export function hostChangeProblem(row: {
  approvalStatus: ApprovalStatus;
  cancelledAt: Date | string | null;
  eventDate: Date | string;
}): string | null {
  if (row.approvalStatus === "rejected") return HOST_MESSAGES.rejected;
  if (row.cancelledAt) return HOST_MESSAGES.cancelled;
  if (new Date(row.eventDate).getTime() <= Date.now()) return HOST_MESSAGES.past;
  return null;
}

function assertChangeable(row: HostedEvent) {
  const problem = hostChangeProblem(row);
  if (problem) throw new ConflictError(`event ${row.id}: ${problem}`, { userMessage: problem });
}

/** The event as the host may still change it (for the edit page's loader). */
export async function getEditableEvent(actor: Actor, eventId: string) {
  const row = assertHost(await readHostedEvent(null, eventId, false), actor, eventId);
  assertChangeable(row);
  const [details] = await getDb()
    .select({ description: events.description, category: events.category })
    .from(events)
    .where(eq(events.id, eventId));
  return { ...row, ...details };
}

export interface EventSubmission {
  fields: EventFormInput;
  flyer: File | null;
  /** The edit form's "Remove the current flyer". */
  removeImage: boolean;
}

export interface EditResult {
  /** Start, end or place changed: SEQUENCE raised, attendees told. */
  scheduleChanged: boolean;
  notified: number;
  promotedUserIds: string[];
}

function whenText(start: Date, end: Date | null, timeZone: string) {
  return formatEventWhen(start, end, timeZone);
}

/** `old` when `next` falls in the same minute, else null. */
function sameMinute(old: Date | null, next: Date | null): Date | null {
  if (!old || !next) return null;
  return Math.floor(old.getTime() / 60_000) === Math.floor(next.getTime() / 60_000) ? old : null;
}

const sameInstant = (a: Date | null, b: Date | null) =>
  (a === null && b === null) || (a !== null && b !== null && a.getTime() === b.getTime());

/**
 * The host (or an admin) edits an upcoming pending or approved event. In one transaction under
 * the event's row lock: a capacity below the members going is refused; a raised capacity fills
 * seats from the waitlist in order; a new start, end or place raises `sequence` (calendars
 * replace their copy) and tells every member going or waitlisted, in-app and by e-mail. A
 * replaced flyer the host uploaded is deleted after the commit.
 */
export async function updateEvent(
  actor: Actor,
  eventId: string,
  submission: EventSubmission,
): Promise<EditResult> {
  const { fields: input, flyer } = submission;
  const before = assertHost(await readHostedEvent(null, eventId, false), actor, eventId);
  assertChangeable(before);
  const resolved = await resolvePlaceAndTime(input, before);
  const { located, timeZone } = resolved;
  // The form shows minutes: the same minute is the same time (seeded or imported rows may carry
  // seconds), so an untouched time is never "changed".
  const startsAt = sameMinute(before.eventDate, resolved.startsAt) ?? resolved.startsAt;
  const endsAt = sameMinute(before.endsAt, resolved.endsAt) ?? resolved.endsAt;

  let newUpload: string | null = null;
  if (flyer) {
    try {
      // Under the host's folder, whoever edits: the host's own flyer is what a later edit deletes.
      newUpload = (await storeImage(flyer, { ownerId: before.createdBy, kind: "events" })).url;
    } catch (error) {
      if (error instanceof ImageRejectedError) throw error;
      throw new FlyerUploadError(error);
    }
  }

  const mailers: NoticeMailer[] = [];
  const outcome = await discardIfFails(newUpload ? [newUpload] : [], "events", () =>
    getDb().transaction(async (tx) => {
      const row = assertHost(await readHostedEvent(tx, eventId, true), actor, eventId);
      assertChangeable(row);

      if (input.maxAttendees !== null) {
        const [{ going }] = await queryRows<{ going: number }>(
          sql`select count(*)::int as going from event_registrations
              where event_id = ${eventId} and status = 'going'`,
          tx,
        );
        if (input.maxAttendees < going) {
          const message = HOST_MESSAGES.capacityBelowGoing(going);
          throw new ConflictError(`event ${eventId}: capacity below ${going} going`, {
            userMessage: message,
            fieldErrors: { maxAttendees: message },
          });
        }
      }

      const imageUrl =
        newUpload ?? input.imageUrl ?? (submission.removeImage ? null : row.imageUrl);
      const changes: EventChangeLine[] = [];
      if (!sameInstant(row.eventDate, startsAt) || !sameInstant(row.endsAt, endsAt)) {
        changes.push({
          label: "When",
          before: whenText(row.eventDate, row.endsAt, row.timeZone),
          after: whenText(startsAt, endsAt, timeZone),
        });
      }
      const placeMoved =
        (row.location ?? "") !== input.location ||
        row.latitude !== (located?.latitude ?? null) ||
        row.longitude !== (located?.longitude ?? null);
      if ((row.location ?? "") !== input.location) {
        changes.push({ label: "Where", before: row.location ?? "—", after: input.location });
      }
      const scheduleChanged = changes.length > 0 || placeMoved;

      await tx
        .update(events)
        .set({
          ...eventColumns(input, { located, timeZone, startsAt, endsAt }, imageUrl),
          ...(scheduleChanged ? { sequence: sql`${events.sequence} + 1` } : {}),
          // A date of a series edited on its own: edits of the whole series leave it alone.
          seriesDetached: sql`${events.seriesId} is not null`,
          updatedAt: sql`now()`,
        })
        .where(eq(events.id, eventId));

      const promotedUserIds =
        input.maxAttendees === row.maxAttendees
          ? []
          : await promoteFromWaitlist(tx, eventId, input.maxAttendees);

      let notified = 0;
      if (changes.length > 0) {
        const told = await notifyAttendees(
          tx,
          { id: eventId, title: input.title, createdBy: row.createdBy },
          actor.id,
          (subject) => eventChangedAttendeeNotice({ ...subject, eventId }, changes),
        );
        mailers.push(...told);
        notified = told.length;
      }
      if (row.createdBy !== actor.id) {
        await auditEvent(tx, actor.id, "event-edit", {
          id: eventId,
          title: input.title,
          before: row.approvalStatus,
          after: row.approvalStatus,
        });
      }
      return {
        result: { scheduleChanged, notified, promotedUserIds },
        oldImage: row.imageUrl !== imageUrl ? row.imageUrl : null,
        createdBy: row.createdBy,
      };
    }),
  );

  // After the commit: mail that is slow or down must not hold the event's lock.
  await sendNotices(mailers);
  if (outcome.result.promotedUserIds.length > 0) {
    await notifyGoing(eventId, outcome.result.promotedUserIds, { promoted: true }).catch((error) =>
      console.error("[events] could not tell promoted members", error),
    );
  }
  if (outcome.oldImage) {
    await deleteUnusedFlyer(outcome.oldImage, outcome.createdBy).catch((error) =>
      console.error("[events] could not delete a replaced flyer", error),
    );
  }
  return outcome.result;
}

const MAX_CANCEL_REASON = HOST_FIELD_LIMITS.reason;

/**
 * The host (or an admin) cancels an upcoming event, with a reason. The event stays (shown as
 * "Cancelled", with the reason; calendars get STATUS:CANCELLED with a raised sequence) and every
 * member going or waitlisted is told, in-app and by e-mail. Returns how many were told.
 */
export async function cancelEvent(actor: Actor, eventId: string, reason: string): Promise<number> {
  const text = reason.trim();
  if (!text) throw invalidField("reason", HOST_MESSAGES.cancelReasonRequired);
  if (text.length > MAX_CANCEL_REASON) {
    throw invalidField("reason", HOST_MESSAGES.cancelReasonTooLong(MAX_CANCEL_REASON));
  }
  const mailers: NoticeMailer[] = [];
  await getDb().transaction(async (tx) => {
    const row = assertHost(await readHostedEvent(tx, eventId, true), actor, eventId);
    assertChangeable(row);
    await tx
      .update(events)
      .set({
        cancelledAt: sql`now()`,
        cancellationReason: text,
        sequence: sql`${events.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(events.id, eventId));
    mailers.push(
      ...(await notifyAttendees(tx, row, actor.id, (subject) =>
        eventCancelledAttendeeNotice({ ...subject, eventId }, text),
      )),
    );
    if (row.createdBy !== actor.id) {
      await auditEvent(tx, actor.id, "event-cancel", {
        id: eventId,
        title: row.title,
        before: row.approvalStatus,
        after: "cancelled",
      });
    }
  });
  await sendNotices(mailers);
  return mailers.length;
}

/** How often attendees of one event may be e-mailed by its host (all hosts and admins together). */
export const MESSAGE_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

export interface AttendeeMessage {
  subject: string;
  text: string;
}

/**
 * The host (or an admin) e-mails every member going to an approved event, through the site's
 * mail (the host's address is never shown: no From or Reply-To of theirs). At most MESSAGE_LIMIT
 * per event, counted once the sender is known to be its host. Returns how many got it.
 */
export async function messageAttendees(
  actor: Actor,
  eventId: string,
  message: AttendeeMessage,
): Promise<number> {
  const subject = message.subject.trim().replace(/\s+/g, " ");
  const body = message.text.trim();
  if (!subject || !body)
    throw invalidField(subject ? "text" : "subject", HOST_MESSAGES.messageSubjectRequired);
  if (subject.length > HOST_FIELD_LIMITS.subject) {
    throw invalidField(
      "subject",
      HOST_MESSAGES.messageTooLong("subject", HOST_FIELD_LIMITS.subject),
    );
  }
  if (body.length > HOST_FIELD_LIMITS.text) {
    throw invalidField("text", HOST_MESSAGES.messageTooLong("message", HOST_FIELD_LIMITS.text));
  }
  const row = assertHost(await readHostedEvent(null, eventId, false), actor, eventId);
  if (row.approvalStatus !== "approved") {
    throw new ConflictError(`event ${eventId} is not approved`, {
      userMessage: HOST_MESSAGES.messageNotApproved,
    });
  }
  const recipients = await queryRows<{ email: string; name: string | null }>(sql`
    select u.email, coalesce(nullif(p.full_name, ''), p.username, u.name) as name
    from event_registrations r
    join users u on u.id = r.user_id
    left join profiles p on p.id = r.user_id
    where r.event_id = ${eventId} and r.status = 'going' and r.user_id <> ${row.createdBy}
    order by r.created_at, r.user_id`);
  if (recipients.length === 0) {
    throw new ConflictError(`event ${eventId} has nobody going`, {
      userMessage: HOST_MESSAGES.messageNobody,
    });
  }
  const limit = await consumeRateLimit(`events:message:event:${eventId}`, MESSAGE_LIMIT);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);

  const [host] = await getDb()
    .select({ fullName: profiles.fullName, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, row.createdBy));
  const hostName = displayName({ fullName: host?.fullName, username: host?.username });
  const when = whenText(row.eventDate, row.endsAt, row.timeZone);
  const footer = [
    "—",
    `${hostName} sent this to everyone going to "${row.title}" (${when}) through Camber Club.`,
    `Replies to this e-mail don't reach the host; the event page is here: ${new URL(`/events/${eventId}`, env().BASE_URL)}`,
  ].join("\n");
  let sent = 0;
  for (const person of recipients) {
    try {
      await sendMail({
        to: person.email,
        subject: `${row.title}: ${subject}`,
        text: `Hi ${person.name?.trim() || "there"},\n\n${body}\n\n${footer}`,
      });
      sent += 1;
    } catch (error) {
      console.error("[events] a message to an attendee failed", error);
    }
  }
  return sent;
}
