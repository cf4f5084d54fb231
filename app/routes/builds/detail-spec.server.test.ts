// The build page's spec sheet, mod list and suggestions as its loader hands them out: mod costs an
// owner hides never reach a visitor (not just hidden by the page), totals are per currency and of
// installed mods only, and a build without a spec or mods sends neither.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildMods, buildSpecs, builds, buildWheels } from "~/db/schema";
import { routeArgs, signedInMember } from "../../../tests/setup/route-calls";
import { loader } from "./detail";

type LoaderArgs = Parameters<typeof loader>[0];
let owner: { user: { id: string }; cookie: string };

async function insertBuild(title: string, values: Partial<typeof builds.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId: owner.user.id,
      title,
      carMake: "BMW",
      carModel: "M3",
      carYear: 2003,
      approvalStatus: "approved",
      ...values,
    })
    .returning({ id: builds.id });
  return row.id;
}

async function insertMods(buildId: string) {
  const mod = (values: Partial<typeof buildMods.$inferInsert> & { partName: string }) => ({
    buildId,
    category: "engine",
    status: "installed",
    ...values,
  });
  await getDb()
    .insert(buildMods)
    .values([
      mod({
        partName: "Coilovers",
        category: "suspension",
        costMinor: 180000,
        currency: "USD",
        sortOrder: 0,
      }),
      mod({ partName: "Intake", costMinor: 45050, currency: "USD", sortOrder: 1 }),
      mod({ partName: "Headers", costMinor: 90000, currency: "EUR", sortOrder: 2 }),
      mod({
        partName: "Big turbo",
        status: "planned",
        costMinor: 500000,
        currency: "USD",
        sortOrder: 3,
      }),
      mod({
        partName: "Camber arms",
        category: "suspension",
        costMinor: 30000,
        currency: "USD",
        sortOrder: 4,
      }),
    ]);
}

async function load(id: string, cookie?: string) {
  const request = new Request(`http://localhost:3000/builds/${id}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return loader(await routeArgs<LoaderArgs>(request, { id }));
}

beforeAll(async () => {
  owner = await signedInMember({ name: "Spec Owner" });
});

describe("mod costs on the build page", () => {
  it("sends a visitor no cost and no total when the owner hides them; the owner gets them, marked", async () => {
    const id = await insertBuild("Hidden costs E46");
    await getDb()
      .insert(buildSpecs)
      .values({ buildId: id, chassisCode: "E46", hideModCosts: true });
    await insertMods(id);

    const visitor = await load(id);
    expect(visitor.mods?.costs).toBe("withheld");
    expect(visitor.mods?.categories.flatMap((c) => c.mods.map((m) => m.partName))).toEqual([
      "Coilovers",
      "Camber arms",
      "Intake",
      "Headers",
      "Big turbo",
    ]);
    // Not a cost anywhere in what the visitor's browser receives.
    const sent = JSON.stringify(visitor);
    for (const word of ['cost"', "costMinor", "installedCost", "installedTotal", "USD", "EUR"]) {
      expect(sent, word).not.toContain(word);
    }

    const mine = await load(id, owner.cookie);
    expect(mine.mods?.costs).toBe("hidden-from-visitors");
    expect(mine.mods?.installedCost).toEqual([
      { currency: "USD", minor: 180000 + 45050 + 30000 },
      { currency: "EUR", minor: 90000 },
    ]);
  });

  it("shows costs to everyone by default: per category and installed totals, per currency, planned mods not counted", async () => {
    const id = await insertBuild("Open costs E46");
    await getDb().insert(buildSpecs).values({ buildId: id, chassisCode: "E46" });
    await insertMods(id);
    const { mods } = await load(id);
    expect(mods?.costs).toBe("shown");
    expect(mods?.categories.map((c) => [c.category, c.installedTotal])).toEqual([
      ["suspension", [{ currency: "USD", minor: 210000 }]],
      [
        "engine",
        [
          { currency: "USD", minor: 45050 },
          { currency: "EUR", minor: 90000 },
        ],
      ],
    ]);
    expect(mods?.installedCost).toEqual([
      { currency: "USD", minor: 255050 },
      { currency: "EUR", minor: 90000 },
    ]);
    const turbo = mods?.categories[1].mods.find((m) => m.partName === "Big turbo");
    expect(turbo).toMatchObject({ status: "planned", cost: { currency: "USD", minor: 500000 } });
  });
});

describe("spec sheet and suggestions", () => {
  it("sends the spec with both axles, and a build of the same chassis as a build like this", async () => {
    const id = await insertBuild("Full spec E46");
    await getDb()
      .insert(buildSpecs)
      .values({ buildId: id, chassisCode: "E46", tags: ["track"] });
    await getDb()
      .insert(buildWheels)
      .values([
        { buildId: id, axle: "front", diameterIn: 18, widthIn: 9, offsetMm: 35 },
        { buildId: id, axle: "rear", diameterIn: 18, widthIn: 10, offsetMm: 25 },
      ]);
    const twin = await insertBuild("E46 twin", { carModel: "330Ci" });
    await getDb().insert(buildSpecs).values({ buildId: twin, chassisCode: "E46" });
    await getDb()
      .insert(buildWheels)
      .values({ buildId: twin, axle: "front", diameterIn: 18, offsetMm: 38 });

    const data = await load(id);
    expect(data.sheet?.wheels?.rows.map((w) => [w.axle, w.cells[0]])).toEqual([
      ["Front", "18x9 ET35"],
      ["Rear", "18x10 ET25"],
    ]);
    expect(data.sheet?.sections.map((s) => s.title)).toEqual(["Chassis & engine"]);
    expect(data.sheet?.tags).toEqual([{ value: "track", label: "Track" }]);
    expect(data.jsonLd).toMatchObject({ "@type": "Car", name: "Full spec E46", model: "M3" });
    expect(data.similar.map((b) => b.title)).toContain("E46 twin");
    expect(data.similar.map((b) => b.title)).not.toContain("Full spec E46");
    expect(data.sameWheels.builds.map((b) => b.title)).toEqual(["E46 twin"]);
    expect(data.sameWheels.lede).toBe("18″ ET35 (±5 mm) on E46");
  });

  it("sends neither a spec nor a mod list for a build without them", async () => {
    const id = await insertBuild("Bare build", { carMake: "Lada", carModel: "Niva" });
    const data = await load(id);
    expect(data.sheet).toBeNull();
    expect(data.mods).toBeNull();
    expect(data.similar).toEqual([]);
    expect(data.sameWheels.builds).toEqual([]);
  });

  it("keeps hiding a pending build from visitors (the spec changes nothing)", async () => {
    const id = await insertBuild("Pending spec", { approvalStatus: "pending" });
    await getDb().insert(buildSpecs).values({ buildId: id, chassisCode: "E46" });
    const response = await load(id).then(
      () => null,
      (thrown: unknown) => thrown as { init?: { status?: number } } | Response,
    );
    const status = response instanceof Response ? response.status : response?.init?.status;
    expect(status).toBe(404);
    await getDb().update(builds).set({ approvalStatus: "approved" }).where(eq(builds.id, id));
    expect((await load(id)).sheet?.sections[0].rows).toEqual([["Chassis code", "E46"]]);
  });
});
