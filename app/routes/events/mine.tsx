// /events/mine — My events: everything the member hosts, whatever its approval state, each with
// a status badge (pending and rejected events are visible only here and on their own page), and
// "Your calendar": the member's private feed of the events they are going to, with its reset.
import { CalendarPlus } from "lucide-react";
import { useActionData } from "react-router";
import { OVER_PHOTO_BADGE_CLASS } from "~/components/card";
import { PostedAnswer } from "~/components/forms/notice";
import { Container } from "~/components/layout/container";
import { EmptyState, PageHeader } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import {
  feedUrls,
  getOrCreateFeedToken,
  resetFeedToken,
} from "~/modules/events/calendar-feed.server";
import type { EventActionResult } from "~/modules/events/components/action-result";
import {
  CalendarFeedPanel,
  RESET_FEED_INTENT,
} from "~/modules/events/components/calendar-feed-panel";
import { EventCard } from "~/modules/events/components/event-card";
import { RemindersSwitch } from "~/modules/events/components/reminders-switch";
import { EventStatusBadge } from "~/modules/events/components/status-badge";
import { remindersEnabled } from "~/modules/events/index.server";
import { CALENDAR_FEED_MESSAGES } from "~/modules/events/messages";
import { listOwnEvents } from "~/modules/events/queries.server";
import type { Route } from "./+types/mine";

export const meta: Route.MetaFunction = () => [
  { title: "My Events — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = await requireActor(context);
  // The feed's token is made on the member's first visit here.
  const [events, reminders, token] = await Promise.all([
    listOwnEvents(actor.id),
    remindersEnabled(actor.id),
    getOrCreateFeedToken(actor.id),
  ]);
  return { events, reminders, feed: feedUrls(new URL(env().BASE_URL).origin, token) };
}

export const action = defineIntents("events", {
  [RESET_FEED_INTENT]: intent({
    who: "member",
    rateLimit: { name: "events:calendar-feed-reset", limit: 10, windowSeconds: 60 * 60 },
    failureMessage: CALENDAR_FEED_MESSAGES.resetFailed,
    run: async ({ actor }) => {
      await resetFeedToken(actor.id);
      return { message: CALENDAR_FEED_MESSAGES.reset };
    },
  }),
});

export default function MyEventsPage({ loaderData }: Route.ComponentProps) {
  const { events, feed } = loaderData;
  // Without JavaScript the reset form posts to the page itself: its answer.
  const posted = useActionData<EventActionResult>();
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

      {posted ? (
        <Container className="mt-4">
          <PostedAnswer answer={posted} />
        </Container>
      ) : null}

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

      {/* The member's own settings for the events they go to, under the events they host. */}
      <Container className="mt-12 grid gap-6 lg:grid-cols-2">
        <CalendarFeedPanel https={feed.https} webcal={feed.webcal} />
        <RemindersSwitch on={loaderData.reminders} />
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
