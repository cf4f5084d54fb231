// The heading row of a page's titled section (home sections, profile sections, About): the title
// in the display face and, at the row's end, an optional link to all of it ('View All',
// 'Visit Forums'). On a narrow screen the link wraps under the title instead of squeezing it.
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export function SectionHeading({
  id,
  title,
  link,
  className,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  link?: { to: string; label: string };
  /** Extra classes for the h2 (a larger size, room for an icon). */
  className?: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <h2
        id={id}
        className={cn("font-display font-bold text-3xl uppercase tracking-wide", className)}
      >
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md font-semibold text-accent text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
