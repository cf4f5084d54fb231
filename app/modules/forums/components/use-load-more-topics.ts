import { toast } from "sonner";
import { useLoadMore } from "~/lib/use-load-more";
import { FORUM_MESSAGES } from "../messages";
import type { TopicListItem } from "../queries.server";

export interface TopicListPage {
  topics: TopicListItem[];
  nextCursor: string | null;
  topicsFailed: boolean;
}

/** 'Load More Topics' with JavaScript (see ~/lib/use-load-more). */
export function useLoadMoreTopics(firstPage: TopicListPage) {
  const { items, ...list } = useLoadMore(
    { items: firstPage.topics, nextCursor: firstPage.nextCursor },
    (page: TopicListPage) => ({
      items: page.topics,
      nextCursor: page.nextCursor,
      failed: page.topicsFailed,
    }),
    () => toast.error(FORUM_MESSAGES.topicsLoadFailed, { id: "topics-load" }),
  );
  return { topics: items, ...list };
}
