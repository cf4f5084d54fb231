// The checks of the spec sheet and mod list steps, used by the create/edit actions and, loaded
// lazily, by the form in the browser: one schema, one set of messages. Input: the values as typed
// (./form-values.ts); output: what the use-cases store (./spec-sheet.server.ts). Every message is
// built from LIMITS, so a limit and the text stating it cannot drift apart.
import { z } from "zod";
import { isUuid } from "~/lib/ids";
import { type Axle, isBlankModRow, type ModRowValues, type SpecFormValues } from "./form-values";
import {
  ASPIRATION,
  BOLT_PATTERN,
  BUILD_TAG,
  CURRENCY,
  DYNO_TYPE,
  FITMENT,
  FUEL,
  LAYOUT,
  LIMITS,
  MOD_CATEGORY,
  MOD_STATUS,
  POWER_MEASURED_AT,
  SUSPENSION,
  TYRE_SIZE,
} from "./values";

type ValueOf<C extends { values: readonly string[] }> = C["values"][number];

export const SPEC_MESSAGES = {
  offset: "Offset must be between -80 and +80 mm",
  tyreSize: "Tyre size must look like 255/35R18",
  boltPattern: "Bolt pattern must look like 5x114.3",
  partName: "Part name is required",
  category: "Choose a category",
  currency: "Choose the currency of the cost",
  date: "Install date must be a date like 2024-05-31",
  tooManyMods: `A build can list at most ${LIMITS.modsPerBuild} mods`,
  unknownChoice: "Choose one of the listed options",
} as const;

const signed = (n: number, withPlus: boolean) =>
  n > 0 && withPlus ? `+${n.toLocaleString("en-US")}` : n.toLocaleString("en-US");

/** "Camber must be between -15 and +5 degrees", "Power must be between 1 and 5,000 hp". */
export function rangeMessage(label: string, range: { min: number; max: number }, unit = "") {
  const withPlus = range.min < 0;
  return `${label} must be between ${signed(range.min, withPlus)} and ${signed(range.max, withPlus)}${unit ? ` ${unit}` : ""}`;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number typed as text: empty is null. Commas are decimal points ("8,5"); `strip` removes a
 * unit the member may type ("ET35", 18", "18 in"). Anything else outside the range, not a number,
 * or with more decimals than the column keeps gets the field's one message.
 */
export function numberText({
  label,
  range,
  unit,
  decimals = 0,
  strip,
  message = rangeMessage(label, range, unit),
}: {
  label: string;
  range: { min: number; max: number };
  unit?: string;
  decimals?: number;
  strip?: RegExp;
  message?: string;
}) {
  return z
    .string()
    .trim()
    .transform((raw, ctx) => {
      let v = raw.replace(",", ".").replaceAll(" ", "");
      if (strip) v = v.replace(strip, "");
      if (v === "") return null;
      const n = Number(v);
      if (!DECIMAL.test(v) || !Number.isFinite(n) || n < range.min || n > range.max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const places = v.split(".")[1]?.length ?? 0;
      if (places > decimals) {
        ctx.addIssue({
          code: "custom",
          message:
            decimals === 0
              ? `${label} must be a whole number`
              : `${label} can have at most ${decimals} decimal place${decimals === 1 ? "" : "s"}`,
        });
        return z.NEVER;
      }
      return n;
    });
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .transform((v) => (v === "" ? null : v));

/** A select's value: empty is null; anything not in the list gets a message, not a crash. */
const choice = <C extends { values: readonly string[]; has: (v: unknown) => boolean }>(list: C) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      if (!list.has(v)) {
        ctx.addIssue({ code: "custom", message: SPEC_MESSAGES.unknownChoice });
        return z.NEVER;
      }
      return v as ValueOf<C>;
    });

const INCH = /(?:"|″|in(?:ch(?:es)?)?)$/i;

const specFields = z.object({
  chassisCode: optionalText("Chassis code", 20),
  engineCode: optionalText("Engine code", LIMITS.text),
  displacementCc: numberText({
    label: "Displacement",
    range: LIMITS.displacementCc,
    unit: "cc",
    strip: /cc$/i,
  }),
  aspiration: choice(ASPIRATION),
  fuel: choice(FUEL),
  powerHp: numberText({ label: "Power", range: LIMITS.power, unit: "hp", strip: /(?:whp|hp)$/i }),
  torqueNm: numberText({ label: "Torque", range: LIMITS.torque, unit: "Nm", strip: /nm$/i }),
  powerMeasuredAt: choice(POWER_MEASURED_AT),
  dynoType: choice(DYNO_TYPE),
  layout: choice(LAYOUT),
  transmission: optionalText("Transmission", LIMITS.text),
  differential: optionalText("Differential", LIMITS.text),
  suspensionType: choice(SUSPENSION),
  suspensionBrand: optionalText("Suspension brand", LIMITS.text),
  rideHeightNotes: optionalText("Ride height notes", LIMITS.notes),
  camberFront: numberText({
    label: "Camber",
    range: LIMITS.camber,
    unit: "degrees",
    decimals: 2,
    strip: /°$/,
  }),
  camberRear: numberText({
    label: "Camber",
    range: LIMITS.camber,
    unit: "degrees",
    decimals: 2,
    strip: /°$/,
  }),
  brakes: optionalText("Brakes", LIMITS.notes),
  exterior: optionalText("Exterior", LIMITS.notes),
  interior: optionalText("Interior", LIMITS.notes),
});

const wheelFields = z.object({
  wheelName: optionalText("Wheel", LIMITS.text),
  diameterIn: numberText({
    label: "Diameter",
    range: LIMITS.diameter,
    unit: "inches",
    decimals: 1,
    strip: INCH,
  }),
  widthIn: numberText({
    label: "Width",
    range: LIMITS.width,
    unit: "inches",
    decimals: 1,
    strip: INCH,
  }),
  offsetMm: numberText({
    label: "Offset",
    range: LIMITS.offset,
    unit: "mm",
    strip: /^et|mm$/gi,
    message: SPEC_MESSAGES.offset,
  }),
  boltPattern: z.string().transform((raw, ctx) => {
    const v = raw.trim().toLowerCase().replace(/\s+/g, "").replace("×", "x");
    if (v === "") return null;
    if (!BOLT_PATTERN.test(v)) {
      ctx.addIssue({ code: "custom", message: SPEC_MESSAGES.boltPattern });
      return z.NEVER;
    }
    return v;
  }),
  centreBoreMm: numberText({
    label: "Centre bore",
    range: LIMITS.centreBore,
    unit: "mm",
    decimals: 1,
    strip: /mm$/i,
  }),
  spacerMm: numberText({
    label: "Spacer",
    range: LIMITS.spacer,
    unit: "mm",
    decimals: 1,
    strip: /mm$/i,
  }),
  tyreSize: z.string().transform((raw, ctx) => {
    const v = raw.trim().toUpperCase().replace(/\s+/g, " ");
    if (v === "") return null;
    if (!TYRE_SIZE.test(v)) {
      ctx.addIssue({ code: "custom", message: SPEC_MESSAGES.tyreSize });
      return z.NEVER;
    }
    return v;
  }),
  fitment: choice(FITMENT),
  rubs: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      if (v !== "yes" && v !== "no") {
        ctx.addIssue({ code: "custom", message: SPEC_MESSAGES.unknownChoice });
        return z.NEVER;
      }
      return v === "yes";
    }),
});

export type WheelInput = z.output<typeof wheelFields> & { axle: Axle };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const installDate = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    const match = ISO_DATE.exec(v);
    const date = match ? new Date(`${v}T00:00:00Z`) : null;
    const year = match ? Number(match[1]) : 0;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: "custom", message: SPEC_MESSAGES.date });
      return z.NEVER;
    }
    if (year < 1900 || year > 2100) {
      ctx.addIssue({ code: "custom", message: "Install date must be between 1900 and 2100" });
      return z.NEVER;
    }
    return v;
  });

const modFields = z.object({
  category: z.string(),
  brand: optionalText("Brand", LIMITS.text),
  partName: optionalText("Part name", LIMITS.text),
  partNumber: optionalText("Part number", LIMITS.text),
  status: z.string(),
  installedOn: installDate,
  mileage: numberText({ label: "Mileage", range: LIMITS.mileage, strip: /(?:km|mi|miles)$/i }),
  cost: numberText({ label: "Cost", range: LIMITS.cost, decimals: 2 }),
  currency: z.string().trim(),
});

/** A mod row: null when left blank (the form shows a few blank rows). */
const modRow = z.custom<ModRowValues>().transform((row, ctx): ModInput | null => {
  if (isBlankModRow(row)) return null;
  const parsed = modFields.safeParse(row);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
  }
  let bad = !parsed.success;
  const problem = (field: keyof ModRowValues, message: string) => {
    bad = true;
    ctx.addIssue({ code: "custom", path: [field], message });
  };
  if (!MOD_CATEGORY.has(row.category)) problem("category", SPEC_MESSAGES.category);
  if (row.partName.trim() === "") problem("partName", SPEC_MESSAGES.partName);
  if (!MOD_STATUS.has(row.status)) problem("status", SPEC_MESSAGES.unknownChoice);
  const currency = row.currency.trim();
  if (currency !== "" && !CURRENCY.has(currency)) {
    problem("currency", SPEC_MESSAGES.unknownChoice);
  } else if (currency === "" && row.cost.trim() !== "") {
    problem("currency", SPEC_MESSAGES.currency);
  }
  if (bad || !parsed.success) return z.NEVER;
  const mod = parsed.data;
  return {
    // A stored mod's id (the use-case keeps it only when it is one of this build's mods).
    id: row.id && isUuid(row.id) ? row.id.toLowerCase() : null,
    category: row.category as ValueOf<typeof MOD_CATEGORY>,
    brand: mod.brand,
    partName: mod.partName ?? "",
    partNumber: mod.partNumber,
    status: row.status as ValueOf<typeof MOD_STATUS>,
    installedOn: mod.installedOn,
    mileage: mod.mileage,
    costMinor: mod.cost === null ? null : Math.round(mod.cost * 100),
    currency: currency === "" ? null : currency,
  };
});

export type ModInput = {
  /** The stored mod this row edits (null or absent: a new mod). */
  id?: string | null;
  category: ValueOf<typeof MOD_CATEGORY>;
  brand: string | null;
  partName: string;
  partNumber: string | null;
  status: ValueOf<typeof MOD_STATUS>;
  installedOn: string | null;
  mileage: number | null;
  /** Minor units (cents) of `currency`. */
  costMinor: number | null;
  currency: string | null;
};

/** The spec sheet as stored, without the dyno photo (the use-case sets it from the upload). */
export type SpecSheetInput = z.output<typeof specFields> & {
  tags: ValueOf<typeof BUILD_TAG>[];
  hideModCosts: boolean;
  /** The axles with anything filled in, front first. */
  wheels: WheelInput[];
};

export interface SpecFormOutput {
  spec: SpecSheetInput;
  mods: ModInput[];
}

const allNull = (values: Record<string, unknown>) => Object.values(values).every((v) => v === null);

const strings = z.record(z.string(), z.string());

/**
 * The two steps of the create and edit forms. Issue paths are the form's error keys. Each part is
 * checked on its own so one answer lists every bad value, not only those of the first part.
 */
export const specFormSchema = z
  .object({
    spec: strings,
    tags: z.array(z.string()),
    hideModCosts: z.boolean(),
    front: strings,
    rear: strings,
    rearSameAsFront: z.boolean(),
    mods: z.array(z.custom<ModRowValues>((row) => strings.safeParse(row).success)),
  })
  .transform((value, ctx): SpecFormOutput => {
    let bad = false;
    function check<T>(schema: z.ZodType<T>, input: unknown, path: (string | number)[]) {
      const parsed = schema.safeParse(input);
      if (parsed.success) return parsed.data;
      bad = true;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [...path, ...issue.path] });
      }
      return null;
    }
    const spec = check(specFields, value.spec, ["spec"]);
    if (value.tags.some((tag) => !BUILD_TAG.has(tag))) {
      bad = true;
      ctx.addIssue({
        code: "custom",
        path: ["spec", "tags"],
        message: SPEC_MESSAGES.unknownChoice,
      });
    }
    const front = check(wheelFields, value.front, ["front"]);
    // "Same as front" skips the rear fields: the front's values are used for both axles.
    const rear = value.rearSameAsFront ? front : check(wheelFields, value.rear, ["rear"]);
    if (value.mods.length > LIMITS.modsPerBuild) {
      bad = true;
      ctx.addIssue({ code: "custom", path: ["mods"], message: SPEC_MESSAGES.tooManyMods });
    }
    const mods = value.mods.map((row, i) => check(modRow, row, ["mods", i]));
    if (bad || !spec) return z.NEVER;

    const wheels: WheelInput[] = [];
    for (const [axle, wheel] of [
      ["front", front],
      ["rear", rear],
    ] as const) {
      if (wheel && !allNull(wheel)) wheels.push({ axle, ...wheel });
    }
    return {
      spec: {
        ...spec,
        tags: BUILD_TAG.values.filter((tag) => value.tags.includes(tag)),
        hideModCosts: value.hideModCosts,
        wheels,
      },
      mods: mods.filter((mod): mod is ModInput => mod !== null),
    };
  });

/** Field error key → its first message (keys as in form-values' specErrorKey). */
export function specIssueErrors(
  issues: readonly { path: ReadonlyArray<PropertyKey>; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    errors[key || "spec"] ??= issue.message;
  }
  return errors;
}

/** Checks the steps' typed values: their output, or the errors by field key. */
export function checkSpecForm(
  values: SpecFormValues,
): { ok: true; data: SpecFormOutput } | { ok: false; errors: Record<string, string> } {
  const parsed = specFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: specIssueErrors(parsed.error.issues) };
}
