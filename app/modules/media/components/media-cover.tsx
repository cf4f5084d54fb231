// A media item's picture (card cover, photo of a set). Reserves its box, offers the stored WebP
// variants through srcset, and when there is no picture or it fails to load shows a placeholder
// with the text 'Image not available' (SPEC home "Latest Media") instead of a broken image.
import { ImageOff } from "lucide-react";
import { StoredImage } from "~/components/stored-image";
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
  return (
    <StoredImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
      fallback={
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
      }
    />
  );
}
