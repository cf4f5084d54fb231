// The words of the media hub's notices to members (same shape as ~/modules/notifications/notices).
import type { NoticeInput } from "~/modules/notifications/types";

interface Subject {
  userId: string;
  id: string;
  title: string;
}

export function mediaApprovedNotice(item: Subject): NoticeInput {
  return {
    userId: item.userId,
    kind: "media-approved",
    title: `Your media "${item.title}" was approved`,
    body: "It is now live in the media hub, where everyone can see it.",
    link: `/media/${item.id}`,
  };
}

export function mediaRejectedNotice(item: Subject): NoticeInput {
  return {
    userId: item.userId,
    kind: "media-rejected",
    title: `Your media "${item.title}" was not approved`,
    body: "It is not shown in the media hub; only you can still see it there, marked as rejected.",
    link: `/media/${item.id}`,
  };
}

export function mediaDeletedNotice(item: Subject): NoticeInput {
  return {
    userId: item.userId,
    kind: "media-deleted",
    title: `Your media "${item.title}" was removed`,
    body: "An admin removed it from the media hub for good, together with its photos.",
    link: "/media",
  };
}
