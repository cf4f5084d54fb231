// /events/mine — My events: everything the member hosts, whatever its approval state, each with
// a status badge (pending and rejected events are visible only here and on their own page).
import { CalendarPlus } from "lucide-react";
import { OVER_PHOTO_BADGE_CLASS } from "~/components/card";
import { Container } from "~/components/layout/container";
import { EmptyState, PageHeader } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { requireActor } from "~/lib/actor.server";
import { EventCard } from "~/modules/events/components/event-card";
import { RemindersSwitch } from "~/modules/events/components/reminders-switch";
import { EventStatusBadge } from "~/modules/events/components/status-badge";
import { remindersEnabled } from "~/modules/events/index.server";
import { listOwnEvents } from "~/modules/events/queries.server";
import type { Route } from "./+types/mine";

export const meta: Route.MetaFunction = () => [
  { title: "My Events — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = await requireActor(context);
  const [events, reminders] = await Promise.all([
    listOwnEvents(actor.id),
    remindersEnabled(actor.id),
  ]);
  return { events, reminders };
}

export default function MyEventsPage({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  const pending = events.filter((e) => e.approvalStatus === "pending").length;
  return (
    <main className="pb-20">
      <PageHeader
        title="My Events"
        lede={
          <>
            The events you host.{" "}
            {pending > 0
              ? `${pending} waiting for an admin's review: they go public once approved.`
              : "New events go public once an admin approves them."}
          </>
        }
        actions={
          <ButtonLink size="lg" to="/events/create" icon={CalendarPlus}>
            Host an Event
          </ButtonLink>
        }
      />

      <Container className="mt-8">
        <RemindersSwitch on={loaderData.reminders} />
      </Container>

      <Container className="mt-8">
        {events.length === 0 ? (
          <EmptyState
            title="You haven't hosted any events yet."
            action={
              <ButtonLink to="/events/create" icon={CalendarPlus}>
                Host Your First Event
              </ButtonLink>
            }
          />
        ) : (
          <ul
            aria-label="Your events"
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
          >
            {events.map((event, index) => (
              <li key={event.id} className="flex">
                <EventCard
                  event={event}
                  headingLevel={2}
                  priority={index < 4}
                  className="w-full"
                  badges={
                    <>
                      <EventStatusBadge status={event.approvalStatus} className="shadow-md" />
                      {event.hasStarted ? (
                        <Badge className={OVER_PHOTO_BADGE_CLASS}>Past</Badge>
                      ) : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
