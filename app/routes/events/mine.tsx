// /events/mine — My events: everything the member hosts, whatever its approval state, each with
// a status badge (pending and rejected events are visible only here and on their own page).
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/container";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/lib/session.server";
import { EventCard } from "~/modules/events/components/event-card";
import { EventStatusBadge } from "~/modules/events/components/status-badge";
import { listOwnEvents } from "~/modules/events/queries.server";
import type { Route } from "./+types/mine";

export const meta: Route.MetaFunction = () => [
  { title: "My Events — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { events: await listOwnEvents(user.id) };
}

export default function MyEventsPage({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  const pending = events.filter((e) => e.approvalStatus === "pending").length;
  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              My Events
            </h1>
            <p className="mt-2 text-muted-foreground">
              The events you host.{" "}
              {pending > 0
                ? `${pending} waiting for an admin's review: they go public once approved.`
                : "New events go public once an admin approves them."}
            </p>
          </div>
          <Button asChild size="lg" className="self-start sm:self-auto">
            <Link to="/events/create">
              <CalendarPlus aria-hidden="true" />
              Host an Event
            </Link>
          </Button>
        </Container>
      </header>

      <Container className="mt-8">
        {events.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
            <p className="text-lg">You haven't hosted any events yet.</p>
            <Button asChild>
              <Link to="/events/create">
                <CalendarPlus aria-hidden="true" />
                Host Your First Event
              </Link>
            </Button>
          </div>
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
                        <Badge className="bg-background/85 shadow-md backdrop-blur-sm">Past</Badge>
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
