import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** A home section title in the display face, with an optional 'View All'-style link. */
export function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="font-display font-bold text-3xl uppercase tracking-wide">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-accent text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
