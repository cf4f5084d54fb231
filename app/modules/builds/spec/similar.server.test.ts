// "Builds like this" and "same wheel size and offset on this platform", on PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildSpecs, builds, buildWheels } from "~/db/schema";
import { insertMembers } from "~/modules/events/testing/fixtures.server";
import { listSameWheelBuilds, listSimilarBuilds } from "./similar.server";

let owner: string;
let minute = 0;

/** A build, approved and active unless told otherwise; each one a minute newer than the last. */
async function build(
  title: string,
  values: Partial<typeof builds.$inferInsert> = {},
  spec?: { chassisCode?: string; tags?: string[] },
  wheels: { axle: "front" | "rear"; diameterIn: number; offsetMm: number }[] = [],
): Promise<string> {
  minute += 1;
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId: owner,
      title,
      carMake: "BMW",
      carModel: "M3",
      approvalStatus: "approved",
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
      ...values,
    })
    .returning({ id: builds.id });
  if (spec)
    await getDb()
      .insert(buildSpecs)
      .values({ buildId: row.id, ...spec });
  for (const wheel of wheels)
    await getDb()
      .insert(buildWheels)
      .values({ buildId: row.id, ...wheel });
  return row.id;
}

const titles = (cards: { title: string }[]) => cards.map((c) => c.title);

beforeAll(async () => {
  [owner] = await insertMembers(1, "similar");
});

describe("builds like this", () => {
  it("gives the same chassis and the same make and model first, then shared tags; never itself, never a non-public build", async () => {
    const self = await build(
      "Self E46",
      { carModel: "M3" },
      { chassisCode: "E46", tags: ["track"] },
    );
    await build(
      "Other chassis, shared tag",
      { carMake: "Honda", carModel: "S2000" },
      { chassisCode: "AP1", tags: ["track"] },
    );
    await build("Same chassis, other model", { carModel: "330Ci" }, { chassisCode: "e46" });
    await build("Same make and model", { carModel: "m3" });
    await build("Pending E46", { approvalStatus: "pending" }, { chassisCode: "E46" });
    await build("Deleted E46", { status: "deleted" }, { chassisCode: "E46" });
    await build("Unrelated", { carMake: "Fiat", carModel: "Panda" }, { tags: ["daily"] });

    const similar = await listSimilarBuilds({
      id: self,
      carMake: "BMW",
      carModel: "M3",
      chassisCode: "E46",
      tags: ["track"],
    });
    expect(titles(similar).slice(0, 2).sort()).toEqual([
      "Same chassis, other model",
      "Same make and model",
    ]);
    expect(titles(similar)).toContain("Other chassis, shared tag");
    expect(titles(similar)).not.toContain("Self E46");
    expect(titles(similar)).not.toContain("Pending E46");
    expect(titles(similar)).not.toContain("Deleted E46");
    expect(titles(similar)).not.toContain("Unrelated");
    // Platform matches come before tag matches.
    expect(titles(similar).indexOf("Other chassis, shared tag")).toBeGreaterThan(1);
    // The cards carry what BuildCard shows.
    expect(similar[0]).toMatchObject({
      carMake: expect.any(String),
      likesCount: 0,
      commentsCount: 0,
    });
  });

  it("answers at most four, and nothing for a build with no relatives", async () => {
    for (let i = 0; i < 6; i += 1)
      await build(`Civic ${i}`, { carMake: "Honda", carModel: "Civic Type R" });
    const self = await build("My Civic", { carMake: "Honda", carModel: "Civic Type R" });
    const similar = await listSimilarBuilds({
      id: self,
      carMake: "Honda",
      carModel: "Civic Type R",
      chassisCode: null,
      tags: [],
    });
    expect(titles(similar)).toEqual(["Civic 5", "Civic 4", "Civic 3", "Civic 2"]);
    const lonely = await build("Lonely", { carMake: "Trabant", carModel: "601" });
    expect(
      await listSimilarBuilds({
        id: lonely,
        carMake: "Trabant",
        carModel: "601",
        chassisCode: null,
        tags: [],
      }),
    ).toEqual([]);
  });
});

describe("same wheel size and offset on this platform", () => {
  it("finds the same diameter on the same axle within ±5 mm of offset on the same chassis, closest first", async () => {
    const self = await build(
      "S15 self",
      { carMake: "Nissan", carModel: "Silvia" },
      { chassisCode: "S15" },
      [{ axle: "front", diameterIn: 18, offsetMm: 30 }],
    );
    const nissan = { carMake: "Nissan", carModel: "Silvia" };
    await build("ET32", nissan, { chassisCode: "S15" }, [
      { axle: "front", diameterIn: 18, offsetMm: 32 },
    ]);
    await build("ET25 edge", nissan, { chassisCode: "S15" }, [
      { axle: "front", diameterIn: 18, offsetMm: 25 },
    ]);
    await build("ET24 too far", nissan, { chassisCode: "S15" }, [
      { axle: "front", diameterIn: 18, offsetMm: 24 },
    ]);
    await build("17 inch", nissan, { chassisCode: "S15" }, [
      { axle: "front", diameterIn: 17, offsetMm: 30 },
    ]);
    await build("Rear only", nissan, { chassisCode: "S15" }, [
      { axle: "rear", diameterIn: 18, offsetMm: 30 },
    ]);
    await build("Other chassis", nissan, { chassisCode: "S14" }, [
      { axle: "front", diameterIn: 18, offsetMm: 30 },
    ]);

    const same = await listSameWheelBuilds(
      { id: self, carMake: "Nissan", carModel: "Silvia", chassisCode: "s15" },
      [{ axle: "front", diameterIn: 18, offsetMm: 30 }],
    );
    expect(titles(same)).toEqual(["ET32", "ET25 edge"]);
  });

  it("uses make and model as the platform when the build has no chassis code", async () => {
    const self = await build("MX-5 self", { carMake: "Mazda", carModel: "MX-5" }, undefined, [
      { axle: "rear", diameterIn: 15, offsetMm: 0 },
    ]);
    await build("MX-5 twin", { carMake: "Mazda", carModel: "MX-5" }, undefined, [
      { axle: "rear", diameterIn: 15, offsetMm: 5 },
    ]);
    await build("Miata elsewhere", { carMake: "Mazda", carModel: "RX-7" }, undefined, [
      { axle: "rear", diameterIn: 15, offsetMm: 0 },
    ]);
    const same = await listSameWheelBuilds(
      { id: self, carMake: "Mazda", carModel: "MX-5", chassisCode: null },
      [{ axle: "rear", diameterIn: 15, offsetMm: 0 }],
    );
    expect(titles(same)).toEqual(["MX-5 twin"]);
    expect(
      await listSameWheelBuilds(
        { id: self, carMake: "Mazda", carModel: "MX-5", chassisCode: null },
        [],
      ),
    ).toEqual([]);
  });
});
