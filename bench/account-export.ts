// How long "Export my data" takes for a busy member (not a test; prints the time):
//   npx tsx bench/account-export.ts [--builds 5] [--photos 5] [--runs 3]
// A member with `builds` builds of `photos` photos each (phone-sized 2400x1600 JPEGs, stored by
// the real image pipeline: WebP variants up to 2560 px), a mod list and comments on each; then
// the export's real job (app/jobs.server.ts' handler, every area's
// exporter, the zip streamed into storage), timed `runs` times. Runs in a temporary DATA_DIR
// with the embedded database and local storage unless DATABASE_URL / STORAGE_DRIVER say other.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import sharp from "sharp";

const { values } = parseArgs({
  options: {
    builds: { type: "string", default: "5" },
    photos: { type: "string", default: "5" },
    runs: { type: "string", default: "3" },
  },
});
const buildCount = Number(values.builds);
const photosPerBuild = Number(values.photos);
const runs = Number(values.runs);

const ownDataDir = !process.env.DATA_DIR;
const dataDir =
  process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "camber-bench-export-"));
Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" });

// After the environment is set: the app's modules read it when first used.
const { database, getDb } = await import("../app/db/client.server");
const { migrateDatabase } = await import("../app/db/migrate.server");
const schema = await import("../app/db/schema");
const { storeImage } = await import("../app/lib/images.server");
const { runJobsOnce } = await import("../app/lib/jobs/index.server");
const { runShutdownHooks } = await import("../app/lib/lifecycle.server");
const { JOB_HANDLERS } = await import("../app/jobs.server");
const { requestExport } = await import("../app/modules/account/export/exports.server");

/** A photo like a phone's: noise over a gradient, so it compresses like a real one. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 53) % 255, g: (seed * 97) % 255, b: (seed * 151) % 255 },
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  await migrateDatabase(database());
  const db = getDb();
  const id = crypto.randomUUID();
  const email = `bench-${id.slice(0, 8)}@bench.invalid`;
  await db.insert(schema.users).values({ id, name: "Bench Driver", email, emailVerified: true });
  await db
    .insert(schema.profiles)
    .values({ id, username: `bench_${id.slice(0, 8)}`, fullName: "Bench Driver" });

  const setupStarted = Date.now();
  let stored = 0;
  for (let b = 0; b < buildCount; b += 1) {
    const [build] = await db
      .insert(schema.builds)
      .values({
        userId: id,
        title: `Bench build ${b + 1}`,
        carMake: "Honda",
        carModel: "S2000",
        carYear: 2006,
        description: "A build for the export bench. ".repeat(20),
        approvalStatus: "approved",
      })
      .returning({ id: schema.builds.id });
    for (let p = 0; p < photosPerBuild; p += 1) {
      const image = await storeImage(await phonePhoto(b * 10 + p), {
        ownerId: id,
        kind: "builds",
        index: p,
      });
      stored += 1;
      await db.insert(schema.buildImages).values({
        buildId: build.id,
        imageUrl: image.url,
        sortOrder: p,
        caption: `Photo ${p + 1}`,
      });
    }
    await db.insert(schema.buildMods).values(
      Array.from({ length: 12 }, (_, m) => ({
        buildId: build.id,
        category: "engine",
        partName: `Part ${m + 1}`,
        sortOrder: m,
      })),
    );
    await db.insert(schema.buildComments).values(
      Array.from({ length: 10 }, (_, c) => ({
        buildId: build.id,
        userId: id,
        content: `Comment ${c + 1} on my own build`,
      })),
    );
  }
  console.info(
    `member: ${buildCount} builds, ${stored} photos stored (setup ${seconds(Date.now() - setupStarted)})`,
  );

  const actor = {
    id,
    email,
    name: "Bench Driver",
    emailVerified: true,
    isAdmin: false,
    hasAdminRole: false,
    twoFactorEnabled: false,
  };
  const day = 24 * 60 * 60 * 1000;
  for (let run = 1; run <= runs; run += 1) {
    // Each run a day later on the job clock: the day's allowance (3) never gets in the way.
    const now = new Date(Date.now() + run * 2 * day);
    const { id: exportId } = await requestExport(actor, now);
    const started = performance.now();
    const summary = await runJobsOnce({ handlers: JOB_HANDLERS, clock: () => now });
    const took = performance.now() - started;
    const [row] = await db
      .select()
      .from(schema.accountExports)
      .where(eq(schema.accountExports.id, exportId));
    if (row.status !== "ready" || summary.dead > 0) {
      throw new Error(`the export did not finish: ${row.status}`);
    }
    console.info(
      `run ${run}: export ready in ${seconds(took)}, zip ${(Number(row.sizeBytes) / 1024 / 1024).toFixed(1)} MB`,
    );
  }
} finally {
  await runShutdownHooks();
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
