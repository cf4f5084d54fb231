// The admin's "Add video" form in /admin/media: title, description, duration, a video file (MP4
// or WebM up to 200MB) or a YouTube/Vimeo link, and a cover image. A plain multipart form (works
// without JavaScript); with it, the same checks run before the upload starts.
import { LoaderCircle, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ActionFailure } from "~/lib/action-result";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { submitAfterCheck } from "~/lib/lazy-module";
import { MAX_VIDEO_BYTES, MEDIA_LIMITS, MEDIA_MESSAGES, VIDEO_INPUT_ACCEPT } from "../constants";
import { type MediaSchemas, mediaSchemas } from "./media-schemas";

function check({ videoFieldsSchema }: MediaSchemas, form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const errors: Record<string, string> = {};
  const fields = videoFieldsSchema.safeParse({
    title: data.get("title") ?? "",
    description: data.get("description") ?? "",
    duration: data.get("duration") ?? "",
    embedUrl: data.get("embedUrl") ?? "",
  });
  if (!fields.success) {
    for (const issue of fields.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const file = (name: string) => {
    const value = data.get(name);
    return value instanceof File && value.size > 0 ? value : null;
  };
  const video = file("video");
  const cover = file("cover");
  if (!cover) errors.cover = MEDIA_MESSAGES.coverRequired;
  else if (cover.size > MAX_IMAGE_BYTES) errors.cover = MEDIA_MESSAGES.imageTooLarge;
  if (video && video.size > MAX_VIDEO_BYTES) errors.video = MEDIA_MESSAGES.videoTooLarge;
  if (fields.success) {
    if (!video && !fields.data.embedUrl) errors.video = MEDIA_MESSAGES.videoRequired;
    if (video && fields.data.embedUrl) errors.video = MEDIA_MESSAGES.videoOrEmbed;
  }
  return errors;
}

/** `problem`: the action's refusal of this form (its message, the fields' messages, what was typed). */
export function VideoForm({ problem }: { problem: ActionFailure | undefined }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formEncType === "multipart/form-data" &&
    navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  // A new server answer replaces the browser's own findings.
  const [answered, setAnswered] = useState(problem);
  if (answered !== problem) {
    setAnswered(problem);
    setClientErrors(null);
  }
  const errors = clientErrors ?? problem?.fieldErrors ?? {};
  const summary = clientErrors ? Object.values(clientErrors)[0] : problem?.message;
  const values = problem?.values ?? {};
  const id = useId();
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onFocus={mediaSchemas.preload}
      onSubmit={(event) =>
        submitAfterCheck(event, mediaSchemas, (schemas, form) => {
          const found = check(schemas, form);
          if (Object.keys(found).length === 0) return true;
          setClientErrors(found);
          return false;
        })
      }
      className="grid gap-5 sm:grid-cols-2"
    >
      {summary ? (
        <p
          role="alert"
          className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm sm:col-span-2"
        >
          {summary}
        </p>
      ) : null}
      <Field id={`${id}-title`} label="Title" error={errors.title} className="sm:col-span-2">
        <Input
          {...field("title")}
          defaultValue={values.title ?? ""}
          maxLength={MEDIA_LIMITS.title}
        />
      </Field>
      <Field
        id={`${id}-description`}
        label="Description"
        error={errors.description}
        className="sm:col-span-2"
      >
        <Textarea
          {...field("description")}
          defaultValue={values.description ?? ""}
          rows={3}
          maxLength={MEDIA_LIMITS.description}
        />
      </Field>
      <Field id={`${id}-video`} label="Video file (MP4 or WebM, up to 200MB)" error={errors.video}>
        <Input
          {...field("video")}
          type="file"
          accept={VIDEO_INPUT_ACCEPT}
          className="h-auto py-2"
        />
      </Field>
      <Field id={`${id}-embedUrl`} label="…or a YouTube / Vimeo link" error={errors.embedUrl}>
        <Input
          {...field("embedUrl")}
          type="url"
          defaultValue={values.embedUrl ?? ""}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </Field>
      <Field id={`${id}-cover`} label="Cover image" error={errors.cover}>
        <Input
          {...field("cover")}
          type="file"
          accept={IMAGE_INPUT_ACCEPT}
          className="h-auto py-2"
        />
      </Field>
      <Field id={`${id}-duration`} label="Duration (m:ss, optional)" error={errors.duration}>
        <Input
          {...field("duration")}
          defaultValue={values.duration ?? ""}
          inputMode="numeric"
          placeholder="4:32"
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {busy ? "Publishing..." : "Publish Video"}
        </Button>
      </div>
    </Form>
  );
}
