// What the forum pages read from URLs and forms: the /forums search parameters, ids, page
// numbers and form values. Zod-free: the forums list's clientLoader and the forms run these in the
// browser. ./schemas re-exports them for the actions and tests.
import { textParam, tokenParam } from "~/lib/search-params";

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

export interface TopicListQuery {
  q: string;
  category: string;
  cursor?: string;
}

/** /forums URL parameters. Anything malformed falls back to "no filter" instead of an error. */
export function parseTopicListQuery(params: URLSearchParams): TopicListQuery {
  const query: TopicListQuery = {
    q: textParam(params, "q", 100),
    category: textParam(params, "category", 60),
  };
  const cursor = tokenParam(params, "cursor", 300);
  if (cursor !== undefined) query.cursor = cursor;
  return query;
}

/** /forums with the given search and category (empty ones left out). */
export function forumsHref(options: { q?: string; category?: string }): string {
  const params = new URLSearchParams();
  if (options.category) params.set("category", options.category);
  if (options.q) params.set("q", options.q);
  const search = params.toString();
  return search ? `/forums?${search}` : "/forums";
}

/** ?page=N of a topic's replies: a whole number from 1, anything else is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
