// The create and edit build form. Without JavaScript it is a plain multipart POST to the page's
// action. With it, the browser checks the same rules first (same schema, same SPEC texts), keeps
// the chosen photos in a list (previews, captions, order, removal), and sends them through the
// route's clientAction with an upload progress bar (see upload-with-progress.ts).
import { TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { useHydrated } from "~/components/use-hydrated";
import { issueErrors } from "~/lib/forms/parse";
import { downscaleAllForUpload } from "~/lib/images/downscale";
import { lazyModule } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import { MAX_BUILD_IMAGES, tooManyBuildPhotos } from "~/modules/builds/constants";
import { movePhoto, orderPhotos } from "~/modules/builds/photo-order";
import {
  BLANK_MOD_ROWS,
  emptyModRow,
  emptySpecForm,
  isBlankModRow,
  readSpecForm,
  type SpecFormValues,
  specFieldId,
  specStepHasValues,
} from "~/modules/builds/spec/form-values";
import { DescriptionField, FeaturedUrlField, fieldId, VehicleFields } from "./build-fields";
import { CancelLink } from "./cancel-link";
import {
  BUILD_TEXT_FIELDS,
  type BuildFormErrors,
  type BuildFormFailure,
  type BuildFormValues,
  errorAt,
  FORM_FIELDS,
  imageToasts,
  joinMessage,
  type ToastText,
} from "./messages";
import { ModListStep } from "./mod-list-step";
import { PhotoDropZone } from "./photo-drop-zone";
import { type ExistingPhoto, ExistingPhotoTile, NewPhotoTile, type PhotoMove } from "./photo-tiles";
import { SPEC_STEP_ID, SpecSheetStep } from "./spec-sheet-step";
import { UploadStatus } from "./upload-status";
import { useUploadProgress } from "./upload-with-progress";
import { useNewPhotos } from "./use-new-photos";

export interface BuildFormProps {
  mode: "create" | "edit";
  /** The fields as stored (edit) or empty (create). */
  defaults: BuildFormValues;
  /** The spec sheet and mod list as stored (edit); empty when absent. */
  specDefaults?: SpecFormValues;
  /** Edit: the stored dyno-sheet photo. */
  dynoImageUrl?: string | null;
  /** Edit: the build's current photos, in order. */
  existingPhotos?: ExistingPhoto[];
  /** The action's answer to the last submission, when it did not redirect. */
  result?: BuildFormFailure;
  maxYear: number;
  /** Where Cancel goes when there is no page to go back to. */
  cancelHref: string;
}

const FOCUS_ORDER = [...BUILD_TEXT_FIELDS.slice(0, 5), "images", "featuredImageUrl"] as const;

/**
 * The actions' schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const buildSchemas = lazyModule(() =>
  Promise.all([import("~/modules/builds/schemas"), import("~/modules/builds/spec/schemas")]).then(
    ([build, spec]) => ({
      buildFieldsSchema: build.buildFieldsSchema,
      checkSpecForm: spec.checkSpecForm,
    }),
  ),
);
type Schemas = Awaited<ReturnType<typeof buildSchemas.load>>;

type StepKey = "spec" | "mods";

/** Which optional step an error key belongs to ("front.offsetMm" → the spec sheet). */
function stepOf(key: string): StepKey | null {
  if (key === "dynoImage" || /^(spec|front|rear)\./.test(key)) return "spec";
  if (key === "mods" || key.startsWith("mods.")) return "mods";
  return null;
}

const stepHasError = (errors: BuildFormErrors, step: StepKey) =>
  Object.entries(errors).some(([key, message]) => message && stepOf(key) === step);

/** The stored mods with blank rows after them, so rows can be added without JavaScript. */
function withBlankRows(values: SpecFormValues): SpecFormValues {
  const blanks = values.mods.length === 0 ? BLANK_MOD_ROWS : 1;
  return { ...values, mods: [...values.mods, ...Array.from({ length: blanks }, emptyModRow)] };
}

function showToast(text: ToastText) {
  toast.error(text.title, { description: text.description });
}

export function BuildForm({
  mode,
  defaults,
  specDefaults,
  dynoImageUrl,
  existingPhotos = [],
  result,
  maxYear,
  cancelHref,
}: BuildFormProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const progress = useUploadProgress();
  const toasts = useMemo(() => imageToasts(mode), [mode]);
  const values = result?.values ?? defaults;
  const [specValues] = useState(
    () => result?.spec ?? withBlankRows(specDefaults ?? emptySpecForm()),
  );

  const [errors, setErrors] = useState<BuildFormErrors>(result?.errors ?? {});
  const [notice, setNotice] = useState<ToastText | null>(
    result && !result.draft ? result.toast : null,
  );
  // The optional steps start open when they hold something, an error, or a row just changed.
  const [specOpen, setSpecOpen] = useState(
    () => specStepHasValues(specValues) || stepHasError(errors, "spec"),
  );
  const [modsOpen, setModsOpen] = useState(
    () =>
      Boolean(result?.draft) ||
      specValues.hideModCosts ||
      specValues.mods.some((row) => !isBlankModRow(row)) ||
      stepHasError(errors, "mods"),
  );
  const [removed, setRemoved] = useState(() => new Set(result?.removeImageIds ?? []));
  const [captions, setCaptions] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      existingPhotos.map((p) => [p.id, result?.captions?.[p.id] ?? p.caption ?? ""]),
    ),
  );
  const [altTexts, setAltTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      existingPhotos.map((p) => [p.id, result?.altTexts?.[p.id] ?? p.altText ?? ""]),
    ),
  );
  // The current photos in the order the member set (a failed save comes back in its order).
  const [ordered, setOrdered] = useState(() =>
    orderPhotos(existingPhotos, result?.positions ?? {}),
  );
  const keptCount = ordered.filter((p) => !removed.has(p.id)).length;
  const newPhotos = useNewPhotos({ mode, otherPhotoCount: keptCount });
  const photoCount = keptCount + newPhotos.photos.length;

  // Each answer from the action: its message as a toast and in the page, its field errors.
  useEffect(() => {
    if (!result || result.draft) return;
    setErrors(result.errors);
    setNotice(result.toast);
    showToast(result.toast);
    if (stepHasError(result.errors, "spec")) setSpecOpen(true);
    if (stepHasError(result.errors, "mods")) setModsOpen(true);
  }, [result]);

  // My Builds' "Complete it" links to the spec sheet step: open it.
  useEffect(() => {
    if (window.location.hash === `#${SPEC_STEP_ID}`) setSpecOpen(true);
  }, []);

  // After a move, keep the keyboard on the photo that moved.
  const [moved, setMoved] = useState<{ key: string; by: -1 | 1 } | null>(null);
  const photoList = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!moved) return;
    const tile = photoList.current?.querySelector(`[data-photo-key="${moved.key}"]`);
    const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(`[data-move="${-moved.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [moved]);

  // After a current photo moves, keep the keyboard on it (its Up/Down button, else the caption).
  const [movedPhoto, setMovedPhoto] = useState<{ id: string; by: PhotoMove } | null>(null);
  useEffect(() => {
    if (!movedPhoto) return;
    const tile = photoList.current?.querySelector(`[data-photo-id="${movedPhoto.id}"]`);
    const wanted = movedPhoto.by === "cover" ? "-1" : String(movedPhoto.by);
    const candidates = [wanted, wanted === "-1" ? "1" : "-1"].map((by) =>
      tile?.querySelector<HTMLButtonElement>(`[data-move="${by}"]`),
    );
    const target =
      candidates.find((button) => button && !button.disabled) ??
      tile?.querySelector<HTMLInputElement>("input:not([type=hidden])");
    target?.focus();
    setMovedPhoto(null);
  }, [movedPhoto]);

  function moveExisting(id: string, by: PhotoMove) {
    const next = movePhoto(ordered, id, by);
    setOrdered(next);
    setMovedPhoto({ id, by });
    const place = next.findIndex((p) => p.id === id) + 1;
    setAnnouncement(
      place === 1
        ? "Photo moved to position 1: it is now the cover."
        : `Photo moved to position ${place} of ${next.length}.`,
    );
  }

  // Mouse and touch: drag a photo by its handle over another one to take its place.
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const orderedRef = useRef(ordered);
  orderedRef.current = ordered;
  function startDrag(id: string, event: React.PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    setDraggingId(id);
    const onMoveEvent = (move: PointerEvent) => {
      const over = document
        .elementFromPoint(move.clientX, move.clientY)
        ?.closest<HTMLElement>("[data-photo-id]");
      const overId = over?.dataset.photoId;
      if (!overId || overId === id || removed.has(overId)) return;
      setOrdered((current) => {
        const from = current.findIndex((p) => p.id === id);
        const to = current.findIndex((p) => p.id === overId);
        if (from < 0 || to < 0) return current;
        const next = [...current];
        const [photo] = next.splice(from, 1);
        next.splice(to, 0, photo);
        return next;
      });
    };
    const onEnd = () => {
      handle.removeEventListener("pointermove", onMoveEvent);
      handle.removeEventListener("pointerup", onEnd);
      handle.removeEventListener("pointercancel", onEnd);
      setDraggingId(null);
      const current = orderedRef.current;
      const place = current.findIndex((p) => p.id === id) + 1;
      setAnnouncement(`Photo moved to position ${place} of ${current.length}.`);
    };
    handle.addEventListener("pointermove", onMoveEvent);
    handle.addEventListener("pointerup", onEnd);
    handle.addEventListener("pointercancel", onEnd);
  }

  /** The photos are being made smaller before they are sent. */
  const [preparing, setPreparing] = useState(false);
  const busy =
    preparing || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  const submitLabel = preparing
    ? "Preparing photos..."
    : mode === "create"
      ? progress.phase === "uploading"
        ? "Uploading..."
        : busy
          ? "Creating..."
          : "Create Build"
      : busy
        ? "Saving..."
        : "Save Changes";

  function toggleRemoved(id: string) {
    const restoring = removed.has(id);
    if (restoring && tooManyBuildPhotos(photoCount + 1)) {
      showToast(toasts.tooMany);
      setErrors((e) => ({ ...e, images: toasts.tooMany.description }));
      return;
    }
    setRemoved((current) => {
      const next = new Set(current);
      if (restoring) next.delete(id);
      else next.add(id);
      return next;
    });
    setErrors(({ images: _, ...rest }) => rest);
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const loaded = buildSchemas.current;
    if (loaded) {
      checkAndSend(data, loaded);
      return;
    }
    // Not loaded yet: wait for it. If it cannot be loaded, the action checks the fields instead.
    buildSchemas.load().then(
      (schemas) => checkAndSend(data, schemas),
      () => checkAndSend(data, null),
    );
  }

  function checkAndSend(data: FormData, schemas: Schemas | null) {
    const typed = Object.fromEntries(
      BUILD_TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? "")]),
    ) as BuildFormValues;

    const parsed = schemas?.buildFieldsSchema.safeParse(typed);
    const found: BuildFormErrors =
      parsed && !parsed.success ? issueErrors(parsed.error.issues).fieldErrors : {};
    const specChecked = schemas?.checkSpecForm(readSpecForm(data));
    if (specChecked && !specChecked.ok) Object.assign(found, specChecked.errors);
    let imageProblem: ToastText | null = null;
    if (tooManyBuildPhotos(photoCount)) imageProblem = toasts.tooMany;
    else if (photoCount === 0 && typed.featuredImageUrl.trim() === "") {
      imageProblem = toasts.required;
    }
    if (imageProblem) {
      found.images =
        imageProblem === toasts.tooMany ? imageProblem.description : joinMessage(imageProblem);
      showToast(imageProblem);
    }
    setErrors(found);
    setNotice(null);
    if (stepHasError(found, "spec")) setSpecOpen(true);
    if (stepHasError(found, "mods")) setModsOpen(true);
    const firstInvalid = FOCUS_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const stepFields = Object.keys(found)
      .filter((key) => stepOf(key))
      .map((key) => document.getElementById(specFieldId(key)))
      .filter((el): el is HTMLElement => el !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (stepFields.length > 0) {
      // Opened now (not on the next render) so the field can take the focus.
      const step = stepFields[0].closest("details");
      if (step) step.open = true;
      (stepFields[0].matches("input, select, textarea")
        ? stepFields[0]
        : stepFields[0].querySelector<HTMLElement>("input, select, textarea")
      )?.focus();
      setNotice({ title: errorAt(found, Object.keys(found).find((k) => stepOf(k)) ?? "") ?? "" });
      return;
    }

    // The photos go in the order of the list, each followed by its caption and description,
    // made smaller first where that saves bytes (the server re-checks and converts them anyway).
    const photos = newPhotos.photos;
    setPreparing(photos.length > 0);
    downscaleAllForUpload(photos.map((photo) => photo.file))
      .then((files) => {
        data.delete(FORM_FIELDS.newImage);
        data.delete(FORM_FIELDS.newImageCaption);
        data.delete(FORM_FIELDS.newImageAltText);
        for (const [i, photo] of photos.entries()) {
          data.append(FORM_FIELDS.newImage, files[i], files[i].name);
          data.append(FORM_FIELDS.newImageCaption, photo.caption);
          data.append(FORM_FIELDS.newImageAltText, photo.altText);
        }
        submit(data, { method: "post", encType: "multipart/form-data" });
      })
      .finally(() => setPreparing(false));
  }

  const imagesError = errors.images ?? newPhotos.problem ?? undefined;
  const imagesErrorId = `${fieldId("images")}-error`;
  // The first photo that stays is the featured one: a kept photo of the build, else the first new.
  const featuredPhotoId = ordered.find((p) => !removed.has(p.id))?.id;
  const featuredNewKey = featuredPhotoId ? undefined : newPhotos.photos[0]?.key;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={hydrated ? handleSubmit : undefined}
      onFocus={buildSchemas.preload}
      className="flex flex-col gap-6"
      aria-busy={busy || undefined}
    >
      {notice ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <strong className="font-semibold">{notice.title}</strong>
            {notice.description ? <span> {notice.description}</span> : null}
          </p>
        </div>
      ) : null}

      {hydrated ? null : (
        // Enter in a field sends the form through the first submit button in it: this one, not
        // a mod row's Up/Remove (those are submit buttons too when JavaScript is off).
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {submitLabel}
        </button>
      )}
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <FormSection title="The car">
          <VehicleFields values={values} errors={errors} maxYear={maxYear} />
        </FormSection>

        <FormSection
          title={`Build Images (${photoCount}/${MAX_BUILD_IMAGES})`}
          description={
            mode === "create"
              ? "Up to 5 photos with optional captions. The first one is the featured image: use the arrows to change the order."
              : "The first photo is the cover (the featured image): drag photos by their handle, or use Up, Down and Make cover. Remove photos you no longer want (Restore brings them back), add new ones, and edit captions and descriptions."
          }
        >
          <div className="flex flex-col gap-4">
            {existingPhotos.length + newPhotos.photos.length > 0 ? (
              <ul
                ref={photoList}
                aria-label="Photos"
                className="grid grid-cols-2 gap-3 sm:grid-cols-3"
              >
                {ordered.map((photo, i) => (
                  <ExistingPhotoTile
                    key={photo.id}
                    photo={photo}
                    position={i + 1}
                    count={ordered.length}
                    featured={photo.id === featuredPhotoId}
                    removed={removed.has(photo.id)}
                    caption={captions[photo.id] ?? ""}
                    altText={altTexts[photo.id] ?? ""}
                    enhanced={hydrated}
                    dragging={draggingId === photo.id}
                    onToggleRemoved={() => toggleRemoved(photo.id)}
                    onCaption={(caption) => setCaptions((c) => ({ ...c, [photo.id]: caption }))}
                    onAltText={(text) => setAltTexts((a) => ({ ...a, [photo.id]: text }))}
                    onMove={(by) => moveExisting(photo.id, by)}
                    onDragStart={(event) => startDrag(photo.id, event)}
                  />
                ))}
                {newPhotos.photos.map((photo, i) => (
                  <NewPhotoTile
                    key={photo.key}
                    photo={photo}
                    position={i + 1}
                    count={newPhotos.photos.length}
                    featured={photo.key === featuredNewKey}
                    labelNew={mode === "edit"}
                    onMove={(by) => {
                      newPhotos.move(photo.key, by);
                      setMoved({ key: photo.key, by });
                      setAnnouncement(
                        `New photo moved to position ${i + 1 + by} of ${newPhotos.photos.length}.`,
                      );
                    }}
                    onRemove={() => {
                      newPhotos.remove(photo.key);
                      setAnnouncement(`New photo ${i + 1} removed.`);
                    }}
                    onCaption={(caption) => newPhotos.setCaption(photo.key, caption)}
                    onAltText={(text) => newPhotos.setAltText(photo.key, text)}
                  />
                ))}
              </ul>
            ) : null}
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
            <PhotoDropZone
              inputId={fieldId("images")}
              enhanced={hydrated}
              slotsLeft={Math.max(0, MAX_BUILD_IMAGES - photoCount)}
              describedBy={imagesError ? imagesErrorId : undefined}
              invalid={!!imagesError}
              noScriptCaptions={result?.newCaptions}
              noScriptAltTexts={result?.newAltTexts}
              onFiles={(files) => {
                setErrors(({ images: _, ...rest }) => rest);
                void newPhotos.add(files);
              }}
            />
            <FormMessage id={imagesErrorId}>{imagesError}</FormMessage>
            <FeaturedUrlField
              values={values}
              errors={errors}
              hasPhotos={hydrated && photoCount > 0}
            />
          </div>
        </FormSection>

        <FormSection title="The story">
          <DescriptionField values={values} errors={errors} />
        </FormSection>

        <SpecSheetStep
          values={specValues}
          errors={errors}
          open={specOpen}
          onOpenChange={setSpecOpen}
          enhanced={hydrated}
          dynoImageUrl={dynoImageUrl}
        />
        <ModListStep
          rows={specValues.mods}
          hideModCosts={specValues.hideModCosts}
          errors={errors}
          open={modsOpen}
          onOpenChange={setModsOpen}
          enhanced={hydrated}
          status={result?.draft ? result.toast : undefined}
          onRowsChange={() =>
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([key]) => stepOf(key) !== "mods")),
            )
          }
        />
      </fieldset>

      <div className="flex flex-col gap-4">
        <UploadStatus processingLabel={mode === "create" ? "Creating..." : "Saving..."} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {mode === "create" ? (
            <p className="text-muted-foreground text-xs sm:mr-auto">
              New builds appear in the showcase once an admin has reviewed them.
            </p>
          ) : null}
          <CancelLink fallback={cancelHref} disabled={busy} />
          <Button type="submit" size="lg" disabled={busy} className="sm:min-w-44">
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "flex flex-col gap-5 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:p-6",
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 className="font-display font-semibold text-lg uppercase tracking-wide">{title}</h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
