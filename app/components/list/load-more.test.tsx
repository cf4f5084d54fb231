// The list kit's markup as the server renders it (what a visitor without JavaScript gets).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import {
  BackToFirstPage,
  isModifiedClick,
  ListFailed,
  ListStatus,
  LoadMoreLink,
} from "./load-more";

/** What the stubbed route renders (set by render() before each call). */
let shown: React.ReactNode = null;

function Shown() {
  return shown;
}

const Stub = createRoutesStub([{ path: "*", Component: Shown }]);

function render(element: React.ReactNode, path = "/builds?q=civic") {
  shown = element;
  return renderToString(<Stub initialEntries={[path]} />);
}

const idle = { loading: false, load: () => {} };

describe("LoadMoreLink", () => {
  it("is a real link to the next page", () => {
    const html = render(
      <LoadMoreLink list={{ ...idle, nextPageHref: "/builds?q=civic&cursor=abc" }}>
        Load More Builds
      </LoadMoreLink>,
    );
    expect(html).toContain('href="/builds?q=civic&amp;cursor=abc"');
    expect(html).toContain("Load More Builds");
    expect(html).not.toContain("animate-spin");
  });

  it("shows nothing on the last page, and a spinner while loading", () => {
    expect(render(<LoadMoreLink list={{ ...idle, nextPageHref: null }}>More</LoadMoreLink>)).toBe(
      "",
    );
    const busy = render(
      <LoadMoreLink list={{ ...idle, loading: true, nextPageHref: "/x?cursor=1" }}>
        More
      </LoadMoreLink>,
    );
    expect(busy).toContain('aria-disabled="true"');
    expect(busy).toContain("animate-spin");
  });

  it("leaves modified clicks (new tab, new window) to the browser", () => {
    const plain = { metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(plain)).toBe(false);
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isModifiedClick({ ...plain, [key]: true })).toBe(true);
    }
  });
});

describe("ListStatus", () => {
  const list = { navigating: false, appendedCount: 0, items: [{ id: "a" }, { id: "b" }] };
  const shownText = (count: number) => `Showing ${count} builds`;

  it("is an empty live region until something happens", () => {
    const html = render(
      <ListStatus list={list} loadingText="Loading builds..." shownText={shownText} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('class="sr-only"');
    expect(html).not.toContain("Showing");
  });

  it("says 'Loading…' during another search and the count after Load More", () => {
    const loading = render(
      <ListStatus
        list={{ ...list, navigating: true }}
        loadingText="Loading builds..."
        shownText={shownText}
      />,
    );
    expect(loading).toContain("Loading builds...");
    expect(loading).not.toContain("sr-only");
    const appended = render(
      <ListStatus
        list={{ ...list, appendedCount: 1 }}
        loadingText="Loading builds..."
        shownText={shownText}
      />,
    );
    expect(appended).toContain("Showing 2 builds");
    expect(appended).toContain("sr-only");
  });

  it("never says loading for a list without loadingText", () => {
    const html = render(<ListStatus list={{ ...list, navigating: true }} shownText={shownText} />);
    expect(html).not.toContain("Loading");
  });
});

describe("BackToFirstPage and ListFailed", () => {
  it("links back to the first page", () => {
    const html = render(
      <BackToFirstPage href="/builds?q=civic">Showing later builds.</BackToFirstPage>,
    );
    expect(html).toContain("Showing later builds.");
    expect(html).toContain('href="/builds?q=civic"');
    expect(html).toContain("Back to first page");
  });

  it("says what failed and retries the same URL", () => {
    const html = render(<ListFailed message="Failed to load builds. Please try again." />);
    expect(html).toContain("Failed to load builds. Please try again.");
    expect(html).toContain('href="/builds?q=civic"');
    expect(html).toContain("Try again");
  });
});
