// Build forms: the create/edit forms check with the same schemas the actions use, so both show
// the same SPEC messages. The browser loads this module (and zod) only when a form is sent; the
// messages, limits and URL helpers the pages need live in ./constants and ./params, re-exported
// here.
import { z } from "zod";
import { INSECURE_IMAGE_URL_MESSAGE, parseImageUrl } from "~/lib/image-urls";
import {
  MAX_BUILD_DESCRIPTION,
  MAX_BUILD_TITLE,
  MAX_PHOTO_ALT_TEXT,
  MIN_CAR_YEAR,
  maxCarYear,
  PHOTO_TEXT_MESSAGES,
} from "./constants";

export {
  BUILD_MESSAGES,
  MAX_BUILD_IMAGES,
  MIN_CAR_YEAR,
  maxCarYear,
  tooManyBuildPhotos,
} from "./constants";
export {
  BUILD_SORTS,
  type BuildIdCheck,
  type BuildListQuery,
  type BuildSort,
  checkBuildId,
  parseBuildListQuery,
} from "./params";

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
    const parsed = parseImageUrl(v);
    if ("url" in parsed) return parsed.url;
    const message =
      parsed.problem === "insecure" ? INSECURE_IMAGE_URL_MESSAGE : "Please enter a valid image URL";
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** The text fields of the create and edit forms. */
export const buildFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(MAX_BUILD_TITLE, `Title must be ${MAX_BUILD_TITLE} characters or less`),
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
  description: optionalText(
    MAX_BUILD_DESCRIPTION,
    `Description must be ${MAX_BUILD_DESCRIPTION} characters or less`,
  ),
  featuredImageUrl: imageUrlField,
});

export type BuildFields = z.output<typeof buildFieldsSchema>;

export const captionSchema = z
  .string()
  .trim()
  .max(200, "Captions must be 200 characters or less")
  .transform((v) => (v === "" ? null : v));

/**
 * A photo's description (alt text): plain text on one line, since an alt attribute has no
 * paragraphs; line breaks and runs of spaces become one space. Empty is allowed (the form only
 * prompts for it) and stored as null, so pages fall back to their own alt.
 */
export const altTextSchema = z
  .string()
  .transform((v) => v.replace(/[\s\p{Cc}]+/gu, " ").trim())
  .pipe(z.string().max(MAX_PHOTO_ALT_TEXT, PHOTO_TEXT_MESSAGES.altTooLong))
  .transform((v) => (v === "" ? null : v));

export const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Please enter a comment")
    .max(2000, "Comments must be 2000 characters or less"),
});
