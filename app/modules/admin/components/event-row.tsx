// One event in a moderation tab (pending or rejected): flyer, title, host, date and time on the
// event's clocks, location and the start of its description, so an admin can decide without
// opening it; Approve, Reject (not on the rejected tab) and Delete (the same server functions as
// the event page's moderation panel).
import { Ban, CalendarClock, CircleCheck, MapPin } from "lucide-react";
import { MemberText } from "~/components/member-text";
import { StoredImage } from "~/components/stored-image";
import { formatEventDateTime } from "../format";
import type { PendingEventRow } from "../types";
import { ActionButton } from "./action-button";
import { ADMIN_ROW_PICTURE, AdminRow } from "./admin-row";
import { ConfirmDelete } from "./confirm-delete";
import { useAdminAction } from "./use-admin-action";

export function EventRow({
  event,
  rejected = false,
}: {
  event: PendingEventRow;
  rejected?: boolean;
}) {
  const { fetcher, busyIntent } = useAdminAction(`admin-event-${event.id}`);
  const common = { fetcher, busyIntent, id: event.id };
  return (
    <AdminRow
      testId="admin-event-row"
      align="start"
      picture={
        event.imageUrl ? (
          <StoredImage
            {...ADMIN_ROW_PICTURE}
            src={event.imageUrl}
            alt={`Flyer of ${event.title}`}
            data-testid="admin-event-flyer"
          />
        ) : null
      }
      title={event.title}
      href={`/events/${event.id}`}
      actions={
        <>
          <ActionButton {...common} intent="event-approve" icon={CircleCheck} label="Approve" />
          {rejected ? null : (
            <ActionButton {...common} intent="event-reject" icon={Ban} label="Reject" />
          )}
          <ConfirmDelete {...common} intent="event-delete" what="event" title={event.title} />
        </>
      }
    >
      <p className="truncate text-muted-foreground text-sm">Hosted by {event.hostName}</p>
      <p className="flex items-center gap-1.5 text-sm">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <time dateTime={event.eventDate}>
          {formatEventDateTime(event.eventDate, event.timeZone)}
        </time>
      </p>
      <p className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-words [overflow-wrap:anywhere]">
          {event.location ?? "Location TBA"}
        </span>
      </p>
      {event.description ? (
        <div className="line-clamp-4 text-sm" data-testid="admin-event-description">
          <MemberText content={event.description} />
        </div>
      ) : null}
    </AdminRow>
  );
}
