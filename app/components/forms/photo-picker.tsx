// The photo part of a multipart form that posts its files with the form itself (a listing, a
// journal entry): the chosen files are checked in the browser (count, type, size) with the form's
// own words, previewed, scaled down for the upload, and can be cleared; photos already saved can
// be marked for removal. Without JavaScript the file input posts as it is and the server checks.
import { ImagePlus } from "lucide-react";
import {
  type ComponentProps,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from "react";
import { toast } from "sonner";
import { IMAGE_INPUT_ACCEPT } from "~/lib/image-rules";
import { downscaleInputFiles } from "~/lib/images/downscale";

export interface ChosenPhotoPreview {
  name: string;
  url: string;
}

export interface ChosenPhotoRules {
  /** Saved photos the form keeps: they count towards the limit. */
  kept: number;
  limit: number;
  /** The area's check of one file (type by content, size). */
  checkFile: (file: File) => Promise<"type" | "size" | null>;
  messages: { tooMany: string; invalidType: string; tooLarge: string };
  toastId: string;
}

/** The chosen files' previews and problem, and the file input's change and clear handlers. */
export function useChosenPhotos(rules: ChosenPhotoRules) {
  const [previews, setPreviews] = useState<ChosenPhotoPreview[]>([]);
  // What the browser found wrong with the files just chosen (before any submit).
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  async function onFilesChosen(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    let found: string | null = null;
    if (rules.kept + files.length > rules.limit) found = rules.messages.tooMany;
    for (const file of files) {
      if (found) break;
      const check = await rules.checkFile(file);
      if (check === "type") found = rules.messages.invalidType;
      else if (check === "size") found = rules.messages.tooLarge;
    }
    setProblem(found);
    if (found) {
      input.value = "";
      setPreviews([]);
      toast.error(found, { id: rules.toastId });
      return;
    }
    setPreviews(files.map((f) => ({ name: f.name, url: URL.createObjectURL(f) })));
    // Smaller photos for the upload; the previews keep the originals.
    void downscaleInputFiles(input);
  }

  function clear() {
    if (fileRef.current) fileRef.current.value = "";
    setPreviews([]);
    setProblem(null);
  }

  return { previews, problem, fileRef, onFilesChosen, clear };
}

/** The dashed drop zone around the file input: the whole box opens the file chooser. */
export function PhotoDropZone({
  inputId,
  label,
  fileRef,
  onFilesChosen,
  inputProps,
}: {
  inputId: string;
  label: ReactNode;
  fileRef: RefObject<HTMLInputElement | null>;
  onFilesChosen: (input: HTMLInputElement) => Promise<void>;
  /** name, aria-* and the rest of the field's wiring (fieldProps). */
  inputProps: ComponentProps<"input">;
}) {
  return (
    <label
      htmlFor={inputId}
      className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm hover:border-accent hover:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
    >
      <ImagePlus aria-hidden="true" className="size-6" />
      <span>{label}</span>
      <input
        ref={fileRef}
        {...inputProps}
        type="file"
        multiple
        accept={IMAGE_INPUT_ACCEPT}
        onChange={(event) => void onFilesChosen(event.currentTarget)}
        className="max-w-full text-xs file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:text-foreground"
      />
    </label>
  );
}

/** "Remove photo n" for a saved photo: a checkbox the form posts, so it works without JavaScript. */
export function RemovePhotoToggle({
  name,
  value,
  position,
  photoId,
  removed,
  onRemovedChange,
}: {
  name: string;
  value?: string;
  /** 1-based place of the photo in the list, as the label says it. */
  position: number;
  photoId: string;
  removed: ReadonlySet<string>;
  onRemovedChange: (next: Set<string>) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={removed.has(photoId)}
        onChange={(event) => {
          const next = new Set(removed);
          if (event.currentTarget.checked) next.add(photoId);
          else next.delete(photoId);
          onRemovedChange(next);
        }}
        className="size-4 accent-[var(--color-destructive)]"
      />
      Remove photo {position}
    </label>
  );
}
