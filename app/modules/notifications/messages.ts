// The /notifications page's messages. Zod-free, so the page can show them without loading zod;
// ./schemas re-exports them for the action.

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
