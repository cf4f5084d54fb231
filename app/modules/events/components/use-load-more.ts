import { toast } from "sonner";
import { useLoadMore } from "~/lib/use-load-more";
import { EVENT_MESSAGES } from "../messages";
import type { EventCardData } from "../types";

export interface EventListPage {
  events: EventCardData[];
  nextCursor: string | null;
  failed: boolean;
}

/** 'Load More Events' with JavaScript (see ~/lib/use-load-more). */
export function useLoadMoreEvents(firstPage: EventListPage) {
  const { items, ...list } = useLoadMore(
    { items: firstPage.events, nextCursor: firstPage.nextCursor },
    (page: EventListPage) => ({
      items: page.events,
      nextCursor: page.nextCursor,
      failed: page.failed,
    }),
    () => toast.error(EVENT_MESSAGES.loadFailed, { id: "events-load" }),
  );
  return { events: items, ...list };
}
