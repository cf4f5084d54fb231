// Any image a member stored or linked: build photos, event flyers, avatars. It reserves its box
// (explicit width/height, so nothing shifts when it arrives), offers the stored WebP variants
// through srcset, loads lazily unless it is the page's main image, shows the blurred placeholder
// while loading, and falls back to /placeholder.svg for a missing, HEIC or failed image (SPEC), or
// to the caller's own `fallback` (the media hub's 'Image not available').
import {
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { displayImageUrl, isHeicUrl, PLACEHOLDER_IMAGE_SRC, srcSetFor } from "~/lib/image-urls";
import { cn } from "~/lib/utils";

export interface StoredImageProps
  extends Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "placeholder"> {
  /** The URL from the database (for stored images, the largest variant's); null when none. */
  src: string | null | undefined;
  alt: string;
  /** The box to reserve, in CSS pixels (or just its aspect ratio when CSS sizes the image). */
  width: number;
  height: number;
  /** How wide the image is shown, for srcset (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes?: string;
  /** The tiny data: URL from storeImage, shown blurred while loading. */
  placeholder?: string | null;
  /** The page's main image (above the fold): load it eagerly and early. */
  priority?: boolean;
  /** Shown instead of /placeholder.svg when there is no usable image or it failed to load. */
  fallback?: ReactNode;
}

/** True when an <img> finished loading without a picture (broken, blocked, 404). */
function hasFailed(img: HTMLImageElement) {
  return img.complete && img.naturalWidth === 0;
}

export function StoredImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  placeholder,
  priority = false,
  fallback,
  className,
  style,
  onLoad,
  onError,
  ...rest
}: StoredImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // Remembered per URL, so a new src gets a fresh chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  const usable = !!src && !isHeicUrl(src) && failedSrc !== src;
  // The src fallback is the widest variant a page shows (a build photo's 2560 is the zoom's).
  const shownSrc = usable ? displayImageUrl(src) : PLACEHOLDER_IMAGE_SRC;
  const srcSet = usable ? srcSetFor(src) : undefined;
  const showPlaceholder = usable && loadedSrc !== src && !!placeholder;

  // The server-rendered <img> may load or fail before React hydrates and attaches its handlers;
  // check what already happened.
  useEffect(() => {
    const img = ref.current;
    if (!img || !usable || !src) return;
    if (hasFailed(img)) setFailedSrc(src);
    else if (img.complete) setLoadedSrc(src);
  }, [src, usable]);

  const placeholderStyle: CSSProperties | undefined = showPlaceholder
    ? {
        backgroundImage: `url("${placeholder}")`,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }
    : undefined;

  if (!usable && fallback !== undefined) return fallback;
  return (
    <img
      ref={ref}
      {...rest}
      src={shownSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("bg-surface-raised object-cover", className)}
      style={{ ...placeholderStyle, ...style }}
      onLoad={(event) => {
        if (usable && src) setLoadedSrc(src);
        onLoad?.(event);
      }}
      onError={(event) => {
        if (usable && src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
