// What the topic page can ask its action to do and the answers it gets back when the action does
// not redirect. Client-safe: the action (server) and the forms (browser) share it.
import type { ActionFailure } from "~/lib/action-result";
import { FORUM_MESSAGES } from "../messages";

export const TOPIC_INTENTS = ["reply", "edit"] as const;
export type TopicIntent = (typeof TOPIC_INTENTS)[number];

/**
 * A reply or edit that did not go through: its message, and the text as it was sent
 * (`values.content`, and `values.postId` for an edit) so nothing typed is lost.
 */
export type TopicActionResult = ActionFailure;

/** What each intent of the topic page says when it fails without a more precise reason. */
export const TOPIC_INTENT_FAILURES = {
  reply: FORUM_MESSAGES.replyFailed,
  edit: FORUM_MESSAGES.postUpdateFailed,
  lock: FORUM_MESSAGES.lockFailed,
  unlock: FORUM_MESSAGES.lockFailed,
  "delete-topic": FORUM_MESSAGES.deleteTopicFailed,
  "delete-post": FORUM_MESSAGES.deletePostFailed,
} as const;

/** URL parameters of the topic page: reply page, the post being edited, a post to quote. */
export const TOPIC_PARAMS = { page: "page", edit: "edit", quote: "quote" } as const;

/** The topic URL for a replies page (page 1 has none), with an optional #anchor. */
export function topicHref(
  topicId: string,
  options: { page?: number; edit?: string; quote?: string; hash?: string } = {},
): string {
  const params = new URLSearchParams();
  if (options.page && options.page > 1) params.set(TOPIC_PARAMS.page, String(options.page));
  if (options.edit) params.set(TOPIC_PARAMS.edit, options.edit);
  if (options.quote) params.set(TOPIC_PARAMS.quote, options.quote);
  const search = params.toString();
  return `/forums/topic/${topicId}${search ? `?${search}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}

export const postAnchor = (postId: string) => `post-${postId}`;
