// Hidden items (ADR 038): content whose hidden_at is set is shown only to its author and the
// admins, with a note saying why; everyone else gets a 404 for a page, nothing in a list, and a
// placeholder in place of a comment or reply (so the replies after it keep their sense).

/**
 * Why an item is hidden: 'review' while reports of it wait in the admins' queue (three members
 * reported it, or the site held it), 'moderators' once an admin decided to keep it hidden.
 */
export type HiddenState = "review" | "moderators";

export const HIDDEN_NOTES = {
  review: "Hidden pending review",
  moderators: "Hidden by the moderators",
} as const;

/** What the author and admins are told beside the note. */
export const HIDDEN_EXPLANATIONS = {
  review: "Only its author and the admins can see it while the admins review it.",
  moderators: "The admins reviewed it and keep it hidden: only its author and the admins see it.",
} as const;

/** In place of a hidden comment or reply, for everyone but its author and the admins. */
export const HIDDEN_PLACEHOLDER = "This comment is hidden pending review.";
