// The parts every content card is built from (builds, events, features, listings, media): the
// lifting frame, the photo box with its gentle zoom, the badges over the photo, the title whose
// "stretched" link makes the whole card one link (screen readers hear just the title), and the
// row of controls that sits above that link. Each area's card composes these with its own facts,
// so a change to how cards look or behave is one edit here.
import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Link, NavLink } from "react-router";
import { cn } from "~/lib/utils";

/** The card's frame: lifts on hover, shows the focus ring when its title link has focus. */
export function Card({ className, ...props }: React.ComponentProps<"article">) {
  return (
    <article
      {...props}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border/50",
        "transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-black/40 hover:shadow-xl",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        "motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    />
  );
}

const ASPECTS = {
  /** Build and listing photos. */
  "4/3": "aspect-[4/3]",
  /** Event flyers, feature heroes, media covers. */
  "16/10": "aspect-[16/10]",
} as const;

/**
 * The photo's box (reserved before the photo arrives) holding the photo (children), the row of
 * `badges` over its top edge and any `marks` placed elsewhere on it (a distance, a duration).
 */
export function CardImage({
  aspect,
  badges,
  marks,
  className,
  children,
}: {
  aspect: keyof typeof ASPECTS;
  badges?: React.ReactNode;
  marks?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("relative overflow-hidden bg-surface-raised", ASPECTS[aspect], className)}>
      {children}
      {badges ? (
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-2">{badges}</div>
      ) : null}
      {marks}
    </div>
  );
}

/** For the <img> inside CardImage: fills the box and zooms a little while the card is hovered. */
export const CARD_IMAGE_CLASS =
  "size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100";

/**
 * The card's heading and its stretched link. With `pendingLabel` (e.g. 'Loading build...') the
 * card shows that over itself while the page it links to loads.
 */
export function CardTitle({
  as: Heading,
  to,
  prefetch,
  pendingLabel,
  className,
  children,
}: {
  /** h2 when the cards are the page's main list under its h1; h3 inside a titled section. */
  as: "h2" | "h3";
  to: string;
  prefetch?: "intent";
  pendingLabel?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const linkClass = "outline-none after:absolute after:inset-0 after:content-['']";
  return (
    // A long title (even one unbroken string) ends in an ellipsis on its second line.
    <Heading
      className={cn(
        "line-clamp-2 font-display font-semibold text-lg uppercase leading-tight tracking-wide [overflow-wrap:anywhere]",
        className,
      )}
    >
      {pendingLabel ? (
        <NavLink to={to} prefetch={prefetch} className={linkClass}>
          {({ isPending }) => (
            <>
              {children}
              {isPending ? <PendingOverlay label={pendingLabel} /> : null}
            </>
          )}
        </NavLink>
      ) : (
        <Link to={to} prefetch={prefetch} className={linkClass}>
          {children}
        </Link>
      )}
    </Heading>
  );
}

/** Shown over the card while the page it links to is loading. */
function PendingOverlay({ label }: { label: string }) {
  return (
    <span
      role="status"
      className="absolute inset-0 z-20 flex items-center justify-center gap-2 bg-background/70 font-sans font-semibold text-foreground text-sm normal-case tracking-normal backdrop-blur-[2px]"
    >
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {label}
    </span>
  );
}

/** Buttons or links on the card (e.g. View / Edit / Delete): above the stretched link. */
export function CardActions({ children }: { children: React.ReactNode }) {
  return children ? (
    <div className="relative z-10 mt-3 flex flex-wrap gap-2">{children}</div>
  ) : null;
}

/** A neutral badge that stays readable over any photo (e.g. 'Full · waitlist', 'Past'). */
export const OVER_PHOTO_BADGE_CLASS = "bg-background/85 shadow-md backdrop-blur-sm";
