// The spec sheet and mod list steps of the create and edit forms as the member typed them: field
// names, the typed values (strings, so a bad value comes back exactly as typed), reading them
// from a submitted form and filling them from what is stored. Zod-free: the form, the upload
// script and the action share it; ./schemas.ts checks these values.
import type { BuildMod, SpecSheet } from "./queries.server";

/** The spec sheet's own fields (text inputs and selects), in form order. */
export const SPEC_FIELDS = [
  "chassisCode",
  "engineCode",
  "displacementCc",
  "aspiration",
  "fuel",
  "powerHp",
  "torqueNm",
  "powerMeasuredAt",
  "dynoType",
  "layout",
  "transmission",
  "differential",
  "suspensionType",
  "suspensionBrand",
  "rideHeightNotes",
  "camberFront",
  "camberRear",
  "brakes",
  "exterior",
  "interior",
] as const;
export type SpecField = (typeof SPEC_FIELDS)[number];

export const WHEEL_FIELDS = [
  "wheelName",
  "diameterIn",
  "widthIn",
  "offsetMm",
  "boltPattern",
  "centreBoreMm",
  "spacerMm",
  "tyreSize",
  "fitment",
  "rubs",
] as const;
export type WheelField = (typeof WHEEL_FIELDS)[number];

export const MOD_FIELDS = [
  "category",
  "brand",
  "partName",
  "partNumber",
  "status",
  "installedOn",
  "mileage",
  "cost",
  "currency",
] as const;
export type ModField = (typeof MOD_FIELDS)[number];

export const AXLES = ["front", "rear"] as const;
export type Axle = (typeof AXLES)[number];

/**
 * A mod row as typed, with the stored mod's id (a hidden field; empty for a new row) so an edit
 * updates that row in place and whatever links to it (journal entries) stays linked.
 */
export type ModRowValues = Record<ModField, string> & { id?: string };

export interface SpecFormValues {
  spec: Record<SpecField, string>;
  tags: string[];
  hideModCosts: boolean;
  front: Record<WheelField, string>;
  rear: Record<WheelField, string>;
  /** The rear axle takes the front's fitment (the rear fields are then not read). */
  rearSameAsFront: boolean;
  mods: ModRowValues[];
}

/** Form field names. A mod row's fields repeat once per row, in row order. */
export const SPEC_FORM = {
  spec: (field: SpecField) => `spec.${field}`,
  wheel: (axle: Axle, field: WheelField) => `${axle}.${field}`,
  mod: (field: ModField) => `mod.${field}`,
  modId: "mod.id",
  tag: "spec.tag",
  hideModCosts: "spec.hideModCosts",
  rearSameAsFront: "rearSameAsFront",
  dynoImage: "dynoImage",
  removeDynoImage: "removeDynoImage",
  /** The no-JavaScript row buttons: "add-mod", "remove-mod:2", "up-mod:2", "down-mod:2". */
  rowAction: "modRowAction",
} as const;

/**
 * The key of a field's error (and of its control's id): "spec.powerHp", "front.offsetMm",
 * "mods.2.partName". The schema's issue paths give the same keys.
 */
export const specErrorKey = {
  spec: (field: SpecField | "tags") => `spec.${field}`,
  wheel: (axle: Axle, field: WheelField) => `${axle}.${field}`,
  mod: (row: number, field: ModField) => `mods.${row}.${field}`,
};

/** The id of the control with that error key. */
export const specFieldId = (key: string) => `build-${key.replaceAll(".", "-")}`;

/** Blank rows shown without JavaScript, so a few mods can be added without a round trip. */
export const BLANK_MOD_ROWS = 3;

const emptyRecord = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ""])) as Record<K, string>;

export const emptyModRow = (): ModRowValues => ({
  ...emptyRecord(MOD_FIELDS),
  status: "installed",
});

export function emptySpecForm(): SpecFormValues {
  return {
    spec: emptyRecord(SPEC_FIELDS),
    tags: [],
    hideModCosts: false,
    front: emptyRecord(WHEEL_FIELDS),
    rear: emptyRecord(WHEEL_FIELDS),
    rearSameAsFront: false,
    mods: [],
  };
}

/** A mod row nobody typed in (the selects' defaults do not count). */
export function isBlankModRow(row: ModRowValues): boolean {
  return MOD_FIELDS.every(
    (field) => field === "status" || field === "currency" || row[field].trim() === "",
  );
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The steps' values of a submitted form, as typed. */
export function readSpecForm(form: FormData): SpecFormValues {
  const columns = Object.fromEntries(
    MOD_FIELDS.map((field) => [
      field,
      form.getAll(SPEC_FORM.mod(field)).map((v) => (typeof v === "string" ? v : "")),
    ]),
  ) as Record<ModField, string[]>;
  const ids = form.getAll(SPEC_FORM.modId).map((v) => (typeof v === "string" ? v : ""));
  const rowCount = Math.max(...MOD_FIELDS.map((field) => columns[field].length));
  const mods = Array.from({ length: rowCount }, (_, row) => {
    const values: ModRowValues = emptyRecord(MOD_FIELDS);
    for (const field of MOD_FIELDS) values[field] = columns[field][row] ?? "";
    if (ids[row]) values.id = ids[row];
    return values;
  });
  const wheel = (axle: Axle) =>
    Object.fromEntries(
      WHEEL_FIELDS.map((field) => [field, text(form, SPEC_FORM.wheel(axle, field))]),
    ) as Record<WheelField, string>;
  return {
    spec: Object.fromEntries(
      SPEC_FIELDS.map((field) => [field, text(form, SPEC_FORM.spec(field))]),
    ) as Record<SpecField, string>,
    tags: form.getAll(SPEC_FORM.tag).filter((v): v is string => typeof v === "string"),
    hideModCosts: form.has(SPEC_FORM.hideModCosts),
    front: wheel("front"),
    rear: wheel("rear"),
    rearSameAsFront: form.has(SPEC_FORM.rearSameAsFront),
    mods,
  };
}

const shown = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** What is stored, as the form shows it (edit). */
export function specFormFromStored(spec: SpecSheet | null, mods: BuildMod[]): SpecFormValues {
  const form = emptySpecForm();
  if (spec) {
    for (const field of SPEC_FIELDS) form.spec[field] = shown(spec[field]);
    form.tags = [...spec.tags];
    form.hideModCosts = spec.hideModCosts;
    for (const wheel of spec.wheels) {
      const values = form[wheel.axle];
      for (const field of WHEEL_FIELDS) {
        values[field] =
          field === "rubs"
            ? wheel.rubs === null
              ? ""
              : wheel.rubs
                ? "yes"
                : "no"
            : shown(wheel[field]);
      }
    }
  }
  form.mods = mods.map((mod) => ({
    id: mod.id,
    category: mod.category,
    brand: shown(mod.brand),
    partName: mod.partName,
    partNumber: shown(mod.partNumber),
    status: mod.status,
    installedOn: shown(mod.installedOn),
    mileage: shown(mod.mileage),
    cost: mod.costMinor === null ? "" : formatCost(mod.costMinor),
    currency: shown(mod.currency),
  }));
  return form;
}

/** Minor units (cents) as the member types an amount: 123450 → "1234.50", 9900 → "99". */
export function formatCost(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** Whether anything in the spec sheet step holds a value (the step then starts open). */
export function specStepHasValues(values: SpecFormValues): boolean {
  return (
    SPEC_FIELDS.some((f) => values.spec[f].trim() !== "") ||
    values.tags.length > 0 ||
    values.rearSameAsFront ||
    AXLES.some((axle) => WHEEL_FIELDS.some((f) => values[axle][f].trim() !== ""))
  );
}

/** Applies a no-JavaScript row button to the rows ("add-mod", "up-mod:2"…). */
export function applyModRowAction(rows: ModRowValues[], action: string): ModRowValues[] {
  const next = [...rows];
  if (action === "add-mod") return [...next, emptyModRow()];
  const [verb, at] = action.split(":");
  const i = Number(at);
  if (!Number.isInteger(i) || i < 0 || i >= next.length) return next;
  if (verb === "remove-mod") next.splice(i, 1);
  else if (verb === "up-mod" && i > 0) [next[i - 1], next[i]] = [next[i], next[i - 1]];
  else if (verb === "down-mod" && i < next.length - 1) {
    [next[i], next[i + 1]] = [next[i + 1], next[i]];
  }
  return next;
}
