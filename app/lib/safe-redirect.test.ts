import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/builds", "/builds"],
    ["/builds?q=e30&sort=oldest", "/builds?q=e30&sort=oldest"],
    ["/forums/3#post-7", "/forums/3#post-7"],
    ["/builds?q=a%20b", "/builds?q=a%20b"],
    ["/builds?q=back\\slash", "/builds?q=back\\slash"],
    ["/events/caf%C3%A9", "/events/caf%C3%A9"],
    // Non-ASCII is percent-encoded, so the Location header is always valid.
    ["/builds?q=名前", "/builds?q=%E5%90%8D%E5%89%8D"],
    ["/a/../builds", "/builds"],
  ])("keeps the same-site path %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "",
    "builds",
    "evil.example",
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/builds\nSet-Cookie: x=1",
    "/builds\r\nLocation: https://evil.example",
    "/builds\u0000",
    "/builds\u007f",
    "/builds\u0085",
    "/ /evil.example",
    "/\u00a0/evil.example",
    "/%2Fevil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%252F/evil.example",
    "/%25252F/evil.example",
    "/%E0%A4%A",
    ` /evil`,
    `/${"a".repeat(3000)}`,
  ])("refuses %j and falls back to /", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  it("refuses what is not text, and uses the given fallback", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(42)).toBe("/");
    expect(safeRedirectPath(new File([], "x"))).toBe("/");
    expect(safeRedirectPath("//evil.example", "/notifications")).toBe("/notifications");
  });

  it("never returns anything that resolves to another origin", () => {
    const base = "https://camber.example";
    for (const input of ["/\\evil.example", "/\t/evil.example", "//evil.example", "/ok"]) {
      expect(new URL(safeRedirectPath(input), base).origin).toBe(base);
    }
  });
});

describe("signInPath", () => {
  it("comes back to a page of this site, and only to one", () => {
    expect(signInPath()).toBe("/auth");
    expect(signInPath("/account/export")).toBe("/auth?redirectTo=%2Faccount%2Fexport");
    expect(signInPath("/account/export/abc_DEF-123")).toBe(
      "/auth?redirectTo=%2Faccount%2Fexport%2Fabc_DEF-123",
    );
    expect(signInPath("//evil.example")).toBe("/auth");
    expect(signInPath("https://evil.example/x")).toBe("/auth");
    expect(signInPath("/")).toBe("/auth");
  });
});
