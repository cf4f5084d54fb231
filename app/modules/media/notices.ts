// The words of the media hub's notices to members (the builder of ~/modules/notifications/notices).
import { noticeOf } from "~/modules/notifications";

const mediaPage = (id: string) => `/media/${id}`;

export const mediaApprovedNotice = noticeOf({
  kind: "media-approved",
  noun: "media",
  happened: "was approved",
  body: "It is now live in the media hub, where everyone can see it.",
  link: mediaPage,
});

export const mediaRejectedNotice = noticeOf({
  kind: "media-rejected",
  noun: "media",
  happened: "was not approved",
  body: "It is not shown in the media hub; only you can still see it there, marked as rejected.",
  link: mediaPage,
});

export const mediaDeletedNotice = noticeOf({
  kind: "media-deleted",
  noun: "media",
  happened: "was removed",
  body: "An admin removed it from the media hub for good, together with its photos.",
  link: "/media",
});
