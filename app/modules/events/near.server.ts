// Near Me, on the server: where to measure distances from. The browser's position comes in the
// URL (near=lat,lng); when the browser cannot or will not say (near=me), the signed-in member's
// profile location is looked up in the offline gazetteer; when that fails too, the page asks for
// a city (city=…), matched in the same gazetteer. No geocoding service is called.
import { getProfile } from "~/modules/profiles/index.server";
import { bestPlaceMatch } from "./geo/gazetteer.server";
import type { NearParam } from "./schemas";
import type { NearState } from "./types";

export const BROWSER_POSITION_LABEL = "your location";

export async function resolveNear(
  near: NearParam | null,
  userId: string | null,
): Promise<NearState> {
  if (!near) return { origin: null, prompt: null };
  try {
    switch (near.kind) {
      case "point":
        return {
          origin: {
            latitude: near.latitude,
            longitude: near.longitude,
            label: near.label ?? BROWSER_POSITION_LABEL,
            source: near.label ? "city" : "browser",
          },
          prompt: null,
        };
      case "city": {
        const place = await bestPlaceMatch(near.text);
        if (!place) return { origin: null, prompt: { reason: "not-found", text: near.text } };
        return {
          origin: {
            latitude: place.latitude,
            longitude: place.longitude,
            label: place.label,
            source: "city",
          },
          prompt: null,
        };
      }
      case "me": {
        const location = userId ? (await getProfile(userId))?.location?.trim() : null;
        const place = location ? await bestPlaceMatch(location) : null;
        if (!place) return { origin: null, prompt: { reason: "no-location" } };
        return {
          origin: {
            latitude: place.latitude,
            longitude: place.longitude,
            label: place.label,
            source: "profile",
          },
          prompt: null,
        };
      }
      default:
        return { origin: null, prompt: { reason: "ask" } };
    }
  } catch (error) {
    console.error("[events] Near Me could not resolve a place", error);
    return { origin: null, prompt: { reason: "unavailable" } };
  }
}
