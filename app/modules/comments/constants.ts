// Rules and words of comment threads (a build's comments, a journal entry's comments), zod-free
// for the first paint. Each kind's own words (the SPEC's for builds) come from its area as
// CommentThreadTexts.

export const COMMENT_MAX_LENGTH = 2000;
/** Top-level comments per page ("Show newer comments" brings the next ones, oldest first). */
export const COMMENTS_PAGE_SIZE = 50;

/** Where a comment hangs: a build page, a journal entry page, or an event page (its Q&A). */
export type ThreadKind = "build" | "journal-entry" | "event";
export interface ThreadRef {
  kind: ThreadKind;
  id: string;
}

export const COMMENT_MESSAGES = {
  edited: "edited",
  deleted: "Comment deleted",
  editSaved: "Comment updated.",
  editFailed: "Failed to update comment. Please try again.",
  deleteDone: "Comment deleted.",
  deleteFailed: "Failed to delete comment. Please try again.",
  replyFailed: "Failed to add reply. Please try again.",
  reportDone: "Thanks — the admins will review this comment.",
  reportFailed: "Failed to report comment. Please try again.",
  alreadyReported: "You have already reported this comment.",
  notYours: "You can only change your own comments.",
  gone: "This comment no longer exists.",
  showNewer: "Show newer comments",
  emptyEdit: "Please enter a comment",
} as const;

/** The URL parameters that open a comment's forms without JavaScript. */
export const COMMENT_PARAMS = { reply: "reply", edit: "edit", report: "report" } as const;

/** The words a kind of thread uses for itself (heading, form, sign-in and failure messages). */
export interface CommentThreadTexts {
  /** The section's heading and the list's label ("Comments"). */
  heading: string;
  /** What an empty thread says. */
  empty: string;
  /** The new comment's field label and placeholder, and its button. */
  formLabel: string;
  placeholder: string;
  submit: string;
  /** A visitor who tries to post. */
  authTitle: string;
  signIn: string;
  /** A posted comment or reply. */
  addedTitle: string;
  added: string;
  /** A comment that could not be posted. */
  failed: string;
}
