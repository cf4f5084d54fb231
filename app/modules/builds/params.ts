// What the build pages read from URLs: build ids and the /builds search parameters. Zod-free: the
// builds list's clientLoader runs in the browser. ./schemas re-exports these for the server.
import { choiceParam, intParam, textParam, tokenParam } from "~/lib/search-params";
import { MIN_CAR_YEAR } from "./constants";

// SPEC §5: a uuid of versions 1 to 5.
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type BuildIdCheck = { ok: true; id: string } | { ok: false; error: "missing" | "invalid" };

export function checkBuildId(raw: string | undefined | null): BuildIdCheck {
  const id = raw?.trim();
  if (!id) return { ok: false, error: "missing" };
  if (!UUID_V1_TO_V5.test(id)) return { ok: false, error: "invalid" };
  return { ok: true, id: id.toLowerCase() };
}

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
