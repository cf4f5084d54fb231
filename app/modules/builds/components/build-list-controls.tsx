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
import {
  type BuildListQuery,
  type BuildSort,
  buildListHref,
  MAX_CHASSIS_PARAM,
  withoutFilters,
} from "~/modules/builds/params";
import { ASPIRATION, BUILD_TAG, LIMITS, SUSPENSION } from "~/modules/builds/spec/values";
import { filterChips } from "./build-filter-chips";

// SPEC's three first, in its order.
const SORT_LABELS: Record<BuildSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  featured: "Featured",
  "most-liked": "Most liked",
  trending: "Trending",
};

/** Whole-inch wheel diameters the filter offers (a half-inch size from a URL is added to them). */
const WHEEL_DIAMETERS = Array.from(
  { length: LIMITS.diameter.max - LIMITS.diameter.min + 1 },
  (_, i) => LIMITS.diameter.min + i,
);

/** Without JavaScript the Filter button is a link that opens the panel through the URL. */
// Listed in BUILD_LIST_URL_PARAMS (the page cache keys on it).
const PANEL_PARAM = "filters";

/** How many filters are on (a chip each). */
export function activeFilterCount(query: BuildListQuery): number {
  return filterChips(query).length;
}

const text = (n: number | undefined) => n?.toString() ?? "";

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
      chassis: query.chassis ?? "",
      yearMin: text(query.yearMin),
      yearMax: text(query.yearMax),
      aspiration: query.aspiration ?? "",
      suspension: query.suspension ?? "",
      wheel: text(query.wheel),
      offsetMin: text(query.offsetMin),
      offsetMax: text(query.offsetMax),
      powerMin: text(query.powerMin),
      powerMax: text(query.powerMax),
      // The tag select follows the URL by being rebuilt (see FilterPanel): there may be more
      // than one field named "tag".
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

/** A number field of the panel (labelled, tabular figures). */
function NumberField({
  id,
  name,
  label,
  value,
  min,
  max,
  placeholder,
  signed = false,
}: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  placeholder?: string;
  /** Negative values allowed: no numeric-only keypad (most have no minus key). */
  signed?: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode={signed ? undefined : "numeric"}
        step={1}
        min={min}
        max={max}
        defaultValue={value}
        placeholder={placeholder}
        className="tabular"
      />
    </div>
  );
}

function SelectBox({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
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
  const wheelOptions =
    query.wheel !== undefined && !WHEEL_DIAMETERS.includes(query.wheel)
      ? [...WHEEL_DIAMETERS, query.wheel].sort((a, b) => a - b)
      : WHEEL_DIAMETERS;
  const [firstTag, ...moreTags] = query.tags ?? [];
  const { offset, power } = LIMITS;

  return (
    <fieldset
      id={id}
      hidden={!open}
      className={cn(
        "grid gap-4 rounded-xl border border-border/70 bg-surface p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4",
      )}
    >
      <legend className="sr-only">Filter builds</legend>
      <SelectBox
        id="builds-make"
        name="make"
        label="Make"
        value={query.make}
        anyLabel="Any make"
        options={makeOptions.map((make) => [make, make] as const)}
      />
      <div className="grid min-w-0 gap-2">
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
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="builds-chassis">Chassis code</Label>
        <Input
          id="builds-chassis"
          name="chassis"
          defaultValue={query.chassis}
          placeholder="e.g. E46"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CHASSIS_PARAM}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          id="builds-year-from"
          name="yearMin"
          label="Year from"
          value={query.yearMin}
          min={MIN_CAR_YEAR}
          max={maxYear}
          placeholder={String(MIN_CAR_YEAR)}
        />
        <NumberField
          id="builds-year-to"
          name="yearMax"
          label="Year to"
          value={query.yearMax}
          min={MIN_CAR_YEAR}
          max={maxYear}
          placeholder={String(maxYear)}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="builds-tag">Tag</Label>
        {/* Rebuilt when the URL's tags change: it shows the first, the others ride along hidden
            (and each has its chip to remove it). */}
        <NativeSelect
          key={(query.tags ?? []).join(",")}
          id="builds-tag"
          name="tag"
          defaultValue={firstTag ?? ""}
        >
          <option value="">Any tag</option>
          {BUILD_TAG.values.map((tag) => (
            <option key={tag} value={tag}>
              {BUILD_TAG.label(tag)}
            </option>
          ))}
        </NativeSelect>
        {moreTags.map((tag) => (
          <input key={tag} type="hidden" name="tag" value={tag} />
        ))}
      </div>
      <SelectBox
        id="builds-aspiration"
        name="aspiration"
        label="Aspiration"
        value={query.aspiration ?? ""}
        anyLabel="Any aspiration"
        options={ASPIRATION.values.map((v) => [v, ASPIRATION.label(v)] as const)}
      />
      <SelectBox
        id="builds-suspension"
        name="suspension"
        label="Suspension"
        value={query.suspension ?? ""}
        anyLabel="Any suspension"
        options={SUSPENSION.values.map((v) => [v, SUSPENSION.label(v)] as const)}
      />
      <SelectBox
        id="builds-wheel"
        name="wheel"
        label="Wheel diameter"
        value={query.wheel?.toString() ?? ""}
        anyLabel="Any size"
        options={wheelOptions.map((d) => [String(d), `${d} in`] as const)}
      />
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          id="builds-offset-min"
          name="offsetMin"
          label="Offset from (ET)"
          value={query.offsetMin}
          min={offset.min}
          max={offset.max}
          placeholder={String(offset.min)}
          signed
        />
        <NumberField
          id="builds-offset-max"
          name="offsetMax"
          label="Offset to (ET)"
          value={query.offsetMax}
          min={offset.min}
          max={offset.max}
          placeholder={`+${offset.max}`}
          signed
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          id="builds-power-min"
          name="powerMin"
          label="Power from (hp)"
          value={query.powerMin}
          min={power.min}
          max={power.max}
          placeholder="Any"
        />
        <NumberField
          id="builds-power-max"
          name="powerMax"
          label="Power to (hp)"
          value={query.powerMax}
          min={power.min}
          max={power.max}
          placeholder="Any"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 lg:flex-none">
          Apply Filters
        </Button>
        <ButtonLink
          variant="ghost"
          className="flex-1 lg:flex-none"
          to={buildListHref(withoutFilters(query))}
          preventScrollReset
        >
          Clear
        </ButtonLink>
      </div>
    </fieldset>
  );
}
