// The search box of /forums, in the list pages' search form (see ~/components/list/search-filters):
// the search lives in the URL and works without JavaScript. The selected category is kept.
import { X } from "lucide-react";
import { Link } from "react-router";
import { SearchField, SearchFilters, useSearchForm } from "~/components/list/search-filters";
import { Button } from "~/components/ui/button";
import { forumsHref } from "../params";

export function TopicSearch({ q, category }: { q: string; category: string }) {
  const form = useSearchForm({ action: "/forums", query: q, values: { q } });

  return (
    <SearchFilters form={form} label="Forum topics" className="flex gap-2">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <SearchField
        id="forum-q"
        label="Search topics"
        placeholder="Search topics and posts"
        defaultValue={q}
        className="flex-1"
      />
      {q ? (
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link to={forumsHref({ category })} aria-label="Clear search">
            <X aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </SearchFilters>
  );
}
