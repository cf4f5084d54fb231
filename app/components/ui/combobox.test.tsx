// The combobox as the server sends it (a plain text field, usable without JavaScript) and its
// matching of a fixed list. Its keyboard and pointer behaviour runs in real Chromium:
// tests/e2e/catalogue-combobox.spec.ts.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Combobox, filterOptions } from "./combobox";

describe("Combobox on the server", () => {
  it("is a plain named text field, without a combobox role or a list", () => {
    const html = renderToStaticMarkup(
      <Combobox
        id="make"
        name="carMake"
        defaultValue="Nissan"
        required
        maxLength={60}
        source="/catalogue/suggest?field=make"
        listLabel="Suggestions"
      />,
    );
    expect(html).toContain('name="carMake"');
    expect(html).toContain('value="Nissan"');
    expect(html).toContain('type="text"');
    expect(html).toContain('autoComplete="off"');
    expect(html).toContain('maxLength="60"');
    expect(html).not.toContain("role=");
    expect(html).not.toContain("aria-expanded");
  });
});

describe("filterOptions", () => {
  const options = [
    { value: "Golf" },
    { value: "Golf R" },
    { value: "Civic Type R" },
    { value: "GTI" },
  ];

  it("matches from the start of the value or of a later word, ignoring case", () => {
    expect(filterOptions(options, "gol").map((o) => o.value)).toEqual(["Golf", "Golf R"]);
    expect(filterOptions(options, "TYPE r").map((o) => o.value)).toEqual(["Civic Type R"]);
    expect(filterOptions(options, "r").map((o) => o.value)).toEqual(["Golf R", "Civic Type R"]);
    expect(filterOptions(options, "x")).toEqual([]);
  });

  it("offers every option for an empty field", () => {
    expect(filterOptions(options, "  ")).toHaveLength(4);
  });
});
