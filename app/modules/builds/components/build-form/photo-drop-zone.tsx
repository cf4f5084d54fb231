// Where photos are chosen. With JavaScript: a drop zone (click, keyboard or drag and drop) that
// hands the files to the form's photo list. Without: the browser's own file input, whose files are
// posted as they are, plus caption fields in the order the files were chosen.
import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_SIZE_TEXT } from "~/lib/image-rules";
import { cn } from "~/lib/utils";
import { MAX_BUILD_IMAGES, MAX_PHOTO_ALT_TEXT } from "~/modules/builds/constants";
import { FORM_FIELDS } from "./messages";

export function PhotoDropZone({
  inputId: id,
  enhanced,
  slotsLeft,
  describedBy,
  invalid,
  onFiles,
  noScriptCaptions = [],
  noScriptAltTexts = [],
}: {
  inputId: string;
  /** Hydrated: the drop zone; otherwise the plain input. */
  enhanced: boolean;
  slotsLeft: number;
  describedBy?: string;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
  /** Captions echoed back after a plain (no-JavaScript) post. */
  noScriptCaptions?: string[];
  /** Descriptions (alt text) echoed back after a plain post. */
  noScriptAltTexts?: string[];
}) {
  const [dragging, setDragging] = useState(false);

  if (!enhanced) {
    return (
      <div className="flex flex-col gap-3">
        <label htmlFor={id} className="font-medium text-sm">
          Choose up to {slotsLeft} photo{slotsLeft === 1 ? "" : "s"}
        </label>
        <input
          id={id}
          type="file"
          name={FORM_FIELDS.newImage}
          accept={IMAGE_INPUT_ACCEPT}
          multiple
          disabled={slotsLeft === 0}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-2 file:font-semibold file:text-foreground"
        />
        <noscript>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-muted-foreground text-sm">
              Captions (optional), in the order you chose the photos. The first photo is the
              featured image.
            </legend>
            {Array.from({ length: MAX_BUILD_IMAGES }, (_, i) => (
              // Positional fields: the index is their identity.
              <div key={i} className="grid gap-2 sm:grid-cols-2">
                <input
                  type="text"
                  name={FORM_FIELDS.newImageCaption}
                  defaultValue={noScriptCaptions[i] ?? ""}
                  maxLength={200}
                  aria-label={`Caption for photo ${i + 1}`}
                  placeholder={`Caption for photo ${i + 1}`}
                  className="h-9 w-full rounded-md border border-input bg-surface px-3 text-sm"
                />
                <input
                  type="text"
                  name={FORM_FIELDS.newImageAltText}
                  defaultValue={noScriptAltTexts[i] ?? ""}
                  maxLength={MAX_PHOTO_ALT_TEXT}
                  aria-label={`Description (alt text) for photo ${i + 1}`}
                  placeholder={`Description of photo ${i + 1}, for screen readers`}
                  className="h-9 w-full rounded-md border border-input bg-surface px-3 text-sm"
                />
              </div>
            ))}
          </fieldset>
          <p className="mt-2 text-muted-foreground text-xs">
            If the form comes back with a problem, choose your photos again: without JavaScript the
            browser cannot keep them. Everything you typed is kept.
          </p>
        </noscript>
      </div>
    );
  }

  const full = slotsLeft === 0;
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        if (full) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!full) onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-border border-dashed px-4 py-8 text-center transition-colors",
        "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/40",
        full
          ? "cursor-not-allowed opacity-60"
          : "cursor-pointer hover:border-accent/70 hover:bg-surface-raised/40",
        dragging && "border-accent bg-accent/10",
        invalid && "border-destructive/70",
      )}
    >
      <ImagePlus aria-hidden="true" className="size-8 text-accent" />
      <span className="font-semibold text-sm">{full ? "Photo limit reached" : "Add photos"}</span>
      <span className="text-muted-foreground text-xs">
        {full
          ? "Remove a photo to add another."
          : `Drop or choose up to ${slotsLeft} more · JPEG, PNG, WebP, AVIF, GIF or HEIC · ${MAX_IMAGE_SIZE_TEXT} each`}
      </span>
      <input
        id={id}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple
        disabled={full}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same file again (after removing it) still fires a change.
          event.target.value = "";
          onFiles(files);
        }}
      />
    </label>
  );
}
