// Home page 'Upcoming Events' (SPEC §2): up to 4 event cards, View All to /events, each card to
// /events/{id}. The home loader passes getUpcomingEventsOrNull()'s answer: null means the query
// failed, which shows a quiet line instead of breaking the page.
import { CalendarPlus } from "lucide-react";
import { SectionHeading } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import type { EventCardData } from "../types";
import { EventCard } from "./event-card";

export const UPCOMING_EVENTS_UNAVAILABLE = "Upcoming events can't be shown right now.";

export function UpcomingEvents({
  events,
  className,
}: {
  /** null: the events could not be loaded. */
  events: EventCardData[] | null;
  className?: string;
}) {
  return (
    <section aria-labelledby="upcoming-events-title" className={className}>
      <SectionHeading
        id="upcoming-events-title"
        title="Upcoming Events"
        link={{ to: "/events", label: "View All" }}
        className="sm:text-4xl"
      />

      {events === null ? (
        <p className="mt-6 text-muted-foreground text-sm">{UPCOMING_EVENTS_UNAVAILABLE}</p>
      ) : events.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-3 rounded-xl border border-border/70 border-dashed p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            No meets on the calendar yet. Planning one? Host it here.
          </p>
          <ButtonLink variant="outline" to="/events/create" icon={CalendarPlus}>
            Host an Event
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {events.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
