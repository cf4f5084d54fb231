// Tabs (All / Videos / Photos / Tutorials), search box and sort select of /media. The tabs are
// links and the search is the list pages' search form (see ~/components/list/search-filters), so
// everything lives in the URL and works without JavaScript.
import { Link } from "react-router";
import { SearchField, SearchFilters, useSearchForm } from "~/components/list/search-filters";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { cn } from "~/lib/utils";
import { MEDIA_SORT_LABELS, MEDIA_SORTS, MEDIA_TABS } from "../constants";
import { type MediaListQuery, mediaListHref } from "../params";

export function MediaTabs({ query }: { query: MediaListQuery }) {
  return (
    <nav aria-label="Media types" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1 rounded-lg border border-border bg-surface p-1">
        {MEDIA_TABS.map((tab) => {
          const current = (query.type ?? "") === tab.type;
          return (
            <li key={tab.label}>
              <Link
                to={mediaListHref({ ...query, type: tab.type || undefined, cursor: undefined })}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-4 font-medium text-sm transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current
                    ? "bg-accent text-accent-foreground"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function MediaSearchForm({ query }: { query: MediaListQuery }) {
  const form = useSearchForm({
    action: "/media",
    query,
    values: { q: query.q, sort: query.sort },
    defaults: { sort: "newest" },
  });

  return (
    <SearchFilters form={form} label="Media" className="flex flex-1 flex-wrap items-center gap-3">
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      <SearchField id="media-q" label="Search media" defaultValue={query.q} />
      <Label htmlFor="media-sort" className="sr-only">
        Sort media
      </Label>
      <NativeSelect
        id="media-sort"
        name="sort"
        defaultValue={query.sort}
        wrapperClassName="w-full sm:w-44 sm:flex-none"
        className="h-11"
      >
        {MEDIA_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {MEDIA_SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </SearchFilters>
  );
}
