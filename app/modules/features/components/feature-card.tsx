// A feature card (/features): hero photo, title, car model, date and excerpt. The whole card is one
// link to the article (a "stretched" title link, so screen readers hear just the title). No
// prefetch: loading the article counts a view, and hovering is not reading.
import { CalendarDays, LoaderCircle } from "lucide-react";
import { NavLink } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { cn } from "~/lib/utils";
import type { FeatureCardData } from "../features.server";
import { formatFeatureDate } from "../format";

/** Image `sizes` for the /features grid (1, 2, then 3 columns in a ~1280px container). */
export const FEATURE_GRID_IMAGE_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

export function FeatureCard({
  feature,
  priority = false,
  className,
}: {
  feature: FeatureCardData;
  priority?: boolean;
  className?: string;
}) {
  return (
    <article
      data-feature-id={feature.id}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border/50",
        "transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-black/40 hover:shadow-xl",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        "motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-raised">
        <StoredImage
          src={feature.imageUrl}
          alt={feature.carModel}
          width={1280}
          height={800}
          sizes={FEATURE_GRID_IMAGE_SIZES}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">
        <p className="truncate font-semibold text-accent text-xs uppercase tracking-widest">
          {feature.carModel}
        </p>
        <h2 className="line-clamp-2 font-display font-semibold text-xl uppercase leading-tight tracking-wide [overflow-wrap:anywhere]">
          <NavLink
            to={`/features/${feature.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {({ isPending }) => (
              <>
                {feature.title}
                {isPending ? <PendingOverlay /> : null}
              </>
            )}
          </NavLink>
        </h2>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={feature.publishedOn}>{formatFeatureDate(feature.publishedOn)}</time>
        </p>
        <p className="line-clamp-3 text-foreground/80 text-sm leading-relaxed [overflow-wrap:anywhere]">
          {feature.excerpt}
        </p>
      </div>
    </article>
  );
}

function PendingOverlay() {
  return (
    <span
      role="status"
      className="absolute inset-0 z-20 flex items-center justify-center gap-2 bg-background/70 font-sans font-semibold text-foreground text-sm normal-case tracking-normal backdrop-blur-[2px]"
    >
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Loading feature...
    </span>
  );
}
