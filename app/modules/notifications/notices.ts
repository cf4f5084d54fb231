// The words of every notice, one function per kind, so that the in-app list, the e-mail and the
// tests share one wording. Client-safe (no server imports). A new area adds its kinds here (or in
// its own module, same shape) and passes the result to notifyMember().
//
// Pattern: title = what happened, in one line, naming the member's thing in quotes;
// body = what it means for them and the next step; link = where to look (a site path).
import type { NoticeInput } from "./types";

interface Subject {
  /** The member who owns the thing (gets the notice). */
  userId: string;
  id: string;
  title: string;
}

export function buildApprovedNotice(build: Subject): NoticeInput {
  return {
    userId: build.userId,
    kind: "build-approved",
    title: `Your build "${build.title}" was approved`,
    body: "It is now live in the builds gallery, where every member can see, like and comment on it.",
    link: `/builds/${build.id}`,
  };
}

export function buildRejectedNotice(build: Subject): NoticeInput {
  return {
    userId: build.userId,
    kind: "build-rejected",
    title: `Your build "${build.title}" was not approved`,
    body: "It is not shown in the gallery; only you can still see it under My Builds, where you can edit or delete it.",
    link: "/my-builds",
  };
}

export function buildFeaturedNotice(build: Subject): NoticeInput {
  return {
    userId: build.userId,
    kind: "build-featured",
    title: `Your build "${build.title}" is now a Featured Build`,
    body: "The admins picked it: it now carries the Featured Build badge and can appear among the Featured Builds on the home page.",
    link: `/builds/${build.id}`,
  };
}

export function buildCarOfWeekNotice(build: Subject): NoticeInput {
  return {
    userId: build.userId,
    kind: "build-car-of-week",
    title: `Your build "${build.title}" is the Car of the Week`,
    body: "Congratulations! It is the highlight of the Camber Club home page until the next Car of the Week is picked.",
    link: "/",
  };
}

export function buildDeletedNotice(build: Subject): NoticeInput {
  return {
    userId: build.userId,
    kind: "build-deleted",
    title: `Your build "${build.title}" was removed`,
    body: "An admin removed it from Camber Club for good, together with its photos, likes and comments. Your other builds are under My Builds.",
    link: "/my-builds",
  };
}

export function eventApprovedNotice(event: Subject): NoticeInput {
  return {
    userId: event.userId,
    kind: "event-approved",
    title: `Your event "${event.title}" was approved`,
    body: "It is now listed on the events page, and members can sign up for it.",
    link: `/events/${event.id}`,
  };
}

export function eventRejectedNotice(event: Subject): NoticeInput {
  return {
    userId: event.userId,
    kind: "event-rejected",
    title: `Your event "${event.title}" was not approved`,
    body: "It is not listed on the events page; only you can still see it under My Events.",
    link: "/events/mine",
  };
}

export function eventDeletedNotice(event: Subject): NoticeInput {
  return {
    userId: event.userId,
    kind: "event-deleted",
    title: `Your event "${event.title}" was removed`,
    body: "An admin removed it from Camber Club for good, together with its sign-ups. Your other events are under My Events.",
    link: "/events/mine",
  };
}
