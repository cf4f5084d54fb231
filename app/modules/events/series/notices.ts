// The notices of series: the host hears about the admin's decision, and members signed up for a
// date hear when the host moves its time or place. Same pattern as the notifications area's
// notices: title = what happened, body = what it means for them, link = where to look.
import { type NoticeInput, noticeOf } from "~/modules/notifications";
import type { RegistrationStatus } from "../types";

const seriesPage = (id: string) => `/events/series/${id}`;

export const seriesApprovedNotice = noticeOf({
  kind: "event-series-approved",
  noun: "series",
  happened: "was approved",
  body: "Its next dates are on the events page, and members can sign up for each of them.",
  link: seriesPage,
});

export const seriesRejectedNotice = noticeOf({
  kind: "event-series-rejected",
  noun: "series",
  happened: "was not approved",
  body: "Its dates are not listed on the events page; only you can still see the series.",
  link: seriesPage,
});

export interface ChangedDateSubject {
  userId: string;
  eventId: string;
  title: string;
  status: RegistrationStatus;
  /** What changed, in words: 'now starts at 9:00 AM PDT on Sunday, June 7, 2026'. */
  change: string;
}

/** A date of a series a member signed up for changed its time or place. */
export function seriesDateChangedNotice(subject: ChangedDateSubject): NoticeInput {
  const signedUp = subject.status === "going" ? "you're going to" : "you're on the waitlist for";
  return {
    userId: subject.userId,
    kind: "event-changed",
    title: `"${subject.title}", which ${signedUp}, changed`,
    body: `The host changed the meet: it ${subject.change}. Your RSVP stays as it is; cancel it on the event page if you can no longer make it.`,
    link: `/events/${subject.eventId}`,
  };
}

/** A spot opened up after the host raised the capacity of the series' dates. */
export function seriesPromotedNotice(subject: {
  userId: string;
  eventId: string;
  title: string;
}): NoticeInput {
  return {
    userId: subject.userId,
    kind: "event-promoted",
    title: `You're in: "${subject.title}"`,
    body: "The host made room, so you've moved from the waitlist to the attendee list. Can't make it after all? Cancel your RSVP so the next person can go.",
    link: `/events/${subject.eventId}`,
  };
}
