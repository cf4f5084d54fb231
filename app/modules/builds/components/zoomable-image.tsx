// A photo at full resolution that can be zoomed and panned: pinch and drag on touch, the wheel and
// drag with a mouse, and the keyboard (+ / - / 0, arrows to pan while zoomed). Written on pointer
// events (no gesture library): every pointer down on the photo is tracked, one pointer pans, two
// pinch around their midpoint. The photo is laid out "contained" in its box; zoom is a CSS
// transform on top, so layout never changes while zooming.
import { Minus, Plus, RotateCcw } from "lucide-react";
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

interface View {
  scale: number;
  x: number;
  y: number;
}

const FIT: View = { scale: 1, x: 0, y: 0 };
const STEP = 1.5;
/** Pixels a key press pans. */
const PAN_STEP = 80;

export interface ZoomableImageHandle {
  /** Handles a key of the zoom; false when the key is not the zoom's (the caller's then). */
  handleKey: (event: React.KeyboardEvent) => boolean;
}

/** Zoom as a percentage for people who cannot see it ("Zoom 250%"). */
export function zoomLabel(scale: number): string {
  return `Zoom ${Math.round(scale * 100)}%`;
}

export const ZoomableImage = forwardRef<
  ZoomableImageHandle,
  {
    src: string;
    alt: string;
    /** Swipe (one finger, not zoomed) or drag far enough sideways: the previous or next photo. */
    onSwipe?: (direction: -1 | 1) => void;
  }
>(function ZoomableImage({ src, alt, onSwipe }, ref) {
  const imgRef = useRef<HTMLImageElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(FIT);
  const viewRef = useRef(view);
  viewRef.current = view;
  const [loaded, setLoaded] = useState(false);

  /** Zoom at which one pixel of the photo is one device pixel; at least 2x, at most 8x. */
  const maxScale = useCallback(() => {
    const img = imgRef.current;
    if (!img || img.offsetWidth === 0 || img.naturalWidth === 0) return 4;
    const full = img.naturalWidth / (img.offsetWidth * (window.devicePixelRatio || 1));
    return Math.min(8, Math.max(2, full));
  }, []);

  /** Keeps the photo covering the box: no panning past its edges. */
  const clamp = useCallback(
    (next: View): View => {
      const img = imgRef.current;
      const box = boxRef.current;
      const scale = Math.min(maxScale(), Math.max(1, next.scale));
      if (!img || !box || scale === 1) return { scale, x: 0, y: 0 };
      const limitX = Math.max(0, (img.offsetWidth * scale - box.clientWidth) / 2);
      const limitY = Math.max(0, (img.offsetHeight * scale - box.clientHeight) / 2);
      return {
        scale,
        x: Math.min(limitX, Math.max(-limitX, next.x)),
        y: Math.min(limitY, Math.max(-limitY, next.y)),
      };
    },
    [maxScale],
  );

  /** Zooms to `scale` keeping the point (relative to the box's centre) where it is. */
  const zoomAt = useCallback(
    (scale: number, point = { x: 0, y: 0 }) => {
      setView((current) => {
        const target = Math.min(maxScale(), Math.max(1, scale));
        const ratio = target / current.scale;
        return clamp({
          scale: target,
          x: point.x - (point.x - current.x) * ratio,
          y: point.y - (point.y - current.y) * ratio,
        });
      });
    },
    [clamp, maxScale],
  );

  const pan = useCallback(
    (dx: number, dy: number) => setView((c) => clamp({ ...c, x: c.x + dx, y: c.y + dy })),
    [clamp],
  );

  useImperativeHandle(
    ref,
    () => ({
      handleKey(event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return false;
        const zoomed = viewRef.current.scale > 1;
        switch (event.key) {
          case "+":
          case "=":
            zoomAt(viewRef.current.scale * STEP);
            return true;
          case "-":
          case "_":
            zoomAt(viewRef.current.scale / STEP);
            return true;
          case "0":
            setView(FIT);
            return true;
          case "ArrowLeft":
            if (!zoomed) return false;
            pan(PAN_STEP, 0);
            return true;
          case "ArrowRight":
            if (!zoomed) return false;
            pan(-PAN_STEP, 0);
            return true;
          case "ArrowUp":
            if (!zoomed) return false;
            pan(0, PAN_STEP);
            return true;
          case "ArrowDown":
            if (!zoomed) return false;
            pan(0, -PAN_STEP);
            return true;
          default:
            return false;
        }
      },
    }),
    [pan, zoomAt],
  );

  // ------------------------------------------------------------------------------------------
  // Pointers: one pans (or swipes when not zoomed), two pinch.

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startView: View;
    startDistance: number;
    startMid: { x: number; y: number };
    startPoint: { x: number; y: number };
    lastTap: number;
  }>({
    startView: FIT,
    startDistance: 0,
    startMid: { x: 0, y: 0 },
    startPoint: { x: 0, y: 0 },
    lastTap: 0,
  });

  function relative(x: number, y: number) {
    const rect = boxRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: x - rect.left - rect.width / 2, y: y - rect.top - rect.height / 2 };
  }

  function startGesture() {
    const points = [...pointers.current.values()];
    const g = gesture.current;
    g.startView = viewRef.current;
    if (points.length >= 2) {
      const [a, b] = points;
      g.startDistance = Math.hypot(a.x - b.x, a.y - b.y);
      g.startMid = relative((a.x + b.x) / 2, (a.y + b.y) / 2);
    } else if (points.length === 1) {
      g.startPoint = points[0];
    }
  }

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    startGesture();
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const g = gesture.current;
    if (points.length >= 2) {
      const [a, b] = points;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (g.startDistance === 0) return;
      const mid = relative((a.x + b.x) / 2, (a.y + b.y) / 2);
      const scale = Math.min(
        maxScale(),
        Math.max(1, (g.startView.scale * distance) / g.startDistance),
      );
      const ratio = scale / g.startView.scale;
      setView(
        clamp({
          scale,
          x: mid.x - (g.startMid.x - g.startView.x) * ratio,
          y: mid.y - (g.startMid.y - g.startView.y) * ratio,
        }),
      );
    } else if (points.length === 1 && g.startView.scale > 1) {
      setView(
        clamp({
          scale: g.startView.scale,
          x: g.startView.x + points[0].x - g.startPoint.x,
          y: g.startView.y + points[0].y - g.startPoint.y,
        }),
      );
    }
  }

  function onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const start = gesture.current.startPoint;
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (wasSingle && gesture.current.startView.scale === 1) {
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) > 60 && Math.abs(dx) > Math.abs(dy) * 1.5) {
        onSwipe?.(dx < 0 ? 1 : -1);
        return;
      }
    }
    if (wasSingle && Math.hypot(event.clientX - start.x, event.clientY - start.y) < 8) {
      // A double tap (or double click) zooms in on that point, or back out.
      const now = Date.now();
      if (now - gesture.current.lastTap < 300) {
        gesture.current.lastTap = 0;
        if (viewRef.current.scale > 1) setView(FIT);
        else zoomAt(2.5, relative(event.clientX, event.clientY));
        return;
      }
      gesture.current.lastTap = now;
    }
    // The finger left on the photo goes on panning from where it is.
    startGesture();
  }

  // The wheel zooms instead of scrolling the dialog: a listener that may cancel (React's is
  // passive).
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      const rect = box.getBoundingClientRect();
      zoomAt(viewRef.current.scale * factor, {
        x: event.clientX - rect.left - rect.width / 2,
        y: event.clientY - rect.top - rect.height / 2,
      });
    };
    box.addEventListener("wheel", onWheel, { passive: false });
    return () => box.removeEventListener("wheel", onWheel);
  }, [zoomAt]);

  const zoomed = view.scale > 1;
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={boxRef}
        data-zoom-box=""
        className={cn(
          "relative flex h-[78dvh] touch-none select-none items-center justify-center overflow-hidden",
          zoomed ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in",
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          startGesture();
        }}
      >
        <img
          ref={imgRef}
          src={src}
          alt={alt}
          draggable={false}
          decoding="async"
          onLoad={() => setLoaded(true)}
          data-zoom-scale={view.scale.toFixed(2)}
          className={cn(
            "max-h-full max-w-full object-contain transition-opacity will-change-transform",
            loaded ? "opacity-100" : "opacity-0",
          )}
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        />
        {loaded ? null : (
          <span className="absolute text-sm text-white/80" role="status">
            Loading full resolution...
          </span>
        )}
      </div>
      <div className="flex items-center justify-center gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-white/15 hover:text-white"
          onClick={() => zoomAt(view.scale / STEP)}
          disabled={!zoomed}
          aria-label="Zoom out"
          title="Zoom out (-)"
        >
          <Minus aria-hidden="true" />
        </Button>
        <output className="min-w-24 text-center text-sm text-white/90 tabular" aria-live="polite">
          {zoomLabel(view.scale)}
        </output>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-white/15 hover:text-white"
          onClick={() => zoomAt(view.scale * STEP)}
          aria-label="Zoom in"
          title="Zoom in (+)"
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="text-white hover:bg-white/15 hover:text-white"
          onClick={() => setView(FIT)}
          disabled={!zoomed}
          aria-label="Fit to screen"
          title="Fit to screen (0)"
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
});
