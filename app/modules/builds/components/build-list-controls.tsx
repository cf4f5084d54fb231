// Search box, Filter panel and sort select of /builds, in the list pages' search form (see
// ~/components/list/search-filters): the search lives in the URL and works without JavaScript.
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchField, SearchFilters, useSearchForm } from "~/components/list/search-filters";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { useHydrated } from "~/components/use-hydrated";
import { cn } from "~/lib/utils";
import { MIN_CAR_YEAR, maxCarYear } from "~/modules/builds/constants";
import type { BuildListQuery, BuildSort } from "~/modules/builds/params";

const SORT_LABELS: Record<BuildSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  featured: "Featured",
};

/** Without JavaScript the Filter button is a link that opens the panel through the URL. */
const PANEL_PARAM = "filters";

export function activeFilterCount(query: BuildListQuery): number {
  return [query.make, query.model, query.yearFrom, query.yearTo].filter(
    (v) => v !== undefined && v !== "",
  ).length;
}

export function BuildListControls({ query, makes }: { query: BuildListQuery; makes: string[] }) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const filterCount = activeFilterCount(query);
  const [panelOpen, setPanelOpen] = useState(
    filterCount > 0 || searchParams.get(PANEL_PARAM) === "open",
  );
  const panelId = useId();
  const form = useSearchForm({
    action: "/builds",
    query,
    values: {
      q: query.q,
      sort: query.sort,
      make: query.make,
      model: query.model,
      yearFrom: query.yearFrom?.toString() ?? "",
      yearTo: query.yearTo?.toString() ?? "",
    },
    defaults: { sort: "newest" },
  });

  return (
    <SearchFilters form={form} label="Builds" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField id="builds-q" label="Search builds" defaultValue={query.q} />

        <div className="flex flex-[1_1_auto] items-center gap-3 sm:flex-none">
          {hydrated ? (
            <Button
              type="button"
              variant="outline"
              className="h-11 flex-1 sm:flex-none"
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filter
              <FilterCount count={filterCount} />
            </Button>
          ) : (
            <Button asChild variant="outline" className="h-11 flex-1 sm:flex-none">
              <Link to={panelToggleHref(searchParams, panelOpen)} preventScrollReset>
                <SlidersHorizontal aria-hidden="true" />
                Filter
                <FilterCount count={filterCount} />
              </Link>
            </Button>
          )}
          <Label htmlFor="builds-sort" className="sr-only">
            Sort builds
          </Label>
          <NativeSelect
            id="builds-sort"
            name="sort"
            defaultValue={query.sort}
            wrapperClassName="flex-1 sm:w-40 sm:flex-none"
            className="h-11"
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <FilterPanel id={panelId} open={panelOpen} query={query} makes={makes} />
    </SearchFilters>
  );
}

function FilterCount({ count }: { count: number }) {
  if (count === 0) return null;
  // The number is decoration: the panel's fields say which filters are on.
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-5 items-center justify-center rounded-full bg-accent font-bold text-[11px] text-accent-foreground tabular"
    >
      {count}
    </span>
  );
}

function panelToggleHref(searchParams: URLSearchParams, open: boolean) {
  const next = new URLSearchParams(searchParams);
  next.delete("cursor");
  if (open) next.delete(PANEL_PARAM);
  else next.set(PANEL_PARAM, "open");
  const search = next.toString();
  return search ? `/builds?${search}` : "/builds";
}

function FilterPanel({
  id,
  open,
  query,
  makes,
}: {
  id: string;
  open: boolean;
  query: BuildListQuery;
  makes: string[];
}) {
  const maxYear = maxCarYear();
  // Keep a make from the URL selectable even if no public build has it (any more).
  const makeOptions =
    query.make && !makes.some((m) => m.toLowerCase() === query.make.toLowerCase())
      ? [query.make, ...makes]
      : makes;
  const clearHref = (() => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.sort !== "newest") params.set("sort", query.sort);
    const search = params.toString();
    return search ? `/builds?${search}` : "/builds";
  })();

  return (
    <fieldset
      id={id}
      hidden={!open}
      className={cn(
        "grid gap-4 rounded-xl border border-border/70 bg-surface p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_1.2fr_auto]",
      )}
    >
      <legend className="sr-only">Filter builds</legend>
      <div className="grid gap-2">
        <Label htmlFor="builds-make">Make</Label>
        <NativeSelect id="builds-make" name="make" defaultValue={query.make}>
          <option value="">Any make</option>
          {makeOptions.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="builds-model">Model</Label>
        <Input
          id="builds-model"
          name="model"
          defaultValue={query.model}
          placeholder="e.g. Civic"
          autoComplete="off"
          maxLength={60}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor="builds-year-from">Year from</Label>
          <Input
            id="builds-year-from"
            name="yearFrom"
            type="number"
            inputMode="numeric"
            min={MIN_CAR_YEAR}
            max={maxYear}
            defaultValue={query.yearFrom}
            placeholder={String(MIN_CAR_YEAR)}
            className="tabular"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="builds-year-to">Year to</Label>
          <Input
            id="builds-year-to"
            name="yearTo"
            type="number"
            inputMode="numeric"
            min={MIN_CAR_YEAR}
            max={maxYear}
            defaultValue={query.yearTo}
            placeholder={String(maxYear)}
            className="tabular"
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 lg:flex-none">
          Apply Filters
        </Button>
        <ButtonLink
          variant="ghost"
          className="flex-1 lg:flex-none"
          to={clearHref}
          preventScrollReset
        >
          Clear
        </ButtonLink>
      </div>
    </fieldset>
  );
}
