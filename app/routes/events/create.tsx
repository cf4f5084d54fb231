// /events/create — a member hosts an event: title, description, date and time (in a time zone),
// location (free text, or a city from the offline gazetteer for Near Me), max attendees (blank =
// unlimited), a flyer upload or image URL. New events are pending until an admin approves them.
// Signed out: the SPEC toast 'Please sign in to create an event' and a redirect to /auth.
import { CalendarPlus } from "lucide-react";
import { toast } from "sonner";
import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { InvalidError, RateLimitedError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import {
  EVENT_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
} from "~/lib/images.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit } from "~/lib/rate-limit.server";
import { EventForm } from "~/modules/events/components/event-form";
import { createEvent, FlyerUploadError } from "~/modules/events/events.server";
import { readEventForm, refuseOversizedFlyer } from "~/modules/events/flyer-form.server";
import { preloadGazetteer } from "~/modules/events/geo/gazetteer.server";
import { EVENT_MESSAGES } from "~/modules/events/messages";
import { parseEventForm } from "~/modules/events/schemas";
import { SERIES_MESSAGES } from "~/modules/events/series/fields";
import { RecurrenceFields, recurrenceProps } from "~/modules/events/series/recurrence-fields";
import { withRecurrence } from "~/modules/events/series/schema";
import { createSeries } from "~/modules/events/series/series.server";
import { supportedTimeZones } from "~/modules/events/time";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "Host an Event — Camber Club" }];

/** A member may create this many events per hour (only created events count). */
const CREATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 };
/**
 * Every submission a member sends (refused ones too: a flyer that is not an image still costs
 * reading and decoding) counts here; more generous than CREATE_LIMIT, so a member who has to try
 * again a few times is never stopped, while a script sending junk is.
 */
const ATTEMPT_LIMIT = { name: "events:create-attempt", limit: 40, windowSeconds: 60 * 60 };

function signIn(context: Route.LoaderArgs["context"]) {
  return requireActor(context, { message: EVENT_MESSAGES.signInToCreate });
}

export async function loader({ context }: Route.LoaderArgs) {
  await signIn(context);
  // The location field will ask for city suggestions soon.
  preloadGazetteer();
  // From the server, so the list the page renders is the list it hydrates with.
  return { timeZones: supportedTimeZones() };
}

const createEventIntents = defineIntents(
  "events",
  {
    default: intent({
      who: "member",
      rateLimit: ATTEMPT_LIMIT,
      parse: withRecurrence(parseEventForm),
      failureMessage: (error) =>
        error instanceof FlyerUploadError
          ? EVENT_MESSAGES.uploadFailed
          : EVENT_MESSAGES.createFailed,
      run: async ({ request, actor, input }) => {
        const { flyer, series } = input;
        let eventId: string;
        // Counted only for a submission that is accepted: a refused flyer uses up nothing.
        const beforeSave = async () => {
          const limit = await consumeRequestRateLimit(
            request,
            "events:create",
            CREATE_LIMIT,
            `user:${actor.id}`,
          );
          if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
        };
        try {
          // A repeating meet becomes a series (its dates are made once it is approved).
          eventId = series
            ? await createSeries(actor.id, input.fields, series, flyer, { beforeSave })
            : await createEvent(actor.id, input.fields, flyer, { beforeSave });
        } catch (error) {
          if (error instanceof ImageRejectedError) {
            const message = imageRejectionMessage(error, EVENT_IMAGE_MESSAGES);
            throw new InvalidError("flyer refused", {
              userMessage: message,
              fieldErrors: { flyer: message },
              cause: error,
            });
          }
          throw error;
        }
        if (series) {
          return flashRedirect(`/events/series/${eventId}`, {
            type: "success",
            message: SERIES_MESSAGES.created,
          });
        }
        // The host lands on their event, which shows it is pending review.
        return flashRedirect(`/events/${eventId}`, {
          type: "success",
          message: EVENT_MESSAGES.created,
        });
      },
    }),
  },
  { readForm: readEventForm },
);

export async function action(args: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  const actor = await signIn(args.context);
  return refuseOversizedFlyer(args.request, actor.id, ATTEMPT_LIMIT) ?? createEventIntents(args);
}

const keepFormOffline = intentClientAction("events", { default: EVENT_MESSAGES.createFailed });

/**
 * In the browser: the same server action; when it succeeds with a flyer, the upload is confirmed
 * ('Image uploaded successfully!') before the page moves to the new event. If the request itself
 * fails (offline), the form says 'Failed to create event' and keeps what was typed.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const flyer = (await request.clone().formData()).get("flyer");
  const sentFlyer = flyer instanceof File && flyer.size > 0;
  return keepFormOffline({
    request,
    serverAction: () =>
      serverAction().catch((error: unknown) => {
        if (sentFlyer && error instanceof Response && error.status >= 300 && error.status < 400) {
          toast.success(EVENT_MESSAGES.uploaded);
        }
        throw error;
      }),
  });
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function CreateEventPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      kicker={
        <>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Host your own event
        </>
      }
      title="Create Event"
      lede="Tell the community where and when. Once an admin approves your event, it appears on the calendar and members can RSVP."
    >
      <EventForm
        result={actionData?.ok === false ? actionData : undefined}
        timeZones={loaderData.timeZones}
      >
        <RecurrenceFields {...recurrenceProps(actionData?.ok === false ? actionData : undefined)} />
      </EventForm>
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
