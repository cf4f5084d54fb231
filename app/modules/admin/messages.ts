// The admin panel's tabs, intents and SPEC messages. Zod-free, so the admin pages can use them
// without loading zod; ./schemas re-exports them for the action.

export const ADMIN_TABS = [
  "users",
  "pending-builds",
  "approved-builds",
  "featured-builds",
  "edited-builds",
  "pending-events",
  "rejected",
  "audit",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const BUILD_INTENTS = [
  "build-approve",
  "build-reject",
  "build-feature",
  "build-unfeature",
  "build-set-car-of-week",
  "build-unset-car-of-week",
  "build-delete",
  "build-mark-reviewed",
] as const;
export const EVENT_INTENTS = ["event-approve", "event-reject", "event-delete"] as const;
export type BuildIntent = (typeof BUILD_INTENTS)[number];
export type EventIntent = (typeof EVENT_INTENTS)[number];

/** SPEC §8 admin rows, word for word (events' toasts have no final period). */
export const ADMIN_MESSAGES = {
  buildStatus: (status: "approved" | "rejected") => `Build ${status} successfully.`,
  buildFeatured: "Build featured successfully.",
  buildUnfeatured: "Build unfeatured successfully.",
  carOfWeekSet: "Build set as Car of the Week successfully.",
  carOfWeekUnset: "Build removed from Car of the Week successfully.",
  buildDeleted: "Build deleted successfully.",
  eventStatus: (status: "approved" | "rejected") => `Event ${status} successfully`,
  eventDeleted: "Event deleted successfully",
  buildStatusFailed: "Failed to update build status.",
  buildDeleteFailed: "Failed to delete build.",
  featuredFailed: "Failed to update featured status.",
  carOfWeekFailed: "Failed to update car of week status.",
  buildsLoadFailed: "Failed to load builds.",
  eventStatusFailed: "Failed to update event status",
  eventDeleteFailed: "Failed to delete event",
  statsLoadFailed: "Failed to load user statistics",
  /** Not in the SPEC (neither are the audit log and the review of edited builds). */
  buildReviewed: "Build marked as reviewed.",
  buildReviewFailed: "Failed to mark the build as reviewed.",
  auditLoadFailed: "Failed to load the audit log.",
} as const;

/**
 * What the admin pages read from an action's answer (a toast for a fetcher, a banner for a plain
 * form): the pipeline's ActionResult with a `message` on success carries both fields.
 */
export interface AdminActionResult {
  ok: boolean;
  message: string;
}

export type AdminIntent = BuildIntent | EventIntent;

/** Each panel intent's failure text, whatever went wrong (the details are only logged). */
export const ADMIN_FAILURE_MESSAGES: Record<AdminIntent, string> = {
  "build-approve": ADMIN_MESSAGES.buildStatusFailed,
  "build-reject": ADMIN_MESSAGES.buildStatusFailed,
  "build-feature": ADMIN_MESSAGES.featuredFailed,
  "build-unfeature": ADMIN_MESSAGES.featuredFailed,
  "build-set-car-of-week": ADMIN_MESSAGES.carOfWeekFailed,
  "build-unset-car-of-week": ADMIN_MESSAGES.carOfWeekFailed,
  "build-delete": ADMIN_MESSAGES.buildDeleteFailed,
  "build-mark-reviewed": ADMIN_MESSAGES.buildReviewFailed,
  "event-approve": ADMIN_MESSAGES.eventStatusFailed,
  "event-reject": ADMIN_MESSAGES.eventStatusFailed,
  "event-delete": ADMIN_MESSAGES.eventDeleteFailed,
};
