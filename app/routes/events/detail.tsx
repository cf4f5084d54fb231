// /events/:id — one event: flyer, title, date and time on the event's clocks, location with a map
// search link, host, description, 'n attending' and capacity, the RSVP control, Add to Calendar.
// Pending, rejected and hidden (ADR 038) events are visible only to their creator and to admins;
// anyone else gets the 404 page. The action takes intent=attend|cancel|report (members),
// cancel-event|message (the host and admins) and approve|reject|delete (admins; the server
// functions check the actor's role).
// A cancelled event stays, marked "Cancelled" with the host's reason, without RSVPs.
import { Ban, CalendarDays, Clock, ExternalLink, Info, MapPin, UserRound } from "lucide-react";
import { Link, useActionData } from "react-router";
import { PostedAnswer } from "~/components/forms/notice";
import { HiddenNotice } from "~/components/hidden-notice";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { BackLink, DetailErrorBoundary, PageTitle, SectionTitle } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { defineIntents, intent } from "~/lib/actions.server";
import { ACCESS_DENIED_MESSAGE, getActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { invariantResponse, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { isHeicUrl } from "~/lib/image-urls";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { CommentThread, openCommentForm, PostedCommentNotice } from "~/modules/comments";
import { commentIntents, listThreadComments } from "~/modules/comments/index.server";
import { getCarChoice, listEventCars } from "~/modules/events/cars.server";
import { CATEGORY_LABELS } from "~/modules/events/categories";
import type { EventActionResult } from "~/modules/events/components/action-result";
import { AttendeeList } from "~/modules/events/components/attendee-list";
import { CarsAttending } from "~/modules/events/components/cars-attending";
import {
  DEFAULT_EVENT_IMAGE,
  eventImageSrc,
  mapSearchUrl,
} from "~/modules/events/components/event-image";
import { Fact } from "~/modules/events/components/fact";
import { HostTools } from "~/modules/events/components/host-tools";
import { ModerationPanel } from "~/modules/events/components/moderation-panel";
import { RsvpPanel } from "~/modules/events/components/rsvp-panel";
import { EventStatusBadge } from "~/modules/events/components/status-badge";
import {
  cancelEvent,
  deleteEvent,
  hostChangeProblem,
  messageAttendees,
  setEventApprovalStatus,
} from "~/modules/events/events.server";
import { EVENT_REPORT_TYPE } from "~/modules/events/index.server";
import {
  CAR_MESSAGES,
  EVENT_ADMIN_MESSAGES,
  EVENT_INTENT_FAILURES,
  EVENT_MESSAGES,
  HOST_MESSAGES,
  RSVP_MESSAGES,
} from "~/modules/events/messages";
import { parseEventId } from "~/modules/events/params";
import {
  getEventForViewer,
  getViewerRegistration,
  listAttendees,
} from "~/modules/events/queries.server";
import { EVENT_QA_TEXTS } from "~/modules/events/questions";
import { attendEvent, cancelAttendance, setAttendingBuild } from "~/modules/events/rsvp.server";
import { seriesOfEvent } from "~/modules/events/series/queries.server";
import { SeriesLink } from "~/modules/events/series/series-link";
import type { EventDetail } from "~/modules/events/types";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import { ReportControl } from "~/modules/reports";
import { reportIntent } from "~/modules/reports/index.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/detail";

// ---------------------------------------------------------------------------------------------
// Server

const NOT_PUBLIC = "This event doesn't exist or isn't public.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseEventId(params.id);
  invariantResponse(id, NOT_PUBLIC, { status: 404 });
  const actor = getActor(context);
  const event = await getEventForViewer(id, actor);
  invariantResponse(event, NOT_PUBLIC, { status: 404 });
  const isHost = actor?.id === event.createdBy;
  const hostTools = isHost || (actor?.isAdmin ?? false);
  const changeProblem = hostTools
    ? hostChangeProblem({
        approvalStatus: event.approvalStatus,
        cancelledAt: event.cancelled ? event.eventDate : null,
        eventDate: event.eventDate,
      })
    : null;
  const [registration, attendees, series, cars, carChoice, questions] = await Promise.all([
    actor ? getViewerRegistration(id, actor.id) : null,
    isHost || actor?.isAdmin ? listAttendees(id) : null,
    seriesOfEvent(id),
    listEventCars(id),
    actor && !isHost ? getCarChoice(id, actor.id) : null,
    listThreadComments({ kind: "event", id }, actor),
  ]);
  return {
    event,
    series,
    registration,
    attendees,
    cars,
    carChoice,
    isHost,
    hostTools,
    changeProblem,
    isAdmin: actor?.isAdmin ?? false,
    questions,
    openCommentForm: openCommentForm(new URL(request.url).searchParams),
    /** The public origin, for the absolute URLs link previews need. */
    origin: new URL(env().BASE_URL).origin,
  };
}

/** The event an action is about; an id that cannot be one is answered like an unknown event. */
function eventIdOf(params: { id?: string }, userMessage?: string): string {
  const id = parseEventId(params.id);
  if (!id) throw new NotFoundError(`event id ${params.id} is malformed`, { userMessage });
  return id;
}

const RSVP_RATE_LIMIT = { name: "events:rsvp", limit: 30, windowSeconds: 60 };

/** The RSVP form's "Bringing a car?" select: a build id, or "" for no car. */
function parseBuildChoice(form: FormData) {
  const value = form.get("buildId");
  const buildId = typeof value === "string" && value.trim() ? value.trim() : null;
  return { ok: true as const, value: { buildId } };
}

/** Approve or Reject, directly, from any state. */
function approvalIntent(status: "approved" | "rejected") {
  return intent({
    who: "member",
    signedOut: { redirectMessage: ACCESS_DENIED_MESSAGE },
    failureMessage: EVENT_ADMIN_MESSAGES.statusFailed,
    run: async ({ params, actor }) => {
      await setEventApprovalStatus(actor, eventIdOf(params), status);
      return { message: EVENT_ADMIN_MESSAGES.statusChanged(status) };
    },
  });
}

/**
 * A member's own RSVP (going, or no longer going), rate-limited; the answer says what changed.
 * A visitor is sent to sign in first.
 */
function rsvpIntent(
  failureMessage: string,
  change: (eventId: string, memberId: string, buildId: string | null) => Promise<string>,
) {
  return intent({
    who: "member",
    signedOut: { redirectMessage: RSVP_MESSAGES.signIn },
    rateLimit: RSVP_RATE_LIMIT,
    failureMessage,
    parse: parseBuildChoice,
    run: async ({ params, actor, input }) => ({
      message: await change(eventIdOf(params, RSVP_MESSAGES.notFound), actor.id, input.buildId),
    }),
  });
}

// The moderation intents are declared for members: the use-cases refuse anyone but an admin
// with 403 (a visitor is sent to sign in first), which is the answer a crafted request gets.
export const action = defineIntents("events", {
  attend: rsvpIntent(EVENT_INTENT_FAILURES.attend, async (eventId, memberId, buildId) => {
    const result = await attendEvent(eventId, memberId, { buildId });
    return result.status === "going" ? RSVP_MESSAGES.going : RSVP_MESSAGES.waitlisted;
  }),
  cancel: rsvpIntent(EVENT_INTENT_FAILURES.cancel, async (eventId, memberId) => {
    const result = await cancelAttendance(eventId, memberId);
    return result.removed === "waitlisted" ? RSVP_MESSAGES.leftWaitlist : RSVP_MESSAGES.cancelled;
  }),
  "bring-car": rsvpIntent(
    EVENT_INTENT_FAILURES["bring-car"],
    async (eventId, memberId, buildId) => {
      await setAttendingBuild(eventId, memberId, buildId);
      return buildId ? CAR_MESSAGES.saved : CAR_MESSAGES.removed;
    },
  ),
  ...commentIntents((params) => ({ kind: "event", id: eventIdOf(params) }), EVENT_QA_TEXTS),
  report: reportIntent({ targets: REPORT_TARGETS, type: EVENT_REPORT_TYPE, id: (p) => p.id }),
  approve: approvalIntent("approved"),
  reject: approvalIntent("rejected"),
  // The host's tools (admins too); the use-cases refuse anyone else as for an unknown event.
  "cancel-event": intent({
    who: "member",
    signedOut: { redirectMessage: RSVP_MESSAGES.signIn },
    failureMessage: EVENT_INTENT_FAILURES["cancel-event"],
    run: async ({ params, actor, form }) => {
      const reason = form.get("reason");
      const told = await cancelEvent(
        actor,
        eventIdOf(params, HOST_MESSAGES.notFound),
        typeof reason === "string" ? reason : "",
      );
      return { message: HOST_MESSAGES.eventCancelled(told) };
    },
  }),
  message: intent({
    who: "member",
    signedOut: { redirectMessage: RSVP_MESSAGES.signIn },
    failureMessage: EVENT_INTENT_FAILURES.message,
    run: async ({ params, actor, form }) => {
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === "string" ? value : "";
      };
      const sent = await messageAttendees(actor, eventIdOf(params, HOST_MESSAGES.notFound), {
        subject: text("subject"),
        text: text("text"),
      });
      return { message: HOST_MESSAGES.messageSent(sent) };
    },
  }),
  delete: intent({
    who: "member",
    signedOut: { redirectMessage: ACCESS_DENIED_MESSAGE },
    failureMessage: EVENT_INTENT_FAILURES.delete,
    run: async ({ params, actor }) => {
      await deleteEvent(actor, eventIdOf(params));
      return flashRedirect("/events", { type: "success", message: EVENT_ADMIN_MESSAGES.deleted });
    },
  }),
});

/**
 * In the browser: an RSVP or moderation request that fails on the way (offline) answers like a
 * failed action, so the panel says so and the page stays, instead of the error screen.
 */
export const clientAction = intentClientAction("events", EVENT_INTENT_FAILURES);

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
    ...(event.approvalStatus === "approved" && event.hidden === null
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
  const {
    event,
    registration,
    attendees,
    cars,
    carChoice,
    isHost,
    hostTools,
    changeProblem,
    isAdmin: viewerIsAdmin,
  } = loaderData;
  // Without JavaScript the RSVP and moderation forms post to the page itself: their answer.
  const actionData = useActionData<EventActionResult>();
  // The Q&A's forms answer in the thread itself, a report in its own control.
  const posted =
    actionData?.intent?.startsWith("comment") || actionData?.intent === "report"
      ? undefined
      : actionData;
  const root = useRootData();
  const signedIn = !!root?.viewer;
  const flyer = eventImageSrc(event.imageUrl);

  return (
    <main className="pb-20">
      <Container className="pt-6">
        <BackLink to="/events">Back to Events</BackLink>
      </Container>

      {posted ? (
        <Container className="mt-4">
          <PostedAnswer answer={posted} />
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
          {event.hidden ? <HiddenNotice state={event.hidden} /> : null}
          <div className="flex flex-col gap-3">
            {event.approvalStatus !== "approved" ? (
              <EventStatusBadge status={event.approvalStatus} />
            ) : null}
            {event.category ? (
              <p className="font-semibold text-accent text-sm uppercase tracking-wider">
                {CATEGORY_LABELS[event.category]}
              </p>
            ) : null}
            <PageTitle size="detail" className="sm:text-5xl">
              {event.cancelled ? <span className="sr-only">Cancelled: </span> : null}
              {event.title}
            </PageTitle>
            {loaderData.series ? <SeriesLink series={loaderData.series} /> : null}
          </div>

          {event.cancellationReason !== null ? (
            <div
              role="note"
              aria-label="Cancelled"
              className="flex flex-col gap-1 rounded-xl border-2 border-destructive bg-destructive/10 px-5 py-4"
            >
              <p className="flex items-center gap-2 font-display font-bold text-2xl text-destructive uppercase tracking-wide">
                <Ban aria-hidden="true" className="size-6" />
                Cancelled
              </p>
              <p className="text-sm">The host cancelled this event.</p>
              {event.cancellationReason ? (
                <blockquote className="border-destructive/60 border-l-2 pl-3 text-sm [overflow-wrap:anywhere]">
                  {event.cancellationReason}
                </blockquote>
              ) : null}
            </div>
          ) : null}

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
              <span className="tabular">{event.timeRangeLabel}</span>
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
          {/* The host hosts: no RSVP for them. A cancelled event takes no RSVPs. */}
          {isHost || event.cancelled ? null : (
            <RsvpPanel
              event={event}
              registration={registration}
              signedIn={signedIn}
              carChoice={carChoice}
            />
          )}
          {hostTools ? <HostTools event={event} changeProblem={changeProblem} /> : null}
          {attendees && event.approvalStatus === "approved" && !event.cancelled ? (
            <Link
              to={`/events/${event.id}/check-in`}
              className="w-fit rounded-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Open check-in
            </Link>
          ) : null}
          {attendees ? <AttendeeList attendees={attendees} /> : null}
          {viewerIsAdmin ? (
            <ModerationPanel eventId={event.id} title={event.title} status={event.approvalStatus} />
          ) : null}
          {signedIn && !isHost && event.approvalStatus === "approved" && !event.hidden ? (
            <ReportControl
              action={`/events/${event.id}`}
              intent="report"
              formKey="event"
              what="event"
            />
          ) : null}
        </aside>

        <section aria-labelledby="event-about" className="flex flex-col gap-3 lg:col-start-1">
          <SectionTitle id="event-about">About This Event</SectionTitle>
          {event.description?.trim() ? (
            <MemberText content={event.description} />
          ) : (
            <p className="text-muted-foreground">The host hasn't added a description.</p>
          )}
        </section>

        {cars.length > 0 ? (
          <div className="lg:col-start-1">
            <CarsAttending cars={cars} />
          </div>
        ) : null}

        {loaderData.questions ? (
          <div id="questions" className="flex min-w-0 flex-col gap-2 lg:col-start-1">
            <PostedCommentNotice />
            <CommentThread
              texts={EVENT_QA_TEXTS}
              action={`/events/${event.id}`}
              pagesPath={`/events/${event.id}/questions`}
              page={loaderData.questions}
              signedIn={signedIn}
              openForm={loaderData.openCommentForm}
            />
          </div>
        ) : null}
      </Container>
    </main>
  );
}

/** An unknown or hidden event gets the site's 404 screen; a failed load, its own view. */
export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/events", label: "Back to Events" }}
      failed={{ title: EVENT_MESSAGES.detailLoadFailed, text: EVENT_MESSAGES.detailLoadFailedText }}
    />
  );
}
