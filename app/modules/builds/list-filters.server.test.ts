// /builds' filters and sorts on a real database (PGlite and PostgreSQL): every spec and wheel
// filter, with the search, the sorts (most liked, trending) and keyset paging across pages, the
// capped result count, and cursors that do not fit their sort.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildComments, buildLikes, buildSpecs, builds, buildWheels } from "~/db/schema";
import { createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import { parseBuildListQuery } from "./params";
import {
  advanceTrendingWindow,
  BUILD_COUNT_CAP,
  countPublicBuilds,
  encodeCursor,
  listPublicBuilds,
} from "./queries.server";

const DAY = 24 * 3600_000;
const NOW = Date.now();

interface Fixture {
  title: string;
  make: string;
  model: string;
  year: number | null;
  createdAt: Date;
  approval?: "approved" | "pending";
  status?: "active" | "deleted";
  spec?: Partial<typeof buildSpecs.$inferInsert>;
  wheels?: { axle: "front" | "rear"; diameterIn: number; offsetMm: number }[];
}

let members: TestUser[];
const idOf = new Map<string, string>();
const titleOf = new Map<string, string>();

async function insertBuild(fixture: Fixture): Promise<string> {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId: members[0].id,
      title: fixture.title,
      carMake: fixture.make,
      carModel: fixture.model,
      carYear: fixture.year,
      approvalStatus: fixture.approval ?? "approved",
      status: fixture.status ?? "active",
      createdAt: fixture.createdAt,
    })
    .returning({ id: builds.id });
  if (fixture.spec)
    await getDb()
      .insert(buildSpecs)
      .values({ buildId: row.id, ...fixture.spec });
  for (const wheel of fixture.wheels ?? []) {
    await getDb()
      .insert(buildWheels)
      .values({ buildId: row.id, ...wheel });
  }
  idOf.set(fixture.title, row.id);
  titleOf.set(row.id, fixture.title);
  return row.id;
}

const at = (minutes: number) => new Date(NOW - 60 * DAY + minutes * 60_000);

// The spec-sheet builds every filter test reads (minutes give their order, newest last).
const SPEC_BUILDS: Fixture[] = [
  {
    title: "Laguna Seca M3",
    make: "BMW",
    model: "M3",
    year: 2003,
    createdAt: at(1),
    spec: {
      chassisCode: "E46",
      aspiration: "na",
      suspensionType: "coilovers",
      powerHp: 340,
      tags: ["euro", "track"],
    },
    wheels: [
      { axle: "front", diameterIn: 18, offsetMm: 47 },
      { axle: "rear", diameterIn: 18, offsetMm: 26 },
    ],
  },
  {
    title: "Daily Coupe",
    make: "BMW",
    model: "330Ci",
    year: 2004,
    createdAt: at(2),
    // Owners type codes as they like; the filter matches them case-insensitively.
    spec: {
      chassisCode: "e46",
      aspiration: "na",
      suspensionType: "lowering-springs",
      powerHp: 231,
      tags: ["euro", "daily"],
    },
    wheels: [
      { axle: "front", diameterIn: 17, offsetMm: 35 },
      { axle: "rear", diameterIn: 17, offsetMm: 35 },
    ],
  },
  {
    title: "Spec R Drift",
    make: "Nissan",
    model: "Silvia",
    year: 2000,
    createdAt: at(3),
    spec: {
      chassisCode: "S15",
      aspiration: "turbo",
      suspensionType: "coilovers",
      powerHp: 280,
      tags: ["jdm", "drift"],
    },
    wheels: [
      { axle: "front", diameterIn: 18, offsetMm: 12 },
      { axle: "rear", diameterIn: 18, offsetMm: -5 },
    ],
  },
  {
    title: "Bagged Mk4",
    make: "Volkswagen",
    model: "GTI",
    year: 2003,
    createdAt: at(4),
    spec: {
      chassisCode: "MK4",
      aspiration: "turbo",
      suspensionType: "bagged",
      powerHp: 180,
      tags: ["euro", "stance", "show"],
    },
    wheels: [{ axle: "front", diameterIn: 18, offsetMm: 35 }],
  },
  { title: "Plain Civic", make: "Honda", model: "Civic", year: 1999, createdAt: at(5) },
  {
    title: "Pending E46",
    make: "BMW",
    model: "M3",
    year: 2002,
    createdAt: at(6),
    approval: "pending",
    spec: { chassisCode: "E46", aspiration: "na", tags: ["euro"] },
    wheels: [{ axle: "front", diameterIn: 18, offsetMm: 35 }],
  },
  {
    title: "Deleted E46",
    make: "BMW",
    model: "M3",
    year: 2002,
    createdAt: at(7),
    status: "deleted",
    spec: { chassisCode: "E46", aspiration: "turbo", tags: ["euro"] },
    wheels: [{ axle: "front", diameterIn: 18, offsetMm: 35 }],
  },
];

async function titles(search: string): Promise<string[]> {
  const page = await listPublicBuilds(parseBuildListQuery(new URLSearchParams(search)));
  return page.items.map((b) => b.title);
}

/** Every page of a list, following its cursors: the ids in the order shown. */
async function allPages(search: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const params = new URLSearchParams(search);
    if (cursor) params.set("cursor", cursor);
    const page = await listPublicBuilds(parseBuildListQuery(params));
    expect(page.items.length).toBeLessThanOrEqual(pages === 0 ? 8 : 6);
    ids.push(...page.items.map((b) => b.id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error("the list never ended");
}

beforeAll(async () => {
  members = [];
  for (let i = 0; i < 5; i++) members.push(await createVerifiedUser({ name: `Member ${i}` }));
  for (const fixture of SPEC_BUILDS) await insertBuild(fixture);
});

describe("spec and wheel filters", () => {
  it("filters by chassis code whatever its case, only public builds", async () => {
    expect(await titles("chassis=E46")).toEqual(["Daily Coupe", "Laguna Seca M3"]);
    expect(await titles("chassis=e46&sort=oldest")).toEqual(["Laguna Seca M3", "Daily Coupe"]);
    expect(await titles("chassis=S14")).toEqual([]);
  });

  it("filters by aspiration, suspension and power range", async () => {
    expect(await titles("aspiration=turbo")).toEqual(["Bagged Mk4", "Spec R Drift"]);
    expect(await titles("suspension=coilovers")).toEqual(["Spec R Drift", "Laguna Seca M3"]);
    expect(await titles("powerMin=250")).toEqual(["Spec R Drift", "Laguna Seca M3"]);
    expect(await titles("powerMin=200&powerMax=300")).toEqual(["Spec R Drift", "Daily Coupe"]);
    expect(await titles("powerMax=200")).toEqual(["Bagged Mk4"]);
  });

  it("filters by tags: a build must carry every one asked for", async () => {
    expect(await titles("tag=euro")).toEqual(["Bagged Mk4", "Daily Coupe", "Laguna Seca M3"]);
    expect(await titles("tag=euro&tag=show")).toEqual(["Bagged Mk4"]);
    expect(await titles("tag=euro,jdm")).toEqual([]);
  });

  it("filters by wheel diameter and offset range, on one and the same wheel", async () => {
    expect(await titles("wheel=18")).toEqual(["Bagged Mk4", "Spec R Drift", "Laguna Seca M3"]);
    // The M3 has an 18 at ET47 and one at ET26: neither is within 30-40.
    expect(await titles("wheel=18&offsetMin=30&offsetMax=40")).toEqual(["Bagged Mk4"]);
    expect(await titles("wheel=17&offsetMin=30")).toEqual(["Daily Coupe"]);
    expect(await titles("offsetMax=0")).toEqual(["Spec R Drift"]);
    expect(await titles("offsetMin=40")).toEqual(["Laguna Seca M3"]);
    expect(await titles("wheel=19")).toEqual([]);
  });

  it("combines filters with each other, with make/model/year and with the search", async () => {
    expect(await titles("chassis=E46&wheel=18")).toEqual(["Laguna Seca M3"]);
    expect(await titles("aspiration=na&suspension=lowering-springs&tag=daily")).toEqual([
      "Daily Coupe",
    ]);
    expect(await titles("make=bmw&yearMin=2004")).toEqual(["Daily Coupe"]);
    expect(await titles("yearFrom=2003&yearTo=2003")).toEqual(["Bagged Mk4", "Laguna Seca M3"]);
    expect(await titles("q=silvia&wheel=18")).toEqual(["Spec R Drift"]);
    expect(await titles("q=silvia&wheel=17")).toEqual([]);
    expect(await titles("q=coupe&tag=euro&sort=most-liked")).toEqual(["Daily Coupe"]);
  });

  it("counts what matches, capped", async () => {
    const count = (search: string) =>
      countPublicBuilds(parseBuildListQuery(new URLSearchParams(search)));
    expect(await count("chassis=E46")).toEqual({ count: 2, capped: false });
    expect(await count("tag=euro&wheel=18")).toEqual({ count: 2, capped: false });
    expect(await count("chassis=S14")).toEqual({ count: 0, capped: false });

    await getDb().execute(sql`
      insert into builds (user_id, title, car_make, car_model, approval_status)
      select ${members[1].id}, 'Fleet car ' || n, 'Fleetmake', 'Van', 'approved'
      from generate_series(1, ${BUILD_COUNT_CAP + 5}) as n`);
    expect(await count("make=fleetmake")).toEqual({ count: BUILD_COUNT_CAP, capped: true });
    // "Fleet car 10", 100 to 109 and 1000 to 1005.
    expect(await count("make=fleetmake&q=Fleet car 10")).toEqual({ count: 17, capped: false });
    await getDb().execute(sql`delete from builds where car_make = 'Fleetmake'`);
  });
});

describe("sorts", () => {
  // A garage of its own (make "Sortmake"), with likes and comments at known times.
  const GARAGE = 20;
  const garage: { id: string; createdAt: number; likes: number; recent: number }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < GARAGE; i++) {
      // Two pairs share a creation time: the id breaks their tie.
      const minute = i === 5 || i === 11 ? i - 1 : i;
      const createdAt = new Date(NOW - 20 * DAY + minute * 60_000);
      const id = await insertBuild({
        title: `Sort ${String(i).padStart(2, "0")}`,
        make: "Sortmake",
        model: "Hatch",
        year: 2010,
        createdAt,
      });
      // Likes: i % 6 of the five members (ties on purpose), some of them old.
      const likes = i % 6 === 5 ? 5 : i % 6;
      let recent = 0;
      for (let m = 0; m < likes; m++) {
        const old = (i + m) % 3 === 0;
        await getDb()
          .insert(buildLikes)
          .values({
            buildId: id,
            userId: members[m].id,
            createdAt: new Date(NOW - (old ? 10 : 1) * DAY - m * 60_000),
          });
        if (!old) recent++;
      }
      // Comments: one recent on every fourth build, one old on every third.
      if (i % 4 === 0) {
        await getDb()
          .insert(buildComments)
          .values({
            buildId: id,
            userId: members[4].id,
            content: "Clean!",
            createdAt: new Date(NOW - 2 * DAY),
          });
        recent++;
      }
      if (i % 3 === 0) {
        await getDb()
          .insert(buildComments)
          .values({
            buildId: id,
            userId: members[3].id,
            content: "Old news",
            createdAt: new Date(NOW - 9 * DAY),
          });
      }
      garage.push({ id, createdAt: createdAt.getTime(), likes, recent });
    }
  });

  const newestFirst = (a: (typeof garage)[number], b: (typeof garage)[number]) =>
    b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);

  it("cards carry the like and comment counts", async () => {
    const page = await listPublicBuilds(parseBuildListQuery(new URLSearchParams("make=Sortmake")));
    const sort19 = page.items.find((b) => b.title === "Sort 19");
    expect(sort19).toMatchObject({ likesCount: 1, commentsCount: 0 });
    // Sort 12: likes 0, a recent comment and an old one.
    const sort12 = page.items.find((b) => b.title === "Sort 12");
    expect(sort12).toMatchObject({ likesCount: 0, commentsCount: 2 });
  });

  it("most-liked: most likes first, ties newest first, across pages without duplicates", async () => {
    const expected = [...garage]
      .sort((a, b) => b.likes - a.likes || newestFirst(a, b))
      .map((g) => g.id);
    const ids = await allPages("make=Sortmake&sort=most-liked");
    expect(ids.map((id) => titleOf.get(id))).toEqual(expected.map((id) => titleOf.get(id)));
    expect(new Set(ids).size).toBe(GARAGE);
  });

  it("trending: likes and comments of the last 7 days, ties and quiet builds newest first", async () => {
    const expected = [...garage]
      .sort((a, b) => b.recent - a.recent || newestFirst(a, b))
      .map((g) => titleOf.get(g.id));
    // The garage has quiet builds, ties, and a page boundary among the scored ones.
    expect(garage.filter((g) => g.recent === 0).length).toBeGreaterThanOrEqual(2);
    expect(garage.filter((g) => g.recent > 0).length).toBeGreaterThan(8);
    const ids = await allPages("make=Sortmake&sort=trending");
    expect(ids.map((id) => titleOf.get(id))).toEqual(expected);
    expect(new Set(ids).size).toBe(GARAGE);
  });

  it("trending counts a like or comment for 7 days: at once, until unliked or it ages out", async () => {
    const build = garage.find((g) => g.likes === 0);
    if (!build) throw new Error("no unliked build");
    const score = async () => {
      const [row] = await getDb()
        .select({ n: builds.trendingScore })
        .from(builds)
        .where(sql`${builds.id} = ${build.id}`);
      return row.n;
    };
    const before = await score();
    expect(before).toBe(build.recent);

    // A window that last moved a day ago still counts a comment of 7.5 days ago…
    await getDb().execute(
      sql`update build_trending_window set counted_after = now() - interval '8 days'`,
    );
    await getDb()
      .insert(buildComments)
      .values({
        buildId: build.id,
        userId: members[0].id,
        content: "Aged",
        createdAt: new Date(NOW - 7.5 * DAY),
      });
    expect(await score()).toBe(before + 1);
    // …until it moves to 7 days ago.
    await advanceTrendingWindow({ force: true });
    expect(await score()).toBe(before);
    await advanceTrendingWindow({ force: true });
    expect(await score()).toBe(before);

    // A like counts at once, and unliking takes it back.
    await getDb().insert(buildLikes).values({ buildId: build.id, userId: members[0].id });
    expect(await score()).toBe(before + 1);
    await getDb().execute(
      sql`delete from build_likes where build_id = ${build.id}::uuid and user_id = ${members[0].id}`,
    );
    expect(await score()).toBe(before);
    // Deleting the aged comment (no longer counted) takes nothing away.
    await getDb().execute(
      sql`delete from build_comments where build_id = ${build.id}::uuid and content = 'Aged'`,
    );
    expect(await score()).toBe(before);
  });

  it("sorts combine with filters: trending and most-liked of a chassis", async () => {
    expect(await titles("chassis=E46&sort=trending")).toEqual(["Daily Coupe", "Laguna Seca M3"]);
    expect(await titles("chassis=E46&sort=most-liked")).toEqual(["Daily Coupe", "Laguna Seca M3"]);
  });
});

describe("cursors", () => {
  const search = (sort: string, cursor: string) =>
    listPublicBuilds(parseBuildListQuery(new URLSearchParams({ make: "Sortmake", sort, cursor })));
  const craft = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const TS = "2026-11-22 10:00:00+00";

  it("a cursor lacking what its sort needs, or out of range, answers page one", async () => {
    const pageOne = async (sort: string) =>
      (
        await listPublicBuilds(parseBuildListQuery(new URLSearchParams({ make: "Sortmake", sort })))
      ).items.map((b) => b.id);
    for (const [sort, cursor] of [
      ["most-liked", encodeCursor({ ts: TS, id: ID })],
      ["most-liked", craft({ ts: TS, id: ID, l: -1 })],
      ["most-liked", craft({ ts: TS, id: ID, l: 1.5 })],
      ["trending", encodeCursor({ ts: TS, id: ID, l: 2 })],
      ["trending", craft({ ts: TS, id: ID, s: 2, at: TS })],
      ["trending", craft({ ts: TS, id: ID, s: -1 })],
      ["trending", craft({ ts: TS, id: ID, s: "9; drop table builds" })],
      ["featured", craft({ ts: TS, id: ID, f: "yes" })],
    ] as const) {
      const page = await search(sort, cursor);
      expect(
        page.items.map((b) => b.id),
        `${sort} ${cursor}`,
      ).toEqual(await pageOne(sort));
    }
  });

  it("a well-formed cursor from anywhere just starts after its place", async () => {
    // After a quiet build newer than the garage: the garage's quiet builds (Sort 06 and Sort 18).
    const page = await search("trending", encodeCursor({ ts: TS, id: ID, s: 0 }));
    expect(page.items.map((b) => b.title)).toEqual(["Sort 18", "Sort 06"]);
    const liked = await search("most-liked", encodeCursor({ ts: TS, id: ID, l: 2_000_000_000 }));
    expect(liked.items).toHaveLength(6);
  });
});

describe("search through the catalogue", () => {
  beforeAll(async () => {
    await insertBuild({
      title: "Plain 3er",
      make: "BMW",
      model: "3 Series",
      year: 2002,
      createdAt: at(30),
    });
    await insertBuild({
      title: "F30 Commuter",
      make: "BMW",
      model: "3 Series",
      year: 2014,
      createdAt: at(31),
    });
    await insertBuild({
      title: "Stock Golf",
      make: "Volkswagen",
      model: "Golf",
      year: 2001,
      createdAt: at(32),
    });
    await insertBuild({
      title: "Coupe M3",
      make: "BMW",
      model: "M3",
      year: 2009,
      createdAt: at(33),
      spec: { chassisCode: "E92" },
    });
  });

  it("a chassis code finds builds by spec sheet, or by make, model and year", async () => {
    // The 330Ci's spec sheet says e46; the 3 Series of 2002 has none but is one by its years.
    expect(await titles("q=E46")).toEqual(["Plain 3er", "Daily Coupe", "Laguna Seca M3"]);
    expect(await titles("q=e46&sort=oldest")).toEqual([
      "Laguna Seca M3",
      "Daily Coupe",
      "Plain 3er",
    ]);
    // A family code stands for its members: the E92 by its spec sheet, the F30 is not one.
    expect(await titles("q=E9x")).toEqual(["Coupe M3"]);
    expect(await titles("q=S15")).toEqual(["Spec R Drift"]);
  });

  it("a make's alias finds the make; the other words search as text", async () => {
    expect(await titles("q=VW")).toEqual(["Stock Golf", "Bagged Mk4"]);
    expect(await titles("q=VW GTI")).toEqual(["Bagged Mk4"]);
    expect(await titles("q=vw golf")).toEqual(["Stock Golf"]);
    expect(await titles("q=BMW E46&wheel=18")).toEqual(["Laguna Seca M3"]);
    // Not a make nor a code: today's substring search, unchanged.
    expect(await titles("q=commuter")).toEqual(["F30 Commuter"]);
    expect(await titles("q=Spec R")).toEqual(["Spec R Drift"]);
  });

  it("the make filter and the chassis filter read the catalogue too", async () => {
    expect(await titles("make=VW")).toEqual(["Stock Golf", "Bagged Mk4"]);
    expect(await titles("make=vw&model=gti")).toEqual(["Bagged Mk4"]);
    expect(await titles("chassis=e9x")).toEqual(["Coupe M3"]);
    expect(await titles("chassis=E92")).toEqual(["Coupe M3"]);
    expect(await titles("chassis=E90")).toEqual([]);
  });

  it("counts what a search through the catalogue finds", async () => {
    expect(await countPublicBuilds(parseBuildListQuery(new URLSearchParams("q=E46")))).toEqual({
      count: 3,
      capped: false,
    });
  });
});
