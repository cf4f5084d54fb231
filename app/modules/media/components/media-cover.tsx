// A media item's picture (card cover, photo of a set). Reserves its box, offers the stored WebP
// variants through srcset, and when there is no picture or it fails to load shows a placeholder
// with the text 'Image not available' (SPEC home "Latest Media") instead of a broken image.
import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isHeicUrl, srcSetFor } from "~/lib/image-urls";
import { cn } from "~/lib/utils";
import { MEDIA_MESSAGES } from "../constants";

export function MediaCover({
  src,
  alt,
  width = 800,
  height = 500,
  sizes = "100vw",
  priority = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = !!src && !isHeicUrl(src) && failedSrc !== src;

  // The server-rendered <img> may fail before React attaches onError: check once hydrated.
  useEffect(() => {
    const img = ref.current;
    if (img && src && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (!usable) {
    return (
      <div
        role="img"
        aria-label={`${alt}: ${MEDIA_MESSAGES.imageNotAvailable}`}
        data-testid="image-not-available"
        className={cn(
          "flex flex-col items-center justify-center gap-2 bg-surface-raised text-muted-foreground",
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="font-medium text-sm">{MEDIA_MESSAGES.imageNotAvailable}</span>
      </div>
    );
  }
  const srcSet = srcSetFor(src);
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("bg-surface-raised object-cover", className)}
      onError={() => setFailedSrc(src)}
    />
  );
}
