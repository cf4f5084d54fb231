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
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
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
import { salvageMultipartFields } from "~/modules/events/oversized-form.server";
import { eventFormErrors, eventFormSchema } from "~/modules/events/schemas";
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
const ATTEMPT_LIMIT = { limit: 40, windowSeconds: 60 * 60 };

/** The member has created CREATE_LIMIT events this hour (thrown from createEvent's beforeSave). */
class CreateLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The create-event limit is reached.");
  }
}

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

/**
 * Flyers up to this size are read (and then refused by the image pipeline with SPEC's message
 * when over MAX_IMAGE_BYTES), so the typed fields come back with the error.
 */
const FLYER_READ_BYTES = 2 * MAX_IMAGE_BYTES;
/** Of a larger body, this much is streamed through (files dropped) to find the typed fields. */
const SALVAGE_READ_BYTES = 64 * 1024 * 1024;

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

/** The too-large answer, with what was typed and the file's name and size. */
async function oversizedFlyer(request: Request, userId: string, declaredLength: number) {
  const attempts = await consumeRequestRateLimit(
    request,
    "events:create-attempt",
    ATTEMPT_LIMIT,
    `user:${userId}`,
  );
  if (!attempts.allowed) return tooManyRequests(attempts.retryAfterSeconds, EMPTY_EVENT_FORM);
  const { fields, files } = await salvageMultipartFields(request, {
    maxBodyBytes: SALVAGE_READ_BYTES,
    maxFieldBytes: 64 * 1024,
    maxFields: 20,
  });
  const file = files.find((f) => f.name !== "" || f.bytes > 0);
  let flyerMessage: string = EVENT_MESSAGES.imageTooLarge;
  if (file) {
    const name = file.name.length > 80 ? `${file.name.slice(0, 79)}…` : file.name;
    // Past SALVAGE_READ_BYTES the file was not read to its end: the body's size is the bound.
    const size = file.bytes >= SALVAGE_READ_BYTES - 1024 * 1024 ? declaredLength : file.bytes;
    flyerMessage = `"${name || "The chosen file"}" is ${megabytes(size)}. ${EVENT_MESSAGES.imageTooLarge}: please choose a smaller image.`;
  }
  return failure(413, EVENT_MESSAGES.imageTooLarge, textValues(fields), { flyer: flyerMessage });
}

function tooManyRequests(retryAfterSeconds: number, values: EventFormValues) {
  return failure(
    429,
    rateLimitMessage(retryAfterSeconds),
    values,
    {},
    {
      "Retry-After": String(retryAfterSeconds),
    },
  );
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

  // A body larger than any flyer we would read (sent without JavaScript, which checks the file
  // first): keep the typed fields and name the file instead of answering with an empty form.
  const declaredLength = Number(request.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > FLYER_READ_BYTES) {
    return oversizedFlyer(request, user.id, declaredLength);
  }

  let form: FormData;
  try {
    form = await readMultipartForm(request, {
      maxFiles: 1,
      maxFileBytes: FLYER_READ_BYTES,
      maxTotalBytes: FLYER_READ_BYTES,
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
  const attempts = await consumeRequestRateLimit(
    request,
    "events:create-attempt",
    ATTEMPT_LIMIT,
    `user:${user.id}`,
  );
  if (!attempts.allowed) return tooManyRequests(attempts.retryAfterSeconds, values);
  const parsed = eventFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = eventFormErrors(parsed.error);
    return failure(400, summaryMessage(errors) ?? EVENT_MESSAGES.createFailed, values, errors);
  }
  const file = form.get("flyer");
  const flyer = file instanceof File ? file : null;

  let eventId: string;
  try {
    eventId = await createEvent(user.id, parsed.data, flyer, {
      // Counted only for a submission that is accepted: a refused flyer uses up nothing.
      beforeSave: async () => {
        const limit = await consumeRequestRateLimit(
          request,
          "events:create",
          CREATE_LIMIT,
          `user:${user.id}`,
        );
        if (!limit.allowed) throw new CreateLimitReached(limit.retryAfterSeconds);
      },
    });
  } catch (error) {
    if (error instanceof CreateLimitReached) {
      return tooManyRequests(error.retryAfterSeconds, values);
    }
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
  const flyer = (await request.clone().formData()).get("flyer");
  const sentFlyer = flyer instanceof File && flyer.size > 0;
  const send = () =>
    serverAction().catch((error: unknown) => {
      if (sentFlyer && error instanceof Response && error.status >= 300 && error.status < 400) {
        toast.success(EVENT_MESSAGES.uploaded);
      }
      throw error;
    });
  return clientActionFallback(
    request,
    send,
    (form): EventFormFailure => ({
      ok: false,
      message: EVENT_MESSAGES.createFailed,
      errors: { form: EVENT_MESSAGES.createFailed },
      values: textValues(form),
      placeLabel: null,
    }),
    "events",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

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
