import { toast } from "sonner";
import { useLoadMore as useLoadMorePages } from "~/lib/use-load-more";
import { FEATURE_MESSAGES } from "../constants";
import type { FeatureCardData } from "../features.server";

export interface FeatureListPage {
  features: FeatureCardData[];
  nextCursor: string | null;
  failed: boolean;
}

export function showLoadFailed() {
  toast.error(FEATURE_MESSAGES.loadFailedTitle, {
    description: FEATURE_MESSAGES.loadFailed,
    id: "features-load",
  });
}

/** "Load More" on /features with JavaScript (see ~/lib/use-load-more). */
export function useLoadMore(firstPage: FeatureListPage) {
  const { items, ...list } = useLoadMorePages(
    { items: firstPage.features, nextCursor: firstPage.nextCursor },
    (page: FeatureListPage) => ({
      items: page.features,
      nextCursor: page.nextCursor,
      failed: page.failed,
    }),
    showLoadFailed,
  );
  return { features: items, ...list };
}
