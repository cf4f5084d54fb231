// Forum forms: the create-topic, reply and edit forms check with the same schemas the actions use,
// so both show the same message. The browser loads this module (and zod) only when a form is used;
// the texts and URL helpers the pages need live in ./messages and ./params, re-exported here.
import { z } from "zod";
import { FORUM_MESSAGES, LENGTH_MESSAGES, POST_MAX, TITLE_MAX } from "./messages";

export { FORUM_MESSAGES, LENGTH_MESSAGES, POST_MAX, TITLE_MAX } from "./messages";
export {
  categorySlug,
  formValues,
  forumsHref,
  parsePage,
  parseTopicListQuery,
  type TopicListQuery,
} from "./params";

/** /forums/create. Any blank field (after trimming) gives the one SPEC message. */
export const topicFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, FORUM_MESSAGES.fillAllFields)
    .max(TITLE_MAX, LENGTH_MESSAGES.title),
  categoryId: z.string().trim().min(1, FORUM_MESSAGES.fillAllFields),
  content: z
    .string()
    .trim()
    .min(1, FORUM_MESSAGES.fillAllFields)
    .max(POST_MAX, LENGTH_MESSAGES.content),
});

export type TopicForm = z.output<typeof topicFormSchema>;
export type TopicFormField = keyof TopicForm;

export const replySchema = z.object({
  content: z.string().trim().min(1, FORUM_MESSAGES.enterReply).max(POST_MAX, LENGTH_MESSAGES.reply),
});

export const editPostSchema = z.object({
  postId: z.uuid(FORUM_MESSAGES.cannotEditPost),
  content: z
    .string()
    .trim()
    .min(1, FORUM_MESSAGES.enterPost)
    .max(POST_MAX, LENGTH_MESSAGES.content),
});

/** The first problem of a failed parse, and which fields it concerns (for aria-invalid). */
export function firstIssue(error: z.ZodError): { message: string; fields: string[] } {
  const fields = [...new Set(error.issues.map((i) => String(i.path[0] ?? "")))].filter(Boolean);
  return { message: error.issues[0]?.message ?? FORUM_MESSAGES.fillAllFields, fields };
}
