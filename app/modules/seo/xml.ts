// Text builders for robots.txt, sitemap.xml (sitemaps.org 0.9) and RSS 2.0 feeds. Pure functions:
// every value is escaped here, so member-written titles and descriptions cannot break the XML.

/** Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what we remove.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for XML element content and attribute values; drops characters XML forbids. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An absolute URL for a site path ("/builds/1") or an already absolute URL (object storage). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, "")}/`).toString();
}

/** Plain text, whitespace collapsed, cut at a word boundary near `max` characters. */
export function excerpt(text: string | null | undefined, max = 300): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// robots.txt

/**
 * Private and form pages. The "*" patterns (understood by the major crawlers) cover the create,
 * edit and "mine" pages of every area, including ones added later.
 */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/api/",
  "/auth",
  "/profile",
  "/my-builds",
  "/create-build",
  "/edit-build/",
  "/notifications",
  "/sign-out",
  "/*/create",
  "/*/new",
  "/*/edit",
  "/*/mine",
  "/*/submit",
];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// sitemap.xml

/** The sitemaps.org limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site path ("/builds/…") or absolute URL. */
  path: string;
  lastmod?: Date | null;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// RSS 2.0

export interface FeedChannel {
  title: string;
  /** Site path of the page the feed mirrors ("/builds"). */
  path: string;
  /** Site path of the feed itself ("/builds/feed.xml"), for atom:link rel="self". */
  feedPath: string;
  description: string;
}

export interface FeedItem {
  title: string;
  /** Site path of the item ("/builds/…"). */
  path: string;
  description: string;
  author?: string | null;
  published: Date;
  /** Site path or absolute URL of an image (sent as the enclosure). */
  image?: string | null;
  category?: string | null;
}

function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  switch (ext) {
    case "png":
      return "image/png";
    case "jpg":
    case "jpeg":
      return "image/jpeg";
    case "gif":
      return "image/gif";
    case "avif":
      return "image/avif";
    case "svg":
      return "image/svg+xml";
    default:
      return "image/webp";
  }
}

export function rssXml(origin: string, channel: FeedChannel, items: readonly FeedItem[]): string {
  const link = absoluteUrl(origin, channel.path);
  const self = absoluteUrl(origin, channel.feedPath);
  const newest = items.reduce<Date | undefined>(
    (acc, item) => (!acc || item.published > acc ? item.published : acc),
    undefined,
  );
  const entries = items.map((item) => {
    const url = escapeXml(absoluteUrl(origin, item.path));
    const parts = [
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<description>${escapeXml(item.description)}</description>`,
      item.author ? `<dc:creator>${escapeXml(item.author)}</dc:creator>` : "",
      item.category ? `<category>${escapeXml(item.category)}</category>` : "",
      `<pubDate>${item.published.toUTCString()}</pubDate>`,
      item.image
        ? `<enclosure url="${escapeXml(absoluteUrl(origin, item.image))}" length="0" type="${imageType(item.image)}"/>`
        : "",
    ];
    return `<item>${parts.join("")}</item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    "<language>en</language>",
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : "",
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
