// The HTTP side of robots.txt, sitemap.xml and the RSS feeds: content types and short caching.
import { log } from "~/lib/log.server";
import { FEEDS, type FeedName } from "./feeds";
import { siteOrigin } from "./origin.server";
import { buildFeedItems, sitemapEntries, topicFeedItems } from "./queries.server";
import { type FeedItem, robotsTxt, rssXml, sitemapXml } from "./xml";

/** Crawlers and feed readers poll; five minutes of caching keeps that off the database. */
export const SEO_CACHE_CONTROL = "public, max-age=300";

function unavailable(what: string, error: unknown): Response {
  log.error({ err: error }, `[seo] ${what} failed`);
  return new Response("Temporarily unavailable, try again shortly.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
}

export function robotsResponse(request: Request): Response {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL },
  });
}

export async function sitemapResponse(request: Request): Promise<Response> {
  try {
    const body = sitemapXml(siteOrigin(request), await sitemapEntries());
    return new Response(body, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": SEO_CACHE_CONTROL,
      },
    });
  } catch (error) {
    return unavailable("sitemap", error);
  }
}

const FEED_ITEMS: Record<FeedName, () => Promise<FeedItem[]>> = {
  builds: buildFeedItems,
  forums: topicFeedItems,
};

export async function feedResponse(request: Request, feed: FeedName): Promise<Response> {
  try {
    const body = rssXml(siteOrigin(request), FEEDS[feed], await FEED_ITEMS[feed]());
    return new Response(body, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": SEO_CACHE_CONTROL,
      },
    });
  } catch (error) {
    return unavailable(`${feed} feed`, error);
  }
}
