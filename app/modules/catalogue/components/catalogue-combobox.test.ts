import { describe, expect, it } from "vitest";
import { catalogueSource } from "./catalogue-combobox";

const names = { makeField: "carMake", modelField: "carModel" };

describe("catalogueSource", () => {
  it("asks for makes by what is typed alone", () => {
    expect(catalogueSource("make", names)).toEqual({
      source: "/catalogue/suggest?field=make",
      related: {},
    });
  });

  it("reads the make (and for a chassis the model) from the form", () => {
    expect(catalogueSource("model", names).related).toEqual({ make: "carMake" });
    expect(catalogueSource("chassis", names).related).toEqual({
      make: "carMake",
      model: "carModel",
    });
  });

  it("puts a known make and model in the URL instead", () => {
    expect(catalogueSource("chassis", { ...names, make: "BMW", model: "M3" })).toEqual({
      source: "/catalogue/suggest?field=chassis&make=BMW&model=M3",
      related: {},
    });
    expect(catalogueSource("chassis", { ...names, make: "Mercedes-Benz" })).toEqual({
      source: "/catalogue/suggest?field=chassis&make=Mercedes-Benz",
      related: { model: "carModel" },
    });
  });
});
