// The grid of cards of list pages and profile sections, and its loading skeleton.
import type { ReactNode, Ref } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/utils";

const COLUMNS = {
  /** Builds, media, features: four across on wide screens. */
  four: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
  /** Events, listings: three across. */
  three: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
} as const;

export type CardGridColumns = keyof typeof COLUMNS;

/** A card photo's `sizes` in each grid (a ~1280px container), for its srcset. */
export const CARD_GRID_IMAGE_SIZES: Record<CardGridColumns, string> = {
  four: "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw",
  three: "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw",
};

/** A list of cards: each child should be an <li>. */
export function CardGrid({
  children,
  columns = "four",
  busy = false,
  className,
  ref,
  "aria-label": label,
}: {
  children: ReactNode;
  columns?: CardGridColumns;
  /** Dimmed and aria-busy while the list is reloading. */
  busy?: boolean;
  className?: string;
  ref?: Ref<HTMLUListElement>;
  /** Names the list for screen readers when the page holds more than one. */
  "aria-label"?: string;
}) {
  return (
    <ul
      ref={ref}
      aria-label={label}
      aria-busy={busy}
      className={cn(
        "grid gap-6 transition-opacity",
        COLUMNS[columns],
        busy && "opacity-50",
        className,
      )}
    >
      {children}
    </ul>
  );
}

export function CardGridSkeleton({
  count = 4,
  columns = "four",
}: {
  count?: number;
  columns?: CardGridColumns;
}) {
  return (
    <div aria-hidden="true" className={cn("grid gap-6", COLUMNS[columns])}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-surface">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
