// /events/{id}/edit — the host (or an admin) changes an upcoming pending or approved event: title,
// description, start and end, place, capacity, category, flyer. A new time or place is sent to
// everyone going and waitlisted (and calendars update: the event's sequence goes up); a capacity
// below the members going is refused; a raised one seats the waitlist in order.
import { PencilLine } from "lucide-react";
import { data } from "react-router";
import { FormPage } from "~/components/page";
import type { ActionFailure } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { ConflictError, InvalidError, invariantResponse, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import {
  EVENT_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
} from "~/lib/images.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { EventForm } from "~/modules/events/components/event-form";
import { FlyerUploadError, getEditableEvent, updateEvent } from "~/modules/events/events.server";
import { readEventForm, refuseOversizedFlyer } from "~/modules/events/flyer-form.server";
import { preloadGazetteer } from "~/modules/events/geo/gazetteer.server";
import { timeZoneAt } from "~/modules/events/geo/time-zone.server";
import { EVENT_MESSAGES, HOST_MESSAGES } from "~/modules/events/messages";
import { parseEventId } from "~/modules/events/params";
import { parseEventForm } from "~/modules/events/schemas";
import { dateToZonedWallTime, supportedTimeZones } from "~/modules/events/time";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.title ?? "event"} — Camber Club` },
  { name: "robots", content: "noindex" },
];

const ATTEMPT_LIMIT = { name: "events:edit", limit: 40, windowSeconds: 60 * 60 };

function eventIdOf(params: { id?: string }): string {
  const id = parseEventId(params.id);
  if (!id) {
    throw new NotFoundError(`event id ${params.id} is malformed`, {
      userMessage: HOST_MESSAGES.notFound,
    });
  }
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context);
  const id = parseEventId(params.id);
  invariantResponse(id, HOST_MESSAGES.notFound, { status: 404 });
  let event: Awaited<ReturnType<typeof getEditableEvent>>;
  try {
    event = await getEditableEvent(actor, id);
  } catch (error) {
    // Past, cancelled or rejected: back to the event page, which says why.
    if (error instanceof ConflictError) {
      throw await flashRedirect(`/events/${id}`, {
        type: "error",
        message: error.userMessage ?? HOST_MESSAGES.saveFailed,
      });
    }
    if (error instanceof NotFoundError) throw data(HOST_MESSAGES.notFound, { status: 404 });
    throw error;
  }
  preloadGazetteer();
  const placeZone =
    event.placeName && event.latitude !== null && event.longitude !== null
      ? await timeZoneAt(event.latitude, event.longitude)
      : null;
  const wall = (date: Date | null) => (date ? dateToZonedWallTime(date, event.timeZone) : "");
  return {
    id,
    title: event.title,
    timeZones: supportedTimeZones(),
    values: {
      title: event.title,
      description: event.description ?? "",
      eventDate: wall(event.eventDate),
      endsAt: wall(event.endsAt),
      timeZone: event.timeZone,
      location: event.location ?? "",
      placeId: "",
      maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
      category: event.category ?? "",
      imageUrl: "",
    },
    place: event.placeName
      ? {
          id: "",
          name: event.placeName.split(",")[0].trim(),
          label: event.placeName,
          timeZone: placeZone,
        }
      : null,
    currentImage: event.imageUrl,
  };
}

const editEventIntents = defineIntents(
  "events",
  {
    default: intent({
      who: "member",
      parse: parseEventForm,
      failureMessage: (error) =>
        error instanceof FlyerUploadError ? EVENT_MESSAGES.uploadFailed : HOST_MESSAGES.saveFailed,
      run: async ({ params, actor, input }) => {
        const id = eventIdOf(params);
        let result: Awaited<ReturnType<typeof updateEvent>>;
        try {
          result = await updateEvent(actor, id, input);
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
        return flashRedirect(`/events/${id}`, {
          type: "success",
          message:
            result.notified > 0
              ? HOST_MESSAGES.savedAndNotified(result.notified)
              : HOST_MESSAGES.saved,
        });
      },
    }),
  },
  { readForm: readEventForm },
);

export async function action(args: Route.ActionArgs) {
  const actor = await requireActor(args.context);
  return refuseOversizedFlyer(args.request, actor.id, ATTEMPT_LIMIT) ?? editEventIntents(args);
}

export const clientAction = intentClientAction("events", { default: HOST_MESSAGES.saveFailed });

export const shouldRevalidate = revalidateUnlessRequestFailed;

/** The failed submission to show again (typed values, messages), if the last one failed. */
function failureOf(result: unknown): ActionFailure | undefined {
  const answer = result as ActionFailure | undefined;
  return answer?.ok === false ? answer : undefined;
}

export default function EditEventPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      kicker={
        <>
          <PencilLine aria-hidden="true" className="size-4" />
          Your event
        </>
      }
      title="Edit Event"
      lede="Fix a detail or move the meet. Everyone going and on the waitlist hears about a new time or place."
    >
      <EventForm
        result={failureOf(actionData)}
        timeZones={loaderData.timeZones}
        edit={{
          values: loaderData.values,
          place: loaderData.place,
          currentImage: loaderData.currentImage,
          backTo: `/events/${loaderData.id}`,
        }}
      />
    </FormPage>
  );
}

export { ErrorBoundary } from "~/components/route-error-boundary";
