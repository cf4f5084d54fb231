// The time zone of a place, from its coordinates: geo-tz's offline boundaries ("now" data set:
// the zones as they are today, which is what a future meet needs). No service is ever called.
// The module reads its index (~0.7 MB) when first imported, so it is loaded lazily, on the first
// lookup, never at start and never in the browser bundle.
import { isValidTimeZone } from "../time";

type Find = (latitude: number, longitude: number) => string[];

let loading: Promise<Find> | undefined;

function finder(): Promise<Find> {
  loading ??= import("geo-tz/now").then((module) => module.find);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The IANA zone at these coordinates ("America/Los_Angeles"), or null when none is known (the
 * lookup failed, or only a nautical "Etc/GMT+8" zone covers the point: the host then picks one).
 */
export async function timeZoneAt(latitude: number, longitude: number): Promise<string | null> {
  try {
    const zones = (await finder())(latitude, longitude);
    return zones.find((zone) => !zone.startsWith("Etc/") && isValidTimeZone(zone)) ?? null;
  } catch (error) {
    console.error("[events] time zone lookup failed", error);
    return null;
  }
}
