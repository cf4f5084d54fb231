import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  escapeXml,
  excerpt,
  robotsTxt,
  rssXml,
  SITEMAP_MAX_URLS,
  sitemapXml,
} from "./xml";

const ORIGIN = "https://camber.example";
const XSS = `<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`;

/** Every tag and entity in the text is one we wrote: no raw <, >, & of the payload survives. */
function assertWellFormedText(xml: string) {
  expect(xml).not.toContain("<script>");
  expect(xml).not.toContain("<img");
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &apos; f");
  });

  it("escapes an ampersand only once per occurrence (no double escaping of our own output)", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("drops characters XML 1.0 forbids and keeps tabs, newlines and emoji", () => {
    expect(escapeXml("a\u0000b\u0007c\u000Bd\uFFFEe\tf\ng🏎️")).toBe("abcde\tf\ng🏎️");
    expect(escapeXml("lone \uD800 surrogate")).toBe("lone  surrogate");
  });
});

describe("absoluteUrl", () => {
  it("joins site paths to the origin and keeps absolute URLs", () => {
    expect(absoluteUrl(ORIGIN, "/builds/1")).toBe("https://camber.example/builds/1");
    expect(absoluteUrl(`${ORIGIN}/`, "/u/caf%C3%A9")).toBe("https://camber.example/u/caf%C3%A9");
    expect(absoluteUrl(ORIGIN, "https://cdn.example/a.webp")).toBe("https://cdn.example/a.webp");
  });
});

describe("excerpt", () => {
  it("collapses whitespace and cuts long text at a word boundary", () => {
    expect(excerpt("  one\n\n two  ")).toBe("one two");
    const long = "word ".repeat(100);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith("word…")).toBe(true);
    expect(excerpt(null)).toBe("");
  });
});

describe("robotsTxt", () => {
  it("allows everything except private and form pages and names the sitemap", () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of [
      "/admin",
      "/api/",
      "/profile",
      "/my-builds",
      "/create-build",
      "/edit-build/",
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Disallow: /*/create\n");
    expect(text).toContain("Sitemap: https://camber.example/sitemap.xml\n");
  });
});

describe("sitemapXml", () => {
  it("lists absolute, escaped URLs with lastmod in W3C format", () => {
    const xml = sitemapXml(ORIGIN, [
      { path: "/" },
      { path: "/u/a&b", lastmod: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain("<url><loc>https://camber.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://camber.example/u/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>",
    );
  });

  it("never writes more than 50,000 URLs", () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ path: `/p/${i}` }));
    const xml = sitemapXml(ORIGIN, many);
    expect(xml.match(/<url>/g)?.length).toBe(SITEMAP_MAX_URLS);
  });
});

describe("rssXml", () => {
  const channel = {
    title: "Feed & <things>",
    path: "/builds",
    feedPath: "/builds/feed.xml",
    description: "New builds",
  };

  it("writes an RSS 2.0 channel with escaped items, absolute links and an image enclosure", () => {
    const published = new Date("2026-03-04T05:06:07Z");
    const xml = rssXml(ORIGIN, channel, [
      {
        title: XSS,
        path: "/builds/abc",
        description: `${XSS} ]]> <![CDATA[`,
        author: `Dan "<b>" O'Brien & Co`,
        published,
        image: "/uploads/builds/u1/1-0-aaaaaaaaaaaa-1600.webp",
        category: "2020 Toyota <Supra>",
      },
    ]);
    assertWellFormedText(xml);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Feed &amp; &lt;things&gt;</title>");
    expect(xml).toContain("<link>https://camber.example/builds</link>");
    expect(xml).toContain(
      '<atom:link href="https://camber.example/builds/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain(
      "<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos; &lt;img src=x onerror=alert(1)&gt;</title>",
    );
    expect(xml).toContain("<link>https://camber.example/builds/abc</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://camber.example/builds/abc</guid>');
    expect(xml).toContain("]]&gt; &lt;![CDATA[</description>");
    expect(xml).toContain(
      "<dc:creator>Dan &quot;&lt;b&gt;&quot; O&apos;Brien &amp; Co</dc:creator>",
    );
    expect(xml).toContain("<category>2020 Toyota &lt;Supra&gt;</category>");
    expect(xml).toContain(`<pubDate>${published.toUTCString()}</pubDate>`);
    expect(xml).toContain("<pubDate>Wed, 04 Mar 2026 05:06:07 GMT</pubDate>");
    expect(xml).toContain(
      '<enclosure url="https://camber.example/uploads/builds/u1/1-0-aaaaaaaaaaaa-1600.webp" length="0" type="image/webp"/>',
    );
    expect(xml).toContain("<lastBuildDate>Wed, 04 Mar 2026 05:06:07 GMT</lastBuildDate>");
  });

  it("writes a valid empty channel when there is nothing yet", () => {
    const xml = rssXml(ORIGIN, channel, []);
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });

  it("keeps absolute image URLs (object storage) and leaves items without images bare", () => {
    const xml = rssXml(ORIGIN, channel, [
      {
        title: "a",
        path: "/a",
        description: "",
        published: new Date(),
        image: "https://cdn.example/x.jpg?v=1&w=2",
      },
      { title: "b", path: "/b", description: "", published: new Date() },
    ]);
    expect(xml).toContain(
      '<enclosure url="https://cdn.example/x.jpg?v=1&amp;w=2" length="0" type="image/jpeg"/>',
    );
    expect(xml.match(/<enclosure/g)?.length).toBe(1);
  });
});
