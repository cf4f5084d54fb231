// /events/:id — one event: flyer, title, date and time on the event's clocks, location with a map
// search link, host, description, 'n attending' and capacity, the RSVP control, Add to Calendar.
// Pending and rejected events are visible only to their creator and to admins; anyone else gets
// the 404 page. The action takes intent=attend|cancel (members) and approve|reject|delete
// (admins; the server functions re-check the role).
import {
  ArrowLeft,
  CalendarDays,
  Clock,
  ExternalLink,
  Info,
  MapPin,
  UserRound,
} from "lucide-react";
import { data, Link, useActionData } from "react-router";
import { Container } from "~/components/layout/container";
import { useRootData } from "~/components/layout/use-root-data";
import { MemberText } from "~/components/member-text";
import { StoredImage } from "~/components/stored-image";
import { env } from "~/lib/env.server";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { isHeicUrl } from "~/lib/image-urls";
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { ACCESS_DENIED_MESSAGE, getSessionUser, isAdmin } from "~/lib/session.server";
import type { EventActionResult } from "~/modules/events/components/action-result";
import { AttendeeList } from "~/modules/events/components/attendee-list";
import {
  DEFAULT_EVENT_IMAGE,
  eventImageSrc,
  mapSearchUrl,
} from "~/modules/events/components/event-image";
import { ModerationPanel } from "~/modules/events/components/moderation-panel";
import { RsvpPanel } from "~/modules/events/components/rsvp-panel";
import { EventStatusBadge } from "~/modules/events/components/status-badge";
import {
  deleteEvent,
  EventNotFoundError,
  NotAdminError,
  setEventApprovalStatus,
} from "~/modules/events/events.server";
import { EVENT_ADMIN_MESSAGES, EVENT_MESSAGES, RSVP_MESSAGES } from "~/modules/events/messages";
import { type EventIntent, isEventIntent, parseEventId } from "~/modules/events/params";
import {
  getEventForViewer,
  getViewerRegistration,
  listAttendees,
} from "~/modules/events/queries.server";
import { attendEvent, cancelAttendance, RsvpClosedError } from "~/modules/events/rsvp.server";
import type { EventDetail } from "~/modules/events/types";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import type { Route } from "./+types/detail";

// ---------------------------------------------------------------------------------------------
// Server

function notFound(): never {
  throw data("This event doesn't exist or isn't public.", { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseEventId(params.id);
  if (!id) notFound();
  const user = await getSessionUser(request);
  const viewer = user ? { id: user.id, isAdmin: await isAdmin(user.id) } : null;
  const event = await getEventForViewer(id, viewer);
  if (!event) notFound();
  const isHost = viewer?.id === event.createdBy;
  const [registration, attendees] = await Promise.all([
    user ? getViewerRegistration(id, user.id) : null,
    isHost || viewer?.isAdmin ? listAttendees(id) : null,
  ]);
  return {
    event,
    registration,
    attendees,
    isHost,
    isAdmin: viewer?.isAdmin ?? false,
    /** The public origin, for the absolute URLs link previews need. */
    origin: new URL(env().BASE_URL).origin,
  };
}

const RSVP_LIMIT = { limit: 30, windowSeconds: 60 };

function answer(
  intent: EventIntent | null,
  ok: boolean,
  message: string,
  status = 200,
  headers?: HeadersInit,
) {
  return data({ ok, intent, message } satisfies EventActionResult, { status, headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isEventIntent(intent)) return answer(null, false, "Unknown action.", 400);
  const id = parseEventId(params.id);
  const user = await getSessionUser(request);

  if (intent === "attend" || intent === "cancel") {
    // A visitor is asked to sign in (the page offers a Sign In link instead of the button).
    if (!user) return flashRedirect("/auth", { type: "error", message: RSVP_MESSAGES.signIn });
    if (!id) return answer(intent, false, RSVP_MESSAGES.notFound, 404);
    const limit = await consumeRequestRateLimit(
      request,
      "events:rsvp",
      RSVP_LIMIT,
      `user:${user.id}`,
    );
    if (!limit.allowed) {
      return answer(intent, false, rateLimitMessage(limit.retryAfterSeconds), 429, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    try {
      if (intent === "attend") {
        const result = await attendEvent(id, user.id);
        return answer(
          intent,
          true,
          result.status === "going" ? RSVP_MESSAGES.going : RSVP_MESSAGES.waitlisted,
        );
      }
      const result = await cancelAttendance(id, user.id);
      return answer(
        intent,
        true,
        result.removed === "waitlisted" ? RSVP_MESSAGES.leftWaitlist : RSVP_MESSAGES.cancelled,
      );
    } catch (error) {
      if (error instanceof RsvpClosedError) {
        return error.reason === "past"
          ? answer(intent, false, RSVP_MESSAGES.past, 409)
          : answer(intent, false, RSVP_MESSAGES.notFound, 404);
      }
      console.error(`[events] ${intent} failed`, error);
      return answer(intent, false, RSVP_MESSAGES.failed, 500);
    }
  }

  // approve / reject / delete: admins only (checked again inside the functions).
  if (!user) return flashRedirect("/auth", { type: "error", message: ACCESS_DENIED_MESSAGE });
  const failed =
    intent === "delete" ? EVENT_ADMIN_MESSAGES.deleteFailed : EVENT_ADMIN_MESSAGES.statusFailed;
  if (!id) return answer(intent, false, failed, 404);
  try {
    if (intent === "delete") {
      await deleteEvent(user.id, id);
      return flashRedirect("/events", { type: "success", message: EVENT_ADMIN_MESSAGES.deleted });
    }
    const status = intent === "approve" ? "approved" : "rejected";
    await setEventApprovalStatus(user.id, id, status);
    return answer(intent, true, EVENT_ADMIN_MESSAGES.statusChanged(status));
  } catch (error) {
    if (error instanceof NotAdminError) return answer(intent, false, "Access Denied", 403);
    if (error instanceof EventNotFoundError) return answer(intent, false, failed, 404);
    console.error(`[events] ${intent} failed`, error);
    return answer(intent, false, failed, 500);
  }
}

const REQUEST_FAILED: Record<EventIntent, string> = {
  attend: RSVP_MESSAGES.failed,
  cancel: RSVP_MESSAGES.failed,
  approve: EVENT_ADMIN_MESSAGES.statusFailed,
  reject: EVENT_ADMIN_MESSAGES.statusFailed,
  delete: EVENT_ADMIN_MESSAGES.deleteFailed,
};

/**
 * In the browser: an RSVP or moderation request that fails on the way (offline) answers like a
 * failed action, so the panel says so and the page stays, instead of the error screen.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form): EventActionResult | null => {
      const intent = form.get("intent");
      if (!isEventIntent(intent)) return null;
      return { ok: false, intent, message: REQUEST_FAILED[intent] };
    },
    "events",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

// ---------------------------------------------------------------------------------------------
// Link previews

function previewText(event: EventDetail): string {
  const when = `${event.weekdayLabel}, ${event.dateLabel} at ${event.timeLabel}`;
  const where = event.location || EVENT_MESSAGES.locationTba;
  const text = event.description?.replace(/\s+/g, " ").trim();
  const lead = `${when} · ${where}.`;
  if (!text) return `${lead} Hosted by ${event.hostName} on Camber Club.`;
  const full = `${lead} ${text}`;
  return full.length > 240 ? `${full.slice(0, 237).trimEnd()}…` : full;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return [{ title: "Event not found — Camber Club" }, { name: "robots", content: "noindex" }];
  }
  const { event, origin } = loaderData;
  const url = `${origin}/events/${event.id}`;
  const description = previewText(event);
  const imageUrl =
    event.imageUrl && !isHeicUrl(event.imageUrl) ? event.imageUrl : DEFAULT_EVENT_IMAGE;
  const image = new URL(imageUrl, origin).toString();
  return [
    { title: `${event.title} — Camber Club Events` },
    { name: "description", content: description },
    ...(event.approvalStatus === "approved"
      ? [{ tagName: "link", rel: "canonical", href: url }]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Camber Club" },
    { property: "og:url", content: url },
    { property: "og:title", content: event.title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: event.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: event.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
};

// ---------------------------------------------------------------------------------------------
// Page

export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
  const { event, registration, attendees, isHost, isAdmin: viewerIsAdmin } = loaderData;
  // Without JavaScript the RSVP and moderation forms post to the page itself: their answer.
  const posted = useActionData<typeof action>();
  const root = useRootData();
  const signedIn = !!root?.viewer;
  const flyer = eventImageSrc(event.imageUrl);

  return (
    <main className="pb-20">
      <Container className="pt-6">
        <Link
          to="/events"
          className="inline-flex items-center gap-2 rounded-md text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Events
        </Link>
      </Container>

      {posted ? (
        <Container className="mt-4">
          <p
            role="status"
            className={`rounded-lg border px-4 py-3 text-sm ${posted.ok ? "border-success/60 bg-success/10" : "border-destructive/60 bg-destructive/10"}`}
          >
            {posted.message}
          </p>
        </Container>
      ) : null}

      <Container className="mt-6">
        {/* The flyer whole (posters are often portrait), over a blurred copy of itself. */}
        <div className="relative aspect-[16/10] max-h-[34rem] w-full overflow-hidden rounded-xl bg-surface-raised ring-1 ring-border/50 sm:aspect-[21/9]">
          <div
            aria-hidden="true"
            className="absolute inset-0 scale-110 bg-center bg-cover opacity-60 blur-2xl"
            style={{ backgroundImage: `url("${flyer}")` }}
          />
          <StoredImage
            src={flyer}
            alt={`Flyer for ${event.title}`}
            width={1600}
            height={1000}
            sizes="(min-width: 1280px) 1216px, 100vw"
            priority
            className="relative size-full bg-transparent object-contain"
          />
        </div>
      </Container>

      {/* Small screens: facts, then RSVP, then the description. Wide: RSVP in a side column. */}
      <Container className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="flex flex-col gap-6 lg:col-start-1">
          <div className="flex flex-col gap-3">
            {event.approvalStatus !== "approved" ? (
              <EventStatusBadge status={event.approvalStatus} />
            ) : null}
            <h1 className="font-display [overflow-wrap:anywhere] font-bold text-3xl uppercase leading-tight tracking-wide sm:text-5xl">
              {event.title}
            </h1>
          </div>

          {isHost && event.approvalStatus !== "approved" ? (
            <p className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              {event.approvalStatus === "pending"
                ? "Your event is waiting for an admin's review. Only you can see it until it is approved."
                : "An admin did not approve this event. Only you can see it."}{" "}
              <Link to="/events/mine" className="font-semibold underline-offset-4 hover:underline">
                My Events
              </Link>
            </p>
          ) : null}

          <dl className="grid gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:grid-cols-2">
            <Fact
              icon={<CalendarDays aria-hidden="true" className="size-5 text-accent" />}
              term="Date"
            >
              <time dateTime={event.eventDate}>
                {event.weekdayLabel}, {event.dateLabel}
              </time>
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className="size-5 text-accent" />} term="Time">
              {event.timeLabel}
            </Fact>
            <Fact
              icon={<MapPin aria-hidden="true" className="size-5 text-accent" />}
              term="Location"
            >
              {event.location ? (
                <span className="flex flex-col gap-1">
                  <span className="[overflow-wrap:anywhere]">{event.location}</span>
                  <a
                    href={mapSearchUrl(event.location)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex w-fit items-center gap-1 font-semibold text-accent text-sm underline-offset-4 hover:underline"
                  >
                    View on map
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">(OpenStreetMap, opens in a new tab)</span>
                  </a>
                </span>
              ) : (
                EVENT_MESSAGES.locationTba
              )}
            </Fact>
            <Fact
              icon={<UserRound aria-hidden="true" className="size-5 text-accent" />}
              term="Host"
            >
              <AuthorLink username={event.hostUsername} fullName={event.hostName} />
            </Fact>
          </dl>
        </div>

        <aside
          className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          aria-label="RSVP and attendees"
        >
          <RsvpPanel event={event} registration={registration} signedIn={signedIn} />
          {attendees ? <AttendeeList attendees={attendees} /> : null}
          {viewerIsAdmin ? (
            <ModerationPanel eventId={event.id} title={event.title} status={event.approvalStatus} />
          ) : null}
        </aside>

        <section aria-labelledby="event-about" className="flex flex-col gap-3 lg:col-start-1">
          <h2
            id="event-about"
            className="font-display font-semibold text-2xl uppercase tracking-wide"
          >
            About This Event
          </h2>
          {event.description?.trim() ? (
            <MemberText content={event.description} />
          ) : (
            <p className="text-muted-foreground">The host hasn't added a description.</p>
          )}
        </section>
      </Container>
    </main>
  );
}

function Fact({
  icon,
  term,
  children,
}: {
  icon: React.ReactNode;
  term: string;
  children: React.ReactNode;
}) {
  return (
    // A <dl> group holds only <dt>/<dd>: the icon sits inside the term, out in the left gutter.
    <div className="relative min-w-0 pl-8">
      <dt className="text-muted-foreground text-xs uppercase tracking-wider">
        <span className="absolute top-0.5 left-0">{icon}</span>
        {term}
      </dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}
