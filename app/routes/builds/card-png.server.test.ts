// GET /builds/:id/card.png: a 1200x630 PNG for approved, active builds, 404 for anything else, and
// the storage cache (one render per version of what the card shows).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildSpecs, builds, buildWheels } from "~/db/schema";
import { storage } from "~/lib/storage.server";
import {
  getShareCard,
  renderShareCard,
  shareCardContent,
} from "~/modules/builds/spec/share-card.server";
import { insertMembers } from "~/modules/events/testing/fixtures.server";
import { routeArgs } from "../../../tests/setup/route-calls";
import { loader } from "./card-png";

let owner: string;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function insertBuild(values: Partial<typeof builds.$inferInsert> = {}): Promise<string> {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId: owner,
      title: "Midnight Purple R34",
      carMake: "Nissan",
      carModel: "Skyline GT-R",
      carYear: 1999,
      approvalStatus: "approved",
      ...values,
    })
    .returning({ id: builds.id });
  return row.id;
}

/** A stored build photo (the 960 and 1600 variants of one upload), as its row would name it. */
async function storedPhoto(): Promise<string> {
  const stem = `builds/${owner}/1767312000000-0-${Math.random().toString(16).slice(2, 14).padEnd(12, "0")}`;
  for (const width of [960, 1600]) {
    const body = await sharp({
      create: { width, height: Math.round(width * 0.75), channels: 3, background: "#7a2bd6" },
    })
      .webp()
      .toBuffer();
    await storage().put(`${stem}-${width}.webp`, body, "image/webp");
  }
  return storage().publicUrl(`${stem}-1600.webp`);
}

function get(id: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/builds/${id}/card.png`, { headers });
  return routeArgs<Parameters<typeof loader>[0]>(request, { id }).then(loader);
}

beforeAll(async () => {
  [owner] = await insertMembers(1, "card");
});

describe("GET /builds/:id/card.png", () => {
  it("answers a 1200x630 PNG for an approved build, with an ETag and caching; If-None-Match gets a 304", async () => {
    const id = await insertBuild({ featuredImageUrl: await storedPhoto() });
    await getDb()
      .insert(buildSpecs)
      .values({ buildId: id, chassisCode: "R34", powerHp: 520, powerMeasuredAt: "wheel" });
    await getDb()
      .insert(buildWheels)
      .values({ buildId: id, axle: "front", diameterIn: 18, widthIn: 9.5, offsetMm: 22 });

    const response = await get(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "png",
      width: 1200,
      height: 630,
    });
    // The photo is drawn on the left half: a purple pixel there, the dark panel on the right.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const [r, g, b] = pixel(300, 315);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(80);
    expect(g).toBeLessThan(80);
    expect(pixel(1190, 10)).toEqual([0x15, 0x17, 0x1c]);

    const again = await get(id, { "If-None-Match": etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
  });

  it("is a 404 for pending, rejected, deleted, unknown and malformed ids", async () => {
    const pending = await insertBuild({ approvalStatus: "pending" });
    const rejected = await insertBuild({ approvalStatus: "rejected" });
    const deleted = await insertBuild({ status: "deleted" });
    for (const id of [
      pending,
      rejected,
      deleted,
      "0f8fad5b-d9cb-469f-a165-70867728950e",
      "not-a-uuid",
    ]) {
      const response = await get(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("text/plain");
    }
  });

  it("never fetches an external featured image: the card uses its plain design", async () => {
    const id = await insertBuild({
      featuredImageUrl: "https://169.254.169.254/latest/meta-data.png",
    });
    const content = await shareCardContent(id);
    expect(content?.photoKey).toBeNull();
    const response = await get(id);
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The accent stripe at the left edge instead of a photo.
    const at = (315 * info.width + 5) * info.channels;
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([0xf4, 0x7a, 0x35]);
  });
});

describe("the card cache", () => {
  it("renders once per version: a hit reads storage, a change renders anew and drops the old card", async () => {
    const id = await insertBuild({ featuredImageUrl: await storedPhoto() });
    let renders = 0;
    const render: typeof renderShareCard = (...args) => {
      renders += 1;
      return renderShareCard(...args);
    };
    const first = await getShareCard(id, { render });
    const second = await getShareCard(id, { render });
    expect(renders).toBe(1);
    expect(first?.rendered).toBe(true);
    expect(second?.rendered).toBe(false);
    expect(second?.etag).toBe(first?.etag);
    expect(second?.png.equals(first?.png as Buffer)).toBe(true);

    await getDb().update(builds).set({ title: "Bayside Blue R34" }).where(eq(builds.id, id));
    const changed = await getShareCard(id, { render });
    expect(renders).toBe(2);
    expect(changed?.etag).not.toBe(first?.etag);

    await getDb().insert(buildSpecs).values({ buildId: id, chassisCode: "BNR34" });
    const withSpec = await getShareCard(id, { render });
    expect(renders).toBe(3);
    expect(withSpec?.etag).not.toBe(changed?.etag);

    const kept: string[] = [];
    for await (const object of storage().list(`cards/builds/${id}/`)) kept.push(object.key);
    expect(kept).toEqual([`cards/builds/${id}/${withSpec?.etag.replaceAll('"', "")}.png`]);
  });
});
