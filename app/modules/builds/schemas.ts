// Build forms and query parameters. Client-safe: the create/edit forms validate with the same
// schemas the actions use, so both show the same SPEC messages.
import { z } from "zod";

export const BUILD_MESSAGES = {
  noId: "No build ID provided",
  invalidId: "Invalid build ID format",
  imageRequired: "Image Required: Please add at least one image to your build.",
  tooManyImagesTitle: "Too many images",
  tooManyOnCreate: "You can upload a maximum of 5 images.",
  tooManyOnEdit: "You can have a maximum of 5 images total.",
  invalidFileType: "Invalid file type: Please select image files only.",
  fileTooLarge: "File too large: Please select images smaller than 5MB.",
} as const;

export const MAX_BUILD_IMAGES = 5;
export const MIN_CAR_YEAR = 1900;
export const maxCarYear = (now = new Date()) => now.getFullYear() + 1;

// SPEC §5: a uuid of versions 1 to 5.
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type BuildIdCheck = { ok: true; id: string } | { ok: false; error: "missing" | "invalid" };

export function checkBuildId(raw: string | undefined | null): BuildIdCheck {
  const id = raw?.trim();
  if (!id) return { ok: false, error: "missing" };
  if (!UUID_V1_TO_V5.test(id)) return { ok: false, error: "invalid" };
  return { ok: true, id: id.toLowerCase() };
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v));

const yearField = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    const year = Number(v);
    const max = maxCarYear();
    if (!Number.isInteger(year) || year < MIN_CAR_YEAR || year > max) {
      ctx.addIssue({ code: "custom", message: `Year must be between ${MIN_CAR_YEAR} and ${max}` });
      return z.NEVER;
    }
    return year;
  });

const imageUrlField = z
  .string()
  .trim()
  .max(2000, "Image URL is too long")
  .transform((v, ctx) => {
    if (v === "") return null;
    try {
      const url = new URL(v);
      if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: "Please enter a valid image URL" });
    return z.NEVER;
  });

/** The text fields of the create and edit forms. */
export const buildFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(120, "Title must be 120 characters or less"),
  carMake: z
    .string()
    .trim()
    .min(1, "Make is required")
    .max(60, "Make must be 60 characters or less"),
  carModel: z
    .string()
    .trim()
    .min(1, "Model is required")
    .max(60, "Model must be 60 characters or less"),
  carYear: yearField,
  description: optionalText(5000, "Description must be 5000 characters or less"),
  featuredImageUrl: imageUrlField,
});

export type BuildFields = z.output<typeof buildFieldsSchema>;

export const captionSchema = z
  .string()
  .trim()
  .max(200, "Captions must be 200 characters or less")
  .transform((v) => (v === "" ? null : v));

export const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Please enter a comment")
    .max(2000, "Comments must be 2000 characters or less"),
});

export const BUILD_SORTS = ["newest", "oldest", "featured"] as const;
export type BuildSort = (typeof BUILD_SORTS)[number];

/** /builds URL parameters. Anything malformed falls back to "no filter" instead of an error page. */
export const buildListQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  sort: z.enum(BUILD_SORTS).catch("newest").default("newest"),
  make: z.string().trim().max(60).catch("").default(""),
  model: z.string().trim().max(60).catch("").default(""),
  yearFrom: z.coerce.number().int().min(MIN_CAR_YEAR).max(2200).optional().catch(undefined),
  yearTo: z.coerce.number().int().min(MIN_CAR_YEAR).max(2200).optional().catch(undefined),
  cursor: z.string().max(300).optional().catch(undefined),
});

export type BuildListQuery = z.output<typeof buildListQuerySchema>;

export function parseBuildListQuery(params: URLSearchParams): BuildListQuery {
  const raw: Record<string, string> = {};
  for (const key of ["q", "sort", "make", "model", "yearFrom", "yearTo", "cursor"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return buildListQuerySchema.parse(raw);
}
