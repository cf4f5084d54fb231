// The gallery's zoom view: one photo at a time in a modal dialog (Radix: focus is trapped, Escape
// and a click outside close it), at full resolution (the 2560px variant when the photo has one)
// with pinch, wheel, drag and keyboard zoom (./zoomable-image). Its own module so the build page
// loads the dialog code only when a photo is first zoomed (./build-gallery), not with the page.
import { useRef } from "react";
import { MemberText } from "~/components/member-text";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { isHeicUrl, PLACEHOLDER_IMAGE_SRC, zoomImageUrl } from "~/lib/image-urls";
import { CarouselArrow } from "./carousel-arrow";
import type { GalleryPhoto } from "./gallery-photo";
import { ZoomableImage, type ZoomableImageHandle } from "./zoomable-image";

export function GalleryZoom({
  open,
  onOpenChange,
  title,
  photos,
  index,
  onGoTo,
  onKeyDown,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  photos: GalleryPhoto[];
  index: number;
  onGoTo: (index: number) => void;
  /** Keys the zoom does not use itself (the arrows while not zoomed in: other photos). */
  onKeyDown: (event: React.KeyboardEvent) => void;
  /** Puts the focus back (the dialog's own return to a trigger is turned off). */
  onClosed: () => void;
}) {
  const count = photos.length;
  const many = count > 1;
  const photo = photos[index] ?? photos[0];
  const zoom = useRef<ZoomableImageHandle>(null);
  const src = photo?.url && !isHeicUrl(photo.url) ? zoomImageUrl(photo.url) : PLACEHOLDER_IMAGE_SRC;
  const alt = photo?.alt || photo?.caption || title;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-[min(98vw,1800px)] gap-2 border-none bg-black p-2 sm:p-3 [&>button:last-child]:bg-black/60 [&>button:last-child]:text-white"
        onKeyDown={(event) => {
          // The viewer's keys first (zoom, and the arrows while zoomed in); the rest are the gallery's.
          if (zoom.current?.handleKey(event)) {
            event.preventDefault();
            return;
          }
          onKeyDown(event);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogTitle className="sr-only">
          {many ? `${title}, photo ${index + 1} of ${count}` : title}
        </DialogTitle>
        <DialogDescription className="sr-only">
          Pinch, scroll or press plus and minus to zoom, drag or use the arrow keys to move around
          the zoomed photo, 0 to fit it to the screen.
          {many ? " Without zoom, the arrow keys show the other photos." : ""} Press Escape to
          close.
        </DialogDescription>
        <div className="relative">
          <ZoomableImage
            // A new photo starts fitted to the screen.
            key={`${index}:${src}`}
            ref={zoom}
            src={src}
            alt={alt}
            onSwipe={many ? (direction) => onGoTo(index + direction) : undefined}
          />
          {many ? (
            <>
              <CarouselArrow direction="previous" onClick={() => onGoTo(index - 1)} />
              <CarouselArrow direction="next" onClick={() => onGoTo(index + 1)} />
            </>
          ) : null}
        </div>
        {photo?.caption || many ? (
          <p className="flex items-baseline justify-between gap-4 px-2 pb-1 text-sm text-white/90">
            {photo?.caption ? (
              <MemberText
                content={photo.caption}
                className="min-w-0 text-white/90 [&_a]:text-white"
              />
            ) : (
              <span />
            )}
            {many ? (
              <span className="shrink-0 text-white/70 tabular">
                {index + 1} / {count}
              </span>
            ) : null}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
