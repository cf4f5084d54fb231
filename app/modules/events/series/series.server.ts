// Write side of recurring meets. A host creates a series (pending); an admin approves it once and
// its occurrences — real rows of `events`, each with its own RSVPs — are generated for the next
// OCCURRENCES_AHEAD dates or HORIZON_DAYS, whichever is fewer, by generateSeriesOccurrences (run
// at approval and then by the job runner every hour). Occurrences carry the series' approval
// status; the host edits the whole series (future dates the host has not edited one by one) or
// one date on the event's own edit page.
//
// Generation is idempotent: each series is locked while its dates are added, the unique index
// (series_id, series_occurrence_at) refuses a date twice (`on conflict do nothing`), and
// generated_until — the watermark — means a date an admin deleted is never made again.
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { type EventCategory, eventRegistrations, eventSeries, events } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "~/lib/errors";
import { discardIfFails } from "~/lib/images.server";
import { type NoticeMailer, notifyMember, sendNotices } from "~/modules/notifications/index.server";
import { assertNewMemberMay } from "~/modules/trust/index.server";
import { locationMentionsPlace, resolvePlaceAndTime, storeFlyer } from "../events.server";
import { findPlaceById } from "../geo/gazetteer.server";
import {
  type EventChangeLine,
  eventChangedAttendeeNotice,
  eventRejectedAttendeeNotice,
} from "../notices";
import { notifyGoing, promoteFromWaitlist } from "../rsvp.server";
import type { EventFormInput } from "../schemas";
import { formatEventDate, formatEventWhen } from "../time";
import type { ApprovalStatus } from "../types";
import { SERIES_MESSAGES } from "./fields";
import { seriesApprovedNotice, seriesRejectedNotice } from "./notices";
import { atTimeOfDay, occurrencesBetween, type Recurrence } from "./rule";
import { planSeries } from "./schema";
import type { SeriesEditInput } from "./types";

/** How many future dates of a series exist as events at most… */
export const OCCURRENCES_AHEAD = 8;
/** …and how far ahead they reach at most. */
export const HORIZON_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
const auditSeries = auditTrail("event-series");

const seriesNotFound = (id: string) => new NotFoundError(`event series ${id} not found`);

export interface CreateSeriesOptions {
  /** Runs right before the row is inserted (the page counts its quota); throwing stops it. */
  beforeSave?: () => Promise<void>;
}

/**
 * Creates a pending series for `userId` from the create-event form and its "Repeats" choice; the
 * first date is the rule's first at or after the typed start. Its dates are made once an admin
 * approves it. Returns the series' id. Throws InvalidError when the rule gives no date, else
 * createEvent's errors.
 */
export async function createSeries(
  userId: string,
  input: EventFormInput & { category?: EventCategory | null; endsAt?: Date | null },
  recurrence: Recurrence,
  flyer: File | null,
  options: CreateSeriesOptions = {},
): Promise<string> {
  // Where and when as a one-off event reads them: a picked city's own time zone.
  const { located, timeZone, startsAt, endsAt } = await resolvePlaceAndTime(input);
  const plan = planSeries(recurrence, startsAt, timeZone);
  if (!plan) {
    throw new InvalidError("series rule gives no date", {
      userMessage: SERIES_MESSAGES.noDates,
      fieldErrors: { repeatUntil: SERIES_MESSAGES.noDates },
    });
  }
  const { imageUrl, stored } = await storeFlyer(userId, flyer, input.imageUrl);
  // The length of the first meet is every meet's.
  const durationMinutes = endsAt
    ? Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000)
    : null;
  return discardIfFails(stored, "events", async () => {
    await options.beforeSave?.();
    return getDb().transaction(async (tx) => {
      // A repeating meet counts once against the new-member limits: it is one thing they made.
      await assertNewMemberMay(tx, userId, "event");
      const [row] = await tx
        .insert(eventSeries)
        .values({
          createdBy: userId,
          title: input.title,
          description: input.description,
          category: input.category ?? null,
          location: input.location,
          placeName: located?.label ?? null,
          latitude: located?.latitude ?? null,
          longitude: located?.longitude ?? null,
          timeZone,
          maxAttendees: input.maxAttendees,
          imageUrl,
          rrule: plan.rrule,
          startsAt: plan.startsAt,
          durationMinutes,
          approvalStatus: "pending",
        })
        .returning({ id: eventSeries.id });
      return row.id;
    });
  });
}

type SeriesRow = typeof eventSeries.$inferSelect;

/** Adds the missing dates of one locked series; returns how many events it made. */
async function generateFor(tx: Tx, series: SeriesRow, now: Date): Promise<number> {
  if (series.approvalStatus !== "approved" || series.endedAt) return 0;
  const horizon = new Date(now.getTime() + HORIZON_DAYS * DAY_MS);
  const [{ upcoming }] = await tx
    .select({ upcoming: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.seriesId, series.id), gt(events.seriesOccurrenceAt, now)));
  const room = OCCURRENCES_AHEAD - upcoming;
  if (room <= 0) return 0;
  const from = series.generatedUntil && series.generatedUntil > now ? series.generatedUntil : now;
  const dates = occurrencesBetween(series, from, horizon, room);
  let made = 0;
  if (dates.length > 0) {
    const inserted = await tx
      .insert(events)
      .values(
        dates.map((at) => ({
          title: series.title,
          description: series.description,
          category: series.category,
          location: series.location,
          placeName: series.placeName,
          latitude: series.latitude,
          longitude: series.longitude,
          timeZone: series.timeZone,
          maxAttendees: series.maxAttendees,
          imageUrl: series.imageUrl,
          createdBy: series.createdBy,
          approvalStatus: series.approvalStatus,
          eventDate: at,
          endsAt: series.durationMinutes
            ? new Date(at.getTime() + series.durationMinutes * 60_000)
            : null,
          seriesId: series.id,
          seriesOccurrenceAt: at,
        })),
      )
      .onConflictDoNothing({ target: [events.seriesId, events.seriesOccurrenceAt] })
      .returning({ id: events.id });
    made = inserted.length;
  }
  // Full up: the watermark stops at the last date made; otherwise every date to the horizon exists.
  const watermark = dates.length === room ? (dates.at(-1) as Date) : horizon;
  await tx
    .update(eventSeries)
    .set({ generatedUntil: watermark })
    .where(eq(eventSeries.id, series.id));
  return made;
}

/** generateSeriesOccurrences for one series, inside the caller's transaction (the demo seed). */
export async function generateSeriesInTx(tx: Tx, seriesId: string, now: Date): Promise<number> {
  // Locked: a second run waits here, then reads the watermark this one moved.
  const [series] = await tx
    .select()
    .from(eventSeries)
    .where(eq(eventSeries.id, seriesId))
    .for("update");
  return series ? generateFor(tx, series, now) : 0;
}

/**
 * Makes the missing dates of every approved, running series (or of `only` one), up to
 * OCCURRENCES_AHEAD future dates or HORIZON_DAYS from `now`, whichever is fewer. Safe to run
 * twice, and from two processes at once. Returns how many events it made.
 */
export async function generateSeriesOccurrences(
  now: Date = new Date(),
  only?: string,
): Promise<number> {
  const horizon = new Date(now.getTime() + HORIZON_DAYS * DAY_MS);
  const due = await getDb()
    .select({ id: eventSeries.id })
    .from(eventSeries)
    .where(
      and(
        eq(eventSeries.approvalStatus, "approved"),
        isNull(eventSeries.endedAt),
        or(isNull(eventSeries.generatedUntil), lt(eventSeries.generatedUntil, horizon)),
        only ? eq(eventSeries.id, only) : undefined,
      ),
    )
    .orderBy(asc(eventSeries.id));
  let made = 0;
  for (const { id } of due) {
    made += await getDb().transaction((tx) => generateSeriesInTx(tx, id, now));
  }
  return made;
}

/** Members going to or waitlisted for a future date, but not the host or the acting member. */
async function signedUp(tx: Tx, eventIds: string[], except: string[]) {
  if (eventIds.length === 0) return [];
  return tx
    .select({
      eventId: eventRegistrations.eventId,
      userId: eventRegistrations.userId,
      status: eventRegistrations.status,
    })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.eventId, eventIds),
        ...except.map((id) => ne(eventRegistrations.userId, id)),
      ),
    )
    .orderBy(
      asc(eventRegistrations.eventId),
      asc(eventRegistrations.createdAt),
      asc(eventRegistrations.userId),
    );
}

export interface SeriesApprovalChange {
  id: string;
  title: string;
  approvalStatus: ApprovalStatus;
}

/**
 * Admin Approve / Reject of a series, once for all its dates: its future dates take the status
 * (rejecting tells the members signed up for them, as rejecting an event does), and approving
 * makes its next dates at once. ForbiddenError unless `actor` is an admin; NotFoundError for an
 * unknown series.
 */
export async function setSeriesApprovalStatus(
  actor: Actor,
  seriesId: string,
  status: "approved" | "rejected",
): Promise<SeriesApprovalChange> {
  assertAdmin(actor, `event series ${seriesId}`);
  const mailers: NoticeMailer[] = [];
  const change = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: eventSeries.id,
        title: eventSeries.title,
        createdBy: eventSeries.createdBy,
        approvalStatus: eventSeries.approvalStatus,
      })
      .from(eventSeries)
      .where(eq(eventSeries.id, seriesId))
      .for("update");
    if (!row) throw seriesNotFound(seriesId);
    await auditSeries(
      tx,
      actor.id,
      status === "approved" ? "event-series-approve" : "event-series-reject",
      {
        id: row.id,
        title: row.title,
        before: row.approvalStatus,
        after: status,
      },
    );
    if (row.approvalStatus === status)
      return { id: row.id, title: row.title, approvalStatus: status };
    await tx
      .update(eventSeries)
      .set({ approvalStatus: status, updatedAt: sql`now()` })
      .where(eq(eventSeries.id, seriesId));
    // Future dates follow; past ones keep the status they took place with.
    const changed = await tx
      .update(events)
      .set({ approvalStatus: status, updatedAt: sql`now()` })
      .where(and(eq(events.seriesId, seriesId), gt(events.eventDate, sql`now()`)))
      .returning({ id: events.id, title: events.title });
    if (row.createdBy !== actor.id) {
      const subject = { userId: row.createdBy, id: row.id, title: row.title };
      const notice =
        status === "approved" ? seriesApprovedNotice(subject) : seriesRejectedNotice(subject);
      mailers.push(await notifyMember(tx, notice));
    }
    if (status === "rejected") {
      const titles = new Map(changed.map((e) => [e.id, e.title]));
      for (const person of await signedUp(tx, [...titles.keys()], [row.createdBy, actor.id])) {
        const notice = eventRejectedAttendeeNotice({
          userId: person.userId,
          title: titles.get(person.eventId) ?? row.title,
          status: person.status,
        });
        mailers.push(await notifyMember(tx, notice));
      }
    }
    return { id: row.id, title: row.title, approvalStatus: status };
  });
  await sendNotices(mailers);
  // No waiting for the hourly run: the dates are on the calendar when the admin looks.
  if (change.approvalStatus === "approved") await generateSeriesOccurrences(new Date(), seriesId);
  return change;
}

/** Only the host of the series (not an admin, not another member) may change it. */
async function lockOwnSeries(tx: Tx, actor: Actor, seriesId: string): Promise<SeriesRow> {
  const [series] = await tx
    .select()
    .from(eventSeries)
    .where(eq(eventSeries.id, seriesId))
    .for("update");
  if (!series) throw seriesNotFound(seriesId);
  if (series.createdBy !== actor.id) {
    throw new ForbiddenError(`${actor.id} does not host event series ${seriesId}`, {
      userMessage: "Only the host can change this series.",
    });
  }
  return series;
}

export interface SeriesEditResult {
  /** Future dates changed. */
  updated: number;
  /** Members told about a changed time or place. */
  notified: number;
}

/**
 * The host edits the whole series: the template and every future date they have not edited one
 * by one, in one transaction. A new time or place raises each date's SEQUENCE (calendars replace
 * their copy) and tells the members signed up. Capacity below the members going to any date is
 * refused; raised capacity promotes from each date's waitlist in order.
 */
export async function updateSeries(
  actor: Actor,
  seriesId: string,
  input: SeriesEditInput,
): Promise<SeriesEditResult> {
  const place = input.placeId ? await findPlaceById(input.placeId) : null;
  const picked = place && locationMentionsPlace(input.location, place.name) ? place : null;
  const mailers: NoticeMailer[] = [];
  const promoted: { eventId: string; userIds: string[] }[] = [];
  const result = await getDb().transaction(async (tx) => {
    const series = await lockOwnSeries(tx, actor, seriesId);
    // An unchanged location keeps its city's coordinates; a new one needs a city picked again.
    const kept =
      !input.placeId && input.location === series.location && series.placeName
        ? { label: series.placeName, latitude: series.latitude, longitude: series.longitude }
        : null;
    const located = picked ?? kept;
    const zone = series.timeZone;
    const startsAt = atTimeOfDay(series.startsAt, input.time, zone) ?? series.startsAt;
    const timeChanged = startsAt.getTime() !== series.startsAt.getTime();
    const placeChanged = input.location !== series.location;
    const future = await tx
      .select({
        id: events.id,
        eventDate: events.eventDate,
        seriesOccurrenceAt: events.seriesOccurrenceAt,
      })
      .from(events)
      .where(
        and(
          eq(events.seriesId, seriesId),
          eq(events.seriesDetached, false),
          gt(events.eventDate, sql`now()`),
        ),
      )
      .orderBy(asc(events.eventDate))
      .for("update");
    const ids = future.map((e) => e.id);
    if (input.maxAttendees !== null && ids.length > 0) {
      const [fullest] = await queryRows<{ event_date: string; going: number }>(
        sql`select e.event_date::text as event_date, count(*)::int as going
            from event_registrations r join events e on e.id = r.event_id
            where r.event_id in ${sql`(${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`}
              and r.status = 'going'
            group by e.id, e.event_date order by going desc limit 1`,
        tx,
      );
      if (fullest && fullest.going > input.maxAttendees) {
        const day = formatEventDate(fullest.event_date, zone);
        throw new ConflictError("capacity below attendees", {
          userMessage: `${fullest.going} members are going on ${day}: the capacity can't be lower than that.`,
        });
      }
    }
    await tx
      .update(eventSeries)
      .set({
        title: input.title,
        description: input.description,
        category: input.category,
        location: input.location,
        placeName: located?.label ?? null,
        latitude: located?.latitude ?? null,
        longitude: located?.longitude ?? null,
        maxAttendees: input.maxAttendees,
        startsAt,
        // The watermark moves to the end of its day: a date made at the old time is not made again
        // at the new one (dates of these rules are days apart).
        ...(timeChanged && series.generatedUntil
          ? {
              generatedUntil:
                atTimeOfDay(series.generatedUntil, "23:59", zone) ?? series.generatedUntil,
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(eventSeries.id, seriesId));
    for (const occurrence of future) {
      const ruleDate = occurrence.seriesOccurrenceAt ?? occurrence.eventDate;
      const at = timeChanged ? (atTimeOfDay(ruleDate, input.time, zone) ?? ruleDate) : ruleDate;
      await tx
        .update(events)
        .set({
          title: input.title,
          description: input.description,
          category: input.category,
          location: input.location,
          placeName: located?.label ?? null,
          latitude: located?.latitude ?? null,
          longitude: located?.longitude ?? null,
          maxAttendees: input.maxAttendees,
          eventDate: at,
          seriesOccurrenceAt: at,
          endsAt: series.durationMinutes
            ? new Date(at.getTime() + series.durationMinutes * 60_000)
            : null,
          ...(timeChanged || placeChanged ? { sequence: sql`${events.sequence} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(events.id, occurrence.id));
    }
    // Raised capacity (or none): the head of each date's waitlist moves up, in order, as on
    // a one-off event; they get the same "you're in" e-mail after the commit.
    for (const eventId of ids) {
      const userIds = await promoteFromWaitlist(tx, eventId, input.maxAttendees);
      if (userIds.length > 0) promoted.push({ eventId, userIds });
    }
    let notified = 0;
    if (timeChanged || placeChanged) {
      const dates = new Map(future.map((e) => [e.id, e]));
      for (const person of await signedUp(tx, ids, [series.createdBy])) {
        const occurrence = dates.get(person.eventId);
        if (!occurrence) continue;
        const ruleDate = occurrence.seriesOccurrenceAt ?? occurrence.eventDate;
        const at = timeChanged ? (atTimeOfDay(ruleDate, input.time, zone) ?? ruleDate) : ruleDate;
        const lengthMs = (series.durationMinutes ?? 0) * 60_000;
        const endOf = (start: Date) => (lengthMs ? new Date(start.getTime() + lengthMs) : null);
        const changes: EventChangeLine[] = [];
        if (timeChanged) {
          changes.push({
            label: "When",
            before: formatEventWhen(occurrence.eventDate, endOf(occurrence.eventDate), zone),
            after: formatEventWhen(at, endOf(at), zone),
          });
        }
        if (placeChanged) {
          changes.push({ label: "Where", before: series.location ?? "—", after: input.location });
        }
        mailers.push(
          await notifyMember(
            tx,
            eventChangedAttendeeNotice(
              {
                userId: person.userId,
                eventId: person.eventId,
                title: input.title,
                status: person.status,
              },
              changes,
            ),
          ),
        );
        notified += 1;
      }
    }
    return { updated: future.length, notified };
  });
  await sendNotices(mailers);
  for (const { eventId, userIds } of promoted) {
    await notifyGoing(eventId, userIds, { promoted: true }).catch((error) =>
      console.error("[events] could not tell promoted members", error),
    );
  }
  return result;
}

/** The host ends the series: no new dates are made; the dates already listed stay. */
export async function endSeries(actor: Actor, seriesId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const series = await lockOwnSeries(tx, actor, seriesId);
    if (series.endedAt) return;
    await tx
      .update(eventSeries)
      .set({ endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(eventSeries.id, seriesId));
  });
}
