// The notices of series: the host hears about the admin's decision (members signed up for a date
// get the event's own notices when it changes). Same pattern as the notifications area's
// notices: title = what happened, body = what it means for them, link = where to look.
import { type NoticeInput, noticeOf } from "~/modules/notifications";

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
