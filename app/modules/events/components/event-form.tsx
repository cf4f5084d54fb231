// The create-event form. Without JavaScript it is a plain multipart POST to the page's action.
// With it, the browser first checks the same schema the action uses (same SPEC messages, shown as
// a toast and beside the fields), checks a chosen flyer at once ('Please select an image file',
// 'Image size must be less than 5MB') and previews it, suggests cities for the location, and
// picks the member's own time zone.
import { ImagePlus, LoaderCircle, MapPinCheck, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { toast } from "sonner";
import { CharacterCount } from "~/components/forms/character-count";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { lazyModule } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import {
  EVENT_LENGTH_MESSAGES,
  EVENT_LIMITS,
  EVENT_TEXT_FIELDS,
  type EventFormErrors,
  type EventFormValues,
  summaryMessage,
} from "../form-fields";
import { EVENT_MESSAGES } from "../messages";
import type { PlaceSuggestion } from "../types";
import { PlaceCombobox } from "./place-combobox";
import { useHydrated } from "./use-hydrated";

/**
 * The action's schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const eventSchemas = lazyModule(() => import("../schemas"));
type EventSchemas = Awaited<ReturnType<typeof eventSchemas.load>>;

/** The action's answer when it did not redirect. */
export interface EventFormFailure {
  ok: false;
  message: string;
  errors: EventFormErrors;
  values: EventFormValues;
  /** The picked city's label, when the location kept its coordinates. */
  placeLabel: string | null;
}

export const EMPTY_EVENT_FORM = Object.fromEntries(
  EVENT_TEXT_FIELDS.map((name) => [name, ""]),
) as EventFormValues;

const FOCUS_ORDER = [
  "title",
  "eventDate",
  "timeZone",
  "location",
  "maxAttendees",
  "flyer",
  "imageUrl",
  "description",
] as const;

const fieldId = (name: string) => `event-${name}`;

/** The browser's own check of a chosen flyer (the server checks the bytes again). */
export function flyerProblem(file: File): string | null {
  const looksLikeImage = file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);
  if (!looksLikeImage) return EVENT_MESSAGES.selectImage;
  if (file.size > MAX_IMAGE_BYTES) return EVENT_MESSAGES.imageTooLarge;
  return null;
}

/** What a required field says under itself; the form as a whole says SPEC's sentence. */
function fieldMessage(message: string | undefined) {
  return message === EVENT_MESSAGES.requiredFields ? "This field is required" : message;
}

export function EventForm({
  result,
  timeZones,
}: {
  result?: EventFormFailure;
  timeZones: string[];
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const values = result?.values ?? EMPTY_EVENT_FORM;
  const [errors, setErrors] = useState<EventFormErrors>(result?.errors ?? {});
  const [notice, setNotice] = useState<string | null>(result?.message ?? null);
  const [place, setPlace] = useState<{ id: string; name: string; label: string } | null>(
    values.placeId && result?.placeLabel
      ? { id: values.placeId, name: result.placeLabel.split(",")[0], label: result.placeLabel }
      : null,
  );
  // No guess before JavaScript runs: without it the member picks the zone (the field is
  // required), with it the form starts in the member's own zone (below).
  const [timeZone, setTimeZone] = useState(values.timeZone);
  // Live lengths: the fields have no maxLength, so nothing typed or pasted is silently cut.
  const [titleLength, setTitleLength] = useState(values.title.length);
  const [descriptionLength, setDescriptionLength] = useState(values.description.length);
  const [flyer, setFlyer] = useState<{ file: File; preview: string | null } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // Each answer from the action: its message as a toast and in the page, its field errors.
  useEffect(() => {
    if (!result) return;
    setErrors(result.errors);
    setNotice(result.message);
    toast.error(result.message);
  }, [result]);

  // A new form starts in the member's own time zone.
  useEffect(() => {
    if (result?.values.timeZone) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && timeZones.includes(own)) setTimeZone(own);
  }, [result, timeZones]);

  useEffect(
    () => () => {
      if (flyer?.preview) URL.revokeObjectURL(flyer.preview);
    },
    [flyer],
  );

  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  function clearError(name: keyof EventFormErrors) {
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  function onFlyerChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setFlyer(null);
      return;
    }
    const problem = flyerProblem(file);
    if (problem) {
      toast.error(problem);
      setErrors((e) => ({ ...e, flyer: problem }));
      event.target.value = "";
      setFlyer(null);
      return;
    }
    clearError("flyer");
    // Browsers cannot show HEIC: the server converts it; the form shows its name.
    const previewable = file.type.startsWith("image/") && !/hei[cf]/i.test(file.type);
    setFlyer({ file, preview: previewable ? URL.createObjectURL(file) : null });
  }

  function removeFlyer() {
    if (fileInput.current) fileInput.current.value = "";
    setFlyer(null);
    fileInput.current?.focus();
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const loaded = eventSchemas.current;
    if (loaded) {
      checkAndSend(data, loaded);
      return;
    }
    // Not loaded yet: wait for it. If it cannot be loaded, the action checks the fields instead.
    eventSchemas.load().then(
      (schemas) => checkAndSend(data, schemas),
      () => checkAndSend(data, null),
    );
  }

  function checkAndSend(data: FormData, schemas: EventSchemas | null) {
    const typed = Object.fromEntries(
      EVENT_TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? "")]),
    ) as EventFormValues;
    const parsed = schemas?.eventFormSchema.safeParse(typed);
    const found = schemas && parsed && !parsed.success ? schemas.eventFormErrors(parsed.error) : {};
    setErrors(found);
    const summary = summaryMessage(found);
    setNotice(summary ?? null);
    if (summary) {
      toast.error(summary);
      const first = FOCUS_ORDER.find((name) => found[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    submit(data, { method: "post", encType: "multipart/form-data" });
  }

  const describedBy = (name: keyof EventFormErrors, extra?: string) =>
    [errors[name] ? `${fieldId(name)}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      data-enhanced={hydrated ? "" : undefined}
      onSubmit={hydrated ? handleSubmit : undefined}
      onFocus={eventSchemas.preload}
      className="flex flex-col gap-6"
      aria-busy={busy || undefined}
    >
      {notice ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p className="font-semibold">{notice}</p>
        </div>
      ) : null}

      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <Section title="The event">
          <Field
            name="title"
            label="Event title"
            required
            error={
              fieldMessage(errors.title) ??
              (titleLength > EVENT_LIMITS.title ? EVENT_LENGTH_MESSAGES.title : undefined)
            }
            counter={<CharacterCount length={titleLength} max={EVENT_LIMITS.title} />}
          >
            <Input
              id={fieldId("title")}
              name="title"
              defaultValue={values.title}
              required
              placeholder="e.g. Sunday Cars & Coffee"
              aria-invalid={!!errors.title || titleLength > EVENT_LIMITS.title || undefined}
              aria-describedby={describedBy(
                "title",
                titleLength > EVENT_LIMITS.title ? `${fieldId("title")}-error` : undefined,
              )}
              onChange={(event) => {
                clearError("title");
                setTitleLength(event.target.value.length);
              }}
            />
          </Field>
          <Field
            name="description"
            label="Description"
            error={
              errors.description ??
              (descriptionLength > EVENT_LIMITS.description
                ? EVENT_LENGTH_MESSAGES.description
                : undefined)
            }
            counter={<CharacterCount length={descriptionLength} max={EVENT_LIMITS.description} />}
          >
            <Textarea
              id={fieldId("description")}
              name="description"
              defaultValue={values.description}
              rows={5}
              placeholder="What's the plan? Route, parking, what to bring…"
              aria-invalid={
                !!errors.description || descriptionLength > EVENT_LIMITS.description || undefined
              }
              aria-describedby={describedBy(
                "description",
                descriptionLength > EVENT_LIMITS.description
                  ? `${fieldId("description")}-error`
                  : undefined,
              )}
              onChange={(event) => {
                clearError("description");
                setDescriptionLength(event.target.value.length);
              }}
            />
          </Field>
        </Section>

        <Section title="When and where">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              name="eventDate"
              label="Date and time"
              required
              error={fieldMessage(errors.eventDate)}
            >
              <Input
                id={fieldId("eventDate")}
                name="eventDate"
                type="datetime-local"
                defaultValue={values.eventDate}
                required
                className="tabular"
                aria-invalid={!!errors.eventDate || undefined}
                aria-describedby={describedBy("eventDate")}
                onChange={() => clearError("eventDate")}
              />
            </Field>
            <Field name="timeZone" label="Time zone" required error={errors.timeZone}>
              <NativeSelect
                id={fieldId("timeZone")}
                name="timeZone"
                value={timeZone}
                required
                onChange={(event) => {
                  setTimeZone(event.target.value);
                  clearError("timeZone");
                }}
                aria-invalid={!!errors.timeZone || undefined}
                aria-describedby={describedBy("timeZone")}
              >
                <option value="">Choose a time zone</option>
                {timeZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll("_", " ")}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field
            name="location"
            label="Location"
            required
            error={fieldMessage(errors.location)}
            hint={
              <p id={hintId} className="flex items-center gap-1.5 text-muted-foreground text-xs">
                {place ? (
                  <>
                    <MapPinCheck aria-hidden="true" className="size-3.5 text-success" />
                    On the map as {place.label}: it shows up in Near Me.
                  </>
                ) : (
                  "Pick a city from the suggestions to show up in Near Me, or type any place."
                )}
              </p>
            }
          >
            <PlaceCombobox
              id={fieldId("location")}
              name="location"
              defaultValue={values.location}
              maxLength={EVENT_LIMITS.location}
              required
              placeholder="Start typing a city, e.g. Portland"
              aria-invalid={!!errors.location || undefined}
              aria-describedby={describedBy("location", hintId)}
              onPick={(picked: PlaceSuggestion) => {
                setPlace({ id: picked.id, name: picked.name, label: picked.label });
                clearError("location");
              }}
              onTextChange={(text) => {
                clearError("location");
                // Coordinates stay only while the text still names the picked city.
                if (place && !text.toLowerCase().includes(place.name.toLowerCase())) setPlace(null);
              }}
            />
            <input type="hidden" name="placeId" value={place?.id ?? ""} />
          </Field>
          <Field
            name="maxAttendees"
            label="Max attendees"
            error={errors.maxAttendees}
            hint={
              <p className="text-muted-foreground text-xs">
                Leave blank for no limit. When it's full, members join a waitlist.
              </p>
            }
          >
            <Input
              id={fieldId("maxAttendees")}
              name="maxAttendees"
              type="number"
              inputMode="numeric"
              min={1}
              max={EVENT_LIMITS.maxAttendees}
              step={1}
              defaultValue={values.maxAttendees}
              placeholder="Unlimited"
              className="tabular sm:max-w-48"
              aria-invalid={!!errors.maxAttendees || undefined}
              aria-describedby={describedBy("maxAttendees")}
              onChange={() => clearError("maxAttendees")}
            />
          </Field>
        </Section>

        <Section
          title="Flyer"
          description="Upload an image (up to 5MB), or paste an image URL. Without one, the event shows our default picture."
        >
          <div className="flex flex-col gap-4">
            {flyer ? (
              <div className="flex items-center gap-4 rounded-lg bg-surface-raised p-3">
                {flyer.preview ? (
                  <img
                    src={flyer.preview}
                    alt="Chosen flyer"
                    width={128}
                    height={80}
                    className="h-20 w-32 rounded object-cover"
                  />
                ) : (
                  <span className="flex h-20 w-32 items-center justify-center rounded bg-background text-muted-foreground text-xs">
                    No preview
                  </span>
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <span className="truncate font-medium">{flyer.file.name}</span>
                  <span className="text-muted-foreground tabular">
                    {(flyer.file.size / (1024 * 1024)).toFixed(1)} MB
                  </span>
                </div>
                <Button type="button" variant="ghost" size="sm" onClick={removeFlyer}>
                  <X aria-hidden="true" />
                  Remove
                </Button>
              </div>
            ) : null}
            <Field name="flyer" label="Flyer image" error={errors.flyer}>
              <label
                htmlFor={fieldId("flyer")}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg border border-input border-dashed px-4 py-4 text-sm transition-colors hover:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  errors.flyer && "border-destructive",
                  flyer && hydrated && "sr-only",
                )}
              >
                <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-accent" />
                <span className="flex-1 text-muted-foreground">
                  {hydrated ? "Choose an image (JPEG, PNG, WebP, HEIC…)" : "Choose an image:"}
                </span>
                <input
                  ref={fileInput}
                  id={fieldId("flyer")}
                  name="flyer"
                  type="file"
                  accept={IMAGE_INPUT_ACCEPT}
                  className={hydrated ? "sr-only" : "text-sm"}
                  aria-invalid={!!errors.flyer || undefined}
                  aria-describedby={describedBy("flyer")}
                  onChange={onFlyerChosen}
                />
              </label>
            </Field>
            <Field
              name="imageUrl"
              label="Or an image URL"
              error={errors.imageUrl}
              hint={
                flyer ? (
                  <p className="text-muted-foreground text-xs">
                    The uploaded flyer is used instead.
                  </p>
                ) : null
              }
            >
              <Input
                id={fieldId("imageUrl")}
                name="imageUrl"
                type="url"
                inputMode="url"
                defaultValue={values.imageUrl}
                maxLength={EVENT_LIMITS.imageUrl}
                placeholder="https://…"
                disabled={!!flyer}
                aria-invalid={!!errors.imageUrl || undefined}
                aria-describedby={describedBy("imageUrl")}
                onChange={() => clearError("imageUrl")}
              />
            </Field>
          </div>
        </Section>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-muted-foreground text-xs sm:mr-auto">
          New events appear on the calendar once an admin has reviewed them.
        </p>
        <Button asChild variant="ghost" size="lg" aria-disabled={busy}>
          <Link to="/events">Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={busy} className="sm:min-w-44">
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {busy ? "Creating..." : "Create Event"}
        </Button>
      </div>
    </Form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-col gap-5 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="font-display font-semibold text-lg uppercase tracking-wide">{title}</h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Field({
  name,
  label,
  required = false,
  error,
  hint,
  counter,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: React.ReactNode;
  /** Beside the label: how much of the field's limit is used. */
  counter?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId(name)}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-accent">
              *
            </span>
          ) : null}
        </Label>
        {counter}
      </div>
      {children}
      {hint}
      <FormMessage id={`${fieldId(name)}-error`} className="[overflow-wrap:anywhere]">
        {error}
      </FormMessage>
    </div>
  );
}
