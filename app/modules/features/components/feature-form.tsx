// The admin create / edit form of a feature. A plain multipart form (works without JavaScript);
// with JavaScript it checks the text fields with the action's own schema before sending, so the
// same messages show without a round trip. Errors from the server (a build that is not approved,
// a rejected image) come back with the typed values.
import { ImagePlus, Save, X } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { BusyLabel } from "~/components/forms/busy-label";
import { useCorrections } from "~/components/forms/corrections";
import { Field, fieldProps } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { StoredImage } from "~/components/stored-image";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ActionFailure } from "~/lib/action-result";
import { type BrowserCheck, checkSchema, useForm } from "~/lib/forms/use-form";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { lazyModule } from "~/lib/lazy-module";
import { FEATURE_LIMITS, FEATURE_MESSAGES, type FeatureFormValues } from "../constants";

/**
 * The action's schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const featureSchemas = lazyModule(() => import("../schemas"));

/** The schema's verdict on the text fields and the chosen image's size and type. */
const featureCheck: BrowserCheck<Awaited<ReturnType<typeof featureSchemas.load>>> = {
  schemas: featureSchemas,
  check: ({ featureFormSchema }, data) => {
    const fieldErrors = { ...checkSchema(featureFormSchema, data)?.fieldErrors };
    // A file input left empty sends a nameless, empty file.
    const sent = data.get("image");
    const image = sent instanceof File && (sent.size > 0 || sent.name !== "") ? sent : null;
    if (image && image.size > MAX_IMAGE_BYTES) {
      fieldErrors.image = FEATURE_MESSAGES.imageTooLarge;
    } else if (image?.type && !image.type.startsWith("image/")) {
      fieldErrors.image = FEATURE_MESSAGES.imageInvalid;
    }
    if (Object.keys(fieldErrors).length === 0) return null;
    return { message: FEATURE_MESSAGES.fixFields, fieldErrors };
  },
};

export interface FeatureFormProps {
  mode: "create" | "edit";
  /** The feature being edited (its id and current image). */
  featureId?: string;
  currentImageUrl?: string | null;
  values: FeatureFormValues;
  /** The action's refusal of this form (its message, the fields' messages). */
  failure?: ActionFailure;
}

export function FeatureForm({
  mode,
  featureId,
  currentImageUrl,
  values,
  failure,
}: FeatureFormProps) {
  const id = useId();
  const intent = mode === "create" ? "create" : "update";
  const form = useForm({ result: failure, intent, validate: featureCheck });
  const corrections = useCorrections(form.failure);
  const shown = corrections.shown(form.errors);

  const field = (name: string) => fieldProps(`${id}-${name}`, shown[name]);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      onSubmit={(event) => {
        corrections.reset();
        form.props.onSubmit(event);
      }}
      onInput={corrections.onInput}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:p-6"
    >
      <h2
        id={`${id}-heading`}
        className="font-display font-semibold text-2xl uppercase tracking-wide"
      >
        {mode === "create" ? "New Feature" : "Edit Feature"}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      {featureId ? <input type="hidden" name="id" value={featureId} /> : null}
      {form.formError ? (
        <p
          role="alert"
          className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm"
        >
          {form.formError}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-title`} label="Title" error={shown.title} className="sm:col-span-2">
          <Input
            name="title"
            defaultValue={values.title}
            maxLength={FEATURE_LIMITS.title}
            required
            {...field("title")}
          />
        </Field>
        <Field id={`${id}-carModel`} label="Car model" error={shown.carModel}>
          <Input
            name="carModel"
            defaultValue={values.carModel}
            maxLength={FEATURE_LIMITS.carModel}
            placeholder="e.g. Nissan Skyline GT-R R34"
            required
            {...field("carModel")}
          />
        </Field>
        <Field id={`${id}-publishedOn`} label="Published date" error={shown.publishedOn}>
          <Input
            name="publishedOn"
            type="date"
            defaultValue={values.publishedOn}
            required
            className="tabular"
            {...field("publishedOn")}
          />
        </Field>
        <Field
          id={`${id}-excerpt`}
          label="Excerpt"
          error={shown.excerpt}
          hint={<>Shown on the feature card (up to {FEATURE_LIMITS.excerpt} characters).</>}
          className="sm:col-span-2"
        >
          <Textarea
            name="excerpt"
            defaultValue={values.excerpt}
            maxLength={FEATURE_LIMITS.excerpt}
            rows={2}
            required
            {...field("excerpt")}
          />
        </Field>
        <Field
          id={`${id}-body`}
          label="Body"
          error={shown.body}
          hint="Plain text. Leave a blank line between paragraphs."
          className="sm:col-span-2"
        >
          <Textarea
            name="body"
            defaultValue={values.body}
            maxLength={FEATURE_LIMITS.body}
            rows={10}
            required
            {...field("body")}
          />
        </Field>
        <Field
          id={`${id}-buildRef`}
          label="Linked build (optional)"
          error={shown.buildRef}
          hint="An approved build this feature is about."
        >
          <Input
            name="buildRef"
            defaultValue={values.buildRef}
            placeholder="Build ID or URL, e.g. /builds/…"
            autoComplete="off"
            {...field("buildRef")}
          />
        </Field>
        <Field
          id={`${id}-image`}
          label={currentImageUrl ? "Replace image (optional)" : "Image (optional)"}
          error={shown.image}
          hint="JPEG, PNG, WebP, AVIF, GIF or HEIC, up to 5MB."
        >
          <Input
            name="image"
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            className="file:mr-3 file:rounded file:border-0 file:bg-surface-raised file:px-2 file:py-1 file:font-medium file:text-foreground file:text-sm"
            {...field("image")}
          />
          {currentImageUrl ? (
            <div className="mt-1 flex items-center gap-3">
              <StoredImage
                src={currentImageUrl}
                alt="Current image"
                width={120}
                height={75}
                sizes="120px"
                className="h-[75px] w-[120px] rounded-md object-cover"
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="removeImage"
                  className="size-4 accent-[var(--color-destructive)]"
                />
                Remove current image
              </label>
            </div>
          ) : null}
        </Field>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="ghost">
          <Link to="/admin/features">
            <X aria-hidden="true" />
            Cancel
          </Link>
        </Button>
        <SubmitButton
          busy={form.busy}
          busyLabel={<BusyLabel>{mode === "create" ? "Creating..." : "Saving..."}</BusyLabel>}
        >
          {mode === "create" ? <ImagePlus aria-hidden="true" /> : <Save aria-hidden="true" />}
          {mode === "create" ? "Create Feature" : "Save Changes"}
        </SubmitButton>
      </div>
    </Form>
  );
}
