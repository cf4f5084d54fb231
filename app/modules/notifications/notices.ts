// The words of every notice, one builder per kind, so that the in-app list, the e-mail and the
// tests share one wording. Client-safe (no server imports). A new area declares its kinds with
// noticeOf (here or in its own notices.ts) and passes the result to notifyMember().
//
// Pattern: title = what happened, in one line, naming the member's thing in quotes;
// body = what it means for them and the next step; link = where to look (a site path).
import type { NoticeInput } from "./types";

/** The member's thing a notice is about; its owner gets the notice. */
export interface NoticeSubject {
  userId: string;
  id: string;
  title: string;
}

export interface NoticeWording {
  kind: string;
  /** What the thing is called in the title: 'Your build "…"'. */
  noun: string;
  /** What happened to it: 'was approved'. */
  happened: string;
  body: string;
  /** A fixed path, or the path of the thing itself. */
  link: string | ((id: string) => string);
}

/** The builder of one kind of notice: 'Your <noun> "<title>" <happened>', its body and link. */
export function noticeOf(wording: NoticeWording): (subject: NoticeSubject) => NoticeInput {
  return (subject) => ({
    userId: subject.userId,
    kind: wording.kind,
    title: `Your ${wording.noun} "${subject.title}" ${wording.happened}`,
    body: wording.body,
    link: typeof wording.link === "string" ? wording.link : wording.link(subject.id),
  });
}

const buildPage = (id: string) => `/builds/${id}`;
const eventPage = (id: string) => `/events/${id}`;

export const buildApprovedNotice = noticeOf({
  kind: "build-approved",
  noun: "build",
  happened: "was approved",
  body: "It is now live in the builds gallery, where every member can see, like and comment on it.",
  link: buildPage,
});

export const buildRejectedNotice = noticeOf({
  kind: "build-rejected",
  noun: "build",
  happened: "was not approved",
  body: "It is not shown in the gallery; only you can still see it under My Builds, where you can edit or delete it.",
  link: "/my-builds",
});

export const buildFeaturedNotice = noticeOf({
  kind: "build-featured",
  noun: "build",
  happened: "is now a Featured Build",
  body: "The admins picked it: it now carries the Featured Build badge and can appear among the Featured Builds on the home page.",
  link: buildPage,
});

export const buildCarOfWeekNotice = noticeOf({
  kind: "build-car-of-week",
  noun: "build",
  happened: "is the Car of the Week",
  body: "Congratulations! It is the highlight of the Camber Club home page until the next Car of the Week is picked.",
  link: "/",
});

export const buildDeletedNotice = noticeOf({
  kind: "build-deleted",
  noun: "build",
  happened: "was removed",
  body: "An admin removed it from Camber Club for good, together with its photos, likes and comments. Your other builds are under My Builds.",
  link: "/my-builds",
});

export const eventApprovedNotice = noticeOf({
  kind: "event-approved",
  noun: "event",
  happened: "was approved",
  body: "It is now listed on the events page, and members can sign up for it.",
  link: eventPage,
});

export const eventRejectedNotice = noticeOf({
  kind: "event-rejected",
  noun: "event",
  happened: "was not approved",
  body: "It is not listed on the events page; only you can still see it under My Events.",
  link: "/events/mine",
});

export const eventDeletedNotice = noticeOf({
  kind: "event-deleted",
  noun: "event",
  happened: "was removed",
  body: "An admin removed it from Camber Club for good, together with its sign-ups. Your other events are under My Events.",
  link: "/events/mine",
});
