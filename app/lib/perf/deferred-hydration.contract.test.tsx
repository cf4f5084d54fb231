// The contract between the HTML rewrite and React Router: a page rendered by the installed React
// Router (its <ServerRouter>, <Links> and <Scripts>) through the app's own entry.server is
// rewritten so its scripts start after the first paint. The rewrite parses markup React Router
// writes; when an upgrade writes something else, the rewrite leaves the page as it is (safe, but
// the trick is silently gone), so this test fails loudly instead.
import { createElement } from "react";
import { createRequestHandler, Links, Meta, Outlet, Scripts, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_PAINT_WAIT_CAP_MS } from "./deferred-hydration.server";

const ENTRY = "/assets/entry.client-3c.js";
const CHUNK = "/assets/chunk-react-4d.js";
const ROOT = "/assets/root-1a.js";
const HOME = "/assets/home-2b.js";

function Document() {
  return createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement(Meta), createElement(Links)),
    createElement("body", null, createElement(Outlet), createElement(Scripts)),
  );
}

const Home = () => createElement("h1", null, "Camber Club");

/** A two-route app as the Vite plugin would build it: the root document and the home page. */
async function build(): Promise<ServerBuild> {
  const entry = await import("~/entry.server");
  const route = (id: string, module: string) => ({
    id,
    module,
    imports: [CHUNK],
    css: [],
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  return {
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: Document } },
      "routes/home": {
        id: "routes/home",
        parentId: "root",
        index: true,
        module: { default: Home },
      },
    },
    assets: {
      entry: { module: ENTRY, imports: [CHUNK] },
      routes: {
        root: { ...route("root", ROOT), path: "" },
        "routes/home": { ...route("routes/home", HOME), parentId: "root", index: true },
      },
      url: "/assets/manifest-5e.js",
      version: "5e",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function renderHome(): Promise<string> {
  const handler = createRequestHandler(await build(), "production");
  const response = await handler(new Request("http://localhost/"));
  expect(response.status).toBe(200);
  // Each response has its own CSP nonce.
  return (await response.text()).replaceAll(/nonce="[^"]+"/g, 'nonce="n0nce"');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("scripts after the first paint, with the installed React Router", () => {
  it("take the module preloads out of the head and start the code after the first paint", async () => {
    vi.stubEnv("PROD", true);
    const html = await renderHome();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="modulepreload"');
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toContain("requestAnimationFrame");
    expect(script).toContain(`setTimeout(start, ${FIRST_PAINT_WAIT_CAP_MS})`);
    // Every chunk is still preloaded (at low priority), and each module is imported in turn.
    for (const href of [ENTRY, CHUNK, ROOT, HOME]) expect(script).toContain(JSON.stringify(href));
    expect(script).toContain(`await import("${ROOT}")`);
    expect(script).toContain(`await import("${HOME}")`);
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("leave React Router's markup as it is with CAMBER_PERF_DEFERRED_HYDRATION=off", async () => {
    vi.stubEnv("PROD", false);
    const untouched = await renderHome();
    vi.resetModules();
    vi.stubEnv("PROD", true);
    vi.stubEnv("CAMBER_PERF_DEFERRED_HYDRATION", "off");
    const switchedOff = await renderHome();
    expect(switchedOff).toBe(untouched);
    expect(switchedOff).toContain(`<link rel="modulepreload" href="${ROOT}"`);
    expect(switchedOff).toMatch(/import \* as route0 from "\/assets\/root-1a\.js";/);
  });
});
