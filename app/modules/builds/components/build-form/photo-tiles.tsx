// One photo of the form: its preview, caption and description (alt text) fields and its controls.
// New photos (chosen in this browser) can be moved and removed; the build's current photos (edit)
// can be moved, made the cover, marked for removal and restored. Without JavaScript a current
// photo's place is a position select, sent with the form.
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  GripVertical,
  ImageOff,
  RotateCcw,
  Star,
  Trash2,
  X,
} from "lucide-react";
import { useState } from "react";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { MAX_PHOTO_ALT_TEXT, PHOTO_TEXT_MESSAGES } from "~/modules/builds/constants";
import { PHOTO_POSITION_PREFIX } from "~/modules/builds/photo-order";
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

/**
 * The description (alt text) field of a photo, with a gentle hint while it is empty: a prompt,
 * never a requirement.
 */
function AltTextField({
  id,
  name,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  name?: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const hintId = `${id}-hint`;
  const empty = value.trim() === "";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        value={value}
        maxLength={MAX_PHOTO_ALT_TEXT}
        placeholder="What the photo shows"
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className="h-9"
      />
      <p id={hintId} className="text-muted-foreground text-xs">
        {empty
          ? `${PHOTO_TEXT_MESSAGES.altHint}.`
          : `${value.length}/${MAX_PHOTO_ALT_TEXT} characters`}
      </p>
    </div>
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
  onAltText,
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
  onAltText: (altText: string) => void;
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
        <AltTextField
          id={`${photo.key}-alt`}
          label={`Description (alt text) for new photo ${position}`}
          value={photo.altText}
          onChange={onAltText}
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
  altText: string | null;
}

/** What moves a current photo: one place up or down, or to the front (the cover). */
export type PhotoMove = -1 | 1 | "cover";

/**
 * One of the build's current photos. With JavaScript: a drag handle, Up / Down / Make cover
 * buttons, and Remove marks it (dimmed, with Restore). Without: a position select and a checkbox
 * do the same jobs.
 */
export function ExistingPhotoTile({
  photo,
  position,
  count,
  featured,
  removed,
  caption,
  altText,
  enhanced,
  dragging,
  onToggleRemoved,
  onCaption,
  onAltText,
  onMove,
  onDragStart,
}: {
  photo: ExistingPhoto;
  /** 1-based place among the current photos (1 = cover unless removed). */
  position: number;
  count: number;
  featured: boolean;
  removed: boolean;
  caption: string;
  altText: string;
  /** Hydrated: buttons instead of the plain select and checkbox. */
  enhanced: boolean;
  /** This tile is being dragged. */
  dragging?: boolean;
  onToggleRemoved: () => void;
  onCaption: (caption: string) => void;
  onAltText: (altText: string) => void;
  onMove: (by: PhotoMove) => void;
  onDragStart?: (event: React.PointerEvent<HTMLButtonElement>) => void;
}) {
  const captionId = `photo-${photo.id}-caption`;
  const removeId = `photo-${photo.id}-remove`;
  const positionId = `photo-${photo.id}-position`;
  const positionName = `${PHOTO_POSITION_PREFIX}${photo.id}`;
  const fallbackAlt = photo.caption ? `Photo ${position}: ${photo.caption}` : `Photo ${position}`;
  return (
    <TileFrame
      dimmed={removed}
      data-photo-id={photo.id}
      className={cn(dragging && "opacity-70 ring-2 ring-accent")}
    >
      <div className="relative aspect-[4/3] bg-surface-raised">
        <StoredImage
          src={photo.imageUrl}
          alt={photo.altText || fallbackAlt}
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
        {enhanced && onDragStart && !removed ? (
          <button
            type="button"
            // The mouse and touch way to reorder; the keyboard uses the Up / Down buttons below.
            tabIndex={-1}
            aria-hidden="true"
            title="Drag to reorder"
            onPointerDown={onDragStart}
            className="absolute right-2 bottom-2 flex size-9 cursor-grab touch-none items-center justify-center rounded-md bg-background/85 text-foreground shadow-md active:cursor-grabbing"
          >
            <GripVertical className="size-4" />
          </button>
        ) : null}
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
        <AltTextField
          id={`photo-${photo.id}-alt`}
          name={`${FORM_FIELDS.altTextPrefix}${photo.id}`}
          label={`Description (alt text) for photo ${position}`}
          value={altText}
          disabled={removed}
          onChange={onAltText}
        />
        {enhanced ? (
          <div className="flex flex-col gap-1.5">
            <input type="hidden" name={positionName} value={position} />
            {removed ? (
              <input type="hidden" name={FORM_FIELDS.removeImageId} value={photo.id} />
            ) : null}
            <div className="flex items-center justify-between gap-1">
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  data-move="-1"
                  disabled={position === 1 || removed}
                  onClick={() => onMove(-1)}
                  aria-label={`Move photo ${position} up`}
                  title="Move up (earlier)"
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  data-move="1"
                  disabled={position === count || removed}
                  onClick={() => onMove(1)}
                  aria-label={`Move photo ${position} down`}
                  title="Move down (later)"
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </div>
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
            {featured || removed ? null : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                data-move="cover"
                onClick={() => onMove("cover")}
                aria-label={`Make cover: photo ${position}`}
                className="w-full"
              >
                <Star aria-hidden="true" />
                Make cover
              </Button>
            )}
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor={positionId} className="flex items-center gap-2 text-sm">
              Position
              <select
                id={positionId}
                name={positionName}
                defaultValue={String(position)}
                className="h-9 rounded-md border border-input bg-surface px-2 text-sm"
              >
                {Array.from({ length: count }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i === 0 ? "1 (cover)" : i + 1}
                  </option>
                ))}
              </select>
            </label>
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
          </div>
        )}
      </div>
    </TileFrame>
  );
}
