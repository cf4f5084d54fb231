// The active filters of /builds as removable chips, with how many builds match. Each chip is a
// link to the same list without that filter (and back on its first page), so removing one works
// without JavaScript.
import { X } from "lucide-react";
import { Link } from "react-router";
import {
  activeBuildFilters,
  type BuildFilterKey,
  type BuildListQuery,
  type BuildTag,
  buildListHref,
  withoutFilter,
} from "~/modules/builds/params";
import { ASPIRATION, BUILD_TAG, SUSPENSION } from "~/modules/builds/spec/values";

export interface FilterChip {
  key: BuildFilterKey;
  tag?: BuildTag;
  /** What the chip shows, e.g. "Chassis E46"; its link is named "Remove filter: Chassis E46". */
  label: string;
  /** The list without this filter. */
  href: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function labelOf(query: BuildListQuery, key: Exclude<BuildFilterKey, "tags">): string {
  switch (key) {
    case "make":
      return `Make ${query.make}`;
    case "model":
      return `Model ${query.model}`;
    case "chassis":
      return `Chassis ${query.chassis?.toUpperCase()}`;
    case "yearMin":
      return `Year from ${query.yearMin}`;
    case "yearMax":
      return `Year to ${query.yearMax}`;
    case "aspiration":
      return `Aspiration ${ASPIRATION.label(query.aspiration ?? "")}`;
    case "suspension":
      return `Suspension ${SUSPENSION.label(query.suspension ?? "")}`;
    case "wheel":
      return `Wheel ${query.wheel} in`;
    case "offsetMin":
      return `Offset from ET${signed(query.offsetMin ?? 0)}`;
    case "offsetMax":
      return `Offset to ET${signed(query.offsetMax ?? 0)}`;
    case "powerMin":
      return `Power from ${query.powerMin} hp`;
    case "powerMax":
      return `Power to ${query.powerMax} hp`;
  }
}

/** One chip per active filter, one per tag. */
export function filterChips(query: BuildListQuery): FilterChip[] {
  return activeBuildFilters(query).flatMap((key): FilterChip[] => {
    if (key === "tags") {
      return (query.tags ?? []).map((tag) => ({
        key,
        tag,
        label: `Tag ${BUILD_TAG.label(tag)}`,
        href: buildListHref(withoutFilter(query, key, tag)),
      }));
    }
    return [{ key, label: labelOf(query, key), href: buildListHref(withoutFilter(query, key)) }];
  });
}

/** "1 build", "24 builds", "1,000+ builds". */
export function resultCountText(total: { count: number; capped: boolean }): string {
  const number = total.count.toLocaleString("en-US");
  if (total.capped) return `${number}+ builds`;
  return total.count === 1 ? "1 build" : `${number} builds`;
}

export function BuildFilterChips({
  query,
  total,
}: {
  query: BuildListQuery;
  /** How many builds match; null when it was not counted (a later page, a failed list). */
  total: { count: number; capped: boolean } | null;
}) {
  const chips = filterChips(query);
  if (chips.length === 0 && total === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {total ? (
        <p className="mr-1 font-semibold text-sm tabular" data-testid="builds-result-count">
          {resultCountText(total)}
        </p>
      ) : null}
      {chips.length > 0 ? (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <li key={`${chip.key}:${chip.tag ?? ""}`}>
              <Link
                to={chip.href}
                preventScrollReset
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-surface-raised py-1 pr-2 pl-3 font-medium text-sm transition-colors hover:border-accent hover:bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                {/* The link's name says what it does: "Remove filter: Chassis E46" (in its text
                    rather than aria-label, so it never passes for the field labelled "Chassis"). */}
                <span className="sr-only">Remove filter: </span>
                <span className="max-w-[16rem] truncate">{chip.label}</span>
                <X aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
