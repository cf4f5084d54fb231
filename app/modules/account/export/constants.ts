// "Export my data": its limits and every word the member reads, zod-free for the first paint.

/** How long a ready export can be downloaded (its link, and its row and file, then go). */
export const EXPORT_LINK_DAYS = 7;
/** Exports a member may ask for in any 24 hours (failed ones do not count). */
export const EXPORTS_PER_DAY = 3;
/** How many of the member's exports the page lists (they go after EXPORT_LINK_DAYS anyway). */
export const EXPORTS_LISTED = 10;

export const EXPORT_PATH = "/account/export";

export const EXPORT_MESSAGES = {
  title: "Export my data",
  intro:
    "Get a copy of everything you made on Camber Club: your profile, builds with their spec sheets and photos, journal entries, comments, forum posts, events and RSVPs, and marketplace listings, as JSON files and pictures in one zip file.",
  howItWorks: `We prepare the zip in the background and e-mail you a download link when it is ready. The link works for ${EXPORT_LINK_DAYS} days, only while you are signed in to this account.`,
  requestButton: "Request export",
  requestBusy: "Requesting...",
  requested:
    "We're preparing your export. We'll e-mail you a download link when it's ready (usually within a minute).",
  alreadyPending: "Your export is still being prepared. We'll e-mail you when it's ready.",
  failed: "Failed to request your export. Please try again.",
  listHeading: "Your recent exports",
  listEmpty: "You have not asked for an export yet.",
  checkAgain: "Check again",
  pendingNote: "Preparing your export… this page checks again by itself.",
  statusPending: "Preparing",
  statusReady: "Ready",
  statusFailed: "Failed",
  statusExpired: "Expired",
  failedNote: "Something went wrong while preparing this export. Please request a new one.",
  download: "Download",
  linkGoneTitle: "This download link has expired or doesn't exist",
  linkGoneBody: `Download links work for ${EXPORT_LINK_DAYS} days, and only for the account that asked for the export. You can request a new export at any time.`,
  linkGoneAction: "Request a new export",
  mailSubject: "Your Camber Club data export is ready",
  noticeTitle: "Your data export is ready",
  noticeBody: `Download it from Export my data within ${EXPORT_LINK_DAYS} days.`,
} as const;

/** The refusal when the day's exports are used up, with the real wait ("5 hours 12 minutes"). */
export function tooManyExportsMessage(wait: string): string {
  return `You can ask for ${EXPORTS_PER_DAY} exports a day. Please try again in ${wait}.`;
}

export type ExportStatus = "pending" | "ready" | "failed";
