// The site's RSS feeds (client-safe: page meta functions link to them).
import type { FeedChannel } from "./xml";

export const FEEDS = {
  builds: {
    title: "Camber Club — New Builds",
    path: "/builds",
    feedPath: "/builds/feed.xml",
    description: "The newest builds shared by the Camber Club community.",
  },
  forums: {
    title: "Camber Club — Forum Topics",
    path: "/forums",
    feedPath: "/forums/feed.xml",
    description: "The newest topics in the Camber Club forums.",
  },
} as const satisfies Record<string, FeedChannel>;

export type FeedName = keyof typeof FEEDS;

/** The `<link rel="alternate" type="application/rss+xml">` descriptor for a page's meta. */
export function feedLink(feed: FeedName) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: FEEDS[feed].title,
    href: FEEDS[feed].feedPath,
  } as const;
}
