// The SPEC texts of the create, edit and My Builds screens, and the shape of what their actions
// answer. Client-safe: the actions (server) and the forms (browser) share it, so a message checked
// in the browser reads exactly like the one the server sends back.
import { BUILD_MESSAGES } from "~/modules/builds/constants";
import type { SpecFormValues } from "~/modules/builds/spec/form-values";

/** A toast: SPEC writes most of them as 'Title: Description'. */
export interface ToastText {
  title: string;
  description?: string;
}

/** 'Invalid file type: Please select image files only.' → title and description. */
export function splitMessage(text: string): ToastText {
  const at = text.indexOf(": ");
  if (at < 0) return { title: text };
  return { title: text.slice(0, at), description: text.slice(at + 2) };
}

/** The full one-line form of a toast, for the message shown in the page. */
export function joinMessage({ title, description }: ToastText): string {
  return description ? `${title}: ${description}` : title;
}

export const CREATE_MESSAGES = {
  authTitle: "Authentication Required",
  authText: "Please log in to create a build.",
  createdTitle: "Build Created!",
  created: "Your build has been successfully submitted.",
  failed: "Failed to create build. Please try again.",
} as const;

export const EDIT_MESSAGES = {
  updatedTitle: "Build Updated!",
  failed: "Failed to update build. Please try again.",
  notFound: "Build not found or you don't have permission to edit it.",
  loadFailed: "Failed to load build details.",
} as const;

export const MY_BUILDS_MESSAGES = {
  empty: "You haven't created any builds yet.",
  loadFailed: "Failed to load your builds. Please try again.",
  deletedTitle: "Build Deleted",
  deleted: "Your build has been successfully deleted.",
  deleteFailed: "Failed to delete build. Please try again.",
} as const;

/** The toasts of the photo rules (SPEC §5), on create and on edit. */
export function imageToasts(mode: "create" | "edit") {
  return {
    required: splitMessage(BUILD_MESSAGES.imageRequired),
    tooMany: {
      title: BUILD_MESSAGES.tooManyImagesTitle,
      description:
        mode === "create" ? BUILD_MESSAGES.tooManyOnCreate : BUILD_MESSAGES.tooManyOnEdit,
    },
    invalidType: splitMessage(BUILD_MESSAGES.invalidFileType),
    tooLarge: splitMessage(BUILD_MESSAGES.fileTooLarge),
  } satisfies Record<string, ToastText>;
}

/** The text fields of the create and edit forms, as the member typed them. */
export const BUILD_TEXT_FIELDS = [
  "title",
  "carMake",
  "carModel",
  "carYear",
  "description",
  "featuredImageUrl",
] as const;
export type BuildTextField = (typeof BUILD_TEXT_FIELDS)[number];
export type BuildFormValues = Record<BuildTextField, string>;

/** The spec sheet and mod list steps' errors, by key: "spec.powerHp", "front.offsetMm", "mods.2.cost". */
export type SpecStepErrors = {
  [key: `${"spec" | "front" | "rear" | "mods"}.${string}`]: string | undefined;
};

export type BuildFormErrors = Partial<
  Record<BuildTextField | "images" | "form" | "dynoImage", string>
> &
  SpecStepErrors;

/** The error at a key of the optional steps ("front.offsetMm"). */
export function errorAt(errors: BuildFormErrors, key: string): string | undefined {
  return (errors as Record<string, string | undefined>)[key];
}

/**
 * What the create and edit actions answer when they do not redirect. The same object reaches the
 * page as actionData (no JavaScript: the page is rendered again with it) and the upload script.
 */
export interface BuildFormFailure {
  ok: false;
  errors: BuildFormErrors;
  /** What was sent, so nothing typed is lost. Absent when the form could not be read at all. */
  values?: BuildFormValues;
  /** Edit only: the photos marked for removal and the captions typed for kept photos. */
  removeImageIds?: string[];
  captions?: Record<string, string>;
  /** Captions typed for new photos (files themselves cannot be sent back to the browser). */
  newCaptions?: string[];
  /** Edit: the descriptions (alt text) typed for kept photos, and their positions (1 = cover). */
  altTexts?: Record<string, string>;
  positions?: Record<string, number>;
  /** Descriptions typed for new photos. */
  newAltTexts?: string[];
  /** The spec sheet and mod list steps as sent. */
  spec?: SpecFormValues;
  /**
   * Not a failure: a no-JavaScript row button (add, remove, move a mod) re-rendered the form with
   * nothing saved. `toast` then says what happened, as a status rather than an error.
   */
  draft?: true;
  toast: ToastText;
}

/** The form field names shared by the forms, the upload script and the actions. */
export const FORM_FIELDS = {
  newImage: "images",
  newImageCaption: "imageCaption",
  removeImageId: "removeImageId",
  captionPrefix: "caption:",
  newImageAltText: "imageAltText",
  altTextPrefix: "altText:",
} as const;

/** What a no-JavaScript row button did (a status, not an error). */
export const MOD_ROW_STATUS = {
  "add-mod": "Row added.",
  "remove-mod": "Row removed.",
  "up-mod": "Row moved up.",
  "down-mod": "Row moved down.",
  saved: "Nothing is saved until you press",
} as const;

/** The message of a step whose values need fixing (the SPEC fields' messages come first). */
export const SPEC_STEP_PROBLEM = "Please check the spec sheet and mod list.";
