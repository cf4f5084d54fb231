// The admin create / edit form of a feature. A plain multipart form (works without JavaScript);
// with JavaScript it checks the text fields with the action's own schema before sending, so the
// same messages show without a round trip. Errors from the server (a build that is not approved,
// a rejected image) come back with the typed values.
import { ImagePlus, LoaderCircle, Save, X } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { lazyModule, submitAfterCheck } from "~/lib/lazy-module";
import {
  FEATURE_FIELD_NAMES,
  FEATURE_MESSAGES,
  type FeatureFormErrors,
  type FeatureFormValues,
} from "../constants";

/**
 * The action's schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const featureSchemas = lazyModule(() => import("../schemas"));

export interface FeatureFormProps {
  mode: "create" | "edit";
  /** The feature being edited (its id and current image). */
  featureId?: string;
  currentImageUrl?: string | null;
  values: FeatureFormValues;
  errors: FeatureFormErrors;
}

function textValues(form: HTMLFormElement): FeatureFormValues {
  const data = new FormData(form);
  return Object.fromEntries(
    FEATURE_FIELD_NAMES.map((name) => {
      const value = data.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as FeatureFormValues;
}

export function FeatureForm({
  mode,
  featureId,
  currentImageUrl,
  values,
  errors,
}: FeatureFormProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FeatureFormErrors | null>(null);
  // A new server answer replaces what the browser found.
  const [answered, setAnswered] = useState(errors);
  if (answered !== errors) {
    setAnswered(errors);
    setClientErrors(null);
  }
  const shown = clientErrors ?? errors;
  const id = useId();
  const intent = mode === "create" ? "create" : "update";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submitAfterCheck(event, featureSchemas, ({ featureFormSchema, featureFormErrors }, form) => {
      const found: FeatureFormErrors = {};
      const parsed = featureFormSchema.safeParse(textValues(form));
      if (!parsed.success) Object.assign(found, featureFormErrors(parsed.error));
      const file = (form.elements.namedItem("image") as HTMLInputElement | null)?.files?.[0];
      if (file && file.size > MAX_IMAGE_BYTES) found.image = FEATURE_MESSAGES.imageTooLarge;
      else if (file?.type && !file.type.startsWith("image/")) {
        found.image = FEATURE_MESSAGES.imageInvalid;
      }
      if (Object.keys(found).length > 0) {
        setClientErrors({ form: FEATURE_MESSAGES.fixFields, ...found });
        const first = FEATURE_FIELD_NAMES.find((name) => found[name]) ?? "image";
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return false;
      }
      setClientErrors(null);
      return true;
    });
  }

  const field = (name: keyof FeatureFormErrors) => ({
    id: `${id}-${name}`,
    "aria-invalid": shown[name] ? true : undefined,
    "aria-describedby": shown[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: keyof FeatureFormErrors) => (
    <FormMessage id={`${id}-${name}-error`}>{shown[name]}</FormMessage>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={featureSchemas.preload}
      onInput={(event) => {
        // A field being corrected loses its message.
        const name = (event.target as HTMLInputElement).name as keyof FeatureFormErrors;
        if (shown[name]) setClientErrors({ ...shown, [name]: undefined });
      }}
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
      {shown.form ? (
        <p
          role="alert"
          className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm"
        >
          {shown.form}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            name="title"
            defaultValue={values.title}
            maxLength={150}
            required
            {...field("title")}
          />
          {message("title")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-carModel`}>Car model</Label>
          <Input
            name="carModel"
            defaultValue={values.carModel}
            maxLength={80}
            placeholder="e.g. Nissan Skyline GT-R R34"
            required
            {...field("carModel")}
          />
          {message("carModel")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-publishedOn`}>Published date</Label>
          <Input
            name="publishedOn"
            type="date"
            defaultValue={values.publishedOn}
            required
            className="tabular"
            {...field("publishedOn")}
          />
          {message("publishedOn")}
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-excerpt`}>Excerpt</Label>
          <Textarea
            name="excerpt"
            defaultValue={values.excerpt}
            maxLength={300}
            rows={2}
            required
            {...field("excerpt")}
          />
          <p className="text-muted-foreground text-xs">
            Shown on the feature card (up to 300 characters).
          </p>
          {message("excerpt")}
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-body`}>Body</Label>
          <Textarea
            name="body"
            defaultValue={values.body}
            maxLength={20_000}
            rows={10}
            required
            {...field("body")}
          />
          <p className="text-muted-foreground text-xs">
            Plain text. Leave a blank line between paragraphs.
          </p>
          {message("body")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-buildRef`}>Linked build (optional)</Label>
          <Input
            name="buildRef"
            defaultValue={values.buildRef}
            placeholder="Build ID or URL, e.g. /builds/…"
            autoComplete="off"
            {...field("buildRef")}
          />
          <p className="text-muted-foreground text-xs">An approved build this feature is about.</p>
          {message("buildRef")}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-image`}>
            {currentImageUrl ? "Replace image (optional)" : "Image (optional)"}
          </Label>
          <Input
            name="image"
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            className="file:mr-3 file:rounded file:border-0 file:bg-surface-raised file:px-2 file:py-1 file:font-medium file:text-foreground file:text-sm"
            {...field("image")}
          />
          <p className="text-muted-foreground text-xs">
            JPEG, PNG, WebP, AVIF, GIF or HEIC, up to 5MB.
          </p>
          {message("image")}
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
        </div>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="ghost">
          <Link to="/admin/features">
            <X aria-hidden="true" />
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : mode === "create" ? (
            <ImagePlus aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {busy
            ? mode === "create"
              ? "Creating..."
              : "Saving..."
            : mode === "create"
              ? "Create Feature"
              : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}
