// Previous / next links for a paginated tab (plain links: they work without JavaScript).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function Pager({ tab, page, pageCount }: { tab: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const to = (p: number) => `/admin?tab=${tab}&page=${p}`;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground text-sm">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
