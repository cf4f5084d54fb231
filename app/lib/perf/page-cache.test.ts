import { describe, expect, it, vi } from "vitest";
import { createPageCache, NONCE_PLACEHOLDER } from "./page-cache.server";

const THEME = "camber_theme";

function setup(ttlMs = 2000) {
  let clock = 1_000;
  const cache = createPageCache({
    ttlMs,
    paths: { "/": [], "/builds": ["q", "sort", "cursor"] },
    themeCookieName: THEME,
    maxEntries: 3,
    now: () => clock,
  });
  return { cache, advance: (ms: number) => (clock += ms) };
}

const html = (body: string, extra: [string, string][] = []) => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"], ...extra] as [string, string][],
  body,
});

describe("which requests the page cache serves", () => {
  const { cache } = setup();
  const key = (url: string, cookieHeader?: string, method = "GET") =>
    cache.keyFor({ method, url, cookieHeader });

  it("serves visitors' GETs of the listed pages and their .data twins", () => {
    expect(key("/builds")).toBe("/builds\n");
    expect(key("/builds?sort=oldest&q=e30")).toBe("/builds?q=e30&sort=oldest\n");
    expect(key("/builds.data?sort=oldest&_routes=routes%2Fbuilds%2Flist")).toBe(
      "/builds.data?_routes=routes%2Fbuilds%2Flist&sort=oldest\n",
    );
    expect(key("/")).toBe("/\n");
    expect(key("/_root.data")).toBe("/_root.data\n");
  });

  it("keys the page by theme, the one cookie a visitor's page depends on", () => {
    expect(key("/builds", `${THEME}=abc`)).toBe("/builds\nabc");
  });

  it("passes everything else through", () => {
    expect(key("/builds/123")).toBeNull();
    expect(key("/admin")).toBeNull();
    expect(key("/builds", undefined, "POST")).toBeNull();
    expect(key("/builds", undefined, "HEAD")).toBeNull();
    expect(key("/builds", "camber.session_token=x")).toBeNull();
    expect(key("/builds", `${THEME}=abc; camber_flash=y`)).toBeNull();
    expect(key("/builds", "__Secure-camber.session_token=x")).toBeNull();
  });

  it("keys a page on the parameters its page reads only: junk parameters are dropped", () => {
    expect(key("/builds?utm_source=x")).toBe("/builds\n");
    expect(key("/builds?x=1&y=2&cachebuster=93731")).toBe("/builds\n");
    expect(key("/builds?q=e30&junk=1")).toBe("/builds?q=e30\n");
    expect(key("/builds?sort=oldest&q=e30&junk=1")).toBe(key("/builds?q=e30&sort=oldest"));
    expect(key("/builds?q=&sort=")).toBe("/builds\n");
    expect(key("/?page=2&q=x")).toBe("/\n");
    expect(key("/_root.data?junk=1")).toBe("/_root.data\n");
    expect(key("/builds.data?index&junk=1")).toBe("/builds.data?index\n");
  });

  it("ignores cookies the site does not set, keeping the theme", () => {
    expect(key("/builds", "anything=else")).toBe("/builds\n");
    expect(key("/builds", `_ga=GA1.2.3; ${THEME}=abc; consent=yes`)).toBe("/builds\nabc");
  });

  it("is off with a zero TTL", () => {
    expect(setup(0).cache.keyFor({ method: "GET", url: "/builds", cookieHeader: undefined })).toBe(
      null,
    );
  });
});

describe("serving from the page cache", () => {
  it("serves every junk URL of a page from one entry, and stores no entry per junk URL", async () => {
    const { cache } = setup();
    const render = vi.fn(async () => html("<p>builds</p>"));
    const urls = ["/builds", "/builds?a=1", "/builds?utm_source=x&b=2", "/builds?random=93731"];
    for (const [i, url] of urls.entries()) {
      const key = cache.keyFor({ method: "GET", url, cookieHeader: i % 2 ? "_ga=1" : undefined });
      expect(key).not.toBeNull();
      const { hit } = await cache.get(key as string, render);
      expect(hit).toBe(i > 0);
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.size()).toBe(1);
    expect(
      cache.urlOfKey(
        cache.keyFor({ method: "GET", url: "/builds?q=a&z=1", cookieHeader: undefined }) as string,
      ),
    ).toBe("/builds?q=a");
  });

  it("renders once with the placeholder nonce and serves copies with each response's nonce", async () => {
    const { cache } = setup();
    const render = vi.fn(async (nonce: string) => html(`<script nonce="${nonce}"></script>`));
    const first = await cache.get("k", render);
    const second = await cache.get("k", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(NONCE_PLACEHOLDER);
    expect([first.hit, second.hit]).toEqual([false, true]);
    expect(cache.bodyFor(second.page, "n0nce")).toBe('<script nonce="n0nce"></script>');
    expect(cache.bodyFor(second.page, "other")).toBe('<script nonce="other"></script>');
  });

  it("renders again once the copy is older than the TTL", async () => {
    const { cache, advance } = setup();
    const render = vi.fn(async () => html("page"));
    await cache.get("k", render);
    advance(1999);
    expect((await cache.get("k", render)).hit).toBe(true);
    advance(1);
    expect((await cache.get("k", render)).hit).toBe(false);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("lets concurrent misses share one render", async () => {
    const { cache } = setup();
    let finish: () => void = () => {};
    const render = vi.fn(
      () =>
        new Promise<ReturnType<typeof html>>((resolve) => {
          finish = () => resolve(html("page"));
        }),
    );
    const answers = Promise.all([1, 2, 3].map(() => cache.get("k", render)));
    await Promise.resolve();
    finish();
    const results = await answers;
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.page.body)).toEqual(["page", "page", "page"]);
  });

  it("never keeps or shares an answer that sets a cookie, is private, or is not a 200 page", async () => {
    const { cache } = setup();
    for (const answer of [
      html("a", [["set-cookie", "x=1"]]),
      html("b", [["cache-control", "private, no-store"]]),
      { ...html("c"), status: 404 },
      {
        status: 200,
        headers: [["content-type", "application/json"]] as [string, string][],
        body: "{}",
      },
    ]) {
      cache.clear();
      const render = vi.fn(async () => answer);
      const [one, two] = await Promise.all([cache.get("k", render), cache.get("k", render)]);
      expect(render).toHaveBeenCalledTimes(2);
      expect([one.hit, two.hit]).toEqual([false, false]);
      expect(cache.size()).toBe(0);
    }
  });

  it("keeps at most maxEntries pages, dropping the oldest", async () => {
    const { cache } = setup();
    for (const key of ["a", "b", "c", "d"]) await cache.get(key, async () => html(key));
    expect(cache.size()).toBe(3);
    const render = vi.fn(async () => html("a again"));
    expect((await cache.get("a", render)).hit).toBe(false);
    expect((await cache.get("d", render)).hit).toBe(true);
  });

  it("passes a failed render on to the caller and keeps nothing", async () => {
    const { cache } = setup();
    await expect(
      cache.get("k", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    expect(cache.size()).toBe(0);
    expect((await cache.get("k", async () => html("ok"))).hit).toBe(false);
  });
});
