// The forms of a comment thread, the same on the server and in the browser.
import { z } from "zod";
import { commentSchema } from "../schemas";
import { COMMENT_MESSAGES } from "./constants";

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
