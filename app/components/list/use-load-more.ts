// The one 'Load More' of every keyset-paged list (builds, events, features, forums, marketplace,
// media, notifications, a profile's builds). Every list loader answers the same shape, a
// `ListPage`: its items, the cursor of the next page and whether loading failed.
//
// With JavaScript, a fetcher loads the next page from the list's own loader (the same URL plus
// ?cursor=…) and its items are appended to those already shown. A new first page (other search or
// filter) starts over; a page that arrives for an older first page is dropped; an item seen
// already (e.g. a topic bumped meanwhile) is shown once. Keyboard focus moves to the first new
// item, and a failed load (first page or appended one) raises the list's SPEC toast once.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  failed: boolean;
}

/** What a list loader answers when its query failed: nothing to show and no next page. */
export function failedList<T>(): ListPage<T> {
  return { items: [], nextCursor: null, failed: true };
}

/** The toast a failed load raises: `title` with `message` below it, or `message` alone. */
export interface LoadFailedToast {
  id: string;
  message: string;
  title?: string;
}

export function showLoadFailed({ id, message, title }: LoadFailedToast) {
  if (title) toast.error(title, { description: message, id });
  else toast.error(message, { id });
}

/** What has been appended to one first page. */
export interface Appended<T> {
  base: T[];
  items: T[];
  nextCursor: string | null;
}

/**
 * The appended items after `page` arrives for the first page `base`: pages appended earlier to
 * the same first page are kept, anything appended to another one is dropped, and items already
 * shown are left out.
 */
export function appendPage<T extends { id: string }>(
  previous: Appended<T> | undefined,
  base: T[],
  page: { items: T[]; nextCursor: string | null },
): Appended<T> {
  const earlier = previous?.base === base ? previous.items : [];
  const known = new Set([...base, ...earlier].map((item) => item.id));
  return {
    base,
    items: [...earlier, ...page.items.filter((item) => !known.has(item.id))],
    nextCursor: page.nextCursor,
  };
}

/** `search` (as in `location.search`) with the cursor set to `cursor`, or removed for null. */
export function withCursor(pathname: string, search: string, cursor: string | null): string {
  const params = new URLSearchParams(search);
  if (cursor === null) params.delete("cursor");
  else params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface LoadMoreOptions {
  /**
   * The page whose loader answers the next pages (a `ListPage` for ?cursor=…), when it is not this
   * page: a list shown inside a larger page (a build's comments). Without JavaScript the link
   * opens that page.
   */
  path?: string;
}

export function useLoadMore<T extends { id: string }>(
  firstPage: ListPage<T>,
  failure: LoadFailedToast,
  options: LoadMoreOptions = {},
) {
  const location = useLocation();
  const listPath = options.path ?? location.pathname;
  const listSearch = options.path === undefined ? location.search : "";
  const navigation = useNavigation();
  const fetcher = useFetcher<ListPage<T>>();
  const [more, setMore] = useState<Appended<T>>();
  /** The first page the pending request belongs to. */
  const requestedFor = useRef<T[]>(undefined);
  const [firstNewId, setFirstNewId] = useState<string>();
  const listNode = useRef<HTMLElement | null>(null);
  // The latest toast, without re-running the effects when a caller passes a new object.
  const failureToast = useRef(failure);
  failureToast.current = failure;

  const current = more?.base === firstPage.items ? more : undefined;
  const items = current ? [...firstPage.items, ...current.items] : firstPage.items;
  const nextCursor = current ? current.nextCursor : firstPage.nextCursor;

  // Once per failed load: each load brings a new page object.
  useEffect(() => {
    if (firstPage.failed) showLoadFailed(failureToast.current);
  }, [firstPage]);

  useEffect(() => {
    const page = fetcher.data;
    const base = requestedFor.current;
    if (!page || !base) return;
    requestedFor.current = undefined;
    if (page.failed) {
      showLoadFailed(failureToast.current);
      return;
    }
    setMore((previous) => appendPage(previous, base, page));
    setFirstNewId(page.items[0]?.id);
  }, [fetcher.data]);

  const newId = current ? firstNewId : undefined;
  const newIndex = newId ? items.findIndex((item) => item.id === newId) : -1;
  // Keyboard users continue from the first item Load More brought in.
  useEffect(() => {
    if (!newId || newIndex < 0) return;
    listNode.current?.children[newIndex]
      ?.querySelector<HTMLElement>("a[href], button")
      ?.focus({ preventScroll: true });
  }, [newId, newIndex]);

  const loading = fetcher.state === "loading";
  const nextPageHref =
    nextCursor && !firstPage.failed ? withCursor(listPath, listSearch, nextCursor) : null;

  return {
    items,
    failed: firstPage.failed,
    /** The SPEC message of a failed load, for the list's failure panel. */
    failureMessage: failure.message,
    /** A Load More request is on its way. */
    loading,
    /** A client navigation to other search parameters of this list is on its way. */
    navigating:
      navigation.state === "loading" &&
      navigation.location.pathname === location.pathname &&
      navigation.location.search !== location.search,
    /** The next page's URL (null on the last page or after a failed load). */
    nextPageHref,
    firstPageHref: withCursor(listPath, listSearch, null),
    /** How many items Load More appended to the first page. */
    appendedCount: current?.items.length ?? 0,
    /** The list element (its children are the items in order), for focus. */
    listRef: useCallback((node: HTMLElement | null) => {
      listNode.current = node;
    }, []),
    load() {
      if (loading || !nextPageHref) return;
      requestedFor.current = firstPage.items;
      fetcher.load(nextPageHref);
    },
  };
}

export type LoadMoreList = ReturnType<typeof useLoadMore>;
