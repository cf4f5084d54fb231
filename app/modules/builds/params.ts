// What the build pages read from URLs: build ids and the /builds search, filter and sort
// parameters. Zod-free: the builds list's clientLoader runs in the browser. ./schemas re-exports
// these for the server.
import { choiceParam, intParam, textParam, tokenParam } from "~/lib/search-params";
import { MIN_CAR_YEAR } from "./constants";
import { ASPIRATION, BUILD_TAG, LIMITS, SUSPENSION } from "./spec/values";

// SPEC §5: a build id is a uuid of versions 1 to 5 (the one id check of ~/lib/ids).
export { checkId as checkBuildId, type IdCheck as BuildIdCheck } from "~/lib/ids";

export const BUILD_SORTS = ["newest", "oldest", "featured", "most-liked", "trending"] as const;
export type BuildSort = (typeof BUILD_SORTS)[number];

export type BuildTag = (typeof BUILD_TAG.values)[number];
export type Aspiration = (typeof ASPIRATION.values)[number];
export type SuspensionType = (typeof SUSPENSION.values)[number];

/** The longest chassis code a URL may filter by ("E9x", "JZA80", "986"; the catalogue's are short). */
export const MAX_CHASSIS_PARAM = 20;
const MAX_YEAR_PARAM = 2200;

/**
 * /builds as its URL asks for it. Filters other than make and model are optional keys, absent
 * when not asked for, so other lists of builds (a member's profile) can ask for `{ q, sort, make,
 * model }` alone.
 */
export interface BuildListQuery {
  q: string;
  sort: BuildSort;
  make: string;
  model: string;
  /** A chassis or platform code as typed ("E46", "fd3s"); matched case-insensitively. */
  chassis?: string;
  yearMin?: number;
  yearMax?: number;
  /** Builds carrying every one of these tags. */
  tags?: BuildTag[];
  aspiration?: Aspiration;
  suspension?: SuspensionType;
  /** Wheel diameter in inches (either axle). */
  wheel?: number;
  /** Offset (ET, mm) range of a wheel; with `wheel`, of a wheel of that diameter. */
  offsetMin?: number;
  offsetMax?: number;
  powerMin?: number;
  powerMax?: number;
  cursor?: string;
}

/** The filters of a query (what a chip can remove), in the order the chips show them. */
export const BUILD_FILTER_KEYS = [
  "make",
  "model",
  "chassis",
  "yearMin",
  "yearMax",
  "tags",
  "aspiration",
  "suspension",
  "wheel",
  "offsetMin",
  "offsetMax",
  "powerMin",
  "powerMax",
] as const satisfies readonly (keyof BuildListQuery)[];
export type BuildFilterKey = (typeof BUILD_FILTER_KEYS)[number];

/** The URL parameter of each filter (`tags` is the repeatable `tag`). */
const PARAM_OF: Record<BuildFilterKey, string> = {
  make: "make",
  model: "model",
  chassis: "chassis",
  yearMin: "yearMin",
  yearMax: "yearMax",
  tags: "tag",
  aspiration: "aspiration",
  suspension: "suspension",
  wheel: "wheel",
  offsetMin: "offsetMin",
  offsetMax: "offsetMax",
  powerMin: "powerMin",
  powerMax: "powerMax",
};

/**
 * Every URL parameter /builds renders differently for: the server's page cache keys visitors'
 * pages by exactly these (server.ts), so a parameter missing here would be served the page of the
 * URL without it. `filters=open` opens the Filter panel without JavaScript.
 */
export const BUILD_LIST_URL_PARAMS: readonly string[] = [
  "q",
  "sort",
  "cursor",
  "filters",
  "yearFrom",
  "yearTo",
  ...Object.values(PARAM_OF),
];

/** A wheel diameter from 13 to 24 inches, whole or in half inches ("18", "17.5"). */
function diameterParam(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name)?.trim();
  if (!value || !/^\d{2}(?:\.[05])?$/.test(value)) return undefined;
  const number = Number(value);
  return number >= LIMITS.diameter.min && number <= LIMITS.diameter.max ? number : undefined;
}

/** `tag=jdm&tag=drift` or `tag=jdm,drift`: the known tags, each once, in the list's order. */
function tagsParam(params: URLSearchParams): BuildTag[] {
  const asked = new Set(
    params
      .getAll("tag")
      .flatMap((value) => value.split(","))
      .map((value) => value.trim().toLowerCase()),
  );
  return BUILD_TAG.values.filter((tag) => asked.has(tag));
}

function optionParam<T extends string>(
  params: URLSearchParams,
  name: string,
  has: (value: unknown) => value is T,
): T | undefined {
  const value = params.get(name)?.trim();
  return has(value) ? value : undefined;
}

/** /builds URL parameters. Anything malformed falls back to "no filter" instead of an error page. */
export function parseBuildListQuery(params: URLSearchParams): BuildListQuery {
  const query: BuildListQuery = {
    q: textParam(params, "q", 100),
    sort: choiceParam(params, "sort", BUILD_SORTS, "newest"),
    make: textParam(params, "make", 60),
    model: textParam(params, "model", 60),
  };
  const chassis = textParam(params, "chassis", MAX_CHASSIS_PARAM);
  if (chassis) query.chassis = chassis;
  // yearFrom/yearTo: the names of the first year filter, still in shared links.
  const yearMin =
    intParam(params, "yearMin", MIN_CAR_YEAR, MAX_YEAR_PARAM) ??
    intParam(params, "yearFrom", MIN_CAR_YEAR, MAX_YEAR_PARAM);
  if (yearMin !== undefined) query.yearMin = yearMin;
  const yearMax =
    intParam(params, "yearMax", MIN_CAR_YEAR, MAX_YEAR_PARAM) ??
    intParam(params, "yearTo", MIN_CAR_YEAR, MAX_YEAR_PARAM);
  if (yearMax !== undefined) query.yearMax = yearMax;
  const tags = tagsParam(params);
  if (tags.length > 0) query.tags = tags;
  const aspiration = optionParam(params, "aspiration", ASPIRATION.has);
  if (aspiration) query.aspiration = aspiration;
  const suspension = optionParam(params, "suspension", SUSPENSION.has);
  if (suspension) query.suspension = suspension;
  const wheel = diameterParam(params, "wheel");
  if (wheel !== undefined) query.wheel = wheel;
  const { offset, power } = LIMITS;
  const offsetMin = intParam(params, "offsetMin", offset.min, offset.max);
  if (offsetMin !== undefined) query.offsetMin = offsetMin;
  const offsetMax = intParam(params, "offsetMax", offset.min, offset.max);
  if (offsetMax !== undefined) query.offsetMax = offsetMax;
  const powerMin = intParam(params, "powerMin", power.min, power.max);
  if (powerMin !== undefined) query.powerMin = powerMin;
  const powerMax = intParam(params, "powerMax", power.min, power.max);
  if (powerMax !== undefined) query.powerMax = powerMax;
  const cursor = tokenParam(params, "cursor", 300);
  if (cursor !== undefined) query.cursor = cursor;
  return query;
}

function isSet(value: unknown): boolean {
  if (value === undefined || value === "") return false;
  return !Array.isArray(value) || value.length > 0;
}

/** The filters a query has on (the search text and the sort are not filters). */
export function activeBuildFilters(query: BuildListQuery): BuildFilterKey[] {
  return BUILD_FILTER_KEYS.filter((key) => isSet(query[key]));
}

/** Whether the query narrows the list at all (a search or any filter). */
export function isNarrowed(query: BuildListQuery): boolean {
  return query.q !== "" || activeBuildFilters(query).length > 0;
}

/**
 * The URL of /builds for `query` on its first page (no cursor), with the canonical parameter
 * names and without the defaults, so links stay short and equal queries get equal URLs.
 */
export function buildListHref(query: BuildListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const key of BUILD_FILTER_KEYS) {
    const value = query[key];
    if (!isSet(value)) continue;
    if (Array.isArray(value)) for (const item of value) params.append(PARAM_OF[key], item);
    else params.set(PARAM_OF[key], String(value));
  }
  if (query.sort !== "newest") params.set("sort", query.sort);
  const search = params.toString();
  return search ? `/builds?${search}` : "/builds";
}

/** `query` without one filter, or without one tag of its tags. */
export function withoutFilter(
  query: BuildListQuery,
  key: BuildFilterKey,
  tag?: BuildTag,
): BuildListQuery {
  const { cursor: _, ...rest } = query;
  const next: BuildListQuery = { ...rest };
  if (key === "tags" && tag !== undefined) {
    const tags = (query.tags ?? []).filter((t) => t !== tag);
    if (tags.length > 0) next.tags = tags;
    else delete next.tags;
  } else if (key === "make" || key === "model") {
    next[key] = "";
  } else {
    delete next[key];
  }
  return next;
}

/** `query` with its filters cleared (the search and the sort stay). */
export function withoutFilters(query: BuildListQuery): BuildListQuery {
  return { q: query.q, sort: query.sort, make: "", model: "" };
}
