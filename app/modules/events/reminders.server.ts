// Event reminders: members going to an approved event get an in-app notice and an e-mail the
// day before and two hours before it starts (./reminders.ts has the kinds and the words), each
// once, unless they turned reminders off (event_reminder_opt_outs).
//
// How, on the job runner (app/lib/jobs):
// - A recurring scan (every minute, one process per minute) queues one job per (event, member,
//   kind, start instant) that falls due within the next hour, keyed by exactly that, so no scan
//   and no second process ever queues it twice; the job runs at the due time.
// - The job checks again when it runs (still going, the event still approved, not cancelled and
//   at that start, reminders still on, not too late) and writes the notice and the job's end in
//   one transaction (completeJobIn): a restart or a second process cannot send it twice. The
//   e-mail goes after the commit.
// - Keying on the start instant: when the host moves the event, the old jobs find another start
//   and do nothing, and the scan queues reminders for the new time.
// - A member who signed up after a reminder's due time gets no late copy of it (they just
//   RSVPed); the two-hour reminder still comes if they signed up before it.
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/client.server";
import { eventRegistrations, eventReminderOptOuts, events } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import {
  completeJobIn,
  enqueueJob,
  type JobHandler,
  type RecurringJob,
} from "~/lib/jobs/index.server";
import { log } from "~/lib/log.server";
import { notifyMember, sendNotices } from "~/modules/notifications/index.server";
import { eventReminderNotice, REMINDER_KINDS, type ReminderKind } from "./reminders";

export const REMINDER_SCAN_JOB = "events.reminders.scan";
export const REMINDER_JOB = "events.reminder";
/** How far ahead of its due time a reminder is queued (the scan runs every minute). */
const QUEUE_AHEAD_MS = 60 * 60 * 1000;

export interface ReminderPayload {
  eventId: string;
  userId: string;
  kind: ReminderKind;
  /** The event's start the reminder is for (ISO); another start means the event moved. */
  startsAt: string;
}

const kindsTable = sql.raw(
  `(values ${Object.entries(REMINDER_KINDS)
    .map(([kind, k]) => `('${kind}', ${k.beforeMs / 1000}, ${k.untilMs / 1000})`)
    .join(", ")}) as k(kind, before_s, until_s)`,
);

/** The unique key of one reminder, in SQL (the scan) and in JS (tests) alike. */
export function reminderKey(p: Omit<ReminderPayload, "startsAt"> & { startsAt: Date }): string {
  return `event-reminder:${p.eventId}:${p.userId}:${p.kind}:${p.startsAt.getTime()}`;
}

/** Queues the reminders due within the next hour that are not queued yet. Returns how many. */
export async function queueDueReminders(now: Date): Promise<number> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{
    key: string;
    event_id: string;
    user_id: string;
    kind: ReminderKind;
    starts_at: string;
    due_at: string;
  }>(sql`
    select c.* from (
      select concat('event-reminder:', e.id, ':', r.user_id, ':', k.kind, ':',
          floor(extract(epoch from e.event_date) * 1000)::bigint) as key,
        e.id as event_id, r.user_id, k.kind,
        to_json(e.event_date)#>>'{}' as starts_at,
        to_json(e.event_date - k.before_s * interval '1 second')#>>'{}' as due_at
      from events e
      join event_registrations r on r.event_id = e.id and r.status = 'going'
      cross join ${kindsTable}
      where e.approval_status = 'approved' and e.cancelled_at is null and e.hidden_at is null
        and e.event_date > ${nowSql}
        and e.event_date <= ${nowSql} + interval '1 millisecond' * ${REMINDER_KINDS.day.beforeMs + QUEUE_AHEAD_MS}
        and e.event_date - k.before_s * interval '1 second' <= ${nowSql} + interval '1 millisecond' * ${QUEUE_AHEAD_MS}
        and e.event_date - k.until_s * interval '1 second' > ${nowSql}
        and r.created_at < e.event_date - k.before_s * interval '1 second'
        and not exists (select 1 from event_reminder_opt_outs o where o.user_id = r.user_id)
    ) c
    where not exists (select 1 from jobs j where j.unique_key = c.key)`);
  let queued = 0;
  for (const row of rows) {
    const payload: ReminderPayload = {
      eventId: row.event_id,
      userId: row.user_id,
      kind: row.kind,
      startsAt: new Date(row.starts_at).toISOString(),
    };
    const added = await enqueueJob(
      REMINDER_JOB,
      { ...payload },
      {
        runAt: new Date(row.due_at),
        uniqueKey: row.key,
      },
    );
    if (added) queued += 1;
  }
  return queued;
}

/** Sends one reminder if it still holds; otherwise ends the job without a word. */
async function sendReminder(payload: ReminderPayload, job: Parameters<JobHandler["run"]>[1]) {
  const now = job.now ?? new Date();
  const kind = REMINDER_KINDS[payload.kind];
  const mail = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        title: events.title,
        eventDate: events.eventDate,
        timeZone: events.timeZone,
        location: events.location,
        approvalStatus: events.approvalStatus,
        cancelledAt: events.cancelledAt,
        hiddenAt: events.hiddenAt,
        status: eventRegistrations.status,
        optedOut: eventReminderOptOuts.userId,
      })
      .from(events)
      .innerJoin(
        eventRegistrations,
        and(
          eq(eventRegistrations.eventId, events.id),
          eq(eventRegistrations.userId, payload.userId),
        ),
      )
      .leftJoin(eventReminderOptOuts, eq(eventReminderOptOuts.userId, payload.userId))
      .where(eq(events.id, payload.eventId));
    const stillHolds =
      row !== undefined &&
      row.status === "going" &&
      row.approvalStatus === "approved" &&
      row.cancelledAt === null &&
      row.hiddenAt === null &&
      row.optedOut === null &&
      row.eventDate.getTime() === Date.parse(payload.startsAt) &&
      now.getTime() < row.eventDate.getTime() - kind.untilMs;
    if (!stillHolds) {
      await completeJobIn(tx, job);
      return null;
    }
    const send = await notifyMember(
      tx,
      eventReminderNotice(payload.kind, {
        userId: payload.userId,
        eventId: payload.eventId,
        title: row.title,
        startsAt: row.eventDate,
        timeZone: row.timeZone,
        location: row.location,
      }),
    );
    await completeJobIn(tx, job);
    return send;
  });
  if (mail) await sendNotices([mail]);
  else log.debug({ job: job.id, ...payload }, "[reminders] no longer applies; not sent");
}

/** The reminders' jobs, for the app's job registry (app/jobs.server.ts). */
export const eventReminderJobs: {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
} = {
  handlers: {
    [REMINDER_SCAN_JOB]: {
      run: async (_payload, job) => {
        await queueDueReminders(job.now ?? new Date());
      },
    },
    [REMINDER_JOB]: {
      maxAttempts: 5,
      run: (payload: ReminderPayload, job) => sendReminder(payload, job),
    },
  },
  recurring: [{ name: REMINDER_SCAN_JOB, everySeconds: 60 }],
};

/** Whether the member gets event reminders (on unless they turned them off). */
export async function remindersEnabled(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ userId: eventReminderOptOuts.userId })
    .from(eventReminderOptOuts)
    .where(eq(eventReminderOptOuts.userId, userId));
  return row === undefined;
}

/** Turns the actor's own event reminders on or off (idempotent). */
export async function setEventReminders(actor: Actor, on: boolean): Promise<void> {
  if (on) {
    await getDb().delete(eventReminderOptOuts).where(eq(eventReminderOptOuts.userId, actor.id));
  } else {
    await getDb().insert(eventReminderOptOuts).values({ userId: actor.id }).onConflictDoNothing();
  }
}
