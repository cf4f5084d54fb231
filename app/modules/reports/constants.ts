// Reports of content to the admins: reasons, limits and words (zod-free, for the first paint).

export const REPORT_REASONS = ["spam", "harassment", "off-topic", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  "off-topic": "Off-topic",
  other: "Other",
};

export const REPORT_NOTE_MAX = 500;
/** The form field a page's report form names its item with, when the page shows several. */
export const REPORT_TARGET_FIELD = "targetId";
/**
 * Open reports from this many distinct members hide an item until an admin reviews it (ADR 038):
 * enough that one member with a grudge cannot hide anything, few enough to act before the admins.
 */
export const AUTO_HIDE_REPORTERS = 3;
/** Reports a member may file per hour (each one is a separate piece of content). */
export const REPORT_RATE_LIMIT = { name: "reports:file", limit: 10, windowSeconds: 3600 };

export type ReportStatus = "open" | "resolved" | "dismissed";

export const REPORT_MESSAGES = {
  chooseReason: "Please choose a reason",
  noteTooLong: `Notes must be ${REPORT_NOTE_MAX} characters or less`,
  loadFailed: "Failed to load reports.",
  empty: "No open reports. Reported content shows up here.",
  dismissed: "Reports dismissed. The content is shown.",
  approved: "Approved. The content is shown.",
  hidden: "Content hidden and reports resolved.",
  removed: "Content deleted and reports resolved.",
  actionFailed: "Failed to update the report. Please try again.",
  contentGone: "The reported content no longer exists.",
  held: "Held for review",
  own: "You cannot report your own content.",
  signIn: "Please sign in to report content.",
  alreadyReported: "You have already reported this.",
  reportFailed: "Failed to send your report. Please try again.",
  reportDone: "Thanks — the admins will review this.",
} as const;
