// Initial JavaScript of EVERY route (not a test; prints figures for docs/performance.md):
//   npm run build && npx tsx bench/route-js.ts
//   BUILD_DIR=.builds/bench npx tsx bench/route-js.ts
//
// bench/frontend.ts measures six key pages in Lighthouse; this covers the rest. For each route of
// the build's manifest it adds up the gzip sizes (level 6, what server.ts's compression sends)
// of the scripts a first visit loads before anything is used: the client entry and its imports, and for the root and each route on the way to the page its module and
// imports, each file once. Code loaded later with import() (lazy schemas, dialogs, the account
// menu) is not counted, as in the browser. HTTP headers (~0.5 KB per script as Lighthouse sees them)
// are estimated per script. Budget (issue 8): under 150 KB; routes over it are marked "✗" and the
// exit code is 1.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

interface RouteAsset {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAsset>;
}

const BUDGET_BYTES = 150 * 1024;
const HEADER_BYTES_PER_SCRIPT = 0.5 * 1024;

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
  assets: AssetsManifest;
  routes: Record<string, { module: { default?: unknown } }>;
};
const { assets } = serverBuild;

const gzipSizes = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(buildDir, "client", url)), { level: 6 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

/** The routes from the root down to `route`. */
function branch(route: RouteAsset): RouteAsset[] {
  const chain: RouteAsset[] = [];
  for (
    let r: RouteAsset | undefined = route;
    r;
    r = r.parentId ? assets.routes[r.parentId] : undefined
  ) {
    chain.unshift(r);
  }
  return chain;
}

function fullPath(route: RouteAsset): string {
  const parts = branch(route)
    .map((r) => r.path ?? "")
    .filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

const rows: { path: string; scripts: number; kb: number }[] = [];
for (const route of Object.values(assets.routes)) {
  // Layouts without a page of their own are measured with their pages; resource routes (feeds,
  // health checks: no component) are never a document.
  const isPage = route.index || route.path !== undefined;
  if (!isPage || route.id === "root" || !serverBuild.routes[route.id]?.module.default) continue;
  // The router's manifest is not among them: with lazy route discovery (React Router's default)
  // the page carries the part it needs inline.
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const r of branch(route)) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSize(file) + HEADER_BYTES_PER_SCRIPT;
  rows.push({ path: fullPath(route), scripts: files.size, kb: bytes / 1024 });
}

rows.sort((a, b) => b.kb - a.kb);
let over = 0;
console.info(`${buildDir}: initial JavaScript per route (gzip + ~0.5 KB headers per script)`);
console.info("route".padEnd(44), "scripts", "  KB");
for (const row of rows) {
  const ok = row.kb * 1024 < BUDGET_BYTES;
  if (!ok) over++;
  console.info(
    row.path.padEnd(44),
    String(row.scripts).padStart(7),
    row.kb.toFixed(1).padStart(6),
    ok ? "✓" : "✗",
  );
}
console.info(`${rows.length} routes, ${over} over the 150 KB budget`);
process.exit(over ? 1 : 0);
