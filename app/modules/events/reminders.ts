// Event reminders as members read them: the two kinds (the day before, two hours before), the
// notice of each, and the "Event reminders" switch's texts. Client-safe.
import type { NoticeInput } from "~/modules/notifications";
import { formatEventDate, formatEventTime, formatEventWeekday } from "./time";

const HOUR_MS = 60 * 60 * 1000;

/**
 * When each reminder is due (before the start) and until when it is still worth sending: a
 * day-before reminder that comes less than two hours ahead is left to the two-hour one.
 */
export const REMINDER_KINDS = {
  day: { beforeMs: 24 * HOUR_MS, untilMs: 2 * HOUR_MS },
  hours: { beforeMs: 2 * HOUR_MS, untilMs: 0 },
} as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;

export interface ReminderSubject {
  userId: string;
  eventId: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  location: string | null;
}

export function eventReminderNotice(kind: ReminderKind, event: ReminderSubject): NoticeInput {
  const time = formatEventTime(event.startsAt, event.timeZone);
  const when =
    kind === "day"
      ? `on ${formatEventWeekday(event.startsAt, event.timeZone)}, ${formatEventDate(event.startsAt, event.timeZone)} at ${time}`
      : `at ${time}`;
  const where = event.location?.trim() ? `Where: ${event.location.trim()}.` : "Location TBA.";
  return {
    userId: event.userId,
    kind: kind === "day" ? "event-reminder-day" : "event-reminder-hours",
    title:
      kind === "day"
        ? `Reminder: "${event.title}" is ${when}`
        : `Reminder: "${event.title}" starts ${when}`,
    body: `${where} You're going. If your plans changed, cancel your RSVP on the event page so someone on the waitlist gets your spot. You can turn event reminders off on My Events.`,
    link: `/events/${event.eventId}`,
  };
}

export const REMINDER_MESSAGES = {
  heading: "Event reminders",
  explainOn:
    "You get an in-app notice and an e-mail the day before and two hours before each event you're going to.",
  explainOff: "Reminders are off: you get no notice or e-mail before the events you're going to.",
  turnOff: "Turn Reminders Off",
  turnOn: "Turn Reminders On",
  turnedOn: "Event reminders are on.",
  turnedOff: "Event reminders are off.",
  failed: "Failed to update your reminder setting. Please try again.",
} as const;
