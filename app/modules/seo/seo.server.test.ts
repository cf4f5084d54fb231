// Sitemap and feeds over real rows: only public content is listed, and member-written text is
// escaped. Runs on PGlite and PostgreSQL (tests/setup/db.ts).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  buildImages,
  builds,
  events,
  features,
  forumCategories,
  forumPosts,
  forumTopics,
  marketplaceListings,
  mediaItems,
  profiles,
} from "~/db/schema";
import { createVerifiedUser } from "../../../tests/setup/users";
import { FEED_SIZE } from "./queries.server";
import { feedResponse, robotsResponse, sitemapResponse } from "./responses.server";

const XSS = `<script>alert("x")</script> & Co's <b>`;
const DAY = 24 * 60 * 60 * 1000;
const request = (path: string) => new Request(`http://localhost:3000${path}`);

const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = getDb();
  const owner = await createVerifiedUser({ name: "Owner Person" });
  const lurker = await createVerifiedUser({ name: "Lurker Person" });
  const pendingOnly = await createVerifiedUser({ name: "Pending Person" });
  await db
    .update(profiles)
    .set({ username: "owner_one", fullName: `Ana ${XSS}` })
    .where(eq(profiles.id, owner.id));
  await db.update(profiles).set({ username: "lurker_two" }).where(eq(profiles.id, lurker.id));
  await db
    .update(profiles)
    .set({ username: "pending_three" })
    .where(eq(profiles.id, pendingOnly.id));

  const base = { carMake: "Toyota", carModel: "Supra", carYear: 1998 };
  const [publicBuild, olderBuild, pendingBuild, rejectedBuild, deletedBuild] = await db
    .insert(builds)
    .values([
      {
        ...base,
        userId: owner.id,
        title: `Public ${XSS}`,
        description: `Turbo & <tuned>\nlong story`,
        approvalStatus: "approved",
        createdAt: new Date(Date.now() - 1000),
      },
      {
        ...base,
        userId: owner.id,
        title: "Older build",
        approvalStatus: "approved",
        featuredImageUrl: "https://cdn.example/builds/x.webp",
        createdAt: new Date(Date.now() - DAY),
      },
      { ...base, userId: pendingOnly.id, title: "Pending build", approvalStatus: "pending" },
      { ...base, userId: pendingOnly.id, title: "Rejected build", approvalStatus: "rejected" },
      {
        ...base,
        userId: owner.id,
        title: "Deleted build",
        approvalStatus: "approved",
        status: "deleted",
      },
    ])
    .returning({ id: builds.id });
  Object.assign(ids, {
    publicBuild: publicBuild.id,
    olderBuild: olderBuild.id,
    pendingBuild: pendingBuild.id,
    rejectedBuild: rejectedBuild.id,
    deletedBuild: deletedBuild.id,
  });
  // No featured image: the first photo by sort order is the enclosure.
  await db.insert(buildImages).values([
    {
      buildId: publicBuild.id,
      imageUrl: "/uploads/builds/o/2-1-bbbbbbbbbbbb-960.webp",
      sortOrder: 1,
    },
    {
      buildId: publicBuild.id,
      imageUrl: "/uploads/builds/o/1-0-aaaaaaaaaaaa-1600.webp",
      sortOrder: 0,
    },
  ]);

  const [upcoming, past, pendingEvent] = await db
    .insert(events)
    .values([
      {
        title: "Upcoming meet",
        eventDate: new Date(Date.now() + 7 * DAY),
        createdBy: owner.id,
        approvalStatus: "approved",
      },
      {
        title: "Past meet",
        eventDate: new Date(Date.now() - 7 * DAY),
        createdBy: owner.id,
        approvalStatus: "approved",
      },
      {
        title: "Pending meet",
        eventDate: new Date(Date.now() + 7 * DAY),
        createdBy: owner.id,
        approvalStatus: "pending",
      },
    ])
    .returning({ id: events.id });
  Object.assign(ids, { upcoming: upcoming.id, past: past.id, pendingEvent: pendingEvent.id });

  const [category] = await db
    .insert(forumCategories)
    .values({ name: `Ops Test ${Date.now()}` })
    .returning();
  const topics = await db
    .insert(forumTopics)
    .values([
      { title: `Topic ${XSS}`, categoryId: category.id, createdBy: lurker.id },
      {
        title: "Older topic",
        categoryId: category.id,
        createdBy: owner.id,
        createdAt: new Date(Date.now() - DAY),
      },
    ])
    .returning({ id: forumTopics.id });
  await db.insert(forumPosts).values([
    {
      topicId: topics[0].id,
      content: `Opening & <post> ${XSS}`,
      isOpening: true,
      createdBy: lurker.id,
    },
    { topicId: topics[0].id, content: "A reply that is not the description", createdBy: owner.id },
    { topicId: topics[1].id, content: "Older opening", isOpening: true, createdBy: owner.id },
  ]);
  Object.assign(ids, { topic: topics[0].id, olderTopic: topics[1].id });

  const [feature, futureFeature] = await db
    .insert(features)
    .values([
      { title: "Feature", carModel: "Supra", publishedOn: "2025-01-01", excerpt: "e", body: "b" },
      { title: "Scheduled", carModel: "Supra", publishedOn: "2999-01-01", excerpt: "e", body: "b" },
    ])
    .returning({ id: features.id });
  Object.assign(ids, { feature: feature.id, futureFeature: futureFeature.id });

  const media = await db
    .insert(mediaItems)
    .values([
      { type: "video", title: "Approved video", approvalStatus: "approved", createdBy: owner.id },
      { type: "photo", title: "Pending set", approvalStatus: "pending", createdBy: lurker.id },
      {
        type: "tutorial",
        title: "Rejected tutorial",
        approvalStatus: "rejected",
        createdBy: lurker.id,
      },
    ])
    .returning({ id: mediaItems.id });
  Object.assign(ids, { media: media[0].id, pendingMedia: media[1].id, rejectedMedia: media[2].id });

  const listing = {
    sellerId: lurker.id,
    category: "parts",
    priceCents: 1000,
    condition: "used",
    description: "d",
  };
  const listings = await db
    .insert(marketplaceListings)
    .values([
      { ...listing, title: "Active listing" },
      { ...listing, title: "Sold listing", status: "sold" },
      { ...listing, title: "Removed listing", status: "removed" },
    ])
    .returning({ id: marketplaceListings.id });
  Object.assign(ids, {
    listing: listings[0].id,
    soldListing: listings[1].id,
    removedListing: listings[2].id,
  });
});

describe("sitemap.xml", () => {
  it("lists the static pages and every public item with absolute URLs and lastmod", async () => {
    const response = await sitemapResponse(request("/sitemap.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const xml = await response.text();
    const origin = "http://localhost:3000";
    for (const path of [
      "/",
      "/about",
      "/builds",
      "/events",
      "/forums",
      "/features",
      "/media",
      "/marketplace",
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    for (const path of [
      `/builds/${ids.publicBuild}`,
      `/builds/${ids.olderBuild}`,
      `/events/${ids.upcoming}`,
      `/forums/topic/${ids.topic}`,
      `/forums/topic/${ids.olderTopic}`,
      `/features/${ids.feature}`,
      `/media/${ids.media}`,
      `/marketplace/${ids.listing}`,
      "/u/owner_one",
    ]) {
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>${origin}${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod></url>`,
        ),
      );
    }
  });

  it("never lists pending, rejected, deleted, past, scheduled, sold or removed items, nor members without public builds", async () => {
    const xml = await (await sitemapResponse(request("/sitemap.xml"))).text();
    for (const key of [
      "pendingBuild",
      "rejectedBuild",
      "deletedBuild",
      "past",
      "pendingEvent",
      "futureFeature",
      "pendingMedia",
      "rejectedMedia",
      "soldListing",
      "removedListing",
    ]) {
      expect(xml, key).not.toContain(ids[key]);
    }
    expect(xml).not.toContain("/u/lurker_two");
    expect(xml).not.toContain("/u/pending_three");
  });
});

describe("robots.txt", () => {
  it("points crawlers at the absolute sitemap URL", async () => {
    const response = robotsResponse(request("/robots.txt"));
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

function items(xml: string): string[] {
  return xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
}

describe("/builds/feed.xml", () => {
  it("is RSS 2.0 of the public builds, newest first, with escaped text and the first photo", async () => {
    const response = await feedResponse(request("/builds/feed.xml"), "builds");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).not.toContain("<script>");
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const list = items(xml);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(first).toContain(
      "<title>Public &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&apos;s &lt;b&gt;</title>",
    );
    expect(first).toContain(`<link>http://localhost:3000/builds/${ids.publicBuild}</link>`);
    expect(first).toContain("<description>Turbo &amp; &lt;tuned&gt; long story</description>");
    expect(first).toContain("<dc:creator>Ana &lt;script&gt;");
    expect(first).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    expect(first).toContain(
      '<enclosure url="http://localhost:3000/uploads/builds/o/1-0-aaaaaaaaaaaa-1600.webp" length="0" type="image/webp"/>',
    );
    expect(second).toContain("<title>Older build</title>");
    expect(second).toContain("<description>1998 Toyota Supra</description>");
    expect(second).toContain('<enclosure url="https://cdn.example/builds/x.webp"');
    for (const key of ["pendingBuild", "rejectedBuild", "deletedBuild"]) {
      expect(xml, key).not.toContain(ids[key]);
    }
  });

  it("holds at most the newest 30", async () => {
    const owner = await createVerifiedUser();
    await getDb()
      .insert(builds)
      .values(
        Array.from({ length: FEED_SIZE + 2 }, (_, i) => ({
          userId: owner.id,
          title: `Bulk ${i}`,
          carMake: "Mazda",
          carModel: "MX-5",
          approvalStatus: "approved" as const,
          createdAt: new Date(Date.now() + i * 1000),
        })),
      );
    const xml = await (await feedResponse(request("/builds/feed.xml"), "builds")).text();
    const list = items(xml);
    expect(list).toHaveLength(FEED_SIZE);
    expect(list[0]).toContain(`<title>Bulk ${FEED_SIZE + 1}</title>`);
    expect(xml).not.toContain("<title>Bulk 0</title>");
  });
});

describe("/forums/feed.xml", () => {
  it("lists topics newest first with the opening post as description", async () => {
    const response = await feedResponse(request("/forums/feed.xml"), "forums");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).not.toContain("<script>");
    const list = items(xml);
    const mine = list.filter((i) => i.includes(ids.topic) || i.includes(ids.olderTopic));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(`<link>http://localhost:3000/forums/topic/${ids.topic}</link>`);
    expect(mine[0]).toContain("<title>Topic &lt;script&gt;");
    expect(mine[0]).toContain("<description>Opening &amp; &lt;post&gt; &lt;script&gt;");
    expect(mine[0]).not.toContain("A reply");
    expect(mine[0]).toMatch(/<category>Ops Test \d+<\/category>/);
    expect(mine[1]).toContain("<description>Older opening</description>");
  });
});
