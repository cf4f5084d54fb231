// The event form, for creating (/events/create) and editing (/events/{id}/edit). Without
// JavaScript it is a plain multipart POST to the page's action. With it, the browser first checks
// the same schema the action uses (same SPEC messages, shown as a toast and beside the fields),
// checks a chosen flyer at once ('Please select an image file', 'Image size must be less than
// 5MB') and previews it, suggests cities for the location (a picked city sets the time zone: the
// server takes the city's zone either way), and starts a new form in the member's own zone.
import { ImagePlus, MapPinCheck, TriangleAlert, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { BusyLabel } from "~/components/forms/busy-label";
import { CharacterCount } from "~/components/forms/character-count";
import { useCorrections } from "~/components/forms/corrections";
import { toastingCheck, useFailureToast } from "~/components/forms/failure-toast";
import { Field, fieldProps } from "~/components/forms/field";
import { InputField, optionsOf, SelectField, TextareaField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { useHydrated } from "~/components/use-hydrated";
import type { ActionFailure } from "~/lib/action-result";
import { useForm } from "~/lib/forms/use-form";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { downscaleInputFiles } from "~/lib/images/downscale";
import { lazyModule } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import { CATEGORY_LABELS, EVENT_CATEGORIES } from "../categories";
import {
  EVENT_LENGTH_MESSAGES,
  EVENT_LIMITS,
  EVENT_TEXT_FIELDS,
  type EventFormValues,
} from "../form-fields";
import { EVENT_MESSAGES } from "../messages";
import type { PlaceSuggestion } from "../types";
import { eventImageSrc } from "./event-image";
import { PlaceCombobox } from "./place-combobox";

/**
 * The action's parser (and zod), loaded when the form is first focused or sent rather than with
 * the page (~/lib/lazy-module).
 */
const eventSchemas = lazyModule(() => import("../schemas"));

const EMPTY_EVENT_FORM = Object.fromEntries(
  EVENT_TEXT_FIELDS.map((name) => [name, ""]),
) as EventFormValues;

/** The action's own parse, run in the browser before sending; its findings toast too. */
const validate = toastingCheck(
  {
    schemas: eventSchemas,
    check: ({ parseEventForm }, data) => {
      const parsed = parseEventForm(data);
      return parsed.ok ? null : { message: parsed.message, fieldErrors: parsed.fieldErrors ?? {} };
    },
  },
  "event-form",
);

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

/** A required field's label, marked with an asterisk (screen readers hear `required`). */
function RequiredLabel({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-accent">
        *
      </span>
    </>
  );
}

/** A city picked for the location: its label is what it wrote into the field. */
export interface PickedPlace {
  /** The gazetteer id; "" for the city an event being edited already has. */
  id: string;
  name: string;
  label: string;
  /** Its zone, from its coordinates; null when unknown (the host picks one). */
  timeZone: string | null;
}

export interface EventFormProps {
  result?: ActionFailure;
  timeZones: string[];
  /** Editing an event: its values, and how the form's ending reads. */
  edit?: {
    values: EventFormValues;
    place: PickedPlace | null;
    /** The flyer it has now (shown, with a box to remove it). */
    currentImage: string | null;
    /** Where Cancel leads (the event's page). */
    backTo: string;
  };
  /** More fields (another area's fieldset), shown after the flyer, before the buttons. */
  children?: React.ReactNode;
}

export function EventForm({ result, timeZones, edit, children }: EventFormProps) {
  const hydrated = useHydrated();
  const form = useForm({ result, validate });
  useFailureToast(form.failure, "event-form");
  const corrections = useCorrections(form.failure);
  const values: EventFormValues = { ...EMPTY_EVENT_FORM, ...edit?.values, ...form.values };
  const [place, setPlace] = useState<PickedPlace | null>(() => {
    if (values.placeId && values.location) {
      return {
        id: values.placeId,
        name: values.location.split(",")[0],
        label: values.location,
        timeZone: null,
      };
    }
    const kept = edit?.place;
    return kept && values.location.toLowerCase().includes(kept.name.toLowerCase()) ? kept : null;
  });
  // No guess before JavaScript runs: without it the member picks the zone (the field is
  // required), with it the form starts in the member's own zone (below).
  const [timeZone, setTimeZone] = useState(values.timeZone);
  // A picked city decides the zone (the server takes the city's own zone whatever is sent).
  const placeZone = place?.timeZone && timeZones.includes(place.timeZone) ? place.timeZone : null;
  // Live lengths: the fields have no maxLength, so nothing typed or pasted is silently cut.
  const [titleLength, setTitleLength] = useState(values.title.length);
  const [descriptionLength, setDescriptionLength] = useState(values.description.length);
  const [flyer, setFlyer] = useState<{ file: File; preview: string | null } | null>(null);
  // What the browser found wrong with the file just chosen (before any submit).
  const [chosenProblem, setChosenProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const errors = corrections.shown(
    chosenProblem ? { ...form.errors, flyer: chosenProblem } : form.errors,
  );
  // SPEC's sentence for empty required fields stands above the form; the fields say which.
  const notice =
    form.formError ??
    (Object.values(form.errors).includes(EVENT_MESSAGES.requiredFields)
      ? EVENT_MESSAGES.requiredFields
      : undefined);

  // A new form starts in the member's own time zone.
  useEffect(() => {
    if (result?.values.timeZone || edit) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && timeZones.includes(own)) setTimeZone(own);
  }, [result, timeZones, edit]);

  useEffect(
    () => () => {
      if (flyer?.preview) URL.revokeObjectURL(flyer.preview);
    },
    [flyer],
  );

  function onFlyerChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosenProblem(null);
    if (!file) {
      setFlyer(null);
      return;
    }
    const problem = flyerProblem(file);
    if (problem) {
      toast.error(problem);
      setChosenProblem(problem);
      event.target.value = "";
      setFlyer(null);
      return;
    }
    // Browsers cannot show HEIC: the server converts it; the form shows its name.
    const previewable = file.type.startsWith("image/") && !/hei[cf]/i.test(file.type);
    setFlyer({ file, preview: previewable ? URL.createObjectURL(file) : null });
    void downscaleInputFiles(event.target);
  }

  function removeFlyer() {
    if (fileInput.current) fileInput.current.value = "";
    setFlyer(null);
    fileInput.current?.focus();
  }

  const titleTooLong = titleLength > EVENT_LIMITS.title;
  const descriptionTooLong = descriptionLength > EVENT_LIMITS.description;
  const titleError =
    fieldMessage(errors.title) ?? (titleTooLong ? EVENT_LENGTH_MESSAGES.title : undefined);
  const descriptionError =
    errors.description ?? (descriptionTooLong ? EVENT_LENGTH_MESSAGES.description : undefined);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      // Without JavaScript the browser's own checks (required fields) apply.
      noValidate={hydrated}
      data-enhanced={hydrated ? "" : undefined}
      onSubmit={(event) => {
        corrections.reset();
        setChosenProblem(null);
        form.props.onSubmit(event);
      }}
      onInput={corrections.onInput}
      className="flex flex-col gap-6"
      aria-busy={form.busy || undefined}
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

      <fieldset
        disabled={form.busy}
        className="flex min-w-0 flex-col gap-6 [overflow-wrap:anywhere]"
      >
        <Section title="The event">
          <InputField
            id={fieldId("title")}
            label={<RequiredLabel>Event title</RequiredLabel>}
            error={titleError}
            aside={<CharacterCount length={titleLength} max={EVENT_LIMITS.title} />}
            name="title"
            defaultValue={values.title}
            required
            placeholder="e.g. Sunday Cars & Coffee"
            onChange={(event) => setTitleLength(event.target.value.length)}
          />
          <TextareaField
            id={fieldId("description")}
            label="Description"
            error={descriptionError}
            aside={<CharacterCount length={descriptionLength} max={EVENT_LIMITS.description} />}
            name="description"
            defaultValue={values.description}
            rows={5}
            placeholder="What's the plan? Route, parking, what to bring…"
            onChange={(event) => setDescriptionLength(event.target.value.length)}
          />
        </Section>

        <Section title="When and where">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id={fieldId("eventDate")}
              label={<RequiredLabel>Date and time</RequiredLabel>}
              error={fieldMessage(errors.eventDate)}
              name="eventDate"
              type="datetime-local"
              defaultValue={values.eventDate}
              required
              className="tabular"
            />
            <InputField
              id={fieldId("endsAt")}
              label="Ends"
              error={errors.endsAt}
              hint="Optional. Calendars assume two hours without it."
              name="endsAt"
              type="datetime-local"
              defaultValue={values.endsAt}
              className="tabular"
            />
            <SelectField
              id={fieldId("timeZone")}
              label={<RequiredLabel>Time zone</RequiredLabel>}
              error={errors.timeZone}
              hint={
                placeZone
                  ? `Set from ${place?.name}: times are on its clocks.`
                  : "A city picked below sets it for you."
              }
              name={placeZone ? undefined : "timeZone"}
              value={placeZone ?? timeZone}
              required={!placeZone}
              disabled={!!placeZone}
              onChange={(event) => setTimeZone(event.target.value)}
              empty={{ label: "Choose a time zone" }}
              options={optionsOf(timeZones, (zone) => zone.replaceAll("_", " "))}
              fieldClassName="sm:col-span-2"
            />
            {placeZone ? <input type="hidden" name="timeZone" value={placeZone} /> : null}
          </div>
          <Field
            id={fieldId("location")}
            label={<RequiredLabel>Location</RequiredLabel>}
            error={fieldMessage(errors.location)}
            hint={
              place ? (
                <span className="flex items-center gap-1.5">
                  <MapPinCheck aria-hidden="true" className="size-3.5 text-success" />
                  On the map as {place.label}: it shows up in Near Me.
                </span>
              ) : (
                "Pick a city from the suggestions to show up in Near Me, or type any place."
              )
            }
          >
            <PlaceCombobox
              {...fieldProps(fieldId("location"), errors.location, true)}
              name="location"
              defaultValue={values.location}
              maxLength={EVENT_LIMITS.location}
              required
              placeholder="Start typing a city, e.g. Portland"
              onPick={(picked: PlaceSuggestion) =>
                setPlace({
                  id: picked.id,
                  name: picked.name,
                  label: picked.label,
                  timeZone: picked.timeZone ?? null,
                })
              }
              onTextChange={(text) => {
                // Coordinates stay only while the text still names the picked city.
                if (place && !text.toLowerCase().includes(place.name.toLowerCase())) setPlace(null);
              }}
            />
            <input type="hidden" name="placeId" value={place?.id ?? ""} />
          </Field>
          <InputField
            id={fieldId("maxAttendees")}
            label="Max attendees"
            error={errors.maxAttendees}
            hint="Leave blank for no limit. When it's full, members join a waitlist."
            name="maxAttendees"
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_LIMITS.maxAttendees}
            step={1}
            defaultValue={values.maxAttendees}
            placeholder="Unlimited"
            className="tabular sm:max-w-48"
          />
          <SelectField
            id={fieldId("category")}
            label="Category"
            error={errors.category}
            hint="Members can filter the events page by it."
            name="category"
            defaultValue={values.category}
            empty={{ label: "No category" }}
            options={EVENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
            className="sm:max-w-64"
          />
        </Section>

        <Section
          title="Flyer"
          description="Upload an image (up to 5MB), or paste an image URL. Without one, the event shows our default picture."
        >
          <div className="flex flex-col gap-4">
            {edit?.currentImage ? (
              <div className="flex items-center gap-4 rounded-lg bg-surface-raised p-3">
                <img
                  src={eventImageSrc(edit.currentImage)}
                  alt="Current flyer"
                  width={128}
                  height={80}
                  className="h-20 w-32 rounded object-cover"
                />
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="removeImage"
                    defaultChecked={result?.values.removeImage === "on"}
                    className="size-4 accent-[var(--color-accent)]"
                  />
                  Remove the current flyer
                </label>
              </div>
            ) : null}
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
            <Field id={fieldId("flyer")} label="Flyer image" error={errors.flyer}>
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
                  {...fieldProps(fieldId("flyer"), errors.flyer)}
                  name="flyer"
                  type="file"
                  accept={IMAGE_INPUT_ACCEPT}
                  className={hydrated ? "sr-only" : "text-sm"}
                  onChange={onFlyerChosen}
                />
              </label>
            </Field>
            <InputField
              id={fieldId("imageUrl")}
              label="Or an image URL"
              error={errors.imageUrl}
              hint={flyer ? "The uploaded flyer is used instead." : null}
              name="imageUrl"
              type="url"
              inputMode="url"
              defaultValue={values.imageUrl}
              maxLength={EVENT_LIMITS.imageUrl}
              placeholder="https://…"
              disabled={!!flyer}
            />
          </div>
        </Section>
        {children}
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-muted-foreground text-xs sm:mr-auto">
          {edit
            ? "A new time or place is sent to everyone going and on the waitlist."
            : "New events appear on the calendar once an admin has reviewed them."}
        </p>
        <ButtonLink
          variant="ghost"
          size="lg"
          aria-disabled={form.busy}
          to={edit?.backTo ?? "/events"}
        >
          Cancel
        </ButtonLink>
        <SubmitButton
          size="lg"
          busy={form.busy}
          busyLabel={<BusyLabel>{edit ? "Saving..." : "Creating..."}</BusyLabel>}
          className="sm:min-w-44"
        >
          {edit ? "Save Changes" : "Create Event"}
        </SubmitButton>
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
