// The event card (SPEC: /events, home 'Upcoming Events', My events): flyer or default hero, title,
// date 'MMMM d, yyyy', location or 'Location TBA', 'n attending' ('n attended' once it has started); with Near Me, the distance.
// The whole card is one link to the event (a stretched title link, so screen readers hear just
// the title).
import { CalendarDays, LoaderCircle, MapPin, Navigation, Users } from "lucide-react";
import type * as React from "react";
import { NavLink } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { formatDistance } from "../geo/distance";
import { EVENT_MESSAGES } from "../messages";
import type { EventCardData } from "../types";
import { eventImageSrc } from "./event-image";

/** Image `sizes` for the grids (1, 2, then 4 columns in a ~1280px container). */
export const EVENT_GRID_IMAGE_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw";

/** '3 attending' before the event starts; '3 attended' once it has. */
export function attendingLabel(count: number, hasStarted = false): string {
  return `${count} ${hasStarted ? "attended" : "attending"}`;
}

export interface EventCardProps {
  event: EventCardData;
  /** h2 when the cards are the page's main list under its h1; h3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image eagerly with high priority. */
  priority?: boolean;
  /** More badges over the image (e.g. the approval status on My events). */
  badges?: React.ReactNode;
  className?: string;
}

export function EventCard({
  event,
  headingLevel = 3,
  priority = false,
  badges,
  className,
}: EventCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const full =
    !event.hasStarted && event.maxAttendees !== null && event.attendingCount >= event.maxAttendees;
  return (
    <article
      data-event-id={event.id}
      className={cn(
        "group relative flex min-w-0 flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border/50",
        "transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-black/40 hover:shadow-xl",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        "motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-raised">
        <StoredImage
          src={eventImageSrc(event.imageUrl)}
          alt=""
          width={800}
          height={500}
          sizes={EVENT_GRID_IMAGE_SIZES}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {badges || full ? (
          <div className="absolute inset-x-3 top-3 flex flex-wrap gap-2">
            {badges}
            {full ? (
              <Badge className="bg-background/85 shadow-md backdrop-blur-sm">Full · waitlist</Badge>
            ) : null}
          </div>
        ) : null}
        {event.distanceKm !== null ? (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-background/85 px-2.5 py-1 font-semibold text-xs tabular shadow-md backdrop-blur-sm">
            <Navigation aria-hidden="true" className="size-3.5 text-accent" />
            {formatDistance(event.distanceKm)}
          </span>
        ) : null}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {/* A long title (even one unbroken string) ends in an ellipsis on its second line. */}
        <Heading className="line-clamp-2 font-display [overflow-wrap:anywhere] font-semibold text-lg uppercase leading-tight tracking-wide">
          <NavLink
            to={`/events/${event.id}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {({ isPending }) => (
              <>
                {event.title}
                {isPending ? <PendingOverlay /> : null}
              </>
            )}
          </NavLink>
        </Heading>
        <ul className="mt-auto flex flex-col gap-1.5 text-muted-foreground text-sm">
          <li className="flex min-w-0 items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <time dateTime={event.eventDate}>{event.dateLabel}</time>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <span className="truncate">{event.location || EVENT_MESSAGES.locationTba}</span>
          </li>
          <li className="flex items-center gap-2 tabular">
            <Users aria-hidden="true" className="size-4 shrink-0 text-accent" />
            {attendingLabel(event.attendingCount, event.hasStarted)}
          </li>
        </ul>
      </div>
    </article>
  );
}

/** Shown over the card while the event it links to is loading. */
function PendingOverlay() {
  return (
    <span
      role="status"
      className="absolute inset-0 z-20 flex items-center justify-center gap-2 bg-background/70 font-sans font-semibold text-foreground text-sm normal-case tracking-normal backdrop-blur-[2px]"
    >
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Loading event...
    </span>
  );
}

/** The card's shape while a client navigation brings the real ones. */
export function EventCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-surface ring-1 ring-border/50">
      <div className="aspect-[16/10] animate-pulse bg-surface-raised" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-raised" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-surface-raised" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-surface-raised" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-surface-raised" />
      </div>
    </div>
  );
}
