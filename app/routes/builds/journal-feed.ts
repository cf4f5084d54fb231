// /builds/:id/feed.xml — the RSS feed of a build's journal: its latest entries. Only for a public
// build (approved and active); any other id is a 404.
import { parseUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { journalPaths } from "~/modules/builds/journal/constants";
import { publicJournalFeed } from "~/modules/builds/journal/index.server";
import { siteOrigin } from "~/modules/seo/origin.server";
import { SEO_CACHE_CONTROL } from "~/modules/seo/responses.server";
import { excerpt, rssXml } from "~/modules/seo/xml";
import type { Route } from "./+types/journal-feed";

const notFound = () =>
  new Response("Build not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseUuid(params.id);
  if (!id) return notFound();
  let feed: Awaited<ReturnType<typeof publicJournalFeed>>;
  try {
    feed = await publicJournalFeed(id);
  } catch (error) {
    log.error({ err: error }, "[journal] feed failed");
    return new Response("Temporarily unavailable, try again shortly.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  if (!feed) return notFound();
  const { build, items } = feed;
  const body = rssXml(
    siteOrigin(request),
    {
      title: `${build.title} — Build journal — Camber Club`,
      path: `/builds/${build.id}`,
      feedPath: journalPaths.feed(build.id),
      description: `Progress updates on ${build.title}${build.ownerName ? ` by ${build.ownerName}` : ""}.`,
    },
    items.map((item) => ({
      title: item.title,
      path: journalPaths.entry(build.id, item.id),
      description: excerpt(item.body),
      author: build.ownerName,
      published: new Date(item.createdAt),
      image: item.imageUrl,
    })),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": SEO_CACHE_CONTROL,
    },
  });
}
