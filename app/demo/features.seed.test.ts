// The demo features make sense before they reach a database: eight of them, at least two from
// earlier years (whatever the date), multi-paragraph bodies, and links to approved demo builds.
import { describe, expect, it } from "vitest";
import { DEMO_BUILDS } from "./builds.seed.server";
import { DEMO_FEATURES } from "./features.seed.server";

describe("demo features", () => {
  it("are eight, two of them always from an earlier year", () => {
    expect(DEMO_FEATURES).toHaveLength(8);
    expect(DEMO_FEATURES.filter((f) => f.daysAgo > 366).length).toBeGreaterThanOrEqual(2);
    expect(new Set(DEMO_FEATURES.map((f) => f.title)).size).toBe(8);
  });

  it("have an excerpt for the card and a body of several paragraphs", () => {
    for (const feature of DEMO_FEATURES) {
      expect(feature.excerpt.length, feature.title).toBeLessThanOrEqual(300);
      expect(feature.body.length, feature.title).toBeGreaterThanOrEqual(3);
    }
  });

  it("link several approved demo builds", () => {
    const linked = DEMO_FEATURES.flatMap((f) => (f.build ? [f.build] : []));
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const title of linked) {
      const build = DEMO_BUILDS.find((b) => b.title === title);
      expect(build, title).toBeDefined();
      expect(build?.pending, title).toBeFalsy();
    }
  });
});
