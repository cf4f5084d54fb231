// A build's spec sheet (one row per build), wheel and tyre fitment per axle and its mod list.
// The value lists match app/modules/builds/spec/values.ts; the checks keep them (and the ranges)
// true whatever writes the row. Filter columns are indexed for /builds' filters.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { builds } from "./builds";
import { createdAtColumn, partOf, sortOrderColumn, uuidPrimaryKey } from "./columns";

const inList = (column: unknown, values: string[]) =>
  sql`${column} is null or ${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

export const buildSpecs = pgTable(
  "build_specs",
  {
    buildId: uuid("build_id")
      .primaryKey()
      .references(() => builds.id, { onDelete: "cascade" }),
    /** Canonical code from the catalogue ("E46", "S15", "FK8") or the owner's own. */
    chassisCode: text("chassis_code"),
    engineCode: text("engine_code"),
    displacementCc: integer("displacement_cc"),
    aspiration: text("aspiration"),
    fuel: text("fuel"),
    powerHp: integer("power_hp"),
    torqueNm: integer("torque_nm"),
    powerMeasuredAt: text("power_measured_at"),
    dynoType: text("dyno_type"),
    dynoImageUrl: text("dyno_image_url"),
    layout: text("layout"),
    transmission: text("transmission"),
    differential: text("differential"),
    suspensionType: text("suspension_type"),
    suspensionBrand: text("suspension_brand"),
    rideHeightNotes: text("ride_height_notes"),
    camberFront: numeric("camber_front", { precision: 4, scale: 2, mode: "number" }),
    camberRear: numeric("camber_rear", { precision: 4, scale: 2, mode: "number" }),
    brakes: text("brakes"),
    exterior: text("exterior"),
    interior: text("interior"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** The owner hides what the mods cost (the list itself stays public). */
    hideModCosts: boolean("hide_mod_costs").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "build_specs_aspiration_check",
      inList(t.aspiration, ["na", "turbo", "twin-turbo", "supercharged", "electric"]),
    ),
    check(
      "build_specs_fuel_check",
      inList(t.fuel, ["petrol", "diesel", "e85", "methanol", "hybrid", "electric"]),
    ),
    check("build_specs_power_measured_at_check", inList(t.powerMeasuredAt, ["crank", "wheel"])),
    check("build_specs_layout_check", inList(t.layout, ["fr", "ff", "mr", "rr", "awd"])),
    check(
      "build_specs_suspension_type_check",
      inList(t.suspensionType, ["stock", "lowering-springs", "coilovers", "air", "bagged"]),
    ),
    check(
      "build_specs_camber_check",
      sql`(${t.camberFront} is null or ${t.camberFront} between -15 and 5) and (${t.camberRear} is null or ${t.camberRear} between -15 and 5)`,
    ),
    check("build_specs_power_check", sql`${t.powerHp} is null or ${t.powerHp} between 1 and 5000`),
    index("build_specs_chassis_idx").on(sql`upper(${t.chassisCode})`),
    index("build_specs_aspiration_idx").on(t.aspiration),
    index("build_specs_suspension_idx").on(t.suspensionType),
    index("build_specs_power_idx").on(t.powerHp),
    index("build_specs_tags_idx").using("gin", t.tags),
  ],
);

export const buildWheels = pgTable(
  "build_wheels",
  {
    buildId: partOf("build_id", () => builds.id),
    axle: text("axle").notNull(),
    /** Wheel brand and model ("Work Meister S1"). */
    wheelName: text("wheel_name"),
    diameterIn: numeric("diameter_in", { precision: 3, scale: 1, mode: "number" }),
    widthIn: numeric("width_in", { precision: 3, scale: 1, mode: "number" }),
    offsetMm: integer("offset_mm"),
    boltPattern: text("bolt_pattern"),
    centreBoreMm: numeric("centre_bore_mm", { precision: 4, scale: 1, mode: "number" }),
    spacerMm: numeric("spacer_mm", { precision: 3, scale: 1, mode: "number" }),
    tyreSize: text("tyre_size"),
    fitment: text("fitment"),
    rubs: boolean("rubs"),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.axle] }),
    check("build_wheels_axle_check", sql`${t.axle} in ('front', 'rear')`),
    check("build_wheels_fitment_check", inList(t.fitment, ["tucked", "flush", "poke"])),
    check(
      "build_wheels_ranges_check",
      sql`(${t.diameterIn} is null or ${t.diameterIn} between 13 and 24)
        and (${t.widthIn} is null or ${t.widthIn} between 4 and 14)
        and (${t.offsetMm} is null or ${t.offsetMm} between -80 and 80)`,
    ),
    // /builds?wheel=18&offsetMin=..&offsetMax=..: diameter first, then the offset range.
    index("build_wheels_diameter_offset_idx").on(t.diameterIn, t.offsetMm, t.buildId),
    index("build_wheels_offset_idx").on(t.offsetMm, t.buildId),
  ],
);

export const buildMods = pgTable(
  "build_mods",
  {
    id: uuidPrimaryKey(),
    buildId: partOf("build_id", () => builds.id),
    category: text("category").notNull(),
    brand: text("brand"),
    partName: text("part_name").notNull(),
    partNumber: text("part_number"),
    status: text("status").notNull().default("installed"),
    installedOn: date("installed_on", { mode: "string" }),
    mileage: integer("mileage"),
    /** Cost in minor units (cents) of `currency`. */
    costMinor: bigint("cost_minor", { mode: "number" }),
    currency: text("currency"),
    sortOrder: sortOrderColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      "build_mods_category_check",
      sql`${t.category} in ('engine', 'forced-induction', 'fuel', 'exhaust', 'drivetrain', 'suspension', 'brakes', 'wheels-tyres', 'aero', 'exterior', 'interior', 'electronics', 'other')`,
    ),
    check("build_mods_status_check", sql`${t.status} in ('planned', 'installed', 'removed')`),
    check("build_mods_part_name_check", sql`length(btrim(${t.partName})) > 0`),
    check("build_mods_cost_check", sql`${t.costMinor} is null or ${t.costMinor} >= 0`),
    index("build_mods_build_sort_idx").on(t.buildId, t.sortOrder),
  ],
);
