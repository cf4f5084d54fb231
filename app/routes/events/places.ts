// GET /events/places?q=portl — city suggestions from the offline gazetteer, as JSON, for the
// location field of the event form and the city box of Near Me. No external service is called.
// Each city carries its time zone (from its coordinates), which the form shows once it is picked.
import type { LoaderFunctionArgs } from "react-router";
import { searchPlaces } from "~/modules/events/geo/gazetteer.server";
import { timeZoneAt } from "~/modules/events/geo/time-zone.server";
import type { PlaceSuggestion } from "~/modules/events/types";

const MAX_QUERY_LENGTH = 80;

export async function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  let places: PlaceSuggestion[] = [];
  try {
    places = await Promise.all(
      (await searchPlaces(q)).map(async (place) => ({
        ...place,
        timeZone: await timeZoneAt(place.latitude, place.longitude),
      })),
    );
  } catch (error) {
    console.error("[events] place search failed", error);
    return Response.json({ places, error: "Suggestions are unavailable" }, { status: 500 });
  }
  // The same text always gives the same cities: let the browser keep them for a while.
  return Response.json({ places }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
