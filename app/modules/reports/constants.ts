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
/** Reports a member may file per hour (each one is a separate piece of content). */
export const REPORT_RATE_LIMIT = { name: "reports:file", limit: 10, windowSeconds: 3600 };

export type ReportStatus = "open" | "resolved" | "dismissed";

export const REPORT_MESSAGES = {
  chooseReason: "Please choose a reason",
  noteTooLong: `Notes must be ${REPORT_NOTE_MAX} characters or less`,
  loadFailed: "Failed to load reports.",
  empty: "No open reports. Reported content shows up here.",
  dismissed: "Reports dismissed.",
  removed: "Content deleted and reports resolved.",
  actionFailed: "Failed to update the report. Please try again.",
  contentGone: "The reported content no longer exists.",
} as const;
