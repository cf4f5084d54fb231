// /events — Events & Meetups: search, period and category (applied in SQL, kept in the URL), Near
// Me (offline gazetteer, distance on each card), 8 cards then 4 per 'Load More Events'. Only
// approved events are listed; a cancelled one stays, with a "Cancelled" badge, so a member who
// saw it before learns why it is off.
import { CalendarPlus, CalendarRange, Rss } from "lucide-react";
import { data } from "react-router";
import { Container } from "~/components/layout/container";
import { CardResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, type LoadFailedToast, useLoadMore } from "~/components/list/use-load-more";
import { EmptyState, PageHeader } from "~/components/page";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { clientLoaderFallback } from "~/lib/network-failure";
import { EventCard } from "~/modules/events/components/event-card";
import { EventListControls, hrefWithNear } from "~/modules/events/components/event-list-controls";
import { NearMeBar } from "~/modules/events/components/near-me-bar";
import { EVENT_MESSAGES } from "~/modules/events/messages";
import { resolveNear } from "~/modules/events/near.server";
import { type EventListQuery, PERIOD_LABELS, parseEventListQuery } from "~/modules/events/params";
import { listPublicEvents } from "~/modules/events/queries.server";
import type { EventCardData, NearState } from "~/modules/events/types";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/list";

const LOAD_FAILED: LoadFailedToast = { id: "events-load", message: EVENT_MESSAGES.loadFailed };

export const meta: Route.MetaFunction = () => [
  { title: "Events & Meetups — Camber Club" },
  {
    name: "description",
    content:
      "Car meets, cruises, track days and cars & coffee near you, hosted by Camber Club members.",
  },
  {
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    title: "Camber Club Events",
    href: "/events/calendar.ics",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseEventListQuery(new URL(request.url).searchParams);
  // Only Near Me's profile fallback needs to know who is asking.
  const user = query.near?.kind === "me" ? getActor(context) : null;
  const near: NearState = await resolveNear(query.near, user?.id ?? null);
  try {
    // A host also finds their own events hidden pending review, marked (admins: every one).
    const page = await listPublicEvents(query, { origin: near.origin, reader: getActor(context) });
    return data({ query, near, ...page, failed: false });
  } catch (error) {
    console.error("[events] listing failed", error);
    return data({ query, near, ...failedList<EventCardData>() }, { status: 500 });
  }
}

/**
 * In the browser: when Load More's (or a filter's) request itself fails (offline), answer like a
 * failed query so the SPEC toast shows and the cards already on screen stay, instead of the page
 * turning into an error screen.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseEventListQuery(new URL(request.url).searchParams),
      near: { origin: null, prompt: null } as NearState,
      ...failedList<EventCardData>(),
    }),
    "events",
  );
}

export default function EventsListPage({ loaderData }: Route.ComponentProps) {
  const { query, near } = loaderData;
  const root = useRootData();
  const list = useLoadMore(loaderData, LOAD_FAILED);

  return (
    <main className="pb-20">
      <PageHeader
        title="Events & Meetups"
        lede="Cars & coffee, night meets, cruises and track days, hosted by members."
        actions={
          <>
            {root?.viewer ? (
              <ButtonLink variant="outline" to="/events/mine" icon={CalendarRange}>
                My Events
              </ButtonLink>
            ) : null}
            <Button asChild variant="outline">
              <a
                href="/events/calendar.ics"
                title="Subscribe in your calendar app (iCalendar feed)"
              >
                <Rss aria-hidden="true" />
                Calendar Feed
              </a>
            </Button>
          </>
        }
      />

      <Container className="mt-8 flex flex-col gap-6">
        <HostBanner />
        <EventListControls query={query} nearActive={!!near.origin} />
        <NearMeBar query={query} near={near} />

        <ListStatus
          list={list}
          loadingText="Loading events..."
          shownText={(count) => `Showing ${count} events`}
        />
        {query.cursor ? (
          <BackToFirstPage href={list.firstPageHref}>Showing later events.</BackToFirstPage>
        ) : null}

        <CardResults
          list={list}
          empty={<NoEvents query={query} />}
          aria-label={`${PERIOD_LABELS[query.period]} events`}
        >
          {(event, index) => (
            <EventCard event={event} headingLevel={2} priority={index < 4} className="w-full" />
          )}
        </CardResults>

        <LoadMoreLink list={list}>Load More Events</LoadMoreLink>
      </Container>
    </main>
  );
}

function HostBanner() {
  return (
    <section
      aria-labelledby="host-banner-title"
      className="relative overflow-hidden rounded-xl bg-linear-to-r from-accent/25 via-accent/10 to-transparent p-6 ring-1 ring-accent/40 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-2xl">
          <h2
            id="host-banner-title"
            className="font-display font-bold text-2xl uppercase tracking-wide"
          >
            Host Your Own Event
          </h2>
          <p className="mt-1 text-foreground/80">
            Organising a meet, a cruise or a track day? Put it on the calendar: once an admin
            approves it, the whole community can RSVP.
          </p>
        </div>
        <ButtonLink
          size="lg"
          className="self-start sm:self-auto"
          to="/events/create"
          icon={CalendarPlus}
        >
          Host an Event
        </ButtonLink>
      </div>
    </section>
  );
}

function NoEvents({ query }: { query: EventListQuery }) {
  const filtered = query.q !== "" || query.category !== null;
  const text = filtered
    ? "No events found matching your search."
    : query.period === "past"
      ? "No past events yet."
      : query.period === "upcoming"
        ? "No upcoming events yet. Be the first to host one!"
        : `No events ${query.period === "week" ? "in the next 7 days" : "in the next month"}.`;
  return (
    <EmptyState
      title={text}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          {filtered || query.period !== "upcoming" ? (
            <ButtonLink
              variant="outline"
              to={hrefWithNear({ ...query, q: "", category: null, period: "upcoming" }, [])}
            >
              Show all upcoming events
            </ButtonLink>
          ) : null}
          <ButtonLink to="/events/create" icon={CalendarPlus}>
            Host an Event
          </ButtonLink>
        </div>
      }
    />
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
