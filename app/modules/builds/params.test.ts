import { describe, expect, it } from "vitest";
import { checkBuildId, parseBuildListQuery } from "./params";

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
      yearFrom: 1995,
      yearTo: 2001,
      cursor: "abc",
    });
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
