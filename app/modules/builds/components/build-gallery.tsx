// The photos of a build. One photo: shown as is. Several: a carousel built on CSS scroll snap,
// so swiping (touch, trackpad) is the browser's own and it scrolls even without JavaScript;
// with it come previous/next buttons, dots, arrow keys and a counter. Clicking a photo opens
// the zoom view (Escape closes it and focus returns to the photo).
import { ChevronLeft, ChevronRight, ZoomIn } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { StoredImage } from "~/components/stored-image";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { cn } from "~/lib/utils";
import { useHydrated } from "./use-hydrated";

export interface GalleryPhoto {
  url: string | null;
  caption: string | null;
}

const MAIN_SIZES = "(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw";

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function BuildGallery({ title, photos }: { title: string; photos: GalleryPhoto[] }) {
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLUListElement>(null);
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const count = photos.length;
  const many = count > 1;
  const carouselId = useId();

  function scrollToSlide(target: number, smooth: boolean) {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({
      left: target * track.clientWidth,
      behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto",
    });
  }

  /** The slide a button or key asked for, while the smooth scroll to it runs. */
  const scrollingTo = useRef<{ slide: number; until: number } | null>(null);

  function goTo(target: number) {
    const next = (target + count) % count;
    setIndex(next);
    scrollingTo.current = { slide: next, until: Date.now() + 1000 };
    scrollToSlide(next, true);
  }

  // Swipes and trackpad scrolls move the track directly; follow them.
  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    const programmatic = scrollingTo.current;
    if (programmatic && Date.now() < programmatic.until) {
      // Passing the slides in between: not a change of slide.
      if (current === programmatic.slide) scrollingTo.current = null;
      return;
    }
    scrollingTo.current = null;
    if (current !== index && current >= 0 && current < count) setIndex(current);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (!many) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    goTo(moves[event.key]);
  }

  // Keep the shown slide in place when the track changes width (window resize, rotation).
  const indexRef = useRef(index);
  indexRef.current = index;
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !many) return;
    let width = track.clientWidth;
    const observer = new ResizeObserver(() => {
      if (track.clientWidth === width) return;
      width = track.clientWidth;
      track.scrollTo({ left: indexRef.current * width, behavior: "auto" });
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, [many]);

  const photo = photos[index] ?? photos[0];

  return (
    <div className="flex flex-col gap-3">
      <section
        aria-roledescription={many ? "carousel" : undefined}
        aria-label={many ? `Photos of ${title}` : undefined}
        id={carouselId}
        className="group/gallery relative overflow-hidden rounded-xl bg-surface-raised"
        onKeyDown={onKeyDown}
      >
        <ul
          ref={trackRef}
          onScroll={onScroll}
          className={cn(
            "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain",
            // Without JavaScript the scrollbar is the way to the other photos.
            hydrated && "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          )}
        >
          {photos.map((slide, i) => {
            const image = (
              <StoredImage
                src={slide.url}
                alt={slide.caption ?? (many ? `${title}, photo ${i + 1} of ${count}` : title)}
                width={1200}
                height={900}
                sizes={MAIN_SIZES}
                priority={i === 0}
                className="aspect-[4/3] size-full object-cover"
              />
            );
            return (
              <li
                // Photos have no stable id of their own here; their position is their identity.
                key={i}
                aria-roledescription={many ? "slide" : undefined}
                aria-label={many ? `${i + 1} of ${count}` : undefined}
                aria-hidden={hydrated && many && i !== index ? true : undefined}
                className="relative w-full shrink-0 snap-center snap-always"
              >
                {!slide.url ? (
                  // Nothing to enlarge: the placeholder stands in for a missing photo.
                  image
                ) : hydrated ? (
                  <button
                    ref={(el) => {
                      slideButtons.current[i] = el;
                    }}
                    type="button"
                    tabIndex={many && i !== index ? -1 : 0}
                    onClick={() => {
                      setIndex(i);
                      setZoomOpen(true);
                    }}
                    className="block w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                    aria-label={`Zoom ${many ? `photo ${i + 1}` : "photo"}`}
                  >
                    {image}
                  </button>
                ) : (
                  <a
                    href={slide.url}
                    className="block"
                    aria-label={`Open ${many ? `photo ${i + 1}` : "photo"} full size`}
                  >
                    {image}
                  </a>
                )}
                {slide.caption ? (
                  <p className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-4 pt-10 pb-3 text-sm text-white">
                    {slide.caption}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>

        {hydrated && photos.some((p) => p.url) ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 font-medium text-white text-xs opacity-0 transition-opacity group-hover/gallery:opacity-100"
          >
            <ZoomIn className="size-3.5" /> Zoom
          </span>
        ) : null}

        {hydrated && many ? (
          <>
            <CarouselArrow
              direction="previous"
              controls={carouselId}
              onClick={() => goTo(index - 1)}
            />
            <CarouselArrow direction="next" controls={carouselId} onClick={() => goTo(index + 1)} />
            <span className="absolute top-3 left-3 rounded-full bg-black/60 px-2.5 py-1 font-medium text-white text-xs tabular">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </section>

      {hydrated && many ? (
        <div className="flex justify-center gap-2">
          {photos.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show photo ${i + 1} of ${count}`}
              aria-current={i === index ? "true" : undefined}
              className="group/dot flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className={cn(
                  "block h-2 rounded-full transition-all",
                  i === index
                    ? "w-6 bg-accent"
                    : "w-2 bg-muted-foreground/50 group-hover/dot:bg-muted-foreground",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}

      {hydrated ? (
        <Dialog open={zoomOpen} onOpenChange={setZoomOpen}>
          <DialogContent
            className="max-w-[min(96vw,1600px)] gap-3 border-none bg-black p-2 sm:p-4"
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              // Back to the photo that is now showing (zoom may have moved on), without a jump.
              event.preventDefault();
              scrollToSlide(index, false);
              slideButtons.current[index]?.focus({ preventScroll: true });
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
                alt={photo?.caption ?? title}
                width={1600}
                height={1200}
                sizes="96vw"
                priority
                className="max-h-[82dvh] w-auto max-w-full bg-transparent object-contain"
              />
              {many ? (
                <>
                  <CarouselArrow direction="previous" onClick={() => goTo(index - 1)} />
                  <CarouselArrow direction="next" onClick={() => goTo(index + 1)} />
                </>
              ) : null}
            </div>
            {photo?.caption || many ? (
              <p className="flex items-baseline justify-between gap-4 px-2 pb-1 text-sm text-white/90">
                <span>{photo?.caption}</span>
                {many ? (
                  <span className="shrink-0 text-white/70 tabular">
                    {index + 1} / {count}
                  </span>
                ) : null}
              </p>
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}

function CarouselArrow({
  direction,
  controls,
  onClick,
}: {
  direction: "previous" | "next";
  controls?: string;
  onClick: () => void;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-controls={controls}
      aria-label={direction === "previous" ? "Previous photo" : "Next photo"}
      className={cn(
        "absolute inset-y-0 my-auto inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white shadow-lg backdrop-blur-sm transition hover:bg-black/80",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        direction === "previous" ? "left-3" : "right-3",
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
