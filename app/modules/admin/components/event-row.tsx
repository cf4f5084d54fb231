// One pending event: title, host, date and time on the event's clocks, location; Approve,
// Reject and Delete (the same server functions as the event page's moderation panel).
import { Ban, CalendarClock, CircleCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { formatEventDateTime } from "../format";
import type { PendingEventRow } from "../types";
import { ActionButton } from "./action-button";
import { ConfirmDelete } from "./confirm-delete";
import { useAdminAction } from "./use-admin-action";

export function EventRow({ event }: { event: PendingEventRow }) {
  const { fetcher, busyIntent } = useAdminAction(`admin-event-${event.id}`);
  const common = { fetcher, busyIntent, id: event.id };
  return (
    <li
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:flex-row sm:items-center"
      data-testid="admin-event-row"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link
          to={`/events/${event.id}`}
          className="truncate font-display font-semibold text-lg uppercase tracking-wide hover:text-accent"
        >
          {event.title}
        </Link>
        <p className="text-muted-foreground text-sm">Hosted by {event.hostName}</p>
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarClock aria-hidden="true" className="size-4 text-accent" />
          <time dateTime={event.eventDate}>
            {formatEventDateTime(event.eventDate, event.timeZone)}
          </time>
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          {event.location ?? "Location TBA"}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton {...common} intent="event-approve" icon={CircleCheck} label="Approve" />
        <ActionButton {...common} intent="event-reject" icon={Ban} label="Reject" />
        <ConfirmDelete {...common} intent="event-delete" what="event" title={event.title} />
      </div>
    </li>
  );
}
