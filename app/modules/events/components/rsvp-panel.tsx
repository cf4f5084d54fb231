// The event page's RSVP box: 'n attending', capacity ('12 / 40 spots'), the member's own state
// and the one button that changes it. Visitors are asked to sign in. It posts through a fetcher
// (no page reload with JavaScript; a normal form post without it) and the page's loaders refresh
// the counts afterwards. A member with approved builds picks the car they bring ("Bringing a
// car?") with the RSVP, and can change it while registered.
import { CalendarPlus, CircleCheck, Hourglass, LoaderCircle, LogIn, Users } from "lucide-react";
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { cn } from "~/lib/utils";
import type { CarChoice } from "../cars.server";
import { CAR_MESSAGES, RSVP_MESSAGES } from "../messages";
import type { EventDetail, ViewerRegistration } from "../types";
import type { EventActionResult } from "./action-result";
import { attendingLabel } from "./event-card";
import { useActionToast } from "./use-action-toast";

export function capacityLabel(attending: number, max: number | null): string {
  return max === null ? "No attendee limit" : `${attending} / ${max} spots`;
}

export function RsvpPanel({
  event,
  registration,
  signedIn,
  carChoice = null,
}: {
  event: EventDetail;
  registration: ViewerRegistration | null;
  signedIn: boolean;
  /** The viewer's approved builds and the one named on their RSVP (null: none to offer). */
  carChoice?: CarChoice | null;
}) {
  const fetcher = useFetcher<EventActionResult>({ key: `rsvp-${event.id}` });
  useActionToast(fetcher.data);
  const busyIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const carFetcher = useFetcher<EventActionResult>({ key: `rsvp-car-${event.id}` });
  useActionToast(carFetcher.data);
  const carBusy = carFetcher.state !== "idle";
  const carSelectId = useId();
  const offerCars = !!carChoice && carChoice.builds.length > 0;

  const full = event.maxAttendees !== null && event.attendingCount >= event.maxAttendees;
  const fraction =
    event.maxAttendees === null ? null : Math.min(1, event.attendingCount / event.maxAttendees);
  const open = event.approvalStatus === "approved" && !event.hasStarted;

  return (
    <section
      aria-labelledby="rsvp-title"
      className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <h2 id="rsvp-title" className="sr-only">
        RSVP
      </h2>
      <div className="flex items-baseline justify-between gap-3">
        <p className="flex items-center gap-2 font-display font-semibold text-2xl uppercase tracking-wide tabular">
          <Users aria-hidden="true" className="size-5 text-accent" />
          {attendingLabel(event.attendingCount, event.hasStarted)}
        </p>
        <p className="text-muted-foreground text-sm tabular">
          {capacityLabel(event.attendingCount, event.maxAttendees)}
        </p>
      </div>
      {fraction !== null ? (
        <div
          role="img"
          aria-label={`${Math.round(fraction * 100)}% of the spots taken`}
          className="h-2 overflow-hidden rounded-full bg-surface-raised"
        >
          <div
            className={cn("h-full rounded-full", full ? "bg-warning" : "bg-accent")}
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
      ) : null}
      {event.waitlistCount > 0 ? (
        <p className="text-muted-foreground text-sm tabular">
          {event.waitlistCount} on the waitlist
        </p>
      ) : null}

      {registration ? <RegistrationBadge registration={registration} /> : null}
      {registration?.status === "going" && event.approvalStatus === "approved" ? (
        <Link
          to={`/events/${event.id}/ticket`}
          className="w-fit rounded-sm font-semibold text-accent text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Your ticket
        </Link>
      ) : null}

      {event.hasStarted ? (
        <p className="rounded-md bg-surface-raised px-3 py-2 text-muted-foreground text-sm">
          {RSVP_MESSAGES.past}
        </p>
      ) : event.approvalStatus !== "approved" ? (
        <p className="rounded-md bg-surface-raised px-3 py-2 text-muted-foreground text-sm">
          RSVPs open once an admin approves the event.
        </p>
      ) : !signedIn ? (
        <div className="flex flex-col gap-2">
          <p className="text-muted-foreground text-sm">{RSVP_MESSAGES.signIn}</p>
          <Button asChild size="lg">
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Sign In to RSVP
            </Link>
          </Button>
        </div>
      ) : (
        <fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value={registration ? "cancel" : "attend"} />
          {!registration && offerCars ? (
            <CarSelect id={carSelectId} choice={carChoice} disabled={!!busyIntent || !open} />
          ) : null}
          {registration ? (
            <Button type="submit" variant="outline" size="lg" disabled={!!busyIntent || !open}>
              {busyIntent ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {busyIntent
                ? "Cancelling..."
                : registration.status === "going"
                  ? "Cancel RSVP"
                  : "Leave Waitlist"}
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={!!busyIntent || !open}>
              {busyIntent ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {busyIntent ? "Joining..." : full ? "Join Waitlist" : "Attend"}
            </Button>
          )}
        </fetcher.Form>
      )}
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {fetcher.data.message}
        </p>
      ) : null}

      {registration && offerCars && open ? (
        <carFetcher.Form
          method="post"
          className="flex flex-col gap-2 border-border/50 border-t pt-4"
        >
          <input type="hidden" name="intent" value="bring-car" />
          <CarSelect id={carSelectId} choice={carChoice} disabled={carBusy} />
          <Button type="submit" variant="secondary" disabled={carBusy}>
            {carBusy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {carBusy ? "Saving..." : "Save Car"}
          </Button>
          {carFetcher.data && !carFetcher.data.ok ? (
            <p role="alert" className="font-medium text-destructive text-sm">
              {carFetcher.data.message}
            </p>
          ) : null}
        </carFetcher.Form>
      ) : null}

      <Button
        asChild
        variant="ghost"
        className="justify-start px-0 text-accent hover:bg-transparent hover:underline"
      >
        <a href={`/events/${event.id}/calendar.ics`} download>
          <CalendarPlus aria-hidden="true" />
          Add to Calendar (.ics)
        </a>
      </Button>
    </section>
  );
}

/** "Bringing a car?": the member's approved builds, or no car. */
function CarSelect({ id, choice, disabled }: { id: string; choice: CarChoice; disabled: boolean }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{CAR_MESSAGES.label}</Label>
      <NativeSelect
        id={id}
        name="buildId"
        defaultValue={choice.selected ?? ""}
        // A new saved choice (another tab, a reset) re-renders the select with it.
        key={choice.selected ?? ""}
        disabled={disabled}
      >
        <option value="">{CAR_MESSAGES.none}</option>
        {choice.builds.map((build) => (
          <option key={build.id} value={build.id}>
            {build.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function RegistrationBadge({ registration }: { registration: ViewerRegistration }) {
  if (registration.status === "going") {
    return (
      <Badge variant="success" className="text-sm">
        <CircleCheck aria-hidden="true" />
        You're going
      </Badge>
    );
  }
  return (
    <Badge variant="warning" className="text-sm">
      <Hourglass aria-hidden="true" />
      You're #{registration.waitlistPosition} on the waitlist
    </Badge>
  );
}
