import { describe, expect, it } from "vitest";
import { choiceParam, intParam, textParam, tokenParam } from "./search-params";

const params = (search: string) => new URLSearchParams(search);

describe("list page URL parameters", () => {
  it("read text trimmed, and too long or absent as no filter", () => {
    expect(textParam(params("q=%20turbo%20"), "q", 100)).toBe("turbo");
    expect(textParam(params(`q=${"x".repeat(100)}`), "q", 100)).toHaveLength(100);
    expect(textParam(params(`q=${"x".repeat(101)}`), "q", 100)).toBe("");
    // The limit applies after trimming.
    expect(textParam(params(`q=${"x".repeat(100)}%20%20`), "q", 100)).toHaveLength(100);
    expect(textParam(params(""), "q", 100)).toBe("");
  });

  it("accept only the listed choices, exactly", () => {
    const sorts = ["newest", "oldest"] as const;
    expect(choiceParam(params("sort=oldest"), "sort", sorts, "newest")).toBe("oldest");
    expect(choiceParam(params("sort=OLDEST"), "sort", sorts, "newest")).toBe("newest");
    expect(choiceParam(params("sort="), "sort", sorts, "newest")).toBe("newest");
    expect(choiceParam(params("type=audio"), "type", sorts)).toBeUndefined();
  });

  it("read whole numbers within the range", () => {
    expect(intParam(params("year=1999"), "year", 1900, 2200)).toBe(1999);
    expect(intParam(params("year=%201999%20"), "year", 1900, 2200)).toBe(1999);
    for (const bad of ["1899", "2201", "19.5", "abc", "Infinity", "%20"]) {
      expect(intParam(params(`year=${bad}`), "year", 1900, 2200), bad).toBeUndefined();
    }
    expect(intParam(params(""), "year", 1900, 2200)).toBeUndefined();
  });

  it("pass cursors through untouched unless too long", () => {
    expect(tokenParam(params("cursor=a%20b"), "cursor", 300)).toBe("a b");
    expect(tokenParam(params(`cursor=${"c".repeat(301)}`), "cursor", 300)).toBeUndefined();
    expect(tokenParam(params("cursor="), "cursor", 300)).toBeUndefined();
  });
});
