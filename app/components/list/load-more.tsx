// The pieces every paged list shows around its items (see ./use-load-more): the Load More link,
// the status line screen readers hear, and the way back from a later page.
import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Link, useLocation } from "react-router";
import { ErrorPanel } from "~/components/page";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { LoadMoreList } from "./use-load-more";

type ListState = Pick<LoadMoreList, "nextPageHref" | "loading" | "load">;

/** True for a click that should do what a link does by itself (open a new tab or window). */
export function isModifiedClick(
  event: Pick<MouseEvent, "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
) {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A real link to the next page (?cursor=…), so it works without JavaScript and in a new tab; a
 * plain click with JavaScript appends the next page in place instead. Nothing on the last page.
 */
export function LoadMoreLink({
  list,
  children,
  className,
}: {
  list: ListState;
  children: React.ReactNode;
  className?: string;
}) {
  const href = list.nextPageHref;
  if (!href) return null;
  return (
    <div className={cn("mt-4 flex justify-center", className)}>
      <Button asChild variant="outline" size="lg" aria-disabled={list.loading}>
        <Link
          to={href}
          preventScrollReset
          onClick={(event) => {
            if (isModifiedClick(event)) return;
            event.preventDefault();
            list.load();
          }}
        >
          {list.loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {children}
        </Link>
      </Button>
    </div>
  );
}

/**
 * The list's live status line: 'Loading builds...' while another search is on its way (shown),
 * then, after Load More, how many items are listed (for screen readers only, unless `visible`).
 */
export function ListStatus({
  list,
  loadingText,
  shownText,
  visible = false,
}: {
  list: Pick<LoadMoreList, "navigating" | "appendedCount" | "items">;
  /** Without it the line never says it is loading (a list without search). */
  loadingText?: string;
  shownText: (count: number) => string;
  visible?: boolean;
}) {
  const loading = loadingText !== undefined && list.navigating;
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        loading || visible ? "flex items-center gap-2 text-muted-foreground text-sm" : "sr-only"
      }
    >
      {loading ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {loadingText}
        </>
      ) : list.appendedCount > 0 ? (
        shownText(list.items.length)
      ) : null}
    </p>
  );
}

/** 'Showing later builds. Back to first page' on a page opened through a Load More link. */
export function BackToFirstPage({
  href,
  children,
  linkText = "Back to first page",
}: {
  href: string;
  /** What the page shows, e.g. 'Showing later builds.' */
  children: React.ReactNode;
  linkText?: string;
}) {
  return (
    <p className="text-muted-foreground text-sm">
      {children}{" "}
      <Link to={href} className="font-semibold text-accent underline-offset-4 hover:underline">
        {linkText}
      </Link>
    </p>
  );
}

/** The list's failure panel: its SPEC message and 'Try again' (this very URL, reloaded). */
export function ListFailed({ message }: { message: string }) {
  const location = useLocation();
  return <ErrorPanel title={message} retryHref={location.pathname + location.search} />;
}
