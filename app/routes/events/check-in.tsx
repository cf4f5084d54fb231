// /events/:id/check-in — the host's (and admins') door: "n of m checked in", a camera scanner for
// ticket QR codes (BarcodeDetector where the browser has it, jsQR otherwise), a ticket code field,
// and a search of the going list by name or username (the list stays hidden until searched).
// Without JavaScript the ticket field and the search are plain forms. Signed out: sign in first;
// a member who may see the event but isn't its host: 403; anyone else: 404.

import { data } from "react-router";
import { Container } from "~/components/layout/container";
import { BackLink, DetailErrorBoundary, PageTitle } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { type Actor, requireActor } from "~/lib/actor.server";
import { invariantResponse, isDomainError, NotFoundError } from "~/lib/errors";
import { type FormSchema, parseWithSchema } from "~/lib/forms/parse";
import {
  type CheckInOutcome,
  checkInByToken,
  checkInMember,
  getCheckInSummary,
  lookupTicket,
  searchAttendees,
} from "~/modules/events/check-in/check-in.server";
import { CheckInDesk, type CheckInResult } from "~/modules/events/check-in/check-in-desk";
import { CHECK_IN_MESSAGES, CHECK_IN_SEARCH_MAX } from "~/modules/events/check-in/messages";
import { memberFormSchema, ticketFormSchema } from "~/modules/events/check-in/schemas";
import { parseEventId } from "~/modules/events/params";
import { formatEventTime } from "~/modules/events/time";
import type { Route } from "./+types/check-in";

const NOT_FOUND = "This event doesn't exist or isn't public.";
const SIGN_IN = "Please log in to check people in.";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Check-in: ${loaderData.summary.title} — Camber Club`
      : "Check-in — Camber Club",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: SIGN_IN });
  const id = parseEventId(params.id);
  invariantResponse(id, NOT_FOUND, { status: 404 });
  // Not the host: 403 with its reason; an event they may not see: 404, as its page answers.
  const summary = await getCheckInSummary(actor, id).catch((error: unknown) => {
    if (!isDomainError(error)) throw error;
    throw data(error.status === 404 ? NOT_FOUND : (error.userMessage ?? NOT_FOUND), {
      status: error.status,
    });
  });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, CHECK_IN_SEARCH_MAX);
  const results = q ? await searchAttendees(actor, id, q) : null;
  return { summary, q, results };
}

function eventIdOf(params: { id?: string }): string {
  const id = parseEventId(params.id);
  if (!id) throw new NotFoundError(`event id ${params.id} is malformed`);
  return id;
}

/** The answer the page shows for a check-in or a ticket read: who, and in words. */
function answer(outcome: CheckInOutcome): CheckInResult {
  const { attendee, timeZone } = outcome;
  const at = attendee.checkedInAt ? formatEventTime(attendee.checkedInAt, timeZone) : "";
  const message =
    outcome.status === "checked-in"
      ? CHECK_IN_MESSAGES.checkedIn(attendee.name)
      : outcome.status === "already"
        ? CHECK_IN_MESSAGES.already(attendee.name, at)
        : CHECK_IN_MESSAGES.found(attendee.name);
  return { message, status: outcome.status, attendee, checkedInLabel: at || null };
}

// A host at the gate scans a queue: generous, but still a limit per member.
const CHECK_IN_RATE_LIMIT = { name: "events:check-in", limit: 120, windowSeconds: 60 };
const signedOut = { message: SIGN_IN };

/** Every check-in intent: the host or an admin (checked by the use-case), rate-limited. */
function checkInIntent<T>(
  schema: FormSchema<T>,
  run: (actor: Actor, eventId: string, input: T) => Promise<CheckInOutcome>,
) {
  return intent<T, CheckInResult, "member">({
    who: "member",
    signedOut,
    rateLimit: CHECK_IN_RATE_LIMIT,
    parse: parseWithSchema(schema),
    failureMessage: CHECK_IN_MESSAGES.failed,
    run: async ({ actor, params, input }) => answer(await run(actor, eventIdOf(params), input)),
  });
}

export const action = defineIntents("events-check-in", {
  "check-in-token": checkInIntent(ticketFormSchema, (actor, id, input) =>
    checkInByToken(actor, id, input.token),
  ),
  "lookup-token": checkInIntent(ticketFormSchema, (actor, id, input) =>
    lookupTicket(actor, id, input.token),
  ),
  "check-in": checkInIntent(memberFormSchema, (actor, id, input) =>
    checkInMember(actor, id, input.memberId),
  ),
});

export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/events", label: "Back to Events" }}
      failed={{ title: "Failed to load check-in", text: "Please try again in a moment." }}
    />
  );
}

export default function CheckInPage({ loaderData }: Route.ComponentProps) {
  const { summary, q, results } = loaderData;
  return (
    <main className="pb-20">
      <Container className="flex max-w-2xl flex-col gap-6 pt-6">
        <BackLink to={`/events/${summary.eventId}`}>Back to event</BackLink>
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-accent text-sm uppercase tracking-wider">Check-in</p>
          <PageTitle size="detail" className="[overflow-wrap:anywhere]">
            {summary.title}
          </PageTitle>
        </div>
        <CheckInDesk summary={summary} query={q} results={results} />
      </Container>
    </main>
  );
}
