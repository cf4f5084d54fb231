// The event card (SPEC: /events, home 'Upcoming Events', My events): flyer or default hero, title,
// date 'MMMM d, yyyy', location or 'Location TBA', 'n attending' ('n attended' once it has started); with Near Me, the distance.
// The whole card is one link to the event (a stretched title link, so screen readers hear just
// the title).
import { CalendarDays, MapPin, Navigation, Users } from "lucide-react";
import type * as React from "react";
import {
  CARD_IMAGE_CLASS,
  Card,
  CardImage,
  CardTitle,
  OVER_PHOTO_BADGE_CLASS,
} from "~/components/card";
import { HiddenBadge } from "~/components/hidden-notice";
import { CARD_GRID_IMAGE_SIZES } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { CATEGORY_LABELS } from "../categories";
import { formatDistance } from "../geo/distance";
import { EVENT_MESSAGES } from "../messages";
import type { EventCardData } from "../types";
import { eventImageSrc } from "./event-image";

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
  const full =
    !event.cancelled &&
    !event.hasStarted &&
    event.maxAttendees !== null &&
    event.attendingCount >= event.maxAttendees;
  const cancelled = event.cancelled ? (
    <Badge variant="destructive" className={OVER_PHOTO_BADGE_CLASS}>
      Cancelled
    </Badge>
  ) : null;
  return (
    <Card data-event-id={event.id} className={cn("min-w-0", className)}>
      <CardImage
        aspect="16/10"
        badges={
          badges || full || cancelled || event.hidden ? (
            <>
              {cancelled}
              {event.hidden ? (
                <HiddenBadge state={event.hidden} className={OVER_PHOTO_BADGE_CLASS} />
              ) : null}
              {badges}
              {full ? <Badge className={OVER_PHOTO_BADGE_CLASS}>Full · waitlist</Badge> : null}
            </>
          ) : null
        }
        marks={
          event.distanceKm !== null ? (
            <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-background/85 px-2.5 py-1 font-semibold text-xs tabular shadow-md backdrop-blur-sm">
              <Navigation aria-hidden="true" className="size-3.5 text-accent" />
              {formatDistance(event.distanceKm)}
            </span>
          ) : null
        }
      >
        <StoredImage
          src={eventImageSrc(event.imageUrl)}
          alt=""
          width={800}
          height={500}
          sizes={CARD_GRID_IMAGE_SIZES.four}
          priority={priority}
          className={CARD_IMAGE_CLASS}
        />
      </CardImage>

      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {event.category ? (
          <p className="font-semibold text-accent text-xs uppercase tracking-wider">
            {CATEGORY_LABELS[event.category]}
          </p>
        ) : null}
        <CardTitle
          as={headingLevel === 2 ? "h2" : "h3"}
          to={`/events/${event.id}`}
          prefetch="intent"
          pendingLabel="Loading event..."
        >
          {event.title}
        </CardTitle>
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
    </Card>
  );
}
