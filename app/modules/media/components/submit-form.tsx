// The member's submission forms (/media/submit): a photo set (title, description, 1-12 photos
// with captions) or a tutorial (title, description, cover image, 1-20 steps). Plain multipart
// <Form method="post">: works without JavaScript (captions then need JavaScript; three step rows
// are shown). With it: previews with a caption per photo, Add step / Remove, and the same checks
// as the server before anything is sent.
import { ImagePlus, LoaderCircle, Plus, Send, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { submitAfterCheck } from "~/lib/lazy-module";
import { useHydrated } from "~/modules/builds/components/use-hydrated";
import {
  INITIAL_STEP_ROWS,
  MAX_SET_PHOTOS,
  MAX_TUTORIAL_STEPS,
  MEDIA_MESSAGES,
} from "../constants";
import { type MediaSchemas, mediaSchemas } from "./media-schemas";

export interface SubmitProblem {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

type Kind = "photo" | "tutorial";

function isImage(file: File) {
  return file.type === "" || file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);
}

/** The checks the server makes, run in the browser first; returns field errors. */
function checkForm(
  { captionSchema, parseTutorialSteps, submissionFieldsSchema }: MediaSchemas,
  form: HTMLFormElement,
  kind: Kind,
): Record<string, string> {
  const data = new FormData(form);
  const errors: Record<string, string> = {};
  const fields = submissionFieldsSchema.safeParse({
    title: data.get("title") ?? "",
    description: data.get("description") ?? "",
  });
  if (!fields.success) {
    for (const issue of fields.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const files = (name: string) =>
    data.getAll(name).filter((v): v is File => typeof v !== "string" && v.size > 0);
  const checkImages = (list: File[], key: string) => {
    if (list.some((f) => !isImage(f))) errors[key] = MEDIA_MESSAGES.invalidImage;
    else if (list.some((f) => f.size > MAX_IMAGE_BYTES)) errors[key] = MEDIA_MESSAGES.imageTooLarge;
  };
  if (kind === "photo") {
    const photos = files("photos");
    if (photos.length === 0) errors.photos = MEDIA_MESSAGES.photosRequired;
    else if (photos.length > MAX_SET_PHOTOS) errors.photos = MEDIA_MESSAGES.tooManyPhotos;
    else checkImages(photos, "photos");
    photos.forEach((_, i) => {
      const caption = captionSchema.safeParse(data.get(`caption-${i}`) ?? "");
      if (!caption.success) errors[`caption-${i}`] = caption.error.issues[0].message;
    });
  } else {
    const cover = files("cover");
    if (cover.length === 0) errors.cover = MEDIA_MESSAGES.coverRequired;
    else checkImages(cover, "cover");
    const rows: { title: string; body: string }[] = [];
    for (let i = 0; i < MAX_TUTORIAL_STEPS + 5; i++) {
      const title = data.get(`step-title-${i}`);
      const body = data.get(`step-body-${i}`);
      if (title !== null || body !== null) {
        rows.push({ title: String(title ?? ""), body: String(body ?? "") });
      }
    }
    const steps = parseTutorialSteps(rows);
    if (!steps.ok) errors.steps = steps.message;
  }
  return errors;
}

export function SubmitForm({ kind, problem }: { kind: Kind; problem: SubmitProblem | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const values = problem?.values.kind === kind ? problem.values : {};
  // A new server answer replaces the browser's own findings.
  const [answered, setAnswered] = useState(problem);
  if (answered !== problem) {
    setAnswered(problem);
    setClientErrors(null);
  }
  const errors = clientErrors ?? (problem?.values.kind === kind ? problem.fieldErrors : {});
  const summary =
    clientErrors !== null
      ? Object.values(clientErrors)[0]
      : problem && problem.values.kind === kind
        ? problem.message
        : problem && !problem.values.kind
          ? problem.message
          : undefined;
  const ids = { title: useId(), description: useId(), summary: useId() };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-describedby={summary ? ids.summary : undefined}
      onFocus={mediaSchemas.preload}
      onSubmit={(event) =>
        submitAfterCheck(event, mediaSchemas, (schemas, form) => {
          const found = checkForm(schemas, form, kind);
          const ok = Object.keys(found).length === 0;
          setClientErrors(ok ? null : found);
          return ok;
        })
      }
      className="flex flex-col gap-6 rounded-2xl bg-surface p-5 ring-1 ring-border/50 sm:p-8"
    >
      <input type="hidden" name="kind" value={kind} />
      {summary ? (
        <p
          id={ids.summary}
          role="alert"
          className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm"
        >
          {summary}
        </p>
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          name="title"
          defaultValue={values.title ?? ""}
          maxLength={120}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ids.title}-error` : undefined}
          placeholder={kind === "photo" ? "Cars & Coffee, October" : "How to set toe at home"}
        />
        <FormMessage id={`${ids.title}-error`}>{errors.title}</FormMessage>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          name="description"
          defaultValue={values.description ?? ""}
          maxLength={5000}
          rows={4}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${ids.description}-error` : undefined}
        />
        <FormMessage id={`${ids.description}-error`}>{errors.description}</FormMessage>
      </div>

      {kind === "photo" ? (
        <PhotoPicker errors={errors} />
      ) : (
        <>
          <CoverPicker error={errors.cover} />
          <StepRows values={values} error={errors.steps} />
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {submitting ? "Submitting..." : "Submit for Review"}
        </Button>
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
          onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
        />
      </label>
      <FormMessage id={`${inputId}-error`}>{errors.photos}</FormMessage>
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
                maxLength={200}
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
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Cover image</Label>
      <Input
        id={id}
        name="cover"
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-auto py-2"
      />
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
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
              maxLength={120}
            />
            <Label htmlFor={`${baseId}-b-${row.key}`}>Step {i + 1} instructions</Label>
            <Textarea
              id={`${baseId}-b-${row.key}`}
              name={`step-body-${i}`}
              defaultValue={row.body}
              maxLength={4000}
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
