// What the build detail page can ask its action to do, the answers it gets back, and the SPEC
// texts for them. Client-safe: the action (server) and the buttons (browser) share it.
import { useActionData } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { COMMENT_MESSAGES, type CommentThreadTexts } from "~/modules/comments";

export type BuildIntent =
  | "like"
  | "unlike"
  | "comment"
  | "comment-edit"
  | "comment-delete"
  | "comment-report"
  | "delete";

export const DETAIL_MESSAGES = {
  authTitle: "Authentication required",
  likeAuth: "Please log in to like builds.",
  commentAuth: "Please log in to comment on builds.",
  deleteAuth: "Please log in to delete your build.",
  likeFailed: "Failed to update like. Please try again.",
  commentFailed: "Failed to add comment. Please try again.",
  commentAddedTitle: "Success",
  commentAdded: "Comment added successfully!",
  deleteFailed: "Failed to delete build. Please try again.",
  deletedTitle: "Build Deleted",
  deleted: "Your build has been successfully deleted.",
  loadFailed: "Failed to load build details",
  loadFailedToast: "Failed to load build details. Please try again.",
} as const;

/** The SPEC's words for a build's (and a journal entry's) comment thread. */
export const BUILD_COMMENT_TEXTS: CommentThreadTexts = {
  heading: "Comments",
  empty: "No comments yet. Start the conversation!",
  formLabel: "Add a comment",
  placeholder: "Share your thoughts on this build...",
  submit: "Post Comment",
  authTitle: DETAIL_MESSAGES.authTitle,
  signIn: DETAIL_MESSAGES.commentAuth,
  addedTitle: DETAIL_MESSAGES.commentAddedTitle,
  added: DETAIL_MESSAGES.commentAdded,
  failed: DETAIL_MESSAGES.commentFailed,
};

/** The SPEC text of each intent's failure, shown by the server and by the offline fallback. */
export const BUILD_FAILURE_MESSAGES: Record<BuildIntent, string> = {
  like: DETAIL_MESSAGES.likeFailed,
  unlike: DETAIL_MESSAGES.likeFailed,
  comment: DETAIL_MESSAGES.commentFailed,
  "comment-edit": COMMENT_MESSAGES.editFailed,
  "comment-delete": COMMENT_MESSAGES.deleteFailed,
  "comment-report": COMMENT_MESSAGES.reportFailed,
  delete: DETAIL_MESSAGES.deleteFailed,
};

/** What the build page's action answers (app/lib/actions.server.ts). */
export type BuildActionResult = ActionResult<{ liked?: boolean; likesCount?: number }>;

/**
 * The answer to a plain form post (no JavaScript: the page was rendered again by the action) for
 * one of `intents`, to show inline. With JavaScript the buttons use fetchers and toasts instead.
 */
export function usePostedResult(intents: readonly BuildIntent[]): BuildActionResult | undefined {
  const actionData = useActionData() as BuildActionResult | undefined;
  return actionData?.intent && intents.includes(actionData.intent as BuildIntent)
    ? actionData
    : undefined;
}
