// The photos of a build. One photo: shown as is. Several: a carousel built on CSS scroll snap,
// so swiping (touch, trackpad) is the browser's own and it scrolls even without JavaScript;
// with it come previous/next buttons, dots, arrow keys and a counter. Clicking a photo opens
// the zoom view (Escape closes it and focus returns to the photo). The zoom view's dialog code is
// loaded when a photo is first pointed at, focused or clicked, not with the page.

import { ZoomIn } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { MemberText } from "~/components/member-text";
import { StoredImage } from "~/components/stored-image";
import { useHydrated } from "~/components/use-hydrated";
import { lazyModule } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import { CarouselArrow } from "./carousel-arrow";
import type { GalleryPhoto } from "./gallery-photo";

const zoomView = lazyModule(() => import("./gallery-zoom"));

export type { GalleryPhoto };

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
  // Set once the zoom view's code is there (re-renders with it).
  const [, setZoomLoaded] = useState(false);
  const GalleryZoom = zoomView.current?.GalleryZoom;
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

  /**
   * Focus follows the slide on screen: when it was on a photo (arrow keys, a swipe), it moves to
   * the new one, so Enter zooms the photo that is showing and screen readers are not left on a
   * hidden slide.
   */
  const focusPending = useRef<number | null>(null);
  function focusFollows(slide: number) {
    if (trackRef.current?.contains(document.activeElement)) focusPending.current = slide;
  }
  // Once the slide is rendered as the visible one: before that it is still inert (no focus).
  useLayoutEffect(() => {
    if (focusPending.current !== index) return;
    focusPending.current = null;
    slideButtons.current[index]?.focus({ preventScroll: true });
  }, [index]);

  /** The slide a button or key asked for, while the smooth scroll to it runs. */
  const scrollingTo = useRef<{ slide: number; until: number } | null>(null);

  function goTo(target: number) {
    const next = (target + count) % count;
    setIndex(next);
    focusFollows(next);
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
    if (current !== index && current >= 0 && current < count) {
      setIndex(current);
      focusFollows(current);
    }
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

  function openZoom(slide: number) {
    setIndex(slide);
    setZoomOpen(true);
    if (zoomView.current) return;
    zoomView.load().then(
      () => setZoomLoaded(true),
      () => {
        // The code could not be loaded (connection lost): show the photo itself, as without
        // JavaScript.
        setZoomOpen(false);
        const url = photos[slide]?.url;
        if (url) window.location.assign(url);
      },
    );
  }

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
                alt={
                  slide.alt ??
                  slide.caption ??
                  (many ? `${title}, photo ${i + 1} of ${count}` : title)
                }
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
                // Slides off screen are out of reach of focus and screen readers.
                aria-hidden={hydrated && many && i !== index ? true : undefined}
                inert={hydrated && many && i !== index ? true : undefined}
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
                    onPointerEnter={zoomView.preload}
                    onFocus={zoomView.preload}
                    onClick={() => openZoom(i)}
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
                  // Clicks go through to the photo (zoom), except on links in the caption. Two
                  // lines at most over the photo; the zoom view shows the whole caption.
                  <MemberText
                    content={slide.caption}
                    className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-4 pt-10 pb-3 text-sm text-white [&_a]:pointer-events-auto [&_a]:text-white [&_p]:line-clamp-2"
                  />
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
            <span
              aria-hidden="true"
              className="absolute top-3 left-3 rounded-full bg-black/60 px-2.5 py-1 font-medium text-white text-xs tabular"
            >
              {index + 1} / {count}
            </span>
            <span aria-live="polite" className="sr-only">
              Photo {index + 1} of {count}
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

      {hydrated && GalleryZoom ? (
        <GalleryZoom
          open={zoomOpen}
          onOpenChange={setZoomOpen}
          title={title}
          photos={photos}
          index={index}
          onGoTo={goTo}
          onKeyDown={onKeyDown}
          onClosed={() => {
            // Back to the photo that is now showing (zoom may have moved on), without a jump.
            scrollToSlide(index, false);
            slideButtons.current[index]?.focus({ preventScroll: true });
          }}
        />
      ) : null}
    </div>
  );
}
