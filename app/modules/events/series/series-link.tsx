import { Repeat } from "lucide-react";
import { Link } from "react-router";

/** On an occurrence's page: 'Part of a series: Cars & Coffee', linking to the series page. */
export function SeriesLink({ series }: { series: { id: string; title: string } }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm">
      <Repeat aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        Part of a series:{" "}
        <Link
          to={`/events/series/${series.id}`}
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          {series.title}
        </Link>
      </span>
    </p>
  );
}
