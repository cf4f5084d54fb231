// The member's submission forms (/media/submit): a photo set (title, description, 1-12 photos
// with captions) or a tutorial (title, description, cover image, 1-20 steps). Plain multipart
// <Form method="post">: works without JavaScript (captions then need JavaScript; three step rows
// are shown). With it: previews with a caption per photo, Add step / Remove, and the same checks
// as the server before anything is sent.
import { ImagePlus, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { BusyLabel } from "~/components/forms/busy-label";
import { InputField, TextareaField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import type { ActionFailure } from "~/lib/action-result";
import type { FieldErrors } from "~/lib/forms/parse";
import { type BrowserCheck, useForm } from "~/lib/forms/use-form";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { downscaleInputFiles } from "~/lib/images/downscale";
import {
  INITIAL_STEP_ROWS,
  MAX_SET_PHOTOS,
  MAX_TUTORIAL_STEPS,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
} from "../constants";
import { type MediaSchemas, mediaSchemas } from "./media-schemas";

type Kind = "photo" | "tutorial";

function isImage(file: File) {
  return file.type === "" || file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);
}

/** The chosen files' type and size, checked before they are sent (the server checks the bytes). */
function chosenFileErrors(schemas: MediaSchemas, data: FormData, name: string): FieldErrors {
  const files = schemas.sentFiles(data, name);
  if (files.some((f) => !isImage(f))) return { [name]: MEDIA_MESSAGES.invalidImage };
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return { [name]: MEDIA_MESSAGES.imageTooLarge };
  return {};
}

/** The action's own parse, run in the browser first, and the chosen files' checks. */
const submissionCheck: BrowserCheck<MediaSchemas> = {
  schemas: mediaSchemas,
  check: (schemas, data) => {
    const parsed = schemas.parseSubmission(data);
    const fileInput = data.get("kind") === "tutorial" ? "cover" : "photos";
    const parsedErrors = parsed.ok ? {} : (parsed.fieldErrors ?? {});
    // A photo count problem is said first; the files themselves only once their number is right.
    const fieldErrors = { ...chosenFileErrors(schemas, data, fileInput), ...parsedErrors };
    if (Object.keys(fieldErrors).length === 0) return null;
    return { message: Object.values(fieldErrors)[0], fieldErrors };
  },
};

export function SubmitForm({ kind, problem }: { kind: Kind; problem: ActionFailure | undefined }) {
  // A refusal of the other kind's form (or of a body that could not be read) is not this one's.
  const result = problem && (problem.values.kind ?? kind) === kind ? problem : undefined;
  const form = useForm({ result, validate: submissionCheck });
  const { errors, values } = form;
  const ids = { title: useId(), description: useId(), summary: useId() };
  // What both text fields are given: id, name, error, echoed value and length limit.
  const field = (name: "title" | "description") => ({
    id: ids[name],
    name,
    error: errors[name],
    defaultValue: values[name] ?? "",
    maxLength: MEDIA_LIMITS[name],
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      aria-describedby={form.formError ? ids.summary : undefined}
      className="flex flex-col gap-6 rounded-2xl bg-surface p-5 ring-1 ring-border/50 sm:p-8"
    >
      <input type="hidden" name="kind" value={kind} />
      {form.formError ? (
        <p
          id={ids.summary}
          role="alert"
          className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm"
        >
          {form.formError}
        </p>
      ) : null}

      <InputField
        {...field("title")}
        label="Title"
        required
        placeholder={kind === "photo" ? "Cars & Coffee, October" : "How to set toe at home"}
      />

      <TextareaField {...field("description")} label="Description" rows={4} required />

      {kind === "photo" ? (
        <PhotoPicker errors={errors} />
      ) : (
        <>
          <CoverPicker error={errors.cover} />
          <StepRows values={values} error={errors.steps} />
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="lg" busy={form.busy} busyLabel={<BusyLabel>Submitting...</BusyLabel>}>
          <Send aria-hidden="true" />
          Submit for Review
        </SubmitButton>
        <p className="text-muted-foreground text-sm">
          An admin reviews every submission before it appears in the media hub.
        </p>
      </div>
    </Form>
  );
}

function PhotoPicker({ errors }: { errors: Record<string, string> }) {
  const hydrated = useHydrated();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const previews = useMemo(
    () => (hydrated ? files.map((file) => URL.createObjectURL(file)) : []),
    [files, hydrated],
  );
  // A refused form comes back without its photos (a file input is never refilled), so a
  // caption's message has no row to stand beside: it is said under the picker.
  const orphanCaption = Object.entries(errors).find(([name]) => name.startsWith("caption-"))?.[1];
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-sm">Photos (1 to {MAX_SET_PHOTOS})</legend>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-border border-dashed px-6 py-8 text-center transition-colors hover:border-accent has-[:focus-visible]:border-ring"
      >
        <ImagePlus aria-hidden="true" className="size-8 text-accent" />
        <span className="font-semibold">Choose photos</span>
        <span className="text-muted-foreground text-sm">
          JPEG, PNG, WebP, AVIF, GIF or HEIC, up to 5MB each
        </span>
        <input
          id={inputId}
          name="photos"
          type="file"
          multiple
          accept={IMAGE_INPUT_ACCEPT}
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? `${inputId}-error` : undefined}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:font-medium file:text-foreground"
          onChange={(event) => {
            setFiles([...(event.currentTarget.files ?? [])]);
            void downscaleInputFiles(event.currentTarget);
          }}
        />
      </label>
      <FormMessage id={`${inputId}-error`}>
        {errors.photos ?? (files.length === 0 ? orphanCaption : undefined)}
      </FormMessage>
      {files.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${file.size}-${i}`}
              className="flex flex-col gap-2 rounded-xl bg-surface-raised p-3"
            >
              <img
                src={previews[i]}
                alt=""
                width={320}
                height={200}
                className="aspect-[16/10] w-full rounded-lg object-cover"
              />
              <Label htmlFor={`${inputId}-caption-${i}`} className="text-xs">
                Caption for photo {i + 1} (optional)
              </Label>
              <Input
                id={`${inputId}-caption-${i}`}
                name={`caption-${i}`}
                maxLength={MEDIA_LIMITS.caption}
                aria-invalid={errors[`caption-${i}`] ? true : undefined}
              />
              <FormMessage>{errors[`caption-${i}`]}</FormMessage>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function CoverPicker({ error }: { error: string | undefined }) {
  const id = useId();
  return (
    <InputField
      id={id}
      label="Cover image"
      error={error}
      name="cover"
      type="file"
      accept={IMAGE_INPUT_ACCEPT}
      onChange={(event) => void downscaleInputFiles(event.currentTarget)}
      className="h-auto py-2"
    />
  );
}

function StepRows({ values, error }: { values: Record<string, string>; error?: string }) {
  const hydrated = useHydrated();
  const baseId = useId();
  // Rows keep a stable key; field names follow the row's position (step-title-0, …).
  const nextKey = useRef(0);
  const initialCount = Math.max(
    INITIAL_STEP_ROWS,
    ...Object.keys(values)
      .map((k) => /^step-(?:title|body)-(\d+)$/.exec(k)?.[1])
      .filter((n): n is string => n !== undefined)
      .map((n) => Number(n) + 1),
  );
  const [rows, setRows] = useState(() =>
    Array.from({ length: Math.min(initialCount, MAX_TUTORIAL_STEPS) }, (_, i) => ({
      key: nextKey.current++,
      title: values[`step-title-${i}`] ?? "",
      body: values[`step-body-${i}`] ?? "",
    })),
  );
  return (
    <fieldset
      className="flex flex-col gap-4"
      aria-describedby={error ? `${baseId}-error` : undefined}
    >
      <legend className="mb-2 font-medium text-sm">
        Steps (1 to {MAX_TUTORIAL_STEPS}; empty rows are skipped)
      </legend>
      <FormMessage id={`${baseId}-error`}>{error}</FormMessage>
      <ol className="flex flex-col gap-4">
        {rows.map((row, i) => (
          <li
            key={row.key}
            className="flex flex-col gap-3 rounded-xl bg-surface-raised p-4"
            data-testid="step-row"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="font-display font-semibold text-accent uppercase tracking-wide">
                Step {i + 1}
              </span>
              {hydrated && rows.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> step {i + 1}</span>
                </Button>
              ) : null}
            </div>
            <Label htmlFor={`${baseId}-t-${row.key}`}>Step {i + 1} title</Label>
            <Input
              id={`${baseId}-t-${row.key}`}
              name={`step-title-${i}`}
              defaultValue={row.title}
              maxLength={MEDIA_LIMITS.stepTitle}
            />
            <Label htmlFor={`${baseId}-b-${row.key}`}>Step {i + 1} instructions</Label>
            <Textarea
              id={`${baseId}-b-${row.key}`}
              name={`step-body-${i}`}
              defaultValue={row.body}
              maxLength={MEDIA_LIMITS.stepBody}
              rows={3}
            />
          </li>
        ))}
      </ol>
      {hydrated && rows.length < MAX_TUTORIAL_STEPS ? (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() =>
            setRows((all) => [...all, { key: nextKey.current++, title: "", body: "" }])
          }
        >
          <Plus aria-hidden="true" />
          Add step
        </Button>
      ) : null}
    </fieldset>
  );
}
