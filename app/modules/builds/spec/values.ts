// The fixed value lists of a build's spec sheet, fitment and mod list, with the labels car people
// use. Zod-free (pages, filters and forms import it); the database keeps each list in a check
// constraint (app/db/schema/build-specs.ts), the validation schemas in ./schemas.ts.

/** A value list with its labels, in display order. */
function choices<const T extends Record<string, string>>(labels: T) {
  const values = Object.keys(labels) as Array<keyof T & string>;
  return {
    values: values as [keyof T & string, ...Array<keyof T & string>],
    labels,
    label: (value: string): string => (labels as Record<string, string>)[value] ?? value,
    has: (value: unknown): value is keyof T & string =>
      typeof value === "string" && Object.hasOwn(labels, value),
  };
}

export const ASPIRATION = choices({
  na: "Naturally aspirated",
  turbo: "Turbo",
  "twin-turbo": "Twin-turbo",
  supercharged: "Supercharged",
  electric: "Electric",
});

export const FUEL = choices({
  petrol: "Petrol",
  diesel: "Diesel",
  e85: "E85",
  methanol: "Methanol",
  hybrid: "Hybrid",
  electric: "Electric",
});

export const POWER_MEASURED_AT = choices({
  crank: "Crank",
  wheel: "Wheel",
});

export const DYNO_TYPE = choices({
  dynojet: "Dynojet (inertia)",
  mustang: "Mustang (load)",
  dynapack: "Dynapack (hub)",
  mainline: "Mainline",
  maha: "MAHA",
  "hub-other": "Other hub dyno",
  "roller-other": "Other roller dyno",
  manufacturer: "Manufacturer figure",
});

export const LAYOUT = choices({
  fr: "FR (front engine, rear drive)",
  ff: "FF (front engine, front drive)",
  mr: "MR (mid engine, rear drive)",
  rr: "RR (rear engine, rear drive)",
  awd: "AWD",
});

export const SUSPENSION = choices({
  stock: "Stock",
  "lowering-springs": "Lowering springs",
  coilovers: "Coilovers",
  air: "Air suspension",
  bagged: "Bagged",
});

export const AXLE = choices({ front: "Front", rear: "Rear" });

export const FITMENT = choices({ tucked: "Tucked", flush: "Flush", poke: "Poke" });

export const BUILD_TAG = choices({
  jdm: "JDM",
  euro: "Euro",
  usdm: "USDM",
  stance: "Stance",
  track: "Track",
  drift: "Drift",
  show: "Show",
  restomod: "Restomod",
  daily: "Daily",
  "off-road": "Off-road",
  ev: "EV",
  vintage: "Vintage",
});

export const MOD_CATEGORY = choices({
  engine: "Engine",
  "forced-induction": "Forced induction",
  fuel: "Fuel",
  exhaust: "Exhaust",
  drivetrain: "Drivetrain",
  suspension: "Suspension",
  brakes: "Brakes",
  "wheels-tyres": "Wheels & tyres",
  aero: "Aero",
  exterior: "Exterior",
  interior: "Interior",
  electronics: "Electronics",
  other: "Other",
});

export const MOD_STATUS = choices({
  planned: "Planned",
  installed: "Installed",
  removed: "Removed",
});

/** ISO 4217 codes a mod's cost may be in (the currencies of the site's members). */
export const CURRENCY = choices({
  USD: "USD",
  EUR: "EUR",
  GBP: "GBP",
  JPY: "JPY",
  AUD: "AUD",
  CAD: "CAD",
  NZD: "NZD",
  CHF: "CHF",
  SEK: "SEK",
  NOK: "NOK",
  DKK: "DKK",
  PLN: "PLN",
  ZAR: "ZAR",
});

/** Validation ranges (the limits; the database repeats them as checks). */
export const LIMITS = {
  offset: { min: -80, max: 80 },
  diameter: { min: 13, max: 24 },
  width: { min: 4, max: 14 },
  camber: { min: -15, max: 5 },
  spacer: { min: 0, max: 50 },
  centreBore: { min: 40, max: 180 },
  displacementCc: { min: 50, max: 10000 },
  power: { min: 1, max: 5000 },
  torque: { min: 1, max: 5000 },
  mileage: { min: 0, max: 2_000_000 },
  cost: { min: 0, max: 10_000_000 },
  modsPerBuild: 200,
  text: 120,
  notes: 1000,
} as const;

/** "5x114.3", "4x100", "6x139.7", "5x4.5" (inches, as US sites write it). */
export const BOLT_PATTERN = /^([3-8])x(\d{2,3}(?:\.\d{1,2})?|\d(?:\.\d{1,2})?)$/;
/** "255/35R18", "225/45ZR17", "245/40 R18", "P215/60R16" (metric tyre sizes). */
export const TYRE_SIZE = /^(?:P|LT)?(\d{3})\/(\d{2})\s?Z?R(\d{2}(?:\.5)?)$/;
