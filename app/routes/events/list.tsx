// /events — Events & Meetups: search, period (applied in SQL, kept in the URL), Near Me (offline
// gazetteer, distance on each card), 8 cards then 4 per 'Load More Events'. Only approved
// events are listed.
import { CalendarPlus, CalendarRange, LoaderCircle, RotateCw, Rss } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { useRootData } from "~/components/layout/use-root-data";
import { Button } from "~/components/ui/button";
import { clientLoaderFallback } from "~/lib/network-failure";
import { getSessionUser } from "~/lib/session.server";
import { EventCard, EventCardSkeleton } from "~/modules/events/components/event-card";
import { EventListControls, hrefWithNear } from "~/modules/events/components/event-list-controls";
import { NearMeBar } from "~/modules/events/components/near-me-bar";
import { useLoadMoreEvents } from "~/modules/events/components/use-load-more";
import { EVENT_MESSAGES } from "~/modules/events/messages";
import { resolveNear } from "~/modules/events/near.server";
import { type EventListQuery, PERIOD_LABELS, parseEventListQuery } from "~/modules/events/params";
import { listPublicEvents } from "~/modules/events/queries.server";
import type { NearState } from "~/modules/events/types";
import type { Route } from "./+types/list";

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

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseEventListQuery(new URL(request.url).searchParams);
  // Only Near Me's profile fallback needs to know who is asking.
  const user = query.near?.kind === "me" ? await getSessionUser(request) : null;
  const near: NearState = await resolveNear(query.near, user?.id ?? null);
  try {
    const page = await listPublicEvents(query, { origin: near.origin });
    return data({ query, near, ...page, failed: false });
  } catch (error) {
    console.error("[events] listing failed", error);
    return data({ query, near, events: [], nextCursor: null, failed: true }, { status: 500 });
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
      events: [],
      nextCursor: null,
      failed: true,
    }),
    "events",
  );
}

export default function EventsListPage({ loaderData }: Route.ComponentProps) {
  const { query, near, failed } = loaderData;
  const root = useRootData();
  const location = useLocation();
  const navigation = useNavigation();
  const list = useLoadMoreEvents(loaderData);
  const gridRef = useRef<HTMLUListElement>(null);

  // A client navigation to other search parameters of this page is on its way.
  const loadingEvents =
    navigation.state === "loading" &&
    navigation.location.pathname === "/events" &&
    navigation.location.search !== location.search;

  useEffect(() => {
    if (failed) toast.error(EVENT_MESSAGES.loadFailed, { id: "events-load" });
  }, [failed]);

  // Keyboard users continue from the first card Load More brought in.
  useEffect(() => {
    if (!list.firstNewId) return;
    gridRef.current
      ?.querySelector<HTMLAnchorElement>(`[data-event-id="${list.firstNewId}"] a`)
      ?.focus({ preventScroll: true });
  }, [list.firstNewId]);

  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  const firstPageHref = params.size > 0 ? `/events?${params}` : "/events";
  const nextPageHref = list.nextCursor
    ? `/events?${new URLSearchParams([...params, ["cursor", list.nextCursor]])}`
    : null;

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              Events &amp; Meetups
            </h1>
            <p className="mt-2 text-muted-foreground">
              Cars &amp; coffee, night meets, cruises and track days, hosted by members.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            {root?.viewer ? (
              <Button asChild variant="outline">
                <Link to="/events/mine">
                  <CalendarRange aria-hidden="true" />
                  My Events
                </Link>
              </Button>
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
          </div>
        </Container>
      </header>

      <Container className="mt-8 flex flex-col gap-6">
        <HostBanner />
        <EventListControls query={query} nearActive={!!near.origin} />
        <NearMeBar query={query} near={near} />

        <p
          role="status"
          aria-live="polite"
          className={
            loadingEvents ? "flex items-center gap-2 text-muted-foreground text-sm" : "sr-only"
          }
        >
          {loadingEvents ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Loading events...
            </>
          ) : list.appendedCount > 0 ? (
            `Showing ${list.events.length} events`
          ) : null}
        </p>

        {query.cursor ? (
          <p className="text-muted-foreground text-sm">
            Showing later events.{" "}
            <Link
              to={firstPageHref}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Back to first page
            </Link>
          </p>
        ) : null}

        {failed ? (
          <LoadFailed retryHref={location.pathname + location.search} />
        ) : loadingEvents && list.events.length === 0 ? (
          <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : list.events.length === 0 ? (
          <EmptyState query={query} />
        ) : (
          <ul
            ref={gridRef}
            aria-busy={loadingEvents}
            aria-label={`${PERIOD_LABELS[query.period]} events`}
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-4 ${loadingEvents ? "opacity-50" : ""}`}
          >
            {list.events.map((event, index) => (
              <li key={event.id} className="flex">
                <EventCard event={event} headingLevel={2} priority={index < 4} className="w-full" />
              </li>
            ))}
          </ul>
        )}

        {nextPageHref && !failed ? (
          <div className="mt-4 flex justify-center">
            <Button asChild variant="outline" size="lg" aria-disabled={list.loading}>
              <Link
                to={nextPageHref}
                preventScrollReset
                onClick={(event) => {
                  // Modified clicks (new tab) and no JavaScript follow the link to the next page.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  if (!list.loading) list.load(nextPageHref);
                }}
              >
                {list.loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                Load More Events
              </Link>
            </Button>
          </div>
        ) : null}
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
        <Button asChild size="lg" className="self-start sm:self-auto">
          <Link to="/events/create">
            <CalendarPlus aria-hidden="true" />
            Host an Event
          </Link>
        </Button>
      </div>
    </section>
  );
}

function EmptyState({ query }: { query: EventListQuery }) {
  const filtered = query.q !== "";
  const text = filtered
    ? "No events found matching your search."
    : query.period === "past"
      ? "No past events yet."
      : query.period === "upcoming"
        ? "No upcoming events yet. Be the first to host one!"
        : `No events ${query.period === "week" ? "in the next 7 days" : "in the next month"}.`;
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
      <p className="text-lg">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {filtered || query.period !== "upcoming" ? (
          <Button asChild variant="outline">
            <Link to={hrefWithNear({ ...query, q: "", period: "upcoming" }, [])}>
              Show all upcoming events
            </Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/events/create">
            <CalendarPlus aria-hidden="true" />
            Host an Event
          </Link>
        </Button>
      </div>
    </div>
  );
}

function LoadFailed({ retryHref }: { retryHref: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
      <p className="text-lg">{EVENT_MESSAGES.loadFailed}</p>
      <Button asChild variant="outline">
        <Link to={retryHref} replace>
          <RotateCw aria-hidden="true" />
          Try again
        </Link>
      </Button>
    </div>
  );
}
