// The media hub's demo step on a fresh database (run alone, with the demo people created as test
// accounts): at least twelve items of all three types, tutorials with their steps, photo sets with
// photos, videos with their own stored, playable file; all owners are demo people.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import { sniffVideo } from "~/modules/media/index.server";
import { seedDemoPeopleAsTestUsers } from "../../tests/setup/users";
import { DEMO_MEDIA, demoMediaStep } from "./media.seed.server";

it("seeds videos, photo sets and tutorials with their files", async () => {
  const { admin, members } = await seedDemoPeopleAsTestUsers();
  await getDb().transaction((tx) =>
    demoMediaStep.run({ tx, people: { admin, members }, now: new Date() }),
  );

  const items = await queryRows<{
    type: string;
    approval_status: string;
    video_url: string | null;
    image_url: string | null;
    photos: number;
    steps: number;
  }>(sql`
    select m.type, m.approval_status, m.video_url, m.image_url,
      (select count(*)::int from media_photos p where p.media_id = m.id) as photos,
      (select count(*)::int from media_tutorial_steps s where s.media_id = m.id) as steps
    from media_items m`);
  expect(items).toHaveLength(DEMO_MEDIA.length);
  const approved = items.filter((i) => i.approval_status === "approved");
  expect(approved.length).toBeGreaterThanOrEqual(12);
  expect(items.some((i) => i.approval_status === "pending")).toBe(true);
  for (const type of ["video", "photo", "tutorial"]) {
    expect(approved.filter((i) => i.type === type).length).toBeGreaterThanOrEqual(3);
  }
  const uploads = path.join(process.env.DATA_DIR ?? "", "uploads");
  for (const item of items) {
    expect(item.image_url).toMatch(/^\/uploads\/media\//);
    if (item.type === "photo") expect(item.photos).toBeGreaterThanOrEqual(2);
    if (item.type === "tutorial") expect(item.steps).toBeGreaterThanOrEqual(3);
    if (item.type === "video") {
      const file = path.join(uploads, (item.video_url ?? "").replace(/^\/uploads\//, ""));
      expect(sniffVideo(fs.readFileSync(file))?.extension).toBe("webm");
    }
  }
  // Every video has its own copy (deleting one item never removes another's file).
  const videos = items.filter((i) => i.type === "video").map((i) => i.video_url);
  expect(new Set(videos).size).toBe(videos.length);
}, 120_000);

it("has tutorials whose descriptions give the real number of steps", () => {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
  const tutorials = DEMO_MEDIA.flatMap((m) => (m.type === "tutorial" ? [m] : []));
  const counted = tutorials.flatMap((tutorial) => {
    const said = new RegExp(`\\b(${words.join("|")}|\\d+) steps\\b`, "i").exec(
      tutorial.description,
    )?.[1];
    if (!said) return [];
    const number = /^\d+$/.test(said) ? Number(said) : words.indexOf(said.toLowerCase());
    return [{ title: tutorial.title, said: number, shown: tutorial.steps.length }];
  });
  expect(counted.length).toBeGreaterThan(0);
  for (const c of counted) expect(c, c.title).toMatchObject({ said: c.shown });
});
