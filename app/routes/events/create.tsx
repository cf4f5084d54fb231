// /events/create — a member hosts an event: title, description, date and time (in a time zone),
// location (free text, or a city from the offline gazetteer for Near Me), max attendees (blank =
// unlimited), a flyer upload or image URL. New events are pending until an admin approves them.
// Signed out: the SPEC toast 'Please sign in to create an event' and a redirect to /auth.
import { CalendarPlus } from "lucide-react";
import { data } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { flashRedirect } from "~/lib/flash.server";
import {
  EVENT_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  readMultipartForm,
  TooManyFilesError,
} from "~/lib/images.server";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import {
  EMPTY_EVENT_FORM,
  EventForm,
  type EventFormFailure,
} from "~/modules/events/components/event-form";
import { createEvent, FlyerUploadError } from "~/modules/events/events.server";
import {
  EVENT_TEXT_FIELDS,
  type EventFormErrors,
  type EventFormValues,
  summaryMessage,
} from "~/modules/events/form-fields";
import { findPlaceById, preloadGazetteer } from "~/modules/events/geo/gazetteer.server";
import { EVENT_MESSAGES } from "~/modules/events/messages";
import { eventFormErrors, eventFormSchema } from "~/modules/events/schemas";
import { supportedTimeZones } from "~/modules/events/time";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "Host an Event — Camber Club" }];

/** Flyers are the costly part: a member may create this many events per hour. */
const CREATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

function signInFirst() {
  return flashRedirect("/auth", { type: "error", message: EVENT_MESSAGES.signInToCreate });
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getSessionUser(request))) throw await signInFirst();
  // The location field will ask for city suggestions soon.
  preloadGazetteer();
  // From the server, so the list the page renders is the list it hydrates with.
  return { timeZones: supportedTimeZones() };
}

async function failure(
  status: number,
  message: string,
  values: EventFormValues,
  errors: EventFormErrors = {},
  headers?: HeadersInit,
) {
  const place = values.placeId ? await findPlaceById(values.placeId).catch(() => null) : null;
  const result: EventFormFailure = {
    ok: false,
    message,
    errors: { form: message, ...errors },
    values,
    placeLabel: place?.label ?? null,
  };
  return data(result, { status, headers });
}

function textValues(form: FormData): EventFormValues {
  return Object.fromEntries(
    EVENT_TEXT_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as EventFormValues;
}

export async function action({ request }: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  const user = await getSessionUser(request);
  if (!user) return signInFirst();

  let form: FormData;
  try {
    // Files up to twice the limit are read (and then refused by the image pipeline with SPEC's
    // message), so the typed fields come back with the error instead of being lost.
    form = await readMultipartForm(request, {
      maxFiles: 1,
      maxFileBytes: 2 * MAX_IMAGE_BYTES,
      maxTotalBytes: 2 * MAX_IMAGE_BYTES,
    });
  } catch (error) {
    const tooLarge =
      (error instanceof Response && error.status === 413) ||
      (error instanceof ImageRejectedError && error.reason === "size");
    if (tooLarge) {
      return failure(413, EVENT_MESSAGES.imageTooLarge, EMPTY_EVENT_FORM, {
        flyer: EVENT_MESSAGES.imageTooLarge,
      });
    }
    if (error instanceof TooManyFilesError) {
      return failure(400, EVENT_MESSAGES.selectImage, EMPTY_EVENT_FORM, {
        flyer: EVENT_MESSAGES.selectImage,
      });
    }
    throw error;
  }

  const values = textValues(form);
  const parsed = eventFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = eventFormErrors(parsed.error);
    return failure(400, summaryMessage(errors) ?? EVENT_MESSAGES.createFailed, values, errors);
  }
  const file = form.get("flyer");
  const flyer = file instanceof File ? file : null;

  const limit = await consumeRequestRateLimit(
    request,
    "events:create",
    CREATE_LIMIT,
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return failure(
      429,
      rateLimitMessage(limit.retryAfterSeconds),
      values,
      {},
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }

  let eventId: string;
  try {
    eventId = await createEvent(user.id, parsed.data, flyer);
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      const message = imageRejectionMessage(error, EVENT_IMAGE_MESSAGES);
      return failure(400, message, values, { flyer: message });
    }
    if (error instanceof FlyerUploadError) {
      console.error("[events] flyer upload failed", error.cause);
      return failure(500, EVENT_MESSAGES.uploadFailed, values, {
        flyer: EVENT_MESSAGES.uploadFailed,
      });
    }
    console.error("[events] create failed", error);
    return failure(500, EVENT_MESSAGES.createFailed, values);
  }
  // The host lands on their event, which shows it is pending review.
  return flashRedirect(`/events/${eventId}`, { type: "success", message: EVENT_MESSAGES.created });
}

/**
 * In the browser: the same server action; when it succeeds with a flyer, the upload is confirmed
 * ('Image uploaded successfully!') before the page moves to the new event. If the request itself
 * fails (offline), the form says 'Failed to create event' and keeps what was typed.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const flyer = form.get("flyer");
  const sentFlyer = flyer instanceof File && flyer.size > 0;
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) {
      if (sentFlyer && error.status >= 300 && error.status < 400) {
        toast.success(EVENT_MESSAGES.uploaded);
      }
      throw error;
    }
    console.error("[events] sending the form failed", error);
    const result: EventFormFailure = {
      ok: false,
      message: EVENT_MESSAGES.createFailed,
      errors: { form: EVENT_MESSAGES.createFailed },
      values: textValues(form),
      placeLabel: null,
    };
    return result;
  }
}

export default function CreateEventPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="flex-1 pt-10 pb-20">
      <Container className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <p className="flex items-center gap-2 font-display text-accent text-sm uppercase tracking-[0.2em]">
            <CalendarPlus aria-hidden="true" className="size-4" />
            Host your own event
          </p>
          <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
            Create Event
          </h1>
          <p className="max-w-2xl text-muted-foreground">
            Tell the community where and when. Once an admin approves your event, it appears on the
            calendar and members can RSVP.
          </p>
        </header>
        <EventForm result={actionData} timeZones={loaderData.timeZones} />
      </Container>
    </main>
  );
}
