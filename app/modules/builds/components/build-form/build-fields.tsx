// The text fields of the create and edit forms (SPEC §5), each with its label, hint and error.
import type * as React from "react";
import { useLayoutEffect, useRef, useState } from "react";
import { CharacterCount } from "~/components/forms/character-count";
import { Field, fieldProps } from "~/components/forms/field";
import { type FieldFrame, InputField, TextareaField } from "~/components/forms/fields";
import { MAX_BUILD_DESCRIPTION, MAX_BUILD_TITLE, MIN_CAR_YEAR } from "~/modules/builds/constants";
import { CatalogueCombobox } from "~/modules/catalogue";
import type { BuildFormErrors, BuildFormValues, BuildTextField } from "./messages";

/** The id of a field's control, for labels and for focusing the first invalid field. */
export const fieldId = (name: BuildTextField | "images") => `build-${name}`;

/**
 * The live length of an uncontrolled field, for its character counter. The field has no
 * maxLength: a paste past the limit is kept whole and the counter (then the check on sending)
 * says what to shorten, instead of the browser silently cutting the text.
 */
function useLength<T extends HTMLInputElement | HTMLTextAreaElement>(initial: string) {
  const ref = useRef<T>(null);
  const [length, setLength] = useState(initial.length);
  // Text typed before the scripts ran is in the field already: count it once they run.
  useLayoutEffect(() => {
    if (ref.current) setLength(ref.current.value.length);
  }, []);
  const onChange = (event: React.ChangeEvent<T>) => setLength(event.target.value.length);
  return { ref, length, onChange };
}

/**
 * The frame of one field (see the kit's InputField/TextareaField) with the build form's ids,
 * "(optional)" mark and character counter.
 */
function frame({
  name,
  label,
  hint,
  error,
  optional = false,
  count,
  className,
}: {
  name: BuildTextField;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  optional?: boolean;
  /** A character counter beside the label (shown near and over the limit). */
  count?: { length: number; max: number };
  className?: string;
}): FieldFrame & { name: BuildTextField } {
  return {
    id: fieldId(name),
    name,
    label: (
      <>
        {label}
        {optional ? (
          <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>
        ) : null}
      </>
    ),
    hint,
    error,
    aside: count ? <CharacterCount length={count.length} max={count.max} /> : null,
    fieldClassName: className,
  };
}

/**
 * Make and model: the same kind of short text, suggested from the catalogue (free text without
 * JavaScript; the make is stored normalised).
 */
const NAME_FIELDS = [
  { name: "carMake", label: "Make", placeholder: "Nissan", catalogue: "make" },
  { name: "carModel", label: "Model", placeholder: "Skyline GT-R", catalogue: "model" },
] as const;

export function VehicleFields({
  values,
  errors,
  maxYear,
}: {
  values: BuildFormValues;
  errors: BuildFormErrors;
  maxYear: number;
}) {
  const title = useLength<HTMLInputElement>(values.title);
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <InputField
        {...frame({
          name: "title",
          label: "Build title",
          error: errors.title,
          count: { length: title.length, max: MAX_BUILD_TITLE },
          className: "sm:col-span-6",
        })}
        ref={title.ref}
        onChange={title.onChange}
        defaultValue={values.title}
        required
        placeholder="e.g. Midnight Purple R34 on coilovers"
        autoComplete="off"
      />
      {NAME_FIELDS.map(({ name, label, placeholder, catalogue }) => {
        const { fieldClassName, ...field } = frame({
          name,
          label,
          error: errors[name],
          className: "sm:col-span-2",
        });
        return (
          <Field key={name} {...field} className={fieldClassName}>
            <CatalogueCombobox
              {...fieldProps(field.id, field.error, Boolean(field.hint))}
              field={catalogue}
              name={name}
              defaultValue={values[name]}
              required
              maxLength={60}
              placeholder={placeholder}
            />
          </Field>
        );
      })}
      <InputField
        {...frame({
          name: "carYear",
          label: "Year",
          optional: true,
          error: errors.carYear,
          className: "sm:col-span-2",
        })}
        type="number"
        inputMode="numeric"
        defaultValue={values.carYear}
        min={MIN_CAR_YEAR}
        max={maxYear}
        step={1}
        placeholder={String(maxYear - 1)}
        className="tabular"
      />
    </div>
  );
}

export function DescriptionField({
  values,
  errors,
}: {
  values: BuildFormValues;
  errors: BuildFormErrors;
}) {
  const description = useLength<HTMLTextAreaElement>(values.description);
  return (
    <TextareaField
      {...frame({
        name: "description",
        label: "Description",
        optional: true,
        error: errors.description,
        count: { length: description.length, max: MAX_BUILD_DESCRIPTION },
        hint: "Mods, the story, what's next. Empty descriptions show the year, make and model.",
      })}
      ref={description.ref}
      onChange={description.onChange}
      defaultValue={values.description}
      rows={6}
      placeholder="Tell the community about your build"
    />
  );
}

/** SPEC: a featured image URL instead of photos, only when no photos are chosen. */
export function FeaturedUrlField({
  values,
  errors,
  hasPhotos,
}: {
  values: BuildFormValues;
  errors: BuildFormErrors;
  /** The form holds photos: the first one is the featured image, the URL is not used. */
  hasPhotos: boolean;
}) {
  return (
    <InputField
      {...frame({
        name: "featuredImageUrl",
        label: "Featured image URL",
        optional: true,
        error: errors.featuredImageUrl,
        hint: hasPhotos
          ? "Your first photo is the featured image. Remove all photos to link an image instead."
          : "No photos to upload? Link an image that is already online (https://…).",
      })}
      type="url"
      inputMode="url"
      defaultValue={values.featuredImageUrl}
      disabled={hasPhotos}
      maxLength={2000}
      placeholder="https://example.com/my-build.jpg"
      autoComplete="url"
    />
  );
}
