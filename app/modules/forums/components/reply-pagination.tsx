// Page links for long topics: Previous, page numbers (with gaps on very long topics), Next.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { topicHref } from "./topic-actions";

/** The page numbers to show: first, last, and two either side of the current one. */
export function visiblePages(page: number, pages: number): (number | "gap")[] {
  const shown: (number | "gap")[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== "gap") shown.push("gap");
  }
  return shown;
}

const item =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2.5 text-sm tabular transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function ReplyPagination({
  topicId,
  page,
  pages,
  label,
}: {
  topicId: string;
  page: number;
  pages: number;
  /** Names the navigation landmark ("Reply pages" / "Reply pages, bottom"). */
  label: string;
}) {
  if (pages <= 1) return null;
  const href = (n: number) => topicHref(topicId, { page: n, hash: "replies" });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cn(item, "hover:bg-surface-raised")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : null}
      {visiblePages(page, pages).map((n, index) =>
        n === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={cn(
              item,
              n === page
                ? "bg-accent font-semibold text-accent-foreground"
                : "text-muted-foreground hover:bg-surface-raised hover:text-foreground",
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} className={cn(item, "hover:bg-surface-raised")}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
