// Where a paged list shows its items, in the order every list page checks: the failure panel
// (the filters and the page stay usable, ADR 024), a skeleton while another search loads into an
// empty list, the empty state, else the items. CardResults is the same for a grid of cards.
import type { ReactNode } from "react";
import { CardGrid, type CardGridColumns, CardGridSkeleton } from "~/components/page";
import { ListFailed } from "./load-more";
import type { LoadMoreList } from "./use-load-more";

type ListState = Pick<LoadMoreList, "failed" | "failureMessage" | "navigating" | "items">;

export function ListResults({
  list,
  skeleton,
  empty,
  children,
}: {
  list: ListState;
  /** Shown while a new search loads and nothing is on screen yet. */
  skeleton?: ReactNode;
  /** Nothing found: what to say and where to go next. */
  empty: ReactNode;
  /** The items. */
  children: ReactNode;
}) {
  if (list.failed) return <ListFailed message={list.failureMessage} />;
  if (list.items.length === 0) return list.navigating && skeleton ? skeleton : empty;
  return children;
}

/** A list page's cards: each item's card in a CardGrid cell, or the list's other states. */
export function CardResults<T extends { id: string }>({
  list,
  empty,
  columns = "four",
  skeleton = true,
  "aria-label": label,
  children: card,
}: {
  list: Omit<LoadMoreList, "items"> & { items: T[] };
  empty: ReactNode;
  columns?: CardGridColumns;
  /** false: no skeleton, the empty state shows at once. */
  skeleton?: boolean;
  /** Names the grid for screen readers. */
  "aria-label"?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ListResults
      list={list}
      skeleton={
        skeleton ? <CardGridSkeleton count={columns === "three" ? 3 : 4} columns={columns} /> : null
      }
      empty={empty}
    >
      <CardGrid ref={list.listRef} busy={list.navigating} columns={columns} aria-label={label}>
        {list.items.map((item, index) => (
          <li key={item.id} className="flex">
            {card(item, index)}
          </li>
        ))}
      </CardGrid>
    </ListResults>
  );
}
