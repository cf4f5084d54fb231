// The demo spec sheets belong to real demo builds and hold values the database and the forms accept.
import { describe, expect, it } from "vitest";
import {
  ASPIRATION,
  BOLT_PATTERN,
  BUILD_TAG,
  LIMITS,
  MOD_CATEGORY,
  TYRE_SIZE,
} from "~/modules/builds/spec/values";
import { DEMO_SPECS } from "./build-specs.seed.server";
import { DEMO_BUILDS } from "./builds.seed.server";

describe("demo spec sheets", () => {
  it("describe demo builds, every one of them", () => {
    const titles = DEMO_BUILDS.map((b) => b.title).sort();
    expect(Object.keys(DEMO_SPECS).sort()).toEqual(titles);
  });

  it("use the value lists and the fitment limits", () => {
    for (const { spec, wheels, mods } of Object.values(DEMO_SPECS)) {
      if (spec.aspiration) expect(ASPIRATION.has(spec.aspiration)).toBe(true);
      for (const tag of spec.tags ?? []) expect(BUILD_TAG.has(tag)).toBe(true);
      for (const wheel of wheels) {
        expect(wheel.offsetMm).toBeGreaterThanOrEqual(LIMITS.offset.min);
        expect(wheel.offsetMm).toBeLessThanOrEqual(LIMITS.offset.max);
        expect(wheel.tyreSize).toMatch(TYRE_SIZE);
        expect(wheel.boltPattern).toMatch(BOLT_PATTERN);
      }
      for (const mod of mods) expect(MOD_CATEGORY.has(mod.category)).toBe(true);
    }
  });

  it("give several builds two axles and a mod list", () => {
    const full = Object.values(DEMO_SPECS).filter(
      (d) => d.wheels.length === 2 && d.mods.length >= 3,
    );
    expect(full.length).toBeGreaterThanOrEqual(5);
  });
});
