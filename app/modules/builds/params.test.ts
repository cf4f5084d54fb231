import { describe, expect, it } from "vitest";
import {
  activeBuildFilters,
  BUILD_LIST_URL_PARAMS,
  buildListHref,
  checkBuildId,
  isNarrowed,
  parseBuildListQuery,
  withoutFilter,
  withoutFilters,
} from "./params";

const parse = (search: string) => parseBuildListQuery(new URLSearchParams(search));

describe("parseBuildListQuery", () => {
  it("reads search, filters, sort and cursor", () => {
    expect(
      parse(
        "q=%20civic%20&sort=oldest&make=Honda&model=Civic&yearFrom=1995&yearTo=2001&cursor=abc",
      ),
    ).toStrictEqual({
      q: "civic",
      sort: "oldest",
      make: "Honda",
      model: "Civic",
      yearMin: 1995,
      yearMax: 2001,
      cursor: "abc",
    });
  });

  it("reads every spec and wheel filter", () => {
    expect(
      parse(
        "chassis=%20e46%20&yearMin=1998&yearMax=2006&tag=jdm&tag=drift,show&aspiration=turbo" +
          "&suspension=coilovers&wheel=18&offsetMin=-10&offsetMax=45&powerMin=200&powerMax=5000&sort=most-liked",
      ),
    ).toStrictEqual({
      q: "",
      sort: "most-liked",
      make: "",
      model: "",
      chassis: "e46",
      yearMin: 1998,
      yearMax: 2006,
      tags: ["jdm", "drift", "show"],
      aspiration: "turbo",
      suspension: "coilovers",
      wheel: 18,
      offsetMin: -10,
      offsetMax: 45,
      powerMin: 200,
      powerMax: 5000,
    });
    expect(parse("sort=trending").sort).toBe("trending");
  });

  it("prefers yearMin/yearMax over the older yearFrom/yearTo, which still work alone", () => {
    expect(parse("yearFrom=1990&yearTo=1999")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(parse("yearFrom=1990&yearMin=1995&yearTo=1999&yearMax=2001")).toMatchObject({
      yearMin: 1995,
      yearMax: 2001,
    });
    // A malformed new name falls back to the old one rather than to nothing.
    expect(parse("yearMin=abc&yearFrom=1990").yearMin).toBe(1990);
  });

  it("keeps known tags only, each once, in the list's order, case-insensitively", () => {
    expect(parse("tag=DRIFT&tag=jdm,drift,,nope&tag=%20euro%20").tags).toEqual([
      "jdm",
      "euro",
      "drift",
    ]);
    expect(parse("tag=nope&tag=").tags).toBeUndefined();
  });

  it("takes wheel diameters in whole or half inches within 13 to 24", () => {
    expect(parse("wheel=17.5").wheel).toBe(17.5);
    expect(parse("wheel=24").wheel).toBe(24);
    for (const bad of ["12", "25", "18.2", "18.", "1e1", "0x12", "-18", "eighteen", "18in"]) {
      expect(parse(`wheel=${bad}`).wheel, bad).toBeUndefined();
    }
  });

  it("ignores malformed or out-of-range spec filters", () => {
    const none = { q: "", sort: "newest", make: "", model: "" };
    expect(
      parse(
        `chassis=${"C".repeat(21)}&aspiration=TURBO&suspension=lowered&offsetMin=-81&offsetMax=81` +
          "&powerMin=0&powerMax=5001&yearMin=1899&yearMax=2201&offsetMin=1.5&sort=Most-liked",
      ),
    ).toStrictEqual(none);
    // The first of a repeated parameter counts, as everywhere else.
    expect(parse("offsetMin=abc&offsetMin=10").offsetMin).toBeUndefined();
  });
});

describe("the filters as links", () => {
  const query = parse(
    "q=stance&make=BMW&chassis=E46&tag=jdm&tag=show&wheel=18&offsetMin=35&sort=trending&cursor=abc",
  );

  it("lists the active filters in the chips' order", () => {
    expect(activeBuildFilters(query)).toEqual(["make", "chassis", "tags", "wheel", "offsetMin"]);
    expect(isNarrowed(query)).toBe(true);
    expect(isNarrowed(parse("sort=oldest"))).toBe(false);
    expect(isNarrowed(parse("q=civic"))).toBe(true);
  });

  it("writes a query back as a first-page URL with canonical names", () => {
    expect(buildListHref(query)).toBe(
      "/builds?q=stance&make=BMW&chassis=E46&tag=jdm&tag=show&wheel=18&offsetMin=35&sort=trending",
    );
    expect(buildListHref(parse("yearFrom=1990&sort=newest"))).toBe("/builds?yearMin=1990");
    expect(buildListHref(parse(""))).toBe("/builds");
    // What it writes reads back as the same query.
    const href = buildListHref(query);
    const { cursor: _, ...withoutCursor } = query;
    expect(parse(href.slice(href.indexOf("?") + 1))).toStrictEqual(withoutCursor);
  });

  it("removes one filter, one tag, or all filters but the search and sort", () => {
    expect(buildListHref(withoutFilter(query, "chassis"))).toBe(
      "/builds?q=stance&make=BMW&tag=jdm&tag=show&wheel=18&offsetMin=35&sort=trending",
    );
    expect(buildListHref(withoutFilter(query, "make"))).not.toContain("make=");
    expect(buildListHref(withoutFilter(query, "tags", "jdm"))).toContain("tag=show");
    expect(buildListHref(withoutFilter(query, "tags", "jdm"))).not.toContain("tag=jdm");
    expect(withoutFilter(withoutFilter(query, "tags", "jdm"), "tags", "show").tags).toBeUndefined();
    expect(buildListHref(withoutFilters(query))).toBe("/builds?q=stance&sort=trending");
  });

  it("answers 'no filter' for anything missing or malformed", () => {
    const none = { q: "", sort: "newest", make: "", model: "" };
    expect(parse("")).toStrictEqual(none);
    expect(
      parse(
        `q=${"x".repeat(101)}&sort=best&make=${"m".repeat(61)}&yearFrom=1800&yearTo=nope&cursor=${"c".repeat(301)}`,
      ),
    ).toStrictEqual(none);
  });
});

describe("checkBuildId", () => {
  it("accepts uuids of versions 1 to 5, lower-cased", () => {
    expect(checkBuildId(" 0B6F0C5E-8D3A-4C1E-9F7A-2B1D3C4E5F60 ")).toEqual({
      ok: true,
      id: "0b6f0c5e-8d3a-4c1e-9f7a-2b1d3c4e5f60",
    });
    expect(checkBuildId("")).toEqual({ ok: false, error: "missing" });
    expect(checkBuildId("0b6f0c5e-8d3a-7c1e-9f7a-2b1d3c4e5f60")).toEqual({
      ok: false,
      error: "invalid",
    });
  });
});

describe("BUILD_LIST_URL_PARAMS (the page cache's key for /builds)", () => {
  it("names every parameter that changes what the list shows", () => {
    const plain = parseBuildListQuery(new URLSearchParams());
    const samples: Record<string, string> = {
      q: "drift",
      sort: "most-liked",
      make: "BMW",
      model: "M3",
      chassis: "E46",
      yearMin: "1999",
      yearMax: "2005",
      yearFrom: "1999",
      yearTo: "2005",
      tag: "jdm",
      aspiration: "turbo",
      suspension: "coilovers",
      wheel: "18",
      offsetMin: "10",
      offsetMax: "40",
      powerMin: "300",
      powerMax: "600",
    };
    for (const [name, value] of Object.entries(samples)) {
      const query = parseBuildListQuery(new URLSearchParams({ [name]: value }));
      expect(query, name).not.toEqual(plain);
      expect(BUILD_LIST_URL_PARAMS, name).toContain(name);
    }
  });
});
