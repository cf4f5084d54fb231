// 'Load More' with JavaScript, shared by the builds, events and forum lists: a fetcher loads the
// next page from the list's own loader (the same URL plus ?cursor=…) and its items are appended to
// those already shown. A new first page (other search or filter) starts over; a page that arrives
// for an older first page is dropped; an item seen already (e.g. a topic bumped meanwhile) is
// shown once.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

export interface LoadedPage<T> {
  items: T[];
  nextCursor: string | null;
  failed: boolean;
}

export function useLoadMore<T extends { id: string }, Page>(
  firstPage: { items: T[]; nextCursor: string | null },
  /** Reads a fetched page (the loader's data) into items, cursor and failure. */
  read: (page: Page) => LoadedPage<T>,
  onFailed: () => void,
) {
  const fetcher = useFetcher<Page>();
  const [more, setMore] = useState<{ base: T[]; items: T[]; nextCursor: string | null }>();
  /** The first page the pending request belongs to. */
  const requestedFor = useRef<T[]>(undefined);
  const [firstNewId, setFirstNewId] = useState<string>();
  // The latest callbacks, without re-running the effect when a caller passes new closures.
  const callbacks = useRef({ read, onFailed });
  callbacks.current = { read, onFailed };

  const current = more?.base === firstPage.items ? more : undefined;
  const items = current ? [...firstPage.items, ...current.items] : firstPage.items;
  const nextCursor = current ? current.nextCursor : firstPage.nextCursor;

  useEffect(() => {
    const data = fetcher.data;
    const base = requestedFor.current;
    if (!data || !base) return;
    requestedFor.current = undefined;
    const page = callbacks.current.read(data as Page);
    if (page.failed) {
      callbacks.current.onFailed();
      return;
    }
    setMore((previous) => {
      const earlier = previous?.base === base ? previous.items : [];
      const known = new Set([...base, ...earlier].map((item) => item.id));
      return {
        base,
        items: [...earlier, ...page.items.filter((item) => !known.has(item.id))],
        nextCursor: page.nextCursor,
      };
    });
    setFirstNewId(page.items[0]?.id);
  }, [fetcher.data]);

  function load(href: string) {
    requestedFor.current = firstPage.items;
    fetcher.load(href);
  }

  return {
    items,
    nextCursor,
    loading: fetcher.state === "loading",
    load,
    /** The first item of the last appended page (keyboard focus moves there). */
    firstNewId: current ? firstNewId : undefined,
    appendedCount: current?.items.length ?? 0,
  };
}
