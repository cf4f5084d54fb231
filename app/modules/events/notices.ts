// The notices the members signed up for an event get when it is taken off the calendar (the host
// gets the notifications area's event-rejected / event-deleted notices). Same shape and pattern
// as app/modules/notifications/notices.ts: title = what happened, body = what it means for them.
import type { NoticeInput } from "~/modules/notifications";
import type { RegistrationStatus } from "./types";

export interface AttendeeSubject {
  /** The registered member (gets the notice). */
  userId: string;
  status: RegistrationStatus;
  title: string;
}

function signedUpFor(status: RegistrationStatus) {
  return status === "going" ? "you were going to" : "you were on the waitlist for";
}

export function eventRejectedAttendeeNotice(subject: AttendeeSubject): NoticeInput {
  return {
    userId: subject.userId,
    kind: "event-rejected-attendee",
    title: `The event "${subject.title}" ${signedUpFor(subject.status)} was taken off the calendar`,
    body: "An admin took it off the events page, so it may not go ahead as planned. Check with the host before you travel; other meets are on the events page.",
    link: "/events",
  };
}

export function eventDeletedAttendeeNotice(subject: AttendeeSubject): NoticeInput {
  return {
    userId: subject.userId,
    kind: "event-deleted-attendee",
    title: `The event "${subject.title}" ${signedUpFor(subject.status)} was removed`,
    body: "An admin removed it from Camber Club, together with its sign-ups, so your RSVP is gone too. Other meets are on the events page.",
    link: "/events",
  };
}

/** The host deleted their account: their events went with it, sign-ups included. */
export function eventHostLeftAttendeeNotice(subject: AttendeeSubject): NoticeInput {
  return {
    userId: subject.userId,
    kind: "event-deleted-attendee",
    title: `The event "${subject.title}" ${signedUpFor(subject.status)} was removed`,
    body: "Its host deleted their Camber Club account, and the event went with it, together with its sign-ups, so your RSVP is gone too. Other meets are on the events page.",
    link: "/events",
  };
}

/** One line of what changed: "When: Sunday, November 22 at 7:00 PM PST → Sunday, … ". */
export interface EventChangeLine {
  label: "When" | "Where";
  before: string;
  after: string;
}

export function eventChangedAttendeeNotice(
  subject: AttendeeSubject & { eventId: string },
  changes: readonly EventChangeLine[],
): NoticeInput {
  const what = changes.map((c) => (c.label === "When" ? "time" : "place")).join(" and ");
  const lines = changes.map((c) => `${c.label}: ${c.before} → ${c.after}`);
  const stillComing =
    subject.status === "going"
      ? "Your RSVP stands. If you can't make it now, cancel it on the event page so someone on the waitlist can go."
      : "You're still on the waitlist.";
  return {
    userId: subject.userId,
    kind: "event-changed",
    title: `New ${what} for "${subject.title}"`,
    body: `${lines.join("\n")}\n\n${stillComing}`,
    link: `/events/${subject.eventId}`,
  };
}

export function eventCancelledAttendeeNotice(
  subject: AttendeeSubject & { eventId: string },
  reason: string,
): NoticeInput {
  return {
    userId: subject.userId,
    kind: "event-cancelled",
    title: `"${subject.title}", ${signedUpFor(subject.status)}, was cancelled`,
    body: `The host cancelled it and said: "${reason}"\n\nYour RSVP is void; other meets are on the events page.`,
    link: `/events/${subject.eventId}`,
  };
}
