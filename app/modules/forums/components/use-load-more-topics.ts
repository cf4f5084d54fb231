import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { TopicListItem } from "../queries.server";
import { FORUM_MESSAGES } from "../schemas";

export interface TopicListPage {
  topics: TopicListItem[];
  nextCursor: string | null;
  topicsFailed: boolean;
}

/**
 * 'Load More Topics' with JavaScript: a fetcher loads the next page from the same loader and its
 * topics are appended to those the page shows. A new first page (other search or category)
 * starts over; a page that arrives for an older first page is dropped.
 */
export function useLoadMoreTopics(firstPage: TopicListPage) {
  const fetcher = useFetcher<TopicListPage>();
  const [more, setMore] = useState<{
    base: TopicListItem[];
    topics: TopicListItem[];
    nextCursor: string | null;
  }>();
  /** The first page a pending request belongs to. */
  const requestedFor = useRef<TopicListItem[]>(undefined);
  const [firstNewId, setFirstNewId] = useState<string>();

  const current = more?.base === firstPage.topics ? more : undefined;
  const topics = current ? [...firstPage.topics, ...current.topics] : firstPage.topics;
  const nextCursor = current ? current.nextCursor : firstPage.nextCursor;

  useEffect(() => {
    const page = fetcher.data;
    const base = requestedFor.current;
    if (!page || !base) return;
    requestedFor.current = undefined;
    if (page.topicsFailed) {
      toast.error(FORUM_MESSAGES.topicsLoadFailed, { id: "topics-load" });
      return;
    }
    setMore((previous) => {
      const earlier = previous?.base === base ? previous.topics : [];
      // A topic bumped by a reply meanwhile can come round again: show it once.
      const known = new Set([...base, ...earlier].map((t) => t.id));
      return {
        base,
        topics: [...earlier, ...page.topics.filter((t) => !known.has(t.id))],
        nextCursor: page.nextCursor,
      };
    });
    setFirstNewId(page.topics[0]?.id);
  }, [fetcher.data]);

  function load(href: string) {
    requestedFor.current = firstPage.topics;
    fetcher.load(href);
  }

  return {
    topics,
    nextCursor,
    loading: fetcher.state === "loading",
    load,
    /** The first topic of the last appended page (focus moves there). */
    firstNewId: current ? firstNewId : undefined,
    appendedCount: current?.topics.length ?? 0,
  };
}
