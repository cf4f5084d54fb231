// Write side of a build's spec sheet, wheel fitment and mod list. The use-cases take the caller's
// transaction: createBuild/updateBuild (../builds.server.ts) check that the build is the member's
// and write the build, its photos, its spec sheet and its mods in one transaction, so a failure
// anywhere leaves nothing half-saved. Each returns whether it changed anything, for the admins'
// "Recently edited" review.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { buildMods, buildSpecs, buildWheels } from "~/db/schema";
import { specSheetCompleteness } from "./completeness";
import { WHEEL_FIELDS } from "./form-values";
import type { ModInput, SpecSheetInput, WheelInput } from "./schemas";

export { specSheetCompleteness } from "./completeness";

export type SpecSheetWrite = SpecSheetInput & {
  /** The stored dyno-sheet photo (an upload of this submission or the one kept), or null. */
  dynoImageUrl: string | null;
};

/** A spec sheet without a single value: stored as no row at all, so the build page shows none. */
function isEmptySheet(input: SpecSheetWrite): boolean {
  const { tags, hideModCosts, wheels, ...fields } = input;
  return (
    tags.length === 0 &&
    !hideModCosts &&
    wheels.length === 0 &&
    Object.values(fields).every((v) => v === null)
  );
}

/** A comparable form of a spec sheet (row fields in a fixed order, wheels by axle). */
function fingerprint(input: SpecSheetWrite | null): string {
  if (!input || isEmptySheet(input)) return "";
  const { wheels, ...fields } = input;
  const sortedFields = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key as keyof typeof fields]]);
  const sortedWheels = [...wheels]
    .sort((a, b) => a.axle.localeCompare(b.axle))
    .map((w) => [w.axle, ...WHEEL_FIELDS.map((k) => w[k])]);
  return JSON.stringify([sortedFields, sortedWheels]);
}

async function readSheet(tx: Tx, buildId: string): Promise<SpecSheetWrite | null> {
  const [row] = await tx.select().from(buildSpecs).where(eq(buildSpecs.buildId, buildId));
  if (!row) return null;
  const wheels = await tx.select().from(buildWheels).where(eq(buildWheels.buildId, buildId));
  const { buildId: _, updatedAt: __, ...fields } = row;
  return {
    ...(fields as Omit<SpecSheetWrite, "wheels">),
    wheels: wheels.map(({ buildId: ___, ...w }) => w as WheelInput),
  };
}

/**
 * Replaces the build's spec sheet and wheel fitment with `input` (an empty sheet removes it).
 * Returns whether the stored sheet changed.
 */
export async function saveSpecSheet(
  tx: Tx,
  buildId: string,
  input: SpecSheetWrite,
): Promise<boolean> {
  const before = await readSheet(tx, buildId);
  const changed = fingerprint(before) !== fingerprint(input);
  if (!changed) return false;

  await tx.delete(buildWheels).where(eq(buildWheels.buildId, buildId));
  if (isEmptySheet(input)) {
    await tx.delete(buildSpecs).where(eq(buildSpecs.buildId, buildId));
    return true;
  }
  const { wheels, ...fields } = input;
  const row = { ...fields, updatedAt: new Date() };
  await tx
    .insert(buildSpecs)
    .values({ buildId, ...row })
    .onConflictDoUpdate({ target: buildSpecs.buildId, set: row });
  if (wheels.length > 0) {
    await tx.insert(buildWheels).values(wheels.map((wheel) => ({ buildId, ...wheel })));
  }
  return true;
}

const MOD_KEYS = [
  "category",
  "brand",
  "partName",
  "partNumber",
  "status",
  "installedOn",
  "mileage",
  "costMinor",
  "currency",
] as const satisfies readonly (keyof ModInput)[];

/**
 * Makes the build's mod list `mods`, in their order. A row carrying the id of one of the build's
 * mods updates that mod in place (journal entries linked to it stay linked); other rows are new
 * mods; mods no row names are deleted. Returns whether the list changed.
 */
export async function replaceMods(tx: Tx, buildId: string, mods: ModInput[]): Promise<boolean> {
  const before = await tx
    .select()
    .from(buildMods)
    .where(eq(buildMods.buildId, buildId))
    .orderBy(asc(buildMods.sortOrder), asc(buildMods.createdAt));
  const key = (rows: readonly Pick<ModInput, (typeof MOD_KEYS)[number]>[]) =>
    JSON.stringify(rows.map((row) => MOD_KEYS.map((k) => row[k] ?? null)));
  if (key(before as ModInput[]) === key(mods)) return false;

  const stored = new Set(before.map((row) => row.id));
  const kept = new Set<string>();
  const rows = mods.map((mod, sortOrder) => {
    const { id, ...fields } = mod;
    // An id that is not this build's, or one a row already took, is a new mod.
    const own = id && stored.has(id) && !kept.has(id) ? id : null;
    if (own) kept.add(own);
    return { id: own, fields: { ...fields, sortOrder } };
  });
  const removed = before.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    await tx
      .delete(buildMods)
      .where(and(eq(buildMods.buildId, buildId), inArray(buildMods.id, removed)));
  }
  for (const row of rows) {
    if (row.id) {
      await tx
        .update(buildMods)
        .set(row.fields)
        .where(and(eq(buildMods.id, row.id), eq(buildMods.buildId, buildId)));
    }
  }
  const added = rows.filter((row) => !row.id).map((row) => ({ buildId, ...row.fields }));
  if (added.length > 0) await tx.insert(buildMods).values(added);
  return true;
}

/** The dyno photo stored for the build, if any (edit keeps it unless replaced or removed). */
export async function currentDynoImage(tx: Tx, buildId: string): Promise<string | null> {
  const [row] = await tx
    .select({ url: buildSpecs.dynoImageUrl })
    .from(buildSpecs)
    .where(eq(buildSpecs.buildId, buildId));
  return row?.url ?? null;
}

/** specSheetCompleteness of each build (My Builds' cards), by build id. */
export async function listSpecCompleteness(buildIds: string[]): Promise<Record<string, number>> {
  if (buildIds.length === 0) return {};
  const db = getDb();
  const [specs, wheels, modCounts] = await Promise.all([
    db.select().from(buildSpecs).where(inArray(buildSpecs.buildId, buildIds)),
    db.select().from(buildWheels).where(inArray(buildWheels.buildId, buildIds)),
    db
      .select({ buildId: buildMods.buildId, n: count() })
      .from(buildMods)
      .where(inArray(buildMods.buildId, buildIds))
      .groupBy(buildMods.buildId),
  ]);
  const result: Record<string, number> = {};
  for (const id of buildIds) {
    const spec = specs.find((s) => s.buildId === id);
    const mods = modCounts.find((m) => m.buildId === id)?.n ?? 0;
    result[id] = specSheetCompleteness(
      spec ? { ...spec, wheels: wheels.filter((w) => w.buildId === id) } : null,
      mods,
    );
  }
  return result;
}
