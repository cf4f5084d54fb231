// The words of an event's "Questions & answers" (the comment thread of the event page; the host's
// answers carry a "Host" badge). Zod-free: the page and its action share them.
import type { CommentThreadTexts } from "~/modules/comments";

export const EVENT_QA_TEXTS: CommentThreadTexts = {
  heading: "Questions & answers",
  empty: "No questions yet. Ask the host anything about the meet.",
  formLabel: "Ask a question",
  placeholder: "Parking, entry, what to bring…",
  submit: "Post Question",
  authTitle: "Authentication required",
  signIn: "Please log in to ask a question.",
  addedTitle: "Posted",
  added: "Your message is posted.",
  failed: "Failed to post your question. Please try again.",
};
