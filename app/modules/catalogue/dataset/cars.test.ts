// The data set is facts other code trusts: these checks keep it well formed as it grows.
import { describe, expect, it } from "vitest";
import { type ChassisEntry, catalogueKey } from "../catalogue";
import data from "./cars.json";

const chassis = data.chassis as ChassisEntry[];
const makeNames = new Set(data.makes.map((make) => make.name));
const thisYear = new Date().getUTCFullYear();

describe("cars.json", () => {
  it("has a version", () => {
    expect(data.version).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
  });

  it("names each make, alias and model once", () => {
    const keys = data.makes.flatMap((make) => [make.name, ...make.aliases].map(catalogueKey));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    for (const make of data.makes) {
      const models = make.models.map(catalogueKey);
      expect(
        models.filter((key, i) => models.indexOf(key) !== i),
        make.name,
      ).toEqual([]);
      expect(make.models.length, make.name).toBeGreaterThan(0);
    }
  });

  it("holds at least 200 chassis codes, each once, case and punctuation aside", () => {
    const codes = chassis.map((entry) => catalogueKey(entry.code));
    expect(codes.length).toBeGreaterThanOrEqual(200);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });

  it("maps every chassis to a known make, with models and sane years", () => {
    for (const entry of chassis) {
      expect(makeNames.has(entry.make), entry.code).toBe(true);
      expect(entry.models.length, entry.code).toBeGreaterThan(0);
      expect(entry.yearFrom, entry.code).toBeGreaterThanOrEqual(1900);
      expect(entry.yearFrom, entry.code).toBeLessThanOrEqual(thisYear);
      if (entry.yearTo !== null) {
        expect(entry.yearTo, entry.code).toBeGreaterThanOrEqual(entry.yearFrom);
        expect(entry.yearTo, entry.code).toBeLessThanOrEqual(thisYear);
      }
    }
  });

  it("keeps family codes and aliases apart from the codes", () => {
    const codes = new Set(chassis.map((entry) => catalogueKey(entry.code)));
    const families = chassis.flatMap((entry) => (entry.family ? [entry.family] : []));
    for (const family of families) expect(codes.has(catalogueKey(family)), family).toBe(false);
    for (const entry of chassis) {
      for (const alias of entry.aliases ?? []) {
        expect(codes.has(catalogueKey(alias)), `${entry.code} alias ${alias}`).toBe(false);
      }
    }
    // A family's members are one make's cars.
    for (const family of new Set(families)) {
      const makes = new Set(chassis.filter((e) => e.family === family).map((e) => e.make));
      expect(makes.size, family).toBe(1);
    }
  });

  it("has the codes enthusiasts search for most", () => {
    const codes = new Set(chassis.map((entry) => entry.code));
    for (const code of [
      "E30",
      "E46",
      "E92",
      "F80",
      "G82",
      "S13",
      "S15",
      "R32",
      "R34",
      "R35",
      "Z33",
      "NA",
      "ND",
      "FD3S",
      "EK9",
      "DC2",
      "AP1",
      "FK8",
      "GC8",
      "GDB",
      "ZN6",
      "ZN8",
      "AE86",
      "JZA80",
      "CT9A",
      "A4",
      "1K",
      "5G",
      "996",
      "991",
      "SN95",
      "S550",
      "C5",
      "B5",
      "8N",
      "W124",
      "W204",
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
  });
});
