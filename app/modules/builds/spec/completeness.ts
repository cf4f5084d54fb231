// How much of a build's spec sheet is filled in, for My Builds' "Spec sheet N% complete" hint.
// Pure and zod-free. Each item is one thing car people look for on a spec sheet; a section with
// several fields counts once, when its main value is there.

export interface CompletenessSpec {
  chassisCode: string | null;
  engineCode: string | null;
  displacementCc: number | null;
  aspiration: string | null;
  powerHp: number | null;
  layout: string | null;
  transmission: string | null;
  suspensionType: string | null;
  brakes: string | null;
  exterior: string | null;
  interior: string | null;
  tags: readonly string[];
  wheels: readonly {
    axle: string;
    diameterIn: number | null;
    offsetMm: number | null;
    tyreSize: string | null;
  }[];
}

const filled = (v: string | number | null) => v !== null && v !== "";

const ITEMS: ((spec: CompletenessSpec, modCount: number) => boolean)[] = [
  (s) => filled(s.chassisCode),
  (s) => filled(s.engineCode) || filled(s.displacementCc),
  (s) => filled(s.aspiration),
  (s) => filled(s.powerHp),
  (s) => filled(s.layout) || filled(s.transmission),
  (s) => filled(s.suspensionType),
  (s) => filled(s.brakes),
  ...(["front", "rear"] as const).map(
    (axle) => (s: CompletenessSpec) =>
      s.wheels.some(
        (w) => w.axle === axle && filled(w.diameterIn) && filled(w.offsetMm) && filled(w.tyreSize),
      ),
  ),
  (s) => filled(s.exterior),
  (s) => filled(s.interior),
  (s) => s.tags.length > 0,
  (_, modCount) => modCount > 0,
];

/** 0..100: the share of the spec sheet's items filled in (no spec sheet and no mods: 0). */
export function specSheetCompleteness(
  spec: CompletenessSpec | null,
  mods: readonly unknown[] | number,
): number {
  const modCount = typeof mods === "number" ? mods : mods.length;
  if (!spec) return modCount > 0 ? Math.round(100 / ITEMS.length) : 0;
  const done = ITEMS.filter((item) => item(spec, modCount)).length;
  return Math.round((done / ITEMS.length) * 100);
}
