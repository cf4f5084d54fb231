// What the build detail page can ask its action to do, the answers it gets back, and the SPEC
// texts for them. Client-safe: the action (server) and the buttons (browser) share it.
import { useActionData } from "react-router";

export const BUILD_INTENTS = ["like", "unlike", "comment", "delete"] as const;
export type BuildIntent = (typeof BUILD_INTENTS)[number];

export function isBuildIntent(value: unknown): value is BuildIntent {
  return BUILD_INTENTS.includes(value as BuildIntent);
}

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

export type BuildActionResult =
  | { ok: true; intent: "like" | "unlike"; liked: boolean; likesCount: number }
  | { ok: true; intent: "comment" }
  | {
      ok: false;
      intent: BuildIntent | null;
      /** auth: signed out (401); invalid: bad input (400); limited: too many (429); failed: the rest. */
      reason: "auth" | "invalid" | "limited" | "failed";
      message: string;
      /** The comment text that was sent, so a page rendered without JavaScript keeps it. */
      content?: string;
    };

/** The message for a signed-out attempt at `intent`. */
export function authMessage(intent: BuildIntent | null): string {
  if (intent === "comment") return DETAIL_MESSAGES.commentAuth;
  if (intent === "delete") return DETAIL_MESSAGES.deleteAuth;
  return DETAIL_MESSAGES.likeAuth;
}

/**
 * The answer to a plain form post (no JavaScript: the page was rendered again by the action) for
 * one of `intents`, to show inline. With JavaScript the buttons use fetchers and toasts instead.
 */
export function usePostedResult(intents: readonly BuildIntent[]): BuildActionResult | undefined {
  const actionData = useActionData() as BuildActionResult | undefined;
  return actionData?.intent && intents.includes(actionData.intent) ? actionData : undefined;
}
