// The create and edit form of a journal entry. A plain multipart POST (works without JavaScript);
// with JavaScript the fields are checked before sending with the server's own schema and
// messages, chosen photos show as thumbnails, and each gets its caption and description fields
// right away. Without it, new photos are saved without words and the entry's page asks the owner
// to describe them (a description is asked for, never required).
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
import { checkSchema, useForm } from "~/lib/forms/use-form";
import { lazyModule } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import { checkImageFile } from "../../components/build-form/check-image-file";
import { CURRENCY, MOD_CATEGORY } from "../../spec/values";
import { JOURNAL_FORM, JOURNAL_LIMITS, JOURNAL_MESSAGES } from "../constants";
import type { JournalLinkedMod, JournalPhoto } from "../types";

const journalSchemas = lazyModule(() => import("../schemas"));

const TOAST_ID = "journal-form";

export interface JournalFormDefaults {
  entryDate: string;
  title: string;
  body: string;
  mileage: string;
  cost: string;
  currency: string;
  modIds: string[];
}

export function JournalForm({
  mode,
  defaults,
  mods,
  existingPhotos = [],
  result,
  cancelHref,
}: {
  mode: "create" | "edit";
  defaults: JournalFormDefaults;
  /** The build's mod list, to link the entry to. */
  mods: JournalLinkedMod[];
  existingPhotos?: JournalPhoto[];
  result: ActionFailure | undefined;
  cancelHref: string;
}) {
  const uid = useId();
  const echoed = result?.values;
  const [removed, setRemoved] = useState<Set<string>>(
    () =>
      new Set(
        existingPhotos
          .filter((p) => echoed?.[JOURNAL_FORM.removePhoto(p.id)] !== undefined)
          .map((p) => p.id),
      ),
  );
  const kept = existingPhotos.length - removed.size;
  const chosen = useChosenPhotos({
    kept,
    limit: JOURNAL_LIMITS.photos,
    checkFile: checkImageFile,
    messages: {
      tooMany: JOURNAL_MESSAGES.tooManyPhotos,
      invalidType: JOURNAL_MESSAGES.invalidFileType,
      tooLarge: JOURNAL_MESSAGES.fileTooLarge,
    },
    toastId: TOAST_ID,
  });
  const { previews } = chosen;
  const total = kept + previews.length;

  const form = useForm({
    result,
    validate: toastingCheck(
      {
        schemas: journalSchemas,
        check: (schemas, data) => {
          const found = checkSchema(schemas.journalEntrySchema, data);
          if (total <= JOURNAL_LIMITS.photos) return found;
          return {
            message: found?.message ?? JOURNAL_MESSAGES.tooManyPhotos,
            fieldErrors: {
              ...found?.fieldErrors,
              [JOURNAL_FORM.photos]: JOURNAL_MESSAGES.tooManyPhotos,
            },
          };
        },
      },
      TOAST_ID,
    ),
  });
  useFailureToast(form.failure, TOAST_ID);
  const errors = chosen.problem
    ? { ...form.errors, [JOURNAL_FORM.photos]: chosen.problem }
    : form.errors;
  const value = (name: keyof Omit<JournalFormDefaults, "modIds">) =>
    echoed ? (echoed[name] ?? "") : defaults[name];
  const modChecked = (modId: string) =>
    echoed ? echoed[JOURNAL_FORM.mod(modId)] !== undefined : defaults.modIds.includes(modId);

  const id = (name: string) => `${uid}-${name.replace(/[^a-zA-Z0-9-]/g, "-")}`;
  const field = (name: keyof Omit<JournalFormDefaults, "modIds">) => ({
    id: id(name),
    name,
    error: errors[name],
    defaultValue: value(name),
    fieldClassName: "gap-1.5",
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.props}
      className="flex min-w-0 flex-col gap-6 rounded-2xl bg-surface p-5 ring-1 ring-border/50 sm:p-8"
    >
      <FormMessage>{form.formError}</FormMessage>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <InputField {...field("entryDate")} label="Date" type="date" required />
        <InputField
          {...field("title")}
          label="Title"
          maxLength={JOURNAL_LIMITS.title}
          required
          placeholder="e.g. Coilovers fitted and corner balanced"
        />
      </div>

      <TextareaField
        {...field("body")}
        label="What did you do?"
        hint="Blank lines start a new paragraph; links are shown as links."
        rows={8}
        maxLength={JOURNAL_LIMITS.body}
        required
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem]">
        <InputField
          {...field("mileage")}
          label="Mileage (optional)"
          inputMode="numeric"
          placeholder="e.g. 152000"
          className="tabular"
        />
        <InputField
          {...field("cost")}
          label="Cost (optional)"
          inputMode="decimal"
          placeholder="e.g. 1299.00"
          className="tabular"
        />
        <SelectField
          {...field("currency")}
          label="Currency"
          empty={{ label: "—" }}
          options={optionsOf(CURRENCY.values)}
        />
      </div>

      {mods.length > 0 ? (
        <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id("mods")}-hint`}>
          <legend className="mb-1 font-medium text-sm">Mods this entry is about (optional)</legend>
          <p id={`${id("mods")}-hint`} className="text-muted-foreground text-xs">
            From the build's mod list; the entry shows them and links back to the list.
          </p>
          <ul className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            {mods.map((mod) => (
              <li key={mod.id}>
                <label className="inline-flex min-w-0 items-start gap-2 text-sm [overflow-wrap:anywhere]">
                  <input
                    type="checkbox"
                    name={JOURNAL_FORM.mod(mod.id)}
                    defaultChecked={modChecked(mod.id)}
                    className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
                  />
                  <span>
                    {[mod.brand, mod.partName].filter(Boolean).join(" ")}{" "}
                    <span className="text-muted-foreground">
                      ({MOD_CATEGORY.label(mod.category)})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <FormMessage id={`${id("mods")}-error`}>{errors[JOURNAL_FORM.mods]}</FormMessage>
        </fieldset>
      ) : null}

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1.5 font-medium text-sm">
          Photos ({total}/{JOURNAL_LIMITS.photos})
        </legend>
        <p className="text-muted-foreground text-xs">
          Up to {JOURNAL_LIMITS.photos} photos, 5MB each. Give each a description of what it shows:
          it is read out to members who cannot see the photo.
        </p>
        {existingPhotos.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {existingPhotos.map((photo, i) => {
              const isRemoved = removed.has(photo.id);
              const caption = JOURNAL_FORM.caption(photo.id);
              const description = JOURNAL_FORM.description(photo.id);
              return (
                <li
                  key={photo.id}
                  className="flex min-w-0 flex-col gap-2 rounded-lg p-3 ring-1 ring-border/60"
                >
                  <div
                    className={cn(
                      "aspect-[4/3] overflow-hidden rounded-md bg-surface-raised",
                      isRemoved && "opacity-40",
                    )}
                  >
                    <StoredImage
                      src={photo.url}
                      alt={photo.description ?? `Photo ${i + 1}`}
                      width={400}
                      height={300}
                      sizes="(min-width: 640px) 320px, 90vw"
                      className="size-full object-cover"
                    />
                  </div>
                  <InputField
                    id={id(caption)}
                    name={caption}
                    label={`Photo ${i + 1} caption`}
                    maxLength={JOURNAL_LIMITS.caption}
                    defaultValue={echoed ? (echoed[caption] ?? "") : (photo.caption ?? "")}
                    error={errors[caption]}
                    fieldClassName="gap-1"
                  />
                  <TextareaField
                    id={id(description)}
                    name={description}
                    label={`Photo ${i + 1} description`}
                    hint={JOURNAL_MESSAGES.descriptionHint}
                    rows={2}
                    maxLength={JOURNAL_LIMITS.description}
                    defaultValue={echoed ? (echoed[description] ?? "") : (photo.description ?? "")}
                    error={errors[description]}
                    fieldClassName="gap-1"
                  />
                  <RemovePhotoToggle
                    name={JOURNAL_FORM.removePhoto(photo.id)}
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
          inputId={id(JOURNAL_FORM.photos)}
          label={mode === "create" ? "Choose photos" : "Add photos"}
          fileRef={chosen.fileRef}
          onFilesChosen={chosen.onFilesChosen}
          inputProps={{
            ...fieldProps(id(JOURNAL_FORM.photos), errors[JOURNAL_FORM.photos]),
            name: JOURNAL_FORM.photos,
          }}
        />
        {previews.length > 0 ? (
          <div className="flex flex-col gap-3">
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Chosen photos">
              {previews.map((p, i) => {
                const n = kept + i + 1;
                return (
                  // Keyed by place and name, not by the preview URL: browsers send both an input
                  // and a change event for one choice, and a new URL would wipe typed words.
                  <li
                    key={`${i}:${p.name}`}
                    className="flex min-w-0 flex-col gap-2 rounded-lg p-3 ring-1 ring-border/60"
                  >
                    <img
                      src={p.url}
                      alt={`Chosen ${n}: ${p.name}`}
                      width={400}
                      height={300}
                      className="aspect-[4/3] w-full rounded-md bg-surface-raised object-cover"
                    />
                    <InputField
                      id={id(JOURNAL_FORM.newCaption(i))}
                      name={JOURNAL_FORM.newCaption(i)}
                      label={`Photo ${n} caption`}
                      maxLength={JOURNAL_LIMITS.caption}
                      error={errors[JOURNAL_FORM.newCaption(i)]}
                      fieldClassName="gap-1"
                    />
                    <TextareaField
                      id={id(JOURNAL_FORM.newDescription(i))}
                      name={JOURNAL_FORM.newDescription(i)}
                      label={`Photo ${n} description`}
                      hint={JOURNAL_MESSAGES.descriptionHint}
                      rows={2}
                      maxLength={JOURNAL_LIMITS.description}
                      error={errors[JOURNAL_FORM.newDescription(i)]}
                      fieldClassName="gap-1"
                    />
                  </li>
                );
              })}
            </ul>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={chosen.clear}
            >
              <X aria-hidden="true" />
              Clear chosen photos
            </Button>
          </div>
        ) : null}
        <FormMessage id={`${id(JOURNAL_FORM.photos)}-error`}>
          {errors[JOURNAL_FORM.photos]}
        </FormMessage>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink variant="outline" to={cancelHref}>
          Cancel
        </ButtonLink>
        <SubmitButton
          busy={form.busy}
          busyLabel={<BusyLabel>{mode === "create" ? "Posting..." : "Saving..."}</BusyLabel>}
        >
          {mode === "create" ? "Post Entry" : "Save Changes"}
        </SubmitButton>
      </div>
    </Form>
  );
}
