// Read side of a build's spec sheet, fitment and mod list. Callers check that the viewer may see
// the build first (getBuildForViewer / getOwnBuildForEdit); these functions only read rows.
import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { buildMods, buildSpecs, buildWheels } from "~/db/schema";
import type {
  ASPIRATION,
  AXLE,
  DYNO_TYPE,
  FITMENT,
  FUEL,
  LAYOUT,
  MOD_CATEGORY,
  MOD_STATUS,
  POWER_MEASURED_AT,
  SUSPENSION,
} from "./values";

type ValueOf<C extends { values: readonly string[] }> = C["values"][number];

export interface WheelFitment {
  axle: ValueOf<typeof AXLE>;
  wheelName: string | null;
  diameterIn: number | null;
  widthIn: number | null;
  offsetMm: number | null;
  boltPattern: string | null;
  centreBoreMm: number | null;
  spacerMm: number | null;
  tyreSize: string | null;
  fitment: ValueOf<typeof FITMENT> | null;
  rubs: boolean | null;
}

export interface SpecSheet {
  chassisCode: string | null;
  engineCode: string | null;
  displacementCc: number | null;
  aspiration: ValueOf<typeof ASPIRATION> | null;
  fuel: ValueOf<typeof FUEL> | null;
  powerHp: number | null;
  torqueNm: number | null;
  powerMeasuredAt: ValueOf<typeof POWER_MEASURED_AT> | null;
  dynoType: ValueOf<typeof DYNO_TYPE> | null;
  dynoImageUrl: string | null;
  layout: ValueOf<typeof LAYOUT> | null;
  transmission: string | null;
  differential: string | null;
  suspensionType: ValueOf<typeof SUSPENSION> | null;
  suspensionBrand: string | null;
  rideHeightNotes: string | null;
  camberFront: number | null;
  camberRear: number | null;
  brakes: string | null;
  exterior: string | null;
  interior: string | null;
  tags: string[];
  hideModCosts: boolean;
  updatedAt: string;
  /** Front first; an axle nobody filled in has no row. */
  wheels: WheelFitment[];
}

export interface BuildMod {
  id: string;
  category: ValueOf<typeof MOD_CATEGORY>;
  brand: string | null;
  partName: string;
  partNumber: string | null;
  status: ValueOf<typeof MOD_STATUS>;
  /** YYYY-MM-DD */
  installedOn: string | null;
  mileage: number | null;
  /** Minor units (cents) of `currency`. */
  costMinor: number | null;
  currency: string | null;
  sortOrder: number;
}

/** The build's spec sheet with its wheels, or null when the owner never saved one. */
export async function getSpecSheet(buildId: string): Promise<SpecSheet | null> {
  const db = getDb();
  const [spec] = await db.select().from(buildSpecs).where(eq(buildSpecs.buildId, buildId));
  if (!spec) return null;
  const wheels = await db
    .select()
    .from(buildWheels)
    .where(eq(buildWheels.buildId, buildId))
    .orderBy(asc(buildWheels.axle));
  const { buildId: _, updatedAt, ...fields } = spec;
  return {
    ...(fields as Omit<SpecSheet, "wheels" | "updatedAt">),
    updatedAt: updatedAt.toISOString(),
    wheels: wheels.map(({ buildId: __, ...wheel }) => wheel as WheelFitment),
  };
}

/** The build's mods in the owner's order. */
export async function listMods(buildId: string): Promise<BuildMod[]> {
  const rows = await getDb()
    .select({
      id: buildMods.id,
      category: buildMods.category,
      brand: buildMods.brand,
      partName: buildMods.partName,
      partNumber: buildMods.partNumber,
      status: buildMods.status,
      installedOn: buildMods.installedOn,
      mileage: buildMods.mileage,
      costMinor: buildMods.costMinor,
      currency: buildMods.currency,
      sortOrder: buildMods.sortOrder,
    })
    .from(buildMods)
    .where(eq(buildMods.buildId, buildId))
    .orderBy(asc(buildMods.sortOrder), asc(buildMods.createdAt));
  return rows as BuildMod[];
}
