// GET /events/:id/calendar.ics — one event as an iCalendar file (Add to Calendar). Same visibility
// as the event page: approved events for everyone, pending/rejected ones for their host and admins.
import { getActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { calendarFileName, eventCalendar } from "~/modules/events/ics.server";
import { getCalendarEvent } from "~/modules/events/queries.server";
import { parseEventId } from "~/modules/events/schemas";
import type { Route } from "./+types/event-ics";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseEventId(params.id);
  const event = id ? await getCalendarEvent(id, getActor(context)) : null;
  if (!event) {
    return new Response("Event not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const body = eventCalendar(event, { origin: new URL(env().BASE_URL).origin });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(event.title)}"`,
      "Cache-Control": "private, no-cache",
    },
  });
}
