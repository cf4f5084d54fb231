// What the build pages read from URLs: build ids and the /builds search parameters. Zod-free: the
// builds list's clientLoader runs in the browser. ./schemas re-exports these for the server.
import { choiceParam, intParam, textParam, tokenParam } from "~/lib/search-params";
import { MIN_CAR_YEAR } from "./constants";

// SPEC §5: a build id is a uuid of versions 1 to 5 (the one id check of ~/lib/ids).
export { checkId as checkBuildId, type IdCheck as BuildIdCheck } from "~/lib/ids";

export const BUILD_SORTS = ["newest", "oldest", "featured"] as const;
export type BuildSort = (typeof BUILD_SORTS)[number];

export interface BuildListQuery {
  q: string;
  sort: BuildSort;
  make: string;
  model: string;
  yearFrom?: number;
  yearTo?: number;
  cursor?: string;
}

/** /builds URL parameters. Anything malformed falls back to "no filter" instead of an error page. */
export function parseBuildListQuery(params: URLSearchParams): BuildListQuery {
  const query: BuildListQuery = {
    q: textParam(params, "q", 100),
    sort: choiceParam(params, "sort", BUILD_SORTS, "newest"),
    make: textParam(params, "make", 60),
    model: textParam(params, "model", 60),
  };
  const yearFrom = intParam(params, "yearFrom", MIN_CAR_YEAR, 2200);
  if (yearFrom !== undefined) query.yearFrom = yearFrom;
  const yearTo = intParam(params, "yearTo", MIN_CAR_YEAR, 2200);
  if (yearTo !== undefined) query.yearTo = yearTo;
  const cursor = tokenParam(params, "cursor", 300);
  if (cursor !== undefined) query.cursor = cursor;
  return query;
}
