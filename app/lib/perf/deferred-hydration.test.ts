import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferModuleScript, deferredHydration } from "./deferred-hydration.server";

// What React Router's <Scripts> writes (7.x, lazy route discovery): preload links hoisted into the
// head, a classic context script and the module script at the end of the body.
const MODULE_BODY = [
  ";",
  'import * as route0 from "/assets/root-1a.js";',
  'import * as route1 from "/assets/home-2b.js";',
  '  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-3c.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-3c.js");',
].join("\n");

const HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/assets/oswald.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3c.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework-4d.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-1a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/home-2b.js" nonce="n0nce"/>' +
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root.css"/></head>' +
  "<body><h1>Camber Club — Tuned. Stanced. Respected. 🏁</h1>" +
  "<p>Write about &lt;link rel=&quot;modulepreload&quot;&gt; and &lt;script&gt; here</p>" +
  '<script nonce="n0nce">window.__reactRouterContext = {"state":"\\u003cscript\\u003e"};</script>' +
  `<script nonce="n0nce" type="module" async="">${MODULE_BODY}</script></body></html>`;

const PRELOADS = [
  "/assets/entry.client-3c.js",
  "/assets/framework-4d.js",
  "/assets/root-1a.js",
  "/assets/home-2b.js",
];

/**
 * Runs a rewritten module body with a stand-in document and window, recording what it does:
 * the order matters (nothing before a painted frame; preloads before the imports; each module
 * graph in a task of its own; the entry last).
 */
async function runModuleBody(body: string, { painted = true } = {}) {
  const log: string[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const caps: (() => void)[] = [];
  const head = {
    appendChild: (link: { rel: string; href: string; fetchPriority: string }) =>
      log.push(`${link.rel} ${link.fetchPriority} ${link.href}`),
  };
  const context = {
    document: { head, createElement: () => ({ rel: "", href: "", fetchPriority: "" }) },
    window: {} as Record<string, unknown>,
    setTimeout: (callback: () => void, ms: number) => {
      if (ms > 0) {
        log.push(`cap ${ms}`);
        caps.push(callback);
      } else timers.push(callback);
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    load: async (specifier: string) => {
      log.push(`import ${specifier}`);
      return { specifier };
    },
  };
  // import() is not available in a vm script: the body's imports call load() instead.
  const source = `(async () => {\n${body.replaceAll("import(", "load(")}\n})()`;
  const done = vm.runInNewContext(source, context) as Promise<void>;
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const step = async (what: string, run: () => void) => {
    log.push(`-- ${what}`);
    run();
    await settle();
  };
  await settle();
  if (painted) await step("frame", () => frames.shift()?.());
  else await step("cap", () => caps.shift()?.());
  while (timers.length > 0) await step("task", () => timers.shift()?.());
  await done;
  return { log, window: context.window };
}

describe("deferModuleScript", () => {
  it("starts the scripts after a painted frame, one module graph per task, the entry last", async () => {
    const body = deferModuleScript(MODULE_BODY, PRELOADS);
    expect(body).not.toBeNull();
    expect(body).not.toMatch(/^\s*import \*/m);
    const { log, window } = await runModuleBody(body as string);
    expect(log).toEqual([
      "cap 2000",
      "-- frame",
      "-- task",
      "modulepreload low /assets/entry.client-3c.js",
      "modulepreload low /assets/framework-4d.js",
      "modulepreload low /assets/root-1a.js",
      "modulepreload low /assets/home-2b.js",
      // The entry's own imports (listed between the entry and the first route module) first.
      "import /assets/framework-4d.js",
      "-- task",
      "import /assets/root-1a.js",
      "-- task",
      "import /assets/home-2b.js",
      "-- task",
      "import /assets/entry.client-3c.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-1a.js" },
      "routes/home": { specifier: "/assets/home-2b.js" },
    });
  });

  it("starts on the cap's timer when no frame is painted (a tab in the background)", async () => {
    const body = deferModuleScript(MODULE_BODY, []) as string;
    expect(body).toContain("requestAnimationFrame(start); setTimeout(start, 2000);");
    const { log } = await runModuleBody(body, { painted: false });
    expect(log.slice(0, 3)).toEqual(["cap 2000", "-- cap", "-- task"]);
    expect(log.filter((line) => line.startsWith("import"))).toEqual([
      "import /assets/root-1a.js",
      "import /assets/home-2b.js",
      "import /assets/entry.client-3c.js",
    ]);
  });

  it("keeps bare imports, in their order", () => {
    const body = deferModuleScript(
      'import "/assets/manifest-9.js";\nimport * as r from "/r.js";\nrun(r);',
      [],
    );
    expect(body).toMatch(
      /await import\("\/assets\/manifest-9.js"\);[\s\S]*const r = await import\("\/r.js"\);[\s\S]*run\(r\);$/,
    );
  });

  it("leaves a script without the expected imports alone", () => {
    expect(deferModuleScript('window.x = 1;\nimport("/assets/entry.js");', ["/a.js"])).toBeNull();
  });

  it("cannot be made to close its script element", () => {
    const body = deferModuleScript(MODULE_BODY, [
      "/assets/</script><script>alert(1)//.js",
    ]) as string;
    expect(body).not.toContain("</script>");
  });
});

describe("deferHydration", () => {
  const out = deferHydration(HTML);

  it("takes the module preload links out of the head and nothing else", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(
      '<link rel="preload" href="/assets/oswald.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(out).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/root.css"/></head>');
    expect(out).toContain(
      "<p>Write about &lt;link rel=&quot;modulepreload&quot;&gt; and &lt;script&gt; here</p>",
    );
    expect(out).toContain(
      '<script nonce="n0nce">window.__reactRouterContext = {"state":"\\u003cscript\\u003e"};</script>',
    );
  });

  it("rewrites the module script, keeping its element and nonce", () => {
    expect(out).toContain(
      `<script nonce="n0nce" type="module" async="">${deferModuleScript(MODULE_BODY, PRELOADS)}</script></body></html>`,
    );
  });

  it("puts the links back in front of a module script it does not recognise", () => {
    const other = HTML.replace(MODULE_BODY, 'import("/assets/entry.client-3c.js");');
    const result = deferHydration(other);
    expect(result).toContain(
      `${PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}<script nonce="n0nce" type="module" async="">import("/assets/entry.client-3c.js");</script>`,
    );
  });
});

describe("deferredHydration (stream)", () => {
  const streamed = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(deferredHydration()));
  const expected = deferHydration(HTML);

  it("gives the whole-document result when the document comes in one chunk", async () => {
    expect(await streamed([Buffer.from(HTML)])).toBe(expected);
  });

  it("gives the same result wherever the document is split, multi-byte text included", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await streamed([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `split at byte ${cut}`).toBe(expected);
    }
  });

  it("copes with one byte per chunk", async () => {
    const chunks = [...Buffer.from(HTML)].map((byte) => Buffer.from([byte]));
    expect(await streamed(chunks)).toBe(expected);
  });

  it("passes a document without scripts through unchanged, an unfinished tag at its end included", async () => {
    const plain =
      "<html><body><p>No scripts here, only a trailing &lt;link</p></body></html><link rel";
    expect(await streamed([Buffer.from(plain.slice(0, 40)), Buffer.from(plain.slice(40))])).toBe(
      plain,
    );
  });
});
