// 'Load More Events' with JavaScript: a fetcher loads the next page from the list's own loader
// (the same URL plus ?cursor=…) and its cards are appended to those already shown. A new search
// (a new first page) starts over; a page that arrives for an older search is dropped.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { EVENT_MESSAGES } from "../messages";
import type { EventCardData } from "../types";

export interface EventListPage {
  events: EventCardData[];
  nextCursor: string | null;
  failed: boolean;
}

export function useLoadMoreEvents(firstPage: EventListPage) {
  const fetcher = useFetcher<EventListPage>();
  const [more, setMore] = useState<{
    base: EventCardData[];
    events: EventCardData[];
    nextCursor: string | null;
  }>();
  /** The first page the pending request belongs to. */
  const requestedFor = useRef<EventCardData[]>(undefined);
  const [firstNewId, setFirstNewId] = useState<string>();

  const current = more?.base === firstPage.events ? more : undefined;
  const events = current ? [...firstPage.events, ...current.events] : firstPage.events;
  const nextCursor = current ? current.nextCursor : firstPage.nextCursor;

  useEffect(() => {
    const page = fetcher.data;
    const base = requestedFor.current;
    if (!page || !base) return;
    requestedFor.current = undefined;
    if (page.failed) {
      toast.error(EVENT_MESSAGES.loadFailed, { id: "events-load" });
      return;
    }
    setMore((previous) => {
      const earlier = previous?.base === base ? previous.events : [];
      const known = new Set([...base, ...earlier].map((e) => e.id));
      return {
        base,
        events: [...earlier, ...page.events.filter((e) => !known.has(e.id))],
        nextCursor: page.nextCursor,
      };
    });
    setFirstNewId(page.events[0]?.id);
  }, [fetcher.data]);

  function load(href: string) {
    requestedFor.current = firstPage.events;
    fetcher.load(href);
  }

  return {
    events,
    nextCursor,
    loading: fetcher.state === "loading",
    load,
    /** The first card of the last appended page (keyboard focus moves there). */
    firstNewId: current ? firstNewId : undefined,
    appendedCount: current?.events.length ?? 0,
  };
}
