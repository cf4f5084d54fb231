// The text fields of the create and edit forms (SPEC §5), each with its label, hint and error.
import type * as React from "react";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { MIN_CAR_YEAR } from "~/modules/builds/constants";
import type { BuildFormErrors, BuildFormValues, BuildTextField } from "./messages";

/** The id of a field's control, for labels and for focusing the first invalid field. */
export const fieldId = (name: BuildTextField | "images") => `build-${name}`;

function Field({
  name,
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: {
  name: BuildTextField;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (aria: {
    id: string;
    name: BuildTextField;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
}) {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>
          {label}
          {optional ? (
            <span className="ml-1.5 font-normal text-muted-foreground">(optional)</span>
          ) : null}
        </Label>
        {children({
          id,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
        })}
        {hint ? (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        ) : null}
        <FormMessage id={`${id}-error`}>{error}</FormMessage>
      </div>
    </div>
  );
}

export function VehicleFields({
  values,
  errors,
  maxYear,
}: {
  values: BuildFormValues;
  errors: BuildFormErrors;
  maxYear: number;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <Field name="title" label="Build title" error={errors.title} className="sm:col-span-6">
        {(aria) => (
          <Input
            {...aria}
            defaultValue={values.title}
            required
            maxLength={120}
            placeholder="e.g. Midnight Purple R34 on coilovers"
            autoComplete="off"
          />
        )}
      </Field>
      <Field name="carMake" label="Make" error={errors.carMake} className="sm:col-span-2">
        {(aria) => (
          <Input
            {...aria}
            defaultValue={values.carMake}
            required
            maxLength={60}
            placeholder="Nissan"
            autoComplete="off"
          />
        )}
      </Field>
      <Field name="carModel" label="Model" error={errors.carModel} className="sm:col-span-2">
        {(aria) => (
          <Input
            {...aria}
            defaultValue={values.carModel}
            required
            maxLength={60}
            placeholder="Skyline GT-R"
            autoComplete="off"
          />
        )}
      </Field>
      <Field name="carYear" label="Year" optional error={errors.carYear} className="sm:col-span-2">
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="numeric"
            defaultValue={values.carYear}
            min={MIN_CAR_YEAR}
            max={maxYear}
            step={1}
            placeholder={String(maxYear - 1)}
            className="tabular"
          />
        )}
      </Field>
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
  return (
    <Field
      name="description"
      label="Description"
      optional
      error={errors.description}
      hint="Mods, the story, what's next. Empty descriptions show the year, make and model."
    >
      {(aria) => (
        <Textarea
          {...aria}
          defaultValue={values.description}
          rows={6}
          maxLength={5000}
          placeholder="Tell the community about your build"
        />
      )}
    </Field>
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
    <Field
      name="featuredImageUrl"
      label="Featured image URL"
      optional
      error={errors.featuredImageUrl}
      hint={
        hasPhotos
          ? "Your first photo is the featured image. Remove all photos to link an image instead."
          : "No photos to upload? Link an image that is already online (https://…)."
      }
    >
      {(aria) => (
        <Input
          {...aria}
          type="url"
          inputMode="url"
          defaultValue={values.featuredImageUrl}
          disabled={hasPhotos}
          maxLength={2000}
          placeholder="https://example.com/my-build.jpg"
          autoComplete="url"
        />
      )}
    </Field>
  );
}
