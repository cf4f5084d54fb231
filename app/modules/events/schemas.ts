// The create-event form's schema: the form checks with the same schema the action uses, so the
// browser and the server show the same SPEC messages. The browser loads this module (and zod) only
// when the form is sent; the fields, limits and URL helpers the pages need live in ./form-fields
// and ./params, re-exported here.
import { z } from "zod";
import type { ParseResult } from "~/lib/actions.server";
import { parseValues } from "~/lib/forms/parse";
import { INSECURE_IMAGE_URL_MESSAGE, parseImageUrl } from "~/lib/image-urls";
import { isEventCategory } from "./categories";
import {
  CATEGORY_MESSAGE,
  END_TIME_MESSAGES,
  EVENT_LENGTH_MESSAGES,
  EVENT_LIMITS,
  EVENT_TEXT_FIELDS,
  FUTURE_MESSAGE,
  MAX_EVENT_DAYS,
  summaryMessage,
  TIME_ZONE_MESSAGE,
} from "./form-fields";
import { EVENT_MESSAGES } from "./messages";
import { isValidTimeZone, zonedWallTimeToDate } from "./time";

export {
  CATEGORY_MESSAGE,
  END_TIME_MESSAGES,
  EVENT_LENGTH_MESSAGES,
  EVENT_LIMITS,
  EVENT_TEXT_FIELDS,
  type EventFormErrors,
  type EventFormValues,
  type EventTextField,
  FUTURE_MESSAGE,
  REQUIRED_EVENT_FIELDS,
  summaryMessage,
} from "./form-fields";
export {
  EVENT_INTENTS,
  EVENT_PERIODS,
  type EventIntent,
  type EventListQuery,
  type EventPeriod,
  isEventIntent,
  MAX_PLACE_LABEL_LENGTH,
  MAX_SEARCH_LENGTH,
  type NearParam,
  nearParams,
  nearValue,
  PERIOD_LABELS,
  parseEventId,
  parseEventListQuery,
} from "./params";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v));

export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, EVENT_MESSAGES.requiredFields)
      .max(EVENT_LIMITS.title, EVENT_LENGTH_MESSAGES.title),
    description: optionalText(EVENT_LIMITS.description, EVENT_LENGTH_MESSAGES.description),
    eventDate: z.string().trim().min(1, EVENT_MESSAGES.requiredFields),
    /** Optional; blank: none given (pages and calendars take two hours). */
    endsAt: z.string().trim().default(""),
    /**
     * The zone the times are typed in. Blank is allowed with a picked city: the server takes the
     * city's own zone (from its coordinates) whatever the browser sent.
     */
    timeZone: z
      .string()
      .trim()
      .refine((v) => v === "" || isValidTimeZone(v), TIME_ZONE_MESSAGE),
    location: z
      .string()
      .trim()
      .min(1, EVENT_MESSAGES.requiredFields)
      .max(EVENT_LIMITS.location, EVENT_LENGTH_MESSAGES.location),
    /** The gazetteer city picked from the suggestions (its coordinates are looked up again). */
    placeId: z
      .string()
      .trim()
      .regex(/^\d{0,12}$/, "Please pick the city again")
      .transform((v) => (v === "" ? null : v)),
    maxAttendees: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === "") return null; // blank means unlimited
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1) {
          ctx.addIssue({
            code: "custom",
            message: "Max attendees must be a whole number of 1 or more",
          });
          return z.NEVER;
        }
        if (n > EVENT_LIMITS.maxAttendees) {
          ctx.addIssue({
            code: "custom",
            message: `Max attendees can be at most ${EVENT_LIMITS.maxAttendees.toLocaleString("en-US")}`,
          });
          return z.NEVER;
        }
        return n;
      }),
    category: z
      .string()
      .trim()
      .default("")
      .transform((v, ctx) => {
        if (v === "") return null;
        if (!isEventCategory(v)) {
          ctx.addIssue({ code: "custom", message: CATEGORY_MESSAGE });
          return z.NEVER;
        }
        return v;
      }),
    imageUrl: z
      .string()
      .trim()
      .max(EVENT_LIMITS.imageUrl, "Image URL is too long")
      .transform((v, ctx) => {
        if (v === "") return null;
        const parsed = parseImageUrl(v);
        if ("url" in parsed) return parsed.url;
        const message =
          parsed.problem === "insecure"
            ? INSECURE_IMAGE_URL_MESSAGE
            : "Please enter a valid image URL";
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }),
  })
  .transform((fields, ctx) => {
    if (fields.timeZone === "" && !fields.placeId) {
      ctx.addIssue({ code: "custom", path: ["timeZone"], message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    // Without a zone (a picked city), UTC stands in until the server knows the city's zone: the
    // order of start and end holds either way, and the server checks the start again.
    const zone = fields.timeZone || "UTC";
    const startsAt = zonedWallTimeToDate(fields.eventDate, zone);
    if (!startsAt) {
      ctx.addIssue({
        code: "custom",
        path: ["eventDate"],
        message: "Please enter a valid date and time",
      });
      return z.NEVER;
    }
    if (fields.timeZone !== "" && startsAt.getTime() <= Date.now()) {
      ctx.addIssue({ code: "custom", path: ["eventDate"], message: FUTURE_MESSAGE });
      return z.NEVER;
    }
    const endsAt = fields.endsAt === "" ? null : zonedWallTimeToDate(fields.endsAt, zone);
    const endProblem = endTimeProblem(fields.endsAt, startsAt, endsAt);
    if (endProblem) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: endProblem });
      return z.NEVER;
    }
    return { ...fields, endsAtText: fields.endsAt, startsAt, endsAt };
  });

/** What is wrong with the end time typed (`text`), given the start; null when nothing is. */
export function endTimeProblem(text: string, startsAt: Date, endsAt: Date | null): string | null {
  if (text === "") return null;
  if (!endsAt) return END_TIME_MESSAGES.invalid;
  if (endsAt.getTime() <= startsAt.getTime()) return END_TIME_MESSAGES.beforeStart;
  if (endsAt.getTime() - startsAt.getTime() > MAX_EVENT_DAYS * 24 * 3600_000) {
    return END_TIME_MESSAGES.tooLong;
  }
  return null;
}

export type EventFormInput = z.output<typeof eventFormSchema>;

/**
 * The create-event form as sent: its fields through the schema and the chosen flyer. A failed
 * parse says SPEC's sentence when a required field is empty, else the first problem.
 */
export function parseEventForm(
  form: FormData,
): ParseResult<{ fields: EventFormInput; flyer: File | null; removeImage: boolean }> {
  // Every text field, "" when not sent (a disabled field, such as the image URL once a flyer is
  // chosen, is left out of the form).
  const text = Object.fromEntries(
    EVENT_TEXT_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
  const parsed = parseValues(eventFormSchema, text);
  if (!parsed.ok) {
    const message = summaryMessage(parsed.fieldErrors ?? {}) ?? EVENT_MESSAGES.createFailed;
    return { ...parsed, message };
  }
  const file = form.get("flyer");
  return {
    ok: true,
    value: {
      fields: parsed.value,
      flyer: file instanceof File ? file : null,
      // The edit form's "Remove the current flyer" box.
      removeImage: form.get("removeImage") === "on",
    },
  };
}
