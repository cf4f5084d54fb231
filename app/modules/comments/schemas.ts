// The forms of a comment thread, the same on the server and in the browser.
import { z } from "zod";
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from "./constants";

export const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, COMMENT_MESSAGES.emptyEdit)
    .max(COMMENT_MAX_LENGTH, `Comments must be ${COMMENT_MAX_LENGTH} characters or less`),
});

const commentId = z.uuid({ message: COMMENT_MESSAGES.gone });

/** A new comment, or a reply when parentId is given. */
export const postCommentSchema = commentSchema.extend({
  parentId: z
    .union([z.literal(""), commentId])
    .optional()
    .transform((v) => (v ? v : null)),
});

export const editCommentSchema = commentSchema.extend({ commentId });
export const commentIdSchema = z.object({ commentId });
