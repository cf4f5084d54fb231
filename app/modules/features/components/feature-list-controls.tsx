// Search box and sort select of /features, in the list pages' search form (see
// ~/components/list/search-filters). "View Previous Features" travels as a hidden field.
import { SearchField, SearchFilters, useSearchForm } from "~/components/list/search-filters";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { FEATURE_SORT_LABELS } from "../constants";
import type { FeatureListQuery } from "../params";

export function FeatureListControls({ query }: { query: FeatureListQuery }) {
  const form = useSearchForm({
    action: "/features",
    query,
    values: { q: query.q, sort: query.sort },
    defaults: { sort: "newest" },
  });

  return (
    <SearchFilters form={form} label="Features" className="flex flex-wrap items-center gap-3">
      {query.previous ? <input type="hidden" name="previous" value="1" /> : null}
      <SearchField id="features-q" label="Search features" defaultValue={query.q} />
      <Label htmlFor="features-sort" className="sr-only">
        Sort features
      </Label>
      <NativeSelect
        id="features-sort"
        name="sort"
        defaultValue={query.sort}
        wrapperClassName="flex-[1_1_auto] sm:w-44 sm:flex-none"
        className="h-11"
      >
        {Object.entries(FEATURE_SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </SearchFilters>
  );
}
