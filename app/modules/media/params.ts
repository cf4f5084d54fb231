// What the media pages read from URLs: media ids and the /media search parameters. Zod-free: the
// media list's clientLoader runs in the browser. ./schemas re-exports these for the server.
import { choiceParam, textParam, tokenParam } from "~/lib/search-params";
import { MEDIA_SORTS, MEDIA_TYPES, type MediaSort, type MediaType } from "./constants";

/** A well-formed id, lower-cased; null otherwise (the detail page answers 'Media Not Found'). */
export { parseUuid as checkMediaId } from "~/lib/ids";

export interface MediaListQuery {
  type?: MediaType;
  q: string;
  sort: MediaSort;
  cursor?: string;
}

/** /media URL parameters. Anything malformed falls back to the default instead of an error. */
export function parseMediaListQuery(params: URLSearchParams): MediaListQuery {
  const query: MediaListQuery = {
    q: textParam(params, "q", 100),
    sort: choiceParam(params, "sort", MEDIA_SORTS, "newest"),
  };
  const type = choiceParam(params, "type", MEDIA_TYPES);
  if (type !== undefined) query.type = type;
  const cursor = tokenParam(params, "cursor", 300);
  if (cursor !== undefined) query.cursor = cursor;
  return query;
}

/** The /media URL for a query (defaults left out, so links stay short). */
export function mediaListHref(query: Partial<MediaListQuery>): string {
  const params = new URLSearchParams();
  if (query.type) params.set("type", query.type);
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.cursor) params.set("cursor", query.cursor);
  const search = params.toString();
  return search ? `/media?${search}` : "/media";
}
