// The demo journals belong to real demo builds, link mods of those builds' mod lists, show photos
// the builds have, and hold values the entry form accepts.
import { describe, expect, it } from "vitest";
import { JOURNAL_LIMITS } from "~/modules/builds/journal/constants";
import { CURRENCY, LIMITS } from "~/modules/builds/spec/values";
import { DEMO_JOURNALS } from "./build-journals.seed.server";
import { DEMO_SPECS } from "./build-specs.seed.server";
import { DEMO_BUILDS } from "./builds.seed.server";

describe("demo build journals", () => {
  it("fill several demo builds' journals, with photos, costs and mod links", () => {
    const titles = Object.keys(DEMO_JOURNALS);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    const entries = Object.values(DEMO_JOURNALS).flat();
    expect(entries.some((e) => (e.photos?.length ?? 0) > 0)).toBe(true);
    expect(entries.some((e) => e.cost)).toBe(true);
    expect(entries.some((e) => (e.mods?.length ?? 0) > 0)).toBe(true);
  });

  it("name demo builds, their mods and their photos", () => {
    for (const [title, entries] of Object.entries(DEMO_JOURNALS)) {
      const build = DEMO_BUILDS.find((b) => b.title === title);
      expect(build, title).toBeDefined();
      const modNames = DEMO_SPECS[title].mods.map((m) => m.partName);
      for (const entry of entries) {
        for (const mod of entry.mods ?? []) expect(modNames, entry.title).toContain(mod);
        for (const photo of entry.photos ?? []) {
          expect(photo.image).toBeLessThan(build?.captions.length ?? 0);
        }
        expect(entry.photos?.length ?? 0).toBeLessThanOrEqual(JOURNAL_LIMITS.photos);
        expect(entry.title.length).toBeLessThanOrEqual(JOURNAL_LIMITS.title);
        expect(entry.body.length).toBeLessThanOrEqual(JOURNAL_LIMITS.body);
        if (entry.mileage !== undefined) {
          expect(entry.mileage).toBeLessThanOrEqual(LIMITS.mileage.max);
        }
        if (entry.cost) expect(CURRENCY.has(entry.cost.currency)).toBe(true);
      }
    }
  });
});
