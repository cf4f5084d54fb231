// The /notifications page's form input and its messages. Client-safe.
import { z } from "zod";

export const NOTICE_MESSAGES = {
  empty: "No notifications yet.",
  emptyHint:
    "When an admin reviews one of your builds or events, you will hear about it here and by e-mail.",
  markAll: "Mark all as read",
  markingAll: "Marking...",
  allRead: "All notifications marked as read.",
  notFound: "Notification not found.",
  failed: "Failed to update notifications. Please try again.",
  loadFailed: "Failed to load notifications. Please try again.",
  loadMore: "Load More",
} as const;

/** Open one notice (mark it read, go to its link), or mark all read. */
export const noticeActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id: z.uuid() }),
  z.object({ intent: z.literal("read-all") }),
]);
export type NoticeAction = z.infer<typeof noticeActionSchema>;
