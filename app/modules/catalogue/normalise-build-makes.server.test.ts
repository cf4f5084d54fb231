// Migration 0015 normalises the makes builds were stored with before the catalogue: it must
// agree with normaliseMake (what createBuild and updateBuild store now) and touch nothing else.
import fs from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builds } from "~/db/schema";
import { createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import { normaliseMake } from "./catalogue";

const migration = fs.readFileSync(
  path.resolve(__dirname, "../../../drizzle/0015_normalise_build_makes.sql"),
  "utf8",
);

let owner: TestUser;
beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Old Builds" });
});

describe("migration 0015 (normalise build makes)", () => {
  it("maps every key to the make normaliseMake gives", () => {
    const pairs = [...migration.matchAll(/\('([^']+)', '([^']+)'\)/g)];
    expect(pairs.length).toBeGreaterThan(60);
    for (const [, key, canonical] of pairs) expect(normaliseMake(key), key).toBe(canonical);
  });

  it("rewrites aliases and case variants of existing builds, and only those", async () => {
    const typed = ["vw", "bmw", "Mercedes Benz", "CHEVY", "land-rover", "citroën", "Rocket Bunny"];
    const rows = await getDb()
      .insert(builds)
      .values(
        typed.map((carMake) => ({
          userId: owner.id,
          title: `Old ${carMake}`,
          carMake,
          carModel: "Something",
        })),
      )
      .returning({ id: builds.id });
    await getDb().execute(sql.raw(migration));
    const after = await getDb()
      .select({ title: builds.title, make: builds.carMake })
      .from(builds)
      .where(
        inArray(
          builds.id,
          rows.map((row) => row.id),
        ),
      );
    const makeOf = (carMake: string) => after.find((row) => row.title === `Old ${carMake}`)?.make;
    expect(typed.map(makeOf)).toEqual([
      "Volkswagen",
      "BMW",
      "Mercedes-Benz",
      "Chevrolet",
      "Land Rover",
      "Citroën",
      "Rocket Bunny",
    ]);
  });
});
