// The create and edit form of a listing. A plain multipart POST (works without JavaScript); with
// JavaScript the fields and chosen photos are checked before sending, with the same rules and
// messages the server applies again, and chosen photos show as thumbnails.
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Form } from "react-router";
import { BusyLabel } from "~/components/forms/busy-label";
import { toastingCheck, useFailureToast } from "~/components/forms/failure-toast";
import { fieldProps } from "~/components/forms/field";
import { InputField, optionsOf, SelectField, TextareaField } from "~/components/forms/fields";
import { PhotoDropZone, RemovePhotoToggle, useChosenPhotos } from "~/components/forms/photo-picker";
import { SubmitButton } from "~/components/forms/submit-button";
import { StoredImage } from "~/components/stored-image";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { FormMessage } from "~/components/ui/form-message";
import type { ActionFailure } from "~/lib/action-result";
import { checkSchema, type FormProblems, useForm } from "~/lib/forms/use-form";
import { lazyModule } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import { checkImageFile } from "~/modules/builds";
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_CURRENCIES,
  LISTING_LIMITS,
  type ListingFormValues,
  MARKETPLACE_MESSAGES,
  MAX_LISTING_IMAGES,
  PHOTO_FIELD,
  photoCountError,
  REMOVE_PHOTO_FIELD,
} from "../constants";

/**
 * The action's schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const listingSchemas = lazyModule(() => import("../schemas"));

const TOAST_ID = "listing-form";

/** The two required choices, side by side. */
const CHOICES = [
  {
    name: "category",
    label: "Category",
    empty: "Choose a category",
    options: optionsOf(LISTING_CATEGORIES, (c) => CATEGORY_LABELS[c]),
  },
  {
    name: "condition",
    label: "Condition",
    empty: "Choose a condition",
    options: optionsOf(LISTING_CONDITIONS, (c) => CONDITION_LABELS[c]),
  },
] as const;

export interface ListingFormProps {
  mode: "create" | "edit";
  defaults: ListingFormValues;
  existingPhotos?: { id: string; url: string }[];
  buildOptions: { id: string; title: string }[];
  result: ActionFailure | undefined;
  cancelHref: string;
}

/** The schema's verdict on the fields, with the photo rules that need only the count. */
function withPhotoCount(found: FormProblems | null, category: string, photoCount: number) {
  const photoProblem = photoCountError(category, photoCount);
  if (!photoProblem) return found;
  return {
    message: found?.message ?? photoProblem,
    fieldErrors: { ...found?.fieldErrors, [PHOTO_FIELD]: photoProblem },
  };
}

export function ListingForm({
  mode,
  defaults,
  existingPhotos = [],
  buildOptions,
  result,
  cancelHref,
}: ListingFormProps) {
  const uid = useId();
  const [removed, setRemoved] = useState<Set<string>>(
    () => new Set(result?.values[REMOVE_PHOTO_FIELD] ? [result.values[REMOVE_PHOTO_FIELD]] : []),
  );
  const kept = existingPhotos.filter((p) => !removed.has(p.id)).length;
  const chosen = useChosenPhotos({
    kept,
    limit: MAX_LISTING_IMAGES,
    checkFile: checkImageFile,
    messages: {
      tooMany: MARKETPLACE_MESSAGES.tooManyImages,
      invalidType: MARKETPLACE_MESSAGES.invalidFileType,
      tooLarge: MARKETPLACE_MESSAGES.fileTooLarge,
    },
    toastId: TOAST_ID,
  });
  const { previews } = chosen;
  const total = kept + previews.length;

  const form = useForm({
    result,
    validate: toastingCheck(
      {
        schemas: listingSchemas,
        check: (schemas, data) =>
          withPhotoCount(
            checkSchema(schemas.listingFieldsSchema, data),
            String(data.get("category") ?? ""),
            total,
          ),
      },
      TOAST_ID,
    ),
  });
  useFailureToast(form.failure, TOAST_ID);
  const values = { ...defaults, ...form.values };
  const errors = chosen.problem ? { ...form.errors, [PHOTO_FIELD]: chosen.problem } : form.errors;

  const id = (name: string) => `${uid}-${name}`;
  // What every field of the form is given: its id, name, error and echoed value, and the gap
  // the listing form uses.
  const field = (name: keyof ListingFormValues) => ({
    id: id(name),
    name,
    error: errors[name],
    defaultValue: values[name],
    fieldClassName: "gap-1.5",
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      className="flex flex-col gap-6 rounded-2xl bg-surface p-5 ring-1 ring-border/50 sm:p-8"
    >
      <FormMessage>{form.formError}</FormMessage>

      <InputField
        {...field("title")}
        label="Title"
        maxLength={LISTING_LIMITS.title}
        required
        placeholder="e.g. 1999 Nissan Silvia S15 Spec-R"
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <SelectField
            key={choice.name}
            {...field(choice.name)}
            label={choice.label}
            empty={{ label: choice.empty, disabled: true }}
            options={choice.options}
          />
        ))}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-4">
        <InputField
          {...field("price")}
          label="Price"
          inputMode="decimal"
          placeholder="e.g. 12500"
          className="tabular"
        />
        <SelectField
          {...field("currency")}
          label="Currency"
          defaultValue={values.currency || "USD"}
          options={optionsOf(LISTING_CURRENCIES)}
        />
      </div>

      <InputField
        {...field("location")}
        label="Location"
        maxLength={LISTING_LIMITS.location}
        placeholder="City, region"
      />

      <TextareaField
        {...field("description")}
        label="Description"
        rows={7}
        maxLength={LISTING_LIMITS.description}
        placeholder="History, condition, modifications, what is included, how to collect"
      />

      <SelectField
        {...field("buildId")}
        label="Link to one of your builds (optional)"
        hint={
          buildOptions.length === 0
            ? "Once one of your builds is approved, you can link it here."
            : "Buyers see a link to the build's page."
        }
        empty={{ label: "No build" }}
        options={buildOptions.map((b) => ({ value: b.id, label: b.title }))}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 font-medium text-sm">
          Photos ({total}/{MAX_LISTING_IMAGES})
        </legend>
        <p className="text-muted-foreground text-xs">
          Up to {MAX_LISTING_IMAGES} photos, 5MB each. The first is the cover. A car listing needs
          at least one.
        </p>
        {existingPhotos.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {existingPhotos.map((photo, i) => {
              const isRemoved = removed.has(photo.id);
              return (
                <li key={photo.id} className="flex flex-col gap-2">
                  <div
                    className={cn(
                      "relative aspect-[4/3] overflow-hidden rounded-lg bg-surface-raised",
                      isRemoved && "opacity-40",
                    )}
                  >
                    <StoredImage
                      src={photo.url}
                      alt={`Photo ${i + 1}`}
                      width={400}
                      height={300}
                      sizes="200px"
                      className="size-full object-cover"
                    />
                  </div>
                  <RemovePhotoToggle
                    name={REMOVE_PHOTO_FIELD}
                    value={photo.id}
                    position={i + 1}
                    photoId={photo.id}
                    removed={removed}
                    onRemovedChange={setRemoved}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        <PhotoDropZone
          inputId={id(PHOTO_FIELD)}
          label={mode === "create" ? "Choose photos" : "Add photos"}
          fileRef={chosen.fileRef}
          onFilesChosen={chosen.onFilesChosen}
          inputProps={{ ...fieldProps(id(PHOTO_FIELD), errors[PHOTO_FIELD]), name: PHOTO_FIELD }}
        />
        {previews.length > 0 ? (
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8" aria-label="Chosen photos">
            {previews.map((p) => (
              <li
                key={p.url}
                className="aspect-square overflow-hidden rounded-md bg-surface-raised"
              >
                <img
                  src={p.url}
                  alt={p.name}
                  width={120}
                  height={120}
                  className="size-full object-cover"
                />
              </li>
            ))}
            <li className="flex items-center">
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label="Clear chosen photos"
                onClick={chosen.clear}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          </ul>
        ) : null}
        <FormMessage id={`${id(PHOTO_FIELD)}-error`}>{errors[PHOTO_FIELD]}</FormMessage>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink variant="outline" to={cancelHref}>
          Cancel
        </ButtonLink>
        <SubmitButton
          busy={form.busy}
          busyLabel={<BusyLabel>{mode === "create" ? "Publishing..." : "Saving..."}</BusyLabel>}
        >
          {mode === "create" ? "Publish Listing" : "Save Changes"}
        </SubmitButton>
      </div>
    </Form>
  );
}
