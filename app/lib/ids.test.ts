import { describe, expect, it } from "vitest";
import { checkId, parseUuid } from "./ids";
import { likePattern } from "./sql-like";

describe("parseUuid", () => {
  it("accepts UUIDs of versions 1 to 5, lower-cased and trimmed", () => {
    expect(parseUuid("6F9619FF-8B86-4011-B42D-00CF4FC964FF")).toBe(
      "6f9619ff-8b86-4011-b42d-00cf4fc964ff",
    );
    expect(parseUuid(" 123e4567-e89b-12d3-a456-426614174000 ")).toBe(
      "123e4567-e89b-12d3-a456-426614174000",
    );
  });

  it("refuses other versions, variants, shapes and non-strings", () => {
    for (const value of [
      "123e4567-e89b-62d3-a456-426614174000",
      "123e4567-e89b-02d3-a456-426614174000",
      "123e4567-e89b-12d3-c456-426614174000",
      "123e4567e89b12d3a456426614174000",
      "../etc/passwd",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(parseUuid(value)).toBeNull();
    }
  });

  it("tells a missing id from an invalid one", () => {
    expect(checkId(undefined)).toEqual({ ok: false, error: "missing" });
    expect(checkId("  ")).toEqual({ ok: false, error: "missing" });
    expect(checkId("nope")).toEqual({ ok: false, error: "invalid" });
    expect(checkId("123e4567-e89b-12d3-a456-426614174000")).toEqual({
      ok: true,
      id: "123e4567-e89b-12d3-a456-426614174000",
    });
  });
});

describe("likePattern", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(likePattern("civic")).toBe("%civic%");
  });
});
