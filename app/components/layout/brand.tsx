import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A wheel seen head-on, tilted in at the top: negative camber, the club's namesake. */
export function CamberMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-7", className)}>
      <g transform="rotate(-12 16 16)">
        <rect x="9" y="3" width="14" height="26" rx="4" fill="currentColor" opacity="0.25" />
        <rect
          x="9"
          y="3"
          width="14"
          height="26"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <rect x="13" y="8" width="6" height="16" rx="2" fill="var(--accent)" />
      </g>
    </svg>
  );
}

export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "group inline-flex shrink-0 items-center gap-2 rounded-md font-display font-bold text-xl uppercase leading-none tracking-[0.12em] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <CamberMark className="text-foreground transition-transform group-hover:-rotate-6" />
      <span className="min-w-0 truncate">
        Camber <span className="text-accent">Club</span>
      </span>
    </Link>
  );
}
