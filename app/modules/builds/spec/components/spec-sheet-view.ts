// What the build page shows of a spec sheet, made on the server: the sections that have something
// in them, each value already written the way car people write it ("18x9.5 ET35", "−2.5°"), so the
// page's component only lays them out and the labels and formatting stay off the browser's
// JavaScript (the build page is on a budget).
import type { SpecSheet, WheelFitment } from "../queries.server";
import {
  ASPIRATION,
  AXLE,
  BUILD_TAG,
  DYNO_TYPE,
  FITMENT,
  FUEL,
  LAYOUT,
  SUSPENSION,
} from "../values";
import {
  formatCamber,
  formatDisplacement,
  formatNumber,
  formatPower,
  formatTorque,
  formatWheelSize,
} from "./spec-format";

export interface SpecSection {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** Term and value, in order; only the values that are there. */
  rows: Array<[term: string, value: string]>;
  /** Member text (notes) under the rows, with its name for screen readers. */
  notes: Array<{ label: string; text: string }>;
  /** The dyno sheet's photo URL (Power only). */
  dynoImageUrl?: string;
}

export interface WheelTableView {
  columns: Array<{ label: string; wraps: boolean }>;
  /** One row per axle that has anything, front first; null for a measure not given. */
  rows: Array<{ axle: string; cells: Array<string | null> }>;
}

export interface SpecSheetDisplay {
  tags: Array<{ value: string; label: string }>;
  sections: SpecSection[];
  /** Between the sections above and the ones below: Wheels & tyres, full width. */
  wheels: WheelTableView | null;
  after: SpecSection[];
}

type Entry = [string, string | null | undefined];

function rows(...entries: Entry[]): Array<[string, string]> {
  return entries.filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "");
}

function notes(...entries: Array<[string, string | null]>) {
  return entries.flatMap(([label, text]) => (text?.trim() ? [{ label, text }] : []));
}

const label = <T extends { label: (v: string) => string }>(list: T, value: string | null) =>
  value ? list.label(value) : null;

const WHEEL_COLUMNS: Array<{
  label: string;
  value: (w: WheelFitment) => string | null;
  /** Member text that may be long and wraps; the measures never break inside. */
  wraps?: boolean;
}> = [
  { label: "Wheel", value: (w) => w.wheelName, wraps: true },
  { label: "Size", value: (w) => formatWheelSize(w) },
  { label: "Bolt pattern", value: (w) => w.boltPattern },
  {
    label: "Centre bore",
    value: (w) => (w.centreBoreMm !== null ? `${formatNumber(w.centreBoreMm)} mm` : null),
  },
  {
    label: "Spacer",
    value: (w) => (w.spacerMm !== null ? `${formatNumber(w.spacerMm)} mm` : null),
  },
  { label: "Tyre", value: (w) => w.tyreSize },
  { label: "Fitment", value: (w) => label(FITMENT, w.fitment) },
  { label: "Rubs", value: (w) => (w.rubs === null ? null : w.rubs ? "Yes" : "No") },
];

function wheelTable(wheels: WheelFitment[]): WheelTableView | null {
  const filled = wheels.filter((w) => WHEEL_COLUMNS.some((c) => c.value(w) !== null));
  if (filled.length === 0) return null;
  // The measures nobody filled in on either axle are left out.
  const columns = WHEEL_COLUMNS.filter((c) => filled.some((w) => c.value(w) !== null));
  return {
    columns: columns.map((c) => ({ label: c.label, wraps: c.wraps === true })),
    rows: filled.map((w) => ({ axle: AXLE.label(w.axle), cells: columns.map((c) => c.value(w)) })),
  };
}

const section = (id: string, title: string, r: SpecSection["rows"], n: SpecSection["notes"] = []) =>
  ({ id, title, rows: r, notes: n }) satisfies SpecSection;

/** The spec sheet as the page shows it, or null when nothing in it would show. */
export function specSheetDisplay(spec: SpecSheet | null): SpecSheetDisplay | null {
  if (!spec) return null;
  const torque = spec.torqueNm !== null ? formatTorque(spec.torqueNm) : null;
  const power: SpecSection = {
    ...section(
      "spec-power",
      "Power",
      rows(
        ["Power", formatPower(spec)],
        [
          "Torque",
          torque && spec.powerHp === null && spec.powerMeasuredAt
            ? `${torque} at the ${spec.powerMeasuredAt === "wheel" ? "wheels" : "crank"}`
            : torque,
        ],
        ["Measured on", label(DYNO_TYPE, spec.dynoType)],
      ),
    ),
    ...(spec.dynoImageUrl ? { dynoImageUrl: spec.dynoImageUrl } : {}),
  };
  const sections = [
    section(
      "spec-engine",
      "Chassis & engine",
      rows(
        ["Chassis code", spec.chassisCode],
        ["Engine", spec.engineCode],
        [
          "Displacement",
          spec.displacementCc !== null ? formatDisplacement(spec.displacementCc) : null,
        ],
        ["Aspiration", label(ASPIRATION, spec.aspiration)],
        ["Fuel", label(FUEL, spec.fuel)],
      ),
    ),
    power,
    section(
      "spec-drivetrain",
      "Drivetrain",
      rows(
        ["Layout", label(LAYOUT, spec.layout)],
        ["Transmission", spec.transmission],
        ["Differential", spec.differential],
      ),
    ),
    section(
      "spec-suspension",
      "Suspension",
      rows(
        ["Type", label(SUSPENSION, spec.suspensionType)],
        ["Brand", spec.suspensionBrand],
        ["Camber front", spec.camberFront !== null ? formatCamber(spec.camberFront) : null],
        ["Camber rear", spec.camberRear !== null ? formatCamber(spec.camberRear) : null],
      ),
      notes(["Ride height", spec.rideHeightNotes]),
    ),
    section("spec-brakes", "Brakes", [], notes(["Brakes", spec.brakes])),
  ].filter(isFilled);
  const after = [
    section("spec-exterior", "Exterior", [], notes(["Exterior", spec.exterior])),
    section("spec-interior", "Interior", [], notes(["Interior", spec.interior])),
  ].filter(isFilled);
  const tags = spec.tags.map((value) => ({ value, label: BUILD_TAG.label(value) }));
  const wheels = wheelTable(spec.wheels);
  if (sections.length === 0 && after.length === 0 && !wheels && tags.length === 0) return null;
  return { tags, sections, wheels, after };
}

function isFilled(s: SpecSection): boolean {
  return s.rows.length > 0 || s.notes.length > 0 || !!s.dynoImageUrl;
}
