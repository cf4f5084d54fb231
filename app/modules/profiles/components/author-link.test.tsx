// AuthorLink: 'By {name}' everywhere links to /u/{username}, with the SPEC display name.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthorLink, profilePath } from "./author-link";

const render = (element: React.ReactElement) =>
  renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe("AuthorLink", () => {
  it("links the full name to the public profile", () => {
    const html = render(<AuthorLink username="maya_s2k" fullName="Maya Okafor" />);
    expect(html).toMatch(/^<a [^>]*href="\/u\/maya_s2k"[^>]*>Maya Okafor<\/a>$/);
  });

  it("falls back to the username, and lifts itself above a stretched card link", () => {
    const html = render(<AuthorLink username="drift.king" fullName={null} overCard />);
    expect(html).toContain(">drift.king</a>");
    expect(html).toContain("relative z-10");
  });

  it("is plain text without a username: a deleted member, never a dead link", () => {
    expect(render(<AuthorLink username={null} fullName={null} />)).toBe(
      "<span>Deleted member</span>",
    );
    expect(render(<AuthorLink username={null} fallback="Anonymous" />)).toBe(
      "<span>Anonymous</span>",
    );
  });

  it("escapes odd characters in the address", () => {
    expect(profilePath("a b/c")).toBe("/u/a%20b%2Fc");
  });
});
