// The parts every admin page builds its lists from: a titled section, the status filter, the
// panel that says a list is empty (or failed), and the list itself with its pager.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { Pager } from "./pager";

/** A list section: its heading (the section's name) with what goes beside it (a filter, a button). */
export function AdminSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display font-semibold text-2xl uppercase tracking-wide">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Links that filter a list by status; the current one is marked for assistive technology. */
export function FilterLinks({
  label,
  links,
}: {
  label: string;
  links: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Link
          key={link.href}
          to={link.href}
          aria-current={link.current ? "page" : undefined}
          preventScrollReset
          className={cn(
            "inline-flex h-9 items-center rounded-full px-4 font-medium text-sm ring-1 transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            link.current
              ? "bg-accent text-accent-foreground ring-accent"
              : "text-muted-foreground ring-border hover:text-foreground",
          )}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** The panel in place of a list: nothing to show, or the list could not be loaded. */
export function AdminEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-surface px-5 py-10 text-center text-muted-foreground ring-1 ring-border/50">
      {children}
    </p>
  );
}

interface ListPage<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of records as rows (each item's <li> from `children`), its pager, or the empty text. */
export function AdminList<T>({
  list,
  empty,
  hrefOf,
  children,
}: {
  list: ListPage<T> | null;
  empty: ReactNode;
  hrefOf: (page: number) => string;
  children: (item: T) => ReactNode;
}) {
  if (!list || list.items.length === 0) return <AdminEmpty>{empty}</AdminEmpty>;
  return (
    <>
      <ul className="flex flex-col gap-3">{list.items.map(children)}</ul>
      <Pager page={list.page} pageCount={list.pageCount} hrefOf={hrefOf} />
    </>
  );
}
