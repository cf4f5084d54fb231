import { describe, expect, it } from "vitest";
import {
  chassisCodesFor,
  findChassis,
  interpretSearch,
  normaliseMake,
  suggestChassis,
  suggestMakes,
  suggestModels,
} from "./catalogue";

const codes = (entries: { code: string }[]) => entries.map((entry) => entry.code);
const values = (rows: { value: string }[]) => rows.map((row) => row.value);

describe("normaliseMake", () => {
  it.each([
    ["vw", "Volkswagen"],
    ["VW", "Volkswagen"],
    ["  volkswagen ", "Volkswagen"],
    ["Mercedes", "Mercedes-Benz"],
    ["merc", "Mercedes-Benz"],
    ["Mercedes Benz", "Mercedes-Benz"],
    ["mercedes-benz", "Mercedes-Benz"],
    ["Chevy", "Chevrolet"],
    ["alfa", "Alfa Romeo"],
    ["alfa romeo", "Alfa Romeo"],
    ["land rover", "Land Rover"],
    ["Landrover", "Land Rover"],
    ["bmw", "BMW"],
    ["citroen", "Citroën"],
    ["MINI", "Mini"],
  ])("%s → %s", (input, canonical) => {
    expect(normaliseMake(input)).toBe(canonical);
  });

  it("keeps an unknown make as typed, trimmed", () => {
    expect(normaliseMake("  Rocket Bunny Motors ")).toBe("Rocket Bunny Motors");
    expect(normaliseMake("")).toBe("");
  });
});

describe("findChassis", () => {
  it("finds a code whatever its case", () => {
    expect(findChassis("e46")).toMatchObject({
      code: "E46",
      make: "BMW",
      yearFrom: 1997,
      yearTo: 2006,
    });
    expect(findChassis(" FD3S ")?.models).toEqual(["RX-7"]);
    expect(findChassis("nd")).toMatchObject({ code: "ND", make: "Mazda", yearTo: null });
  });

  it("answers a family with its members and their span", () => {
    const family = findChassis("e9x");
    expect(family).toMatchObject({ code: "E9x", make: "BMW", yearFrom: 2005, yearTo: 2013 });
    expect(family?.members).toEqual(["E90", "E91", "E92", "E93"]);
    expect(findChassis("G8x")?.yearTo).toBeNull();
    expect(chassisCodesFor("F8X")).toEqual(["F80", "F82", "F83", "F87"]);
  });

  it("knows an alias when only one chassis carries it, or with the make", () => {
    expect(findChassis("1J")?.code).toBe("A4");
    expect(findChassis("mk7", "vw")?.code).toBe("5G");
    expect(chassisCodesFor("MK5", "Volkswagen")).toEqual(["1K"]);
    expect(findChassis("mk7", "BMW")).toBeUndefined();
  });

  it("answers nothing for what it does not know", () => {
    expect(findChassis("XYZ123")).toBeUndefined();
    expect(findChassis("")).toBeUndefined();
    expect(chassisCodesFor("nope")).toEqual([]);
    expect(chassisCodesFor("S14")).toEqual(["S14"]);
  });
});

describe("interpretSearch", () => {
  it("reads a make alias and leaves the model words", () => {
    expect(interpretSearch("VW GTI")).toEqual({ makes: ["Volkswagen"], chassis: [], rest: "GTI" });
  });

  it("reads a chassis code", () => {
    const result = interpretSearch("E46");
    expect(codes(result.chassis)).toEqual(["E46"]);
    expect(result).toMatchObject({ makes: [], rest: "" });
  });

  it("reads make names of several words and mixed searches", () => {
    const result = interpretSearch("  alfa romeo 105 gta  ");
    expect(result.makes).toEqual(["Alfa Romeo"]);
    expect(codes(result.chassis)).toEqual(["105"]);
    expect(result.rest).toBe("gta");
    expect(interpretSearch("Mercedes Benz C63 wagon")).toMatchObject({
      makes: ["Mercedes-Benz"],
      rest: "C63 wagon",
    });
  });

  it("expands a family to its members", () => {
    expect(codes(interpretSearch("e9x m3").chassis)).toEqual(["E90", "E91", "E92", "E93"]);
    expect(interpretSearch("e9x m3").rest).toBe("m3");
  });

  it("reads a code that is another make's model as a chassis only beside its make", () => {
    expect(interpretSearch("Audi A4")).toEqual({ makes: ["Audi"], chassis: [], rest: "A4" });
    expect(interpretSearch("A4").chassis).toEqual([]);
    expect(codes(interpretSearch("vw a4 gti").chassis)).toEqual(["A4"]);
    expect(codes(interpretSearch("chevy c4").chassis)).toEqual(["C4"]);
    expect(codes(interpretSearch("C7 Z06").chassis)).toEqual(["C7"]);
  });

  it("reads a chassis alias only beside its make", () => {
    expect(codes(interpretSearch("VW MK7 GTI").chassis)).toEqual(["5G"]);
    expect(interpretSearch("mk7 gti")).toEqual({ makes: [], chassis: [], rest: "mk7 gti" });
  });

  it("reads a make that is an ordinary word only alone or before its models and codes", () => {
    expect(interpretSearch("bucket seat")).toEqual({ makes: [], chassis: [], rest: "bucket seat" });
    expect(interpretSearch("ram air intake").makes).toEqual([]);
    expect(interpretSearch("mini")).toMatchObject({ makes: ["Mini"], rest: "" });
    expect(interpretSearch("Mini Cooper S")).toMatchObject({ makes: ["Mini"], rest: "Cooper S" });
    expect(codes(interpretSearch("mini r53").chassis)).toEqual(["R53"]);
    expect(interpretSearch("Ram 1500 TRX")).toMatchObject({ makes: ["Ram"], rest: "1500 TRX" });
    expect(interpretSearch("Seat Leon FR").makes).toEqual(["SEAT"]);
    expect(interpretSearch("hyundai genesis coupe")).toMatchObject({
      makes: ["Hyundai"],
      rest: "genesis coupe",
    });
  });

  it("leaves an empty search empty", () => {
    expect(interpretSearch("   ")).toEqual({ makes: [], chassis: [], rest: "" });
  });
});

describe("suggestions", () => {
  it("suggests makes by name and by alias", () => {
    expect(values(suggestMakes("vw"))).toEqual(["Volkswagen"]);
    expect(values(suggestMakes("merc"))).toEqual(["Mercedes-Benz"]);
    expect(values(suggestMakes("Po"))).toEqual(["Polestar", "Pontiac", "Porsche"]);
    expect(values(suggestMakes("rover"))).toEqual(["Land Rover"]);
    expect(suggestMakes("", 5)).toHaveLength(5);
    expect(suggestMakes("zzz")).toEqual([]);
  });

  it("suggests a make's models, by any alias of the make", () => {
    const golf = values(suggestModels("vw", "g"));
    expect(golf).toEqual(expect.arrayContaining(["Golf", "GTI", "Golf R"]));
    expect(golf.every((model) => /(^|\s)g/i.test(model))).toBe(true);
    expect(values(suggestModels("Honda", "type r"))).toEqual(["Civic Type R", "Integra Type R"]);
    expect(values(suggestModels("Some Garage Special", "skyli"))).toEqual([
      "Skyline",
      "Skyline GT-R",
    ]);
  });

  it("suggests chassis codes of a make and model, with years", () => {
    const m3 = suggestChassis("BMW", "M3", "", 20);
    expect(values(m3)).toEqual(
      expect.arrayContaining(["E30", "E36", "E46", "E90", "E92", "E93", "F80", "G80", "E9x"]),
    );
    expect(values(m3)).not.toContain("E39");
    expect(suggestChassis("bmw", "", "e4")).toEqual([
      { value: "E46", label: "E46 · BMW 3 Series, M3 (1997–2006)" },
    ]);
    expect(values(suggestChassis("", "", "fk"))).toEqual(["FK2", "FK8"]);
    expect(values(suggestChassis("Mazda", "Miata", "n"))).toEqual(["NA", "NB", "NC", "ND"]);
    expect(values(suggestChassis("VW", "Golf", "mk4"))).toEqual(["A4"]);
  });
});
