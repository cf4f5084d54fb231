// Features: the admin form's schema. The form checks its fields with the same schema the action
// uses, so both show the same messages; the browser loads this module (and zod) only when the form
// is used. The messages, URL helpers and formatting the pages need live in ./constants, ./params
// and ./format, re-exported here.

import { z } from "zod";
import { issueErrors } from "~/lib/forms/parse";
import { isUuid } from "~/lib/ids";
import {
  FEATURE_LENGTH_MESSAGES,
  FEATURE_LIMITS,
  type FeatureFormErrors,
  MIN_FEATURE_YEAR,
} from "./constants";

export {
  EMPTY_FEATURE_FORM,
  FEATURE_FIELD_NAMES,
  FEATURE_LIMITS,
  FEATURE_MESSAGES,
  FEATURE_SORT_LABELS,
  FEATURE_SORTS,
  FEATURES_FIRST_PAGE,
  FEATURES_NEXT_PAGE,
  type FeatureFieldName,
  type FeatureFormErrors,
  type FeatureFormValues,
  type FeatureSort,
  MIN_FEATURE_YEAR,
} from "./constants";
export { bodyParagraphs, formatFeatureDate } from "./format";
export { type FeatureListQuery, featureListHref, parseFeatureListQuery } from "./params";

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The build a feature links to, as an admin may paste it: a bare build id, or the address of the
 * build's page ("https://…/builds/<id>" or "/builds/<id>"). Returns the id, or null when the text
 * is neither.
 */
export function buildIdFromReference(raw: string): string | null {
  const text = raw.trim();
  if (isUuid(text)) return text.toLowerCase();
  let pathname: string;
  try {
    pathname = new URL(text, "http://reference.invalid").pathname;
  } catch {
    return null;
  }
  const match = /^\/builds\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const id = UUID_IN_TEXT.exec(match[1]);
  return id && id[0].length === match[1].length ? id[0].toLowerCase() : null;
}

/** Dates are plain calendar days (YYYY-MM-DD). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The admin create/edit form's text fields (the image is checked by the image pipeline). */
export const featureFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(FEATURE_LIMITS.title, FEATURE_LENGTH_MESSAGES.title),
  carModel: z
    .string()
    .trim()
    .min(1, "Car model is required")
    .max(FEATURE_LIMITS.carModel, FEATURE_LENGTH_MESSAGES.carModel),
  publishedOn: z
    .string()
    .trim()
    .min(1, "Published date is required")
    .refine(isCalendarDate, "Please enter a valid date")
    .refine(
      (v) => Number(v.slice(0, 4)) >= MIN_FEATURE_YEAR,
      `The date must be in ${MIN_FEATURE_YEAR} or later`,
    )
    .refine(
      (v) => Number(v.slice(0, 4)) <= new Date().getUTCFullYear() + 1,
      "The date can be at most next year",
    ),
  excerpt: z
    .string()
    .trim()
    .min(1, "Excerpt is required")
    .max(FEATURE_LIMITS.excerpt, FEATURE_LENGTH_MESSAGES.excerpt),
  body: z
    .string()
    .trim()
    .min(1, "Body is required")
    .max(FEATURE_LIMITS.body, FEATURE_LENGTH_MESSAGES.body),
  /** A build id or a build's URL; empty for none. The action checks that the build exists. */
  buildRef: z
    .string()
    .trim()
    .max(FEATURE_LIMITS.buildRef, "Please enter a build ID or a build URL")
    .transform((v, ctx) => {
      if (v === "") return null;
      const id = buildIdFromReference(v);
      if (!id) {
        ctx.addIssue({ code: "custom", message: "Please enter a build ID or a build URL" });
        return z.NEVER;
      }
      return id;
    }),
});

export type FeatureFields = z.output<typeof featureFormSchema>;

/** The first message per field, for the form (the form protocol's one converter). */
export function featureFormErrors(error: z.ZodError): FeatureFormErrors {
  return issueErrors(error.issues).fieldErrors;
}
