// Features: the /features URL parameters and the admin form. Client-safe: the admin form checks
// its fields with the same schema the action uses, so both show the same messages.
import { z } from "zod";

export const FEATURES_FIRST_PAGE = 6;
export const FEATURES_NEXT_PAGE = 3;

export const FEATURE_MESSAGES = {
  notFound: "Feature Not Found",
  notFoundDescription: "The feature you're looking for doesn't exist or has been removed.",
  loadFailedTitle: "Error",
  loadFailed: "Failed to load features. Please try again.",
  created: "Feature created successfully.",
  updated: "Feature updated successfully.",
  deleted: "Feature deleted successfully.",
  createFailed: "Failed to create feature.",
  updateFailed: "Failed to update feature.",
  deleteFailed: "Failed to delete feature.",
  missingFeature: "That feature no longer exists.",
  fixFields: "Please fix the highlighted fields.",
  buildNotFound: "No approved build found for that ID or URL.",
  imageTooLarge: "File too large: Please select an image smaller than 5MB.",
  imageInvalid: "Invalid file type: Please select an image file.",
} as const;

export const FEATURE_SORTS = ["newest", "popular", "car-type"] as const;
export type FeatureSort = (typeof FEATURE_SORTS)[number];

export const FEATURE_SORT_LABELS: Record<FeatureSort, string> = {
  newest: "Newest",
  popular: "Most Popular",
  "car-type": "Car Type",
};

/** /features URL parameters. Anything malformed falls back to the default instead of an error. */
export const featureListQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  sort: z.enum(FEATURE_SORTS).catch("newest").default("newest"),
  /** "View Previous Features": only those published before the current year. */
  previous: z
    .string()
    .optional()
    .transform((v) => v === "1")
    .catch(false),
  cursor: z.string().max(300).optional().catch(undefined),
});

export type FeatureListQuery = z.output<typeof featureListQuerySchema>;

export function parseFeatureListQuery(params: URLSearchParams): FeatureListQuery {
  const raw: Record<string, string> = {};
  for (const key of ["q", "sort", "previous", "cursor"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return featureListQuerySchema.parse(raw);
}

/** The URL of a /features list state (default values left out, so URLs stay short). */
export function featureListHref(
  query: Pick<FeatureListQuery, "q" | "sort" | "previous">,
  cursor?: string | null,
) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (query.previous) params.set("previous", "1");
  if (cursor) params.set("cursor", cursor);
  const search = params.toString();
  return search ? `/features?${search}` : "/features";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A feature or build id from the URL: a uuid, lower-cased; null for anything else. */
export function parseUuid(raw: string | null | undefined): string | null {
  const id = raw?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/**
 * The build a feature links to, as an admin may paste it: a bare build id, or the address of the
 * build's page ("https://…/builds/<id>" or "/builds/<id>"). Returns the id, or null when the text
 * is neither.
 */
export function buildIdFromReference(raw: string): string | null {
  const text = raw.trim();
  if (UUID.test(text)) return text.toLowerCase();
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

export const MIN_FEATURE_YEAR = 1990;

export const FEATURE_FIELD_NAMES = [
  "title",
  "carModel",
  "publishedOn",
  "excerpt",
  "body",
  "buildRef",
] as const;
export type FeatureFieldName = (typeof FEATURE_FIELD_NAMES)[number];
export type FeatureFormValues = Record<FeatureFieldName, string>;
export type FeatureFormErrors = Partial<Record<FeatureFieldName | "image" | "form", string>>;

export const EMPTY_FEATURE_FORM: FeatureFormValues = {
  title: "",
  carModel: "",
  publishedOn: "",
  excerpt: "",
  body: "",
  buildRef: "",
};

/** The admin create/edit form's text fields (the image is checked by the image pipeline). */
export const featureFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(150, "Title must be 150 characters or less"),
  carModel: z
    .string()
    .trim()
    .min(1, "Car model is required")
    .max(80, "Car model must be 80 characters or less"),
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
    .max(300, "Excerpt must be 300 characters or less"),
  body: z
    .string()
    .trim()
    .min(1, "Body is required")
    .max(20_000, "Body must be 20000 characters or less"),
  /** A build id or a build's URL; empty for none. The action checks that the build exists. */
  buildRef: z
    .string()
    .trim()
    .max(500, "Please enter a build ID or a build URL")
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

/** The first message per field, for the form. */
export function featureFormErrors(error: z.ZodError): FeatureFormErrors {
  const errors: FeatureFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as FeatureFieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A feature body is plain text; blank lines separate its paragraphs. */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/** 'November 22, 2026' for a calendar day (no time zone shifts it). */
export function formatFeatureDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
