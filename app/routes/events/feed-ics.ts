// GET /events/calendar.ics — the subscribable iCalendar feed of upcoming approved events (calendar
// apps poll it; pending and rejected events never appear in it).
import { env } from "~/lib/env.server";
import { eventsFeedCalendar } from "~/modules/events/ics.server";
import { listFeedEvents } from "~/modules/events/queries.server";

export async function loader() {
  try {
    const events = await listFeedEvents();
    const body = eventsFeedCalendar(events, { origin: new URL(env().BASE_URL).origin });
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="camber-club-events.ics"',
        // The same for everyone: shared caches may keep it a few minutes.
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    console.error("[events] calendar feed failed", error);
    return new Response("Failed to load events", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
