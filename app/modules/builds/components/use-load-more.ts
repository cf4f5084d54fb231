import { toast } from "sonner";
import { useLoadMore as useLoadMorePages } from "~/lib/use-load-more";
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

/** "Load More Builds" with JavaScript (see ~/lib/use-load-more). */
export function useLoadMore(firstPage: BuildListPage) {
  const { items, ...list } = useLoadMorePages(
    { items: firstPage.builds, nextCursor: firstPage.nextCursor },
    (page: BuildListPage) => ({
      items: page.builds,
      nextCursor: page.nextCursor,
      failed: page.failed,
    }),
    () =>
      toast.error(LOAD_FAILED.title, { description: LOAD_FAILED.description, id: "builds-load" }),
  );
  return { builds: items, ...list };
}
