import { useEffect, useState } from "react";
import { srcSetFor } from "~/lib/image-urls";
import { cn } from "~/lib/utils";

/** Up to two initials from a display name or e-mail ("Mia Tanaka" → "MT", "drift_king" → "D"). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => word[0]?.toUpperCase() ?? "").join("") || "?";
}

type ImageStatus = "pending" | "loaded" | "failed";

/**
 * Whether the picture has loaded, tried in the background so that a broken or slow picture never
 * shows (the initials do instead). "pending" on the server and until the browser has an answer.
 */
function useImageStatus(
  src: string | null | undefined,
  srcSet: string | undefined,
  sizes: string,
): ImageStatus {
  const [status, setStatus] = useState<ImageStatus>("pending");
  useEffect(() => {
    if (!src) {
      setStatus("failed");
      return;
    }
    let current = true;
    const image = new window.Image();
    image.onload = () => current && setStatus("loaded");
    image.onerror = () => current && setStatus("failed");
    // The same candidate the <img> below will pick: the small variant, not the largest file.
    if (srcSet) {
      image.sizes = sizes;
      image.srcset = srcSet;
    }
    image.src = src;
    setStatus(image.complete && image.naturalWidth > 0 ? "loaded" : "pending");
    return () => {
      current = false;
    };
  }, [src, srcSet, sizes]);
  return status;
}

/** True once `ms` have passed since mounting (never on the server). */
function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * A round picture, or the person's initials while it loads, when there is none or when it fails.
 * Decorative by default (the name is nearby); pass alt when the avatar stands alone.
 * (Hand-made rather than Radix's Avatar, which weighed ~1.3 KB gzip on every page for the same
 * behaviour: docs/performance.md.)
 */
export function Avatar({
  src,
  name,
  alt = "",
  sizes = "36px",
  className,
}: {
  src?: string | null;
  name: string;
  alt?: string;
  /** The shown width for srcset: 36px by default (size-9); pass it with a larger className. */
  sizes?: string;
  className?: string;
}) {
  const initials = initialsOf(name);
  // Stored avatars come in small square sizes (older ones in the standard widths): the browser
  // picks the smallest that is sharp at this size instead of the largest file.
  const srcSet = src ? srcSetFor(src) : undefined;
  const status = useImageStatus(src, srcSet, sizes);
  // A picture that is on its way gets a moment before the initials show, so they do not flash.
  const fallbackDue = useDelayPassed(src ? 400 : 0);
  return (
    <span
      className={cn(
        "relative inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-surface-raised ring-1 ring-border",
        className,
      )}
    >
      {src && status === "loaded" ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          className="size-full object-cover"
        />
      ) : null}
      {status !== "loaded" && (fallbackDue || status === "failed") ? (
        <span
          // Decorative: the initials must not become (or contradict) the accessible name of the
          // button or link around the avatar, so they are drawn by CSS (not text in the DOM, which
          // would also fail "label in name", WCAG 2.5.3, on a button named 'Account menu').
          aria-hidden={alt ? undefined : true}
          data-initials={alt ? undefined : initials}
          className="font-display font-semibold text-foreground text-sm uppercase tracking-wide before:content-[attr(data-initials)]"
        >
          {alt ? initials : null}
        </span>
      ) : null}
    </span>
  );
}
