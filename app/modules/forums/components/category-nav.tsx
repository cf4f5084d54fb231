// The category list of /forums: All Topics and every category with its topic count. A sidebar on
// wide screens, a row of chips that scrolls sideways on phones. Plain links (the category lives
// in the URL); the search being shown is kept when switching.
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { FORUM_MESSAGES } from "../messages";
import { forumsHref } from "../params";
import type { ForumCategory } from "../queries.server";

export function CategoryNav({
  categories,
  totalTopics,
  activeSlug,
  q,
  failed,
}: {
  categories: ForumCategory[];
  totalTopics: number;
  /** The selected category's URL name; "" for All Topics. */
  activeSlug: string;
  q: string;
  failed: boolean;
}) {
  const entries = [
    { slug: "", name: "All Topics", count: totalTopics },
    ...categories.map((c) => ({ slug: c.slug, name: c.name, count: c.topicCount })),
  ];
  return (
    <nav aria-label="Forum categories" className="min-w-0">
      <h2 className="mb-3 hidden font-display font-semibold text-muted-foreground text-sm uppercase tracking-[0.15em] lg:block">
        Categories
      </h2>
      {failed ? (
        <p role="alert" className="rounded-lg border border-destructive/50 px-3 py-2 text-sm">
          {FORUM_MESSAGES.categoriesLoadFailed}
        </p>
      ) : null}
      <ul className="-mx-4 relative flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible">
        {(failed ? entries.slice(0, 1) : entries).map((entry) => {
          const active = entry.slug === activeSlug;
          return (
            <li key={entry.slug || "all"} className="shrink-0">
              <Link
                to={forumsHref({ q, category: entry.slug })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center justify-between gap-3 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm transition-colors lg:rounded-lg lg:border-transparent lg:px-3 lg:py-2",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active
                    ? "border-accent bg-accent font-semibold text-accent-foreground lg:border-transparent"
                    : "border-border text-foreground/85 hover:bg-surface-raised hover:text-foreground",
                )}
              >
                <span>{entry.name}</span>
                {failed ? null : (
                  <span
                    className={cn(
                      "min-w-6 rounded-full px-1.5 text-center text-xs tabular",
                      active ? "bg-black/15" : "bg-surface-raised text-muted-foreground",
                    )}
                  >
                    <span className="sr-only"> (</span>
                    {entry.count}
                    <span className="sr-only"> topics)</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
