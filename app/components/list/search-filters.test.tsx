// The list pages' search form as the server renders it (what a visitor without JavaScript gets),
// and the URL it makes of its fields.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SearchField, SearchFilters, searchParamsOf, useSearchForm } from "./search-filters";

function BuildsSearch() {
  const form = useSearchForm({
    action: "/builds",
    query: "civic",
    values: { q: "civic" },
    defaults: { sort: "newest" },
  });
  return (
    <SearchFilters form={form} label="Builds">
      <SearchField id="builds-q" label="Search builds" defaultValue="civic" />
    </SearchFilters>
  );
}

const Stub = createRoutesStub([{ path: "/builds", Component: BuildsSearch }]);

describe("searchParamsOf", () => {
  it("trims, leaves out empty fields and defaults", () => {
    const params = searchParamsOf(
      [
        ["q", "  civic "],
        ["make", ""],
        ["sort", "newest"],
        ["model", "   "],
        ["yearFrom", "1990"],
      ],
      { sort: "newest" },
    );
    expect(params.toString()).toBe("q=civic&yearFrom=1990");
    expect(searchParamsOf([["sort", "oldest"]], { sort: "newest" }).toString()).toBe("sort=oldest");
  });
});

describe("SearchFilters", () => {
  it("is a plain GET search form with a labelled search box and a Search button", () => {
    const html = renderToString(<Stub initialEntries={["/builds?q=civic"]} />);
    expect(html).toMatch(/<form[^>]*action="\/builds"[^>]*method="get"/);
    expect(html).toContain('role="search"');
    expect(html).toContain('aria-label="Builds"');
    expect(html).toContain('<label class="');
    expect(html).toContain('for="builds-q"');
    expect(html).toMatch(/<input type="search"[^>]*id="builds-q"[^>]*name="q" value="civic"/);
    expect(html).toMatch(/<button[^>]*type="submit">Search<\/button>/);
    // Not enhanced before the scripts run.
    expect(html).not.toContain("data-enhanced");
  });
});
