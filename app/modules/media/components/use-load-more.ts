import { toast } from "sonner";
import { useLoadMore as useLoadMorePages } from "~/lib/use-load-more";
import { MEDIA_MESSAGES } from "../constants";
import type { MediaCardData } from "../queries.server";

export interface MediaListPage {
  items: MediaCardData[];
  nextCursor: string | null;
  failed: boolean;
}

/** "Load More Media" with JavaScript (see ~/lib/use-load-more). */
export function useLoadMoreMedia(firstPage: MediaListPage) {
  return useLoadMorePages(
    { items: firstPage.items, nextCursor: firstPage.nextCursor },
    (page: MediaListPage) => ({
      items: page.items,
      nextCursor: page.nextCursor,
      failed: page.failed,
    }),
    () => toast.error("Error", { description: MEDIA_MESSAGES.loadFailed, id: "media-load" }),
  );
}
