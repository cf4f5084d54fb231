// What crawlers and feed readers see: only public content. Builds: approved and active. Events:
// approved and upcoming. Media: approved. Marketplace: active listings. Profiles: members with at
// least one public build. Pending, rejected, deleted, removed and hidden (ADR 038) items never appear.
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { displayImageUrl } from "~/lib/image-urls";
import { authorName, displayName } from "~/modules/profiles";
import { excerpt, type FeedItem, SITEMAP_MAX_URLS, type SitemapEntry } from "./xml";

export const FEED_SIZE = 30;

/** Public pages that always exist. */
export const STATIC_PATHS = [
  "/",
  "/about",
  "/builds",
  "/events",
  "/forums",
  "/features",
  "/media",
  "/marketplace",
];

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

type SitemapKind = "build" | "event" | "topic" | "feature" | "media" | "listing" | "profile";

const PATH_OF: Record<SitemapKind, (key: string) => string> = {
  build: (id) => `/builds/${id}`,
  event: (id) => `/events/${id}`,
  topic: (id) => `/forums/topic/${id}`,
  feature: (id) => `/features/${id}`,
  media: (id) => `/media/${id}`,
  listing: (id) => `/marketplace/${id}`,
  profile: (username) => `/u/${encodeURIComponent(username)}`,
};

/** Every public URL of the site, static pages first, at most `limit` (the sitemap cap) in all. */
export async function sitemapEntries(limit = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const statics: SitemapEntry[] = STATIC_PATHS.slice(0, limit).map((path) => ({ path }));
  const remaining = limit - statics.length;
  if (remaining <= 0) return statics;
  // One round trip; the LIMIT keeps the file within the sitemaps.org cap however big the site is.
  const rows = await queryRows<{ kind: SitemapKind; key: string; lastmod: unknown }>(sql`
    select 'build' as kind, b.id::text as key, b.updated_at as lastmod
      from builds b
      where b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null
    union all
    select 'event', e.id::text, e.updated_at from events e
      where e.approval_status = 'approved' and e.hidden_at is null and e.event_date >= now()
    union all
    select 'topic', t.id::text, t.updated_at from forum_topics t where t.hidden_at is null
    union all
    select 'feature', f.id::text, f.updated_at from features f where f.published_on <= current_date
    union all
    select 'media', m.id::text, m.updated_at from media_items m where m.approval_status = 'approved'
    union all
    select 'listing', l.id::text, l.updated_at
      from marketplace_listings l where l.status = 'active' and l.hidden_at is null
    union all
    select 'profile', p.username, p.updated_at from profiles p
      where exists (select 1 from builds b
        where b.user_id = p.id and b.status = 'active' and b.approval_status = 'approved'
          and b.hidden_at is null)
    limit ${remaining}
  `);
  return [
    ...statics,
    ...rows.map((row) => ({ path: PATH_OF[row.kind](row.key), lastmod: toDate(row.lastmod) })),
  ];
}

/** The newest public builds, newest first, for /builds/feed.xml. */
export async function buildFeedItems(limit = FEED_SIZE): Promise<FeedItem[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    description: string | null;
    car_make: string;
    car_model: string;
    car_year: number | null;
    created_at: unknown;
    image: string | null;
    username: string | null;
    full_name: string | null;
  }>(sql`
    select b.id, b.title, b.description, b.car_make, b.car_model, b.car_year, b.created_at,
      coalesce(b.featured_image_url, (select i.image_url from build_images i
        where i.build_id = b.id order by i.sort_order, i.created_at limit 1)) as image,
      p.username, p.full_name
    from builds b
    left join profiles p on p.id = b.user_id
    where b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null
    order by b.created_at desc, b.id desc
    limit ${limit}
  `);
  return rows.map((row) => {
    const car = [row.car_year, row.car_make, row.car_model].filter(Boolean).join(" ");
    return {
      title: row.title,
      path: `/builds/${row.id}`,
      description: excerpt(row.description) || car,
      author: displayName({ fullName: row.full_name, username: row.username }),
      published: toDate(row.created_at),
      // A feed reader shows one picture: the 1600px variant, never the zoom's 2560.
      image: row.image ? displayImageUrl(row.image) : null,
      category: car,
    };
  });
}

/** The newest forum topics, newest first, for /forums/feed.xml. */
export async function topicFeedItems(limit = FEED_SIZE): Promise<FeedItem[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    created_at: unknown;
    category: string;
    content: string | null;
    username: string | null;
    full_name: string | null;
  }>(sql`
    select t.id, t.title, t.created_at, c.name as category, o.content, p.username, p.full_name
    from forum_topics t
    join forum_categories c on c.id = t.category_id
    left join forum_posts o on o.topic_id = t.id and o.is_opening
    left join profiles p on p.id = t.created_by
    where t.hidden_at is null
    order by t.created_at desc, t.id desc
    limit ${limit}
  `);
  return rows.map((row) => ({
    title: row.title,
    path: `/forums/topic/${row.id}`,
    description: excerpt(row.content),
    // "Deleted member" once the author's account is gone (the topic stays).
    author: authorName({ fullName: row.full_name, username: row.username }),
    published: toDate(row.created_at),
    category: row.category,
  }));
}
