// What the feature pages read from URLs: the /features search parameters and ids. Zod-free: the
// features list's clientLoader runs in the browser. ./schemas re-exports these for the server.
import { choiceParam, textParam, tokenParam } from "~/lib/search-params";
import { FEATURE_SORTS, type FeatureSort } from "./constants";

export interface FeatureListQuery {
  q: string;
  sort: FeatureSort;
  /** "View Previous Features": only those published before the current year. */
  previous: boolean;
  cursor?: string;
}

/** /features URL parameters. Anything malformed falls back to the default instead of an error. */
export function parseFeatureListQuery(params: URLSearchParams): FeatureListQuery {
  const query: FeatureListQuery = {
    q: textParam(params, "q", 100),
    sort: choiceParam(params, "sort", FEATURE_SORTS, "newest"),
    previous: params.get("previous") === "1",
  };
  const cursor = tokenParam(params, "cursor", 300);
  if (cursor !== undefined) query.cursor = cursor;
  return query;
}

/** The URL of a /features list state (default values left out, so URLs stay short). */
export function featureListHref(
  query: Pick<FeatureListQuery, "q" | "sort" | "previous">,
  cursor?: string | null,
) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (query.previous) params.set("previous", "1");
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return search ? `/features?${search}` : "/features";
}
