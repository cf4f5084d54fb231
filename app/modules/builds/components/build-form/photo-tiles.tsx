// One photo of the form: its preview, a caption field and its controls. New photos (chosen in
// this browser) can be moved and removed; the build's current photos (edit) can be marked for
// removal and restored.
import { ArrowLeft, ArrowRight, ImageOff, RotateCcw, Star, Trash2, X } from "lucide-react";
import { useState } from "react";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { FORM_FIELDS } from "./messages";
import type { NewPhoto } from "./use-new-photos";

const CAPTION_MAX = 200;

function TileFrame({
  children,
  dimmed = false,
  className,
  ...rest
}: React.ComponentProps<"li"> & { dimmed?: boolean }) {
  return (
    <li
      className={cn(
        "flex flex-col overflow-hidden rounded-lg bg-surface-raised/60 ring-1 ring-border/60",
        dimmed && "ring-destructive/50",
        className,
      )}
      {...rest}
    >
      {children}
    </li>
  );
}

function TileBadges({ featured, extra }: { featured: boolean; extra?: React.ReactNode }) {
  if (!featured && !extra) return null;
  return (
    <div className="absolute inset-x-2 top-2 flex flex-wrap gap-1.5">
      {featured ? (
        <Badge variant="accent" className="shadow-md">
          <Star aria-hidden="true" className="fill-current" />
          Featured image
        </Badge>
      ) : null}
      {extra}
    </div>
  );
}

/** A photo chosen in this browser, not uploaded yet. */
export function NewPhotoTile({
  photo,
  position,
  count,
  featured,
  labelNew,
  onMove,
  onRemove,
  onCaption,
}: {
  photo: NewPhoto;
  /** 1-based position among the new photos. */
  position: number;
  count: number;
  featured: boolean;
  /** Edit: a 'New' badge tells these apart from the build's current photos. */
  labelNew: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onCaption: (caption: string) => void;
}) {
  // Chromium and Firefox cannot show HEIC: the server converts it, the preview says so.
  const [previewFailed, setPreviewFailed] = useState(false);
  const captionId = `${photo.key}-caption`;
  return (
    <TileFrame data-photo-key={photo.key}>
      <div className="relative aspect-[4/3] bg-surface-raised">
        {previewFailed ? (
          <div className="flex size-full flex-col items-center justify-center gap-1.5 p-3 text-center text-muted-foreground text-xs">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="line-clamp-2 break-all font-medium text-foreground">
              {photo.file.name}
            </span>
            <span>No preview here; it will be converted on upload.</span>
          </div>
        ) : (
          <img
            src={photo.previewUrl}
            alt={`Preview ${position}: ${photo.file.name}`}
            // Out of the flow: a portrait photo's own height must not stretch the 4:3 box.
            className="absolute inset-0 size-full object-cover"
            onError={() => setPreviewFailed(true)}
          />
        )}
        <TileBadges
          featured={featured}
          extra={
            labelNew ? (
              <Badge variant="outline" className="border-transparent bg-background/85 shadow-md">
                New
              </Badge>
            ) : null
          }
        />
      </div>
      <div className="flex flex-col gap-2 p-2.5">
        <label htmlFor={captionId} className="sr-only">
          Caption for new photo {position} (optional)
        </label>
        <Input
          id={captionId}
          value={photo.caption}
          maxLength={CAPTION_MAX}
          placeholder="Add a caption"
          onChange={(event) => onCaption(event.target.value)}
          className="h-9"
        />
        <div className="flex items-center justify-between gap-1">
          <div className="flex gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              data-move="-1"
              disabled={position === 1}
              onClick={() => onMove(-1)}
              aria-label={`Move new photo ${position} left`}
              title="Move left"
            >
              <ArrowLeft aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              data-move="1"
              disabled={position === count}
              onClick={() => onMove(1)}
              aria-label={`Move new photo ${position} right`}
              title="Move right"
            >
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            onClick={onRemove}
            aria-label={`Remove new photo ${position}`}
            title="Remove"
            className="text-muted-foreground hover:text-destructive"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </TileFrame>
  );
}

export interface ExistingPhoto {
  id: string;
  imageUrl: string;
  caption: string | null;
}

/**
 * One of the build's current photos. With JavaScript, Remove marks it (dimmed, with Restore);
 * without, a checkbox does the same job.
 */
export function ExistingPhotoTile({
  photo,
  position,
  featured,
  removed,
  caption,
  enhanced,
  onToggleRemoved,
  onCaption,
}: {
  photo: ExistingPhoto;
  position: number;
  featured: boolean;
  removed: boolean;
  caption: string;
  /** Hydrated: buttons instead of the plain checkbox. */
  enhanced: boolean;
  onToggleRemoved: () => void;
  onCaption: (caption: string) => void;
}) {
  const captionId = `photo-${photo.id}-caption`;
  const removeId = `photo-${photo.id}-remove`;
  return (
    <TileFrame dimmed={removed} data-photo-id={photo.id}>
      <div className="relative aspect-[4/3] bg-surface-raised">
        <StoredImage
          src={photo.imageUrl}
          alt={photo.caption ? `Photo ${position}: ${photo.caption}` : `Photo ${position}`}
          width={480}
          height={360}
          sizes="(min-width: 640px) 240px, 45vw"
          className={cn(
            // Out of the flow: a portrait photo's own height must not stretch the 4:3 box.
            "absolute inset-0 size-full object-cover transition-[opacity,filter]",
            removed && "opacity-35 grayscale",
          )}
        />
        <TileBadges
          featured={featured && !removed}
          extra={
            removed ? (
              <Badge variant="destructive" className="shadow-md">
                Will be removed
              </Badge>
            ) : null
          }
        />
      </div>
      <div className="flex flex-col gap-2 p-2.5">
        <label htmlFor={captionId} className="sr-only">
          Caption for photo {position} (optional)
        </label>
        <Input
          id={captionId}
          name={`${FORM_FIELDS.captionPrefix}${photo.id}`}
          value={caption}
          maxLength={CAPTION_MAX}
          placeholder="Add a caption"
          disabled={removed}
          onChange={(event) => onCaption(event.target.value)}
          className="h-9"
        />
        {enhanced ? (
          <div className="flex justify-end">
            {removed ? (
              <input type="hidden" name={FORM_FIELDS.removeImageId} value={photo.id} />
            ) : null}
            <Button
              type="button"
              variant={removed ? "secondary" : "ghost"}
              size="sm"
              onClick={onToggleRemoved}
              aria-label={removed ? `Restore photo ${position}` : `Remove photo ${position}`}
              className={removed ? undefined : "text-muted-foreground hover:text-destructive"}
            >
              {removed ? <RotateCcw aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              {removed ? "Restore" : "Remove"}
            </Button>
          </div>
        ) : (
          <label htmlFor={removeId} className="flex items-center gap-2 text-sm">
            <input
              id={removeId}
              type="checkbox"
              name={FORM_FIELDS.removeImageId}
              value={photo.id}
              defaultChecked={removed}
              className="size-4 accent-[var(--destructive)]"
            />
            Remove this photo
          </label>
        )}
      </div>
    </TileFrame>
  );
}
