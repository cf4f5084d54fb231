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
