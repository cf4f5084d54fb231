import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { BuildCardData } from "~/modules/builds/queries.server";

export interface BuildListPage {
  builds: BuildCardData[];
  nextCursor: string | null;
  failed: boolean;
}

export const LOAD_FAILED = {
  title: "Error",
  description: "Failed to load builds. Please try again.",
} as const;

/**
 * "Load More Builds" with JavaScript: a fetcher loads the next page from the same loader and
 * its cards are appended to the ones the page already shows. A new search (new first page)
 * starts over; a page that arrives for an older search is dropped.
 */
export function useLoadMore(firstPage: BuildListPage) {
  const fetcher = useFetcher<BuildListPage>();
  const [more, setMore] = useState<{
    base: BuildCardData[];
    builds: BuildCardData[];
    nextCursor: string | null;
  }>();
  /** The first page a pending request belongs to. */
  const requestedFor = useRef<BuildCardData[]>(undefined);
  const [firstNewId, setFirstNewId] = useState<string>();

  const current = more?.base === firstPage.builds ? more : undefined;
  const builds = current ? [...firstPage.builds, ...current.builds] : firstPage.builds;
  const nextCursor = current ? current.nextCursor : firstPage.nextCursor;

  useEffect(() => {
    const page = fetcher.data;
    const base = requestedFor.current;
    if (!page || !base) return;
    requestedFor.current = undefined;
    if (page.failed) {
      toast.error(LOAD_FAILED.title, { description: LOAD_FAILED.description, id: "builds-load" });
      return;
    }
    setMore((previous) => {
      const earlier = previous?.base === base ? previous.builds : [];
      const known = new Set([...base, ...earlier].map((b) => b.id));
      return {
        base,
        builds: [...earlier, ...page.builds.filter((b) => !known.has(b.id))],
        nextCursor: page.nextCursor,
      };
    });
    setFirstNewId(page.builds[0]?.id);
  }, [fetcher.data]);

  function load(href: string) {
    requestedFor.current = firstPage.builds;
    fetcher.load(href);
  }

  return {
    builds,
    nextCursor,
    loading: fetcher.state === "loading",
    load,
    /** The first card of the last appended page (focus moves there). */
    firstNewId: current ? firstNewId : undefined,
    appendedCount: current?.builds.length ?? 0,
  };
}
