// The gallery's zoom view: one photo at a time in a modal dialog (Radix: focus is trapped, Escape
// and a click outside close it). Its own module so the build page loads the dialog code only when
// a photo is first zoomed (./build-gallery), not with the page.
import { MemberText } from "~/components/member-text";
import { StoredImage } from "~/components/stored-image";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { CarouselArrow } from "./carousel-arrow";
import type { GalleryPhoto } from "./gallery-photo";

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
  onKeyDown: (event: React.KeyboardEvent) => void;
  /** Puts the focus back (the dialog's own return to a trigger is turned off). */
  onClosed: () => void;
}) {
  const count = photos.length;
  const many = count > 1;
  const photo = photos[index] ?? photos[0];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-[min(96vw,1600px)] gap-3 border-none bg-black p-2 sm:p-4"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogTitle className="sr-only">
          {many ? `${title}, photo ${index + 1} of ${count}` : title}
        </DialogTitle>
        <DialogDescription className="sr-only">
          {many ? "Use the arrow keys to see the other photos. " : ""}Press Escape to close.
        </DialogDescription>
        <div className="relative flex items-center justify-center">
          <StoredImage
            key={index}
            src={photo?.url}
            alt={photo?.alt ?? photo?.caption ?? title}
            width={1600}
            height={1200}
            sizes="96vw"
            priority
            className="max-h-[82dvh] w-auto max-w-full bg-transparent object-contain"
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
