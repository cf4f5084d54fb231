import { describe, expect, it } from "vitest";
import { appendPage, failedList, withCursor } from "./use-load-more";

const item = (id: string) => ({ id });

describe("appendPage", () => {
  it("appends a page to the first page it was asked for, leaving out items shown already", () => {
    const base = [item("a"), item("b")];
    const once = appendPage(undefined, base, { items: [item("b"), item("c")], nextCursor: "x" });
    expect(once).toEqual({ base, items: [item("c")], nextCursor: "x" });

    const twice = appendPage(once, base, { items: [item("c"), item("d")], nextCursor: null });
    expect(twice.items).toEqual([item("c"), item("d")]);
    expect(twice.nextCursor).toBeNull();
  });

  it("starts over for another first page (a new search)", () => {
    const oldBase = [item("a")];
    const earlier = appendPage(undefined, oldBase, { items: [item("b")], nextCursor: "x" });
    const newBase = [item("z")];
    const fresh = appendPage(earlier, newBase, { items: [item("b")], nextCursor: null });
    expect(fresh).toEqual({ base: newBase, items: [item("b")], nextCursor: null });
  });
});

describe("withCursor", () => {
  it("sets or removes the cursor and keeps the other parameters", () => {
    expect(withCursor("/builds", "?q=civic&sort=oldest", "abc")).toBe(
      "/builds?q=civic&sort=oldest&cursor=abc",
    );
    expect(withCursor("/builds", "?q=civic&cursor=abc", "def")).toBe("/builds?q=civic&cursor=def");
    expect(withCursor("/builds", "?q=civic&cursor=abc", null)).toBe("/builds?q=civic");
    expect(withCursor("/notifications", "?cursor=abc", null)).toBe("/notifications");
    expect(withCursor("/u/kei", "", "a+b/c")).toBe("/u/kei?cursor=a%2Bb%2Fc");
  });
});

describe("failedList", () => {
  it("has nothing to show and no next page", () => {
    expect(failedList()).toEqual({ items: [], nextCursor: null, failed: true });
  });
});
