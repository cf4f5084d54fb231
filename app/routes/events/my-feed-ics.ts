// GET /events/my/{token}.ics — a member's private calendar feed of the events they are going to.
// The token in the address is the key (calendar apps send no cookie); an unknown, malformed or
// reset token gets 404, the same answer as an address that never existed. A browser signed in as
// another member gets 404 too: the address reached someone it was not meant for.
import { getActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { feedOwner, listGoingCalendarEvents } from "~/modules/events/calendar-feed.server";
import { personalFeedCalendar } from "~/modules/events/ics.server";
import type { Route } from "./+types/my-feed-ics";

const notFound = () =>
  new Response("Calendar not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.feed ?? "");
  const userId = match ? await feedOwner(match[1]) : null;
  if (!userId) return notFound();
  const viewer = getActor(context);
  if (viewer && viewer.id !== userId) return notFound();
  const events = await listGoingCalendarEvents(userId);
  const body = personalFeedCalendar(events, { origin: new URL(env().BASE_URL).origin });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="my-camber-club-events.ics"',
      // Private, and never kept: after a reset the old address must stop working at once.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
