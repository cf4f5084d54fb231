// Forum forms, URL parameters and the SPEC's forum messages. Client-safe: the create-topic, reply
// and edit forms validate with the same schemas the actions use, so both show the same message.
import { z } from "zod";

/** SPEC §5 and §8, to the letter. */
export const FORUM_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  enterReply: "Please enter a reply",
  signInToReply: "Please sign in to post a reply",
  signInToCreate: "Please sign in to create a topic",
  replyPosted: "Reply posted successfully!",
  replyFailed: "Failed to post reply",
  topicCreated: "Topic created successfully!",
  topicFailed: "Failed to create topic",
  topicNotFound: "Topic not found",
  topicsLoadFailed: "Failed to load topics",
  categoriesLoadFailed: "Failed to load categories",
  topicLoadFailed: "Failed to load topic",
  postsLoadFailed: "Failed to load posts",
  // Not in the SPEC (editing is new): worded like its neighbours.
  postUpdated: "Post updated successfully!",
  postUpdateFailed: "Failed to update post",
  enterPost: "Please enter some text",
  cannotEditPost: "Post not found or you don't have permission to edit it.",
  unknownCategory: "Please choose a category from the list",
  tooFast: "You're posting too quickly. Please wait a few minutes and try again.",
  // Forums moderation (issue 6): not in the SPEC, worded like its neighbours.
  topicLocked: "This topic is locked. New replies are closed.",
  topicDeleted: "Topic deleted successfully.",
  postDeleted: "Post deleted successfully.",
} as const;

export const TITLE_MAX = 150;
export const POST_MAX = 10_000;

export const LENGTH_MESSAGES = {
  title: `Title must be ${TITLE_MAX} characters or less`,
  content: `Posts must be ${POST_MAX.toLocaleString("en-US")} characters or less`,
  reply: `Replies must be ${POST_MAX.toLocaleString("en-US")} characters or less`,
} as const;

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

/** Form values as strings (a missing field is ""), ready for a schema. */
export function formValues<K extends string>(
  form: FormData,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<K, string>;
}

// ---------------------------------------------------------------------------------------------
// URLs

/**
 * A category's URL name: "Tech & Tuning" → "tech-tuning". SPEC: category names are matched in
 * lowercase, so `?category=Tech%20%26%20Tuning` and `?category=tech-tuning` find the same one.
 */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** /forums URL parameters. Anything malformed falls back to "no filter" instead of an error. */
export const topicListQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  category: z.string().trim().max(60).catch("").default(""),
  cursor: z.string().max(300).optional().catch(undefined),
});

export type TopicListQuery = z.output<typeof topicListQuerySchema>;

export function parseTopicListQuery(params: URLSearchParams): TopicListQuery {
  const raw: Record<string, string> = {};
  for (const key of ["q", "category", "cursor"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return topicListQuerySchema.parse(raw);
}

/** /forums with the given search and category (empty ones left out). */
export function forumsHref(options: { q?: string; category?: string }): string {
  const params = new URLSearchParams();
  if (options.category) params.set("category", options.category);
  if (options.q) params.set("q", options.q);
  const search = params.toString();
  return search ? `/forums?${search}` : "/forums";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A topic or post id from a URL, or null when it cannot be one (then: 'Topic not found'). */
export function parseUuid(raw: string | null | undefined): string | null {
  const id = raw?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** ?page=N of a topic's replies: a whole number from 1, anything else is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
