// Feature and media view counters count a viewer once per day, through the detail pages' loaders:
// reloads add nothing, each member and each visitor (address + browser) counts once, crawlers not
// at all; only a hash is stored, never the address.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import { features, mediaItems } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/client-ip.server";
import { pageViewerOf, prunePageViews } from "~/lib/page-views.server";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as featureLoader } from "~/routes/features/detail";
import { loader as mediaLoader } from "~/routes/media/detail";
import {
  createVerifiedUser,
  requestWithCookie,
  sessionCookie,
  type TestUser,
} from "../../../tests/setup/users";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let member: TestUser;
let memberCookie: string;

beforeAll(async () => {
  member = await createVerifiedUser({ name: "Vera Viewer" });
  memberCookie = await sessionCookie(member);
});

function visit(path: string, who: { ip?: string; agent?: string | null; cookie?: string }) {
  const headers = new Headers();
  headers.set(CLIENT_IP_HEADER, who.ip ?? "203.0.113.7");
  if (who.agent !== null) headers.set("user-agent", who.agent ?? CHROME);
  return requestWithCookie(`http://localhost:3000${path}`, who.cookie, { headers });
}

type LoaderArgs<L extends (...args: never[]) => unknown> = Parameters<L>[0];

async function viewMedia(id: string, who: Parameters<typeof visit>[1]) {
  const request = visit(`/media/${id}`, who);
  await mediaLoader({
    request,
    params: { id },
    context: await createRequestContext(request),
  } as unknown as LoaderArgs<typeof mediaLoader>);
}

async function viewFeaturePage(id: string, who: Parameters<typeof visit>[1]) {
  const request = visit(`/features/${id}`, who);
  await featureLoader({
    request,
    params: { id },
    context: await createRequestContext(request),
  } as unknown as LoaderArgs<typeof featureLoader>);
}

async function sameSequence(view: (who: Parameters<typeof visit>[1]) => Promise<void>) {
  // One visitor reloading five times.
  for (let i = 0; i < 5; i++) await view({ ip: "198.51.100.20" });
  // The same address with another browser, and another address with the first browser.
  await view({ ip: "198.51.100.20", agent: FIREFOX });
  await view({ ip: "198.51.100.21" });
  // A member, from two addresses: one viewer.
  await view({ ip: "198.51.100.30", cookie: memberCookie });
  await view({ ip: "198.51.100.31", cookie: memberCookie });
  // Crawlers and clients without a user agent are not viewers.
  await view({ ip: "66.249.66.1", agent: GOOGLEBOT });
  await view({ ip: "198.51.100.40", agent: null });
}

describe("view counters", () => {
  it("count a media item's viewer once a day, members and visitors, not bots", async () => {
    const [item] = await getDb()
      .insert(mediaItems)
      .values({
        type: "photo",
        title: "Counted once",
        approvalStatus: "approved",
        createdBy: member.id,
      })
      .returning({ id: mediaItems.id });
    await sameSequence((who) => viewMedia(item.id, who));
    const [row] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, item.id));
    expect(row.views).toBe(4);
  });

  it("count a feature's viewer once a day, members and visitors, not bots", async () => {
    const [feature] = await getDb()
      .insert(features)
      .values({
        title: "Counted feature",
        carModel: "Mazda RX-7",
        publishedOn: "2026-05-01",
        excerpt: "Rotary.",
        body: "One.",
      })
      .returning({ id: features.id });
    await sameSequence((who) => viewFeaturePage(feature.id, who));
    const [row] = await getDb().select().from(features).where(eq(features.id, feature.id));
    expect(row.views).toBe(4);
  });

  it("store no address, change a visitor's key every day, and clean up old days", async () => {
    const [{ n, leaks }] = await queryRows<{ n: number; leaks: number }>(sql`
      select count(*)::int as n,
        count(*) filter (
          where viewer like '%198.51.100%' or viewer like ${`%${member.id}%`}
        )::int as leaks
      from page_views`);
    expect(n).toBeGreaterThan(0);
    expect(leaks).toBe(0);

    const request = visit("/media/x", { ip: "198.51.100.20" });
    const today = pageViewerOf(request, null, new Date("2026-11-24T10:00:00Z"));
    const laterToday = pageViewerOf(request, null, new Date("2026-11-24T23:00:00Z"));
    const tomorrow = pageViewerOf(request, null, new Date("2026-11-25T01:00:00Z"));
    expect(laterToday).toEqual(today);
    expect(tomorrow?.day).toBe("2026-11-25");
    expect(tomorrow?.viewer).not.toBe(today?.viewer);

    await getDb().execute(sql`update page_views set day = day - 3`);
    await prunePageViews();
    const [{ left }] = await queryRows<{ left: number }>(
      sql`select count(*)::int as left from page_views`,
    );
    expect(left).toBe(0);
  });
});
