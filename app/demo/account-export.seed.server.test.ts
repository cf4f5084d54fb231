// The demo export step on a fresh database (run alone, with the demo people created as test
// accounts and one build of the demo member with a stored photo standing in for the other steps'
// content): the demo member has a ready export whose zip, written by the export's own code, holds
// that build and the photo's bytes. The browser suite checks the zip of the full demo seed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { accountExports, buildImages, builds } from "~/db/schema";
import { storeImage } from "~/lib/images.server";
import { pngBuffer } from "../../tests/setup/uploads";
import { seedDemoPeopleAsTestUsers } from "../../tests/setup/users";
import { DEMO_EXPORT_OWNER, demoAccountExportStep } from "./account-export.seed.server";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "camber-demo-export-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

it("gives the demo member a ready export of their demo content", async () => {
  const people = await seedDemoPeopleAsTestUsers();
  const owner = people.members.find((m) => m.username === DEMO_EXPORT_OWNER);
  if (!owner) throw new Error("no demo export owner");
  const photo = await storeImage(await pngBuffer(), { ownerId: owner.id, kind: "builds" });
  const [build] = await getDb()
    .insert(builds)
    .values({ userId: owner.id, title: "Track-Day S2000 AP2", carMake: "Honda", carModel: "S2000" })
    .returning({ id: builds.id });
  await getDb().insert(buildImages).values({ buildId: build.id, imageUrl: photo.url });
  const now = new Date();
  await getDb().transaction((tx) => demoAccountExportStep.run({ tx, people, now }));

  const rows = await getDb()
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, owner.id));
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row.status).toBe("ready");
  expect(row.expiresAt.getTime()).toBeGreaterThan(now.getTime() + 6 * 24 * 60 * 60 * 1000);

  const zip = path.join(process.env.DATA_DIR ?? "", "uploads", row.storageKey ?? "");
  expect(fs.statSync(zip).size).toBe(row.sizeBytes);
  execFileSync("unzip", ["-q", zip, "-d", temp]);
  const [exported] = JSON.parse(fs.readFileSync(path.join(temp, "builds.json"), "utf8"));
  expect(exported).toMatchObject({ id: build.id, title: "Track-Day S2000 AP2" });
  const bytes = fs.readFileSync(path.join(temp, exported.photos[0].file));
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  expect(fs.readFileSync(path.join(temp, "README.txt"), "utf8")).toContain(owner.fullName);
});
