// Search, category, price range and sort of /marketplace, in the list pages' search form (see
// ~/components/list/search-filters): the state lives in the URL and everything works without
// JavaScript (the Search button submits). With JavaScript the selects submit at once; typing
// waits for Search (a price is often half-typed).
import { Search } from "lucide-react";
import { SearchFilters, useSearchForm } from "~/components/list/search-filters";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { CATEGORY_LABELS, LISTING_CATEGORIES, LISTING_SORTS, SORT_LABELS } from "../constants";
import type { ListingListQuery } from "../params";

export function ListingControls({ query }: { query: ListingListQuery }) {
  const form = useSearchForm({
    action: "/marketplace",
    query,
    values: {
      q: query.q,
      category: query.category,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
    },
    defaults: { sort: "newest" },
    typing: false,
    replace: true,
  });

  return (
    <SearchFilters
      form={form}
      label="Search listings"
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-border/50"
    >
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="market-q">Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <Input
              id="market-q"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              placeholder="Search titles and descriptions"
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="market-category">Category</Label>
          <NativeSelect id="market-category" name="category" defaultValue={query.category}>
            <option value="">All categories</option>
            {LISTING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="market-sort">Sort by</Label>
          <NativeSelect id="market-sort" name="sort" defaultValue={query.sort}>
            {LISTING_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-32 flex-col gap-1.5">
          <Label htmlFor="market-min">Min price</Label>
          <Input
            id="market-min"
            name="minPrice"
            inputMode="decimal"
            defaultValue={query.minPrice}
            placeholder="0"
            aria-invalid={query.priceError ? true : undefined}
            aria-describedby={query.priceError ? "market-price-error" : undefined}
            className="tabular"
          />
        </div>
        <div className="flex w-32 flex-col gap-1.5">
          <Label htmlFor="market-max">Max price</Label>
          <Input
            id="market-max"
            name="maxPrice"
            inputMode="decimal"
            defaultValue={query.maxPrice}
            placeholder="Any"
            aria-invalid={query.priceError ? true : undefined}
            aria-describedby={query.priceError ? "market-price-error" : undefined}
            className="tabular"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
        <p className="basis-full text-muted-foreground text-xs sm:basis-auto">
          Prices are in each listing's own currency.
        </p>
      </div>
      {query.priceError ? (
        <FormMessage id="market-price-error">{query.priceError}</FormMessage>
      ) : null}
    </SearchFilters>
  );
}
