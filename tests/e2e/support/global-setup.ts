// Runs once before the specs: builds the app (SKIP_BUILD=1 reuses the existing build while you
// iterate), then seeds the demo-content templates every spec file's app starts from (see
// ./app-server.ts). Returns the teardown that removes the templates after the run.
// BUILD_DIR=.builds/<name> builds into (and serves from) another folder, for parallel runs in one
// tree. It must be inside the project: the server bundle resolves its packages from node_modules.
//
// CAMBER_E2E_PREPARED=<file>: the build and templates were made beforehand by ./prepare.ts (npm
// test makes them while the unit tests run); the file lists the templates. If it is missing (the
// preparation failed), this setup builds and seeds as usual, so the failure shows here.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { adoptTemplates, seedTemplates, type Templates } from "./app-server";

export function build(root: string) {
  if (process.env.SKIP_BUILD === "1") {
    const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
    for (const file of ["server/index.js", "server.js"]) {
      if (!fs.existsSync(path.join(buildDir, file))) {
        throw new Error(`SKIP_BUILD=1 but ${file} is missing in ${buildDir}: run npm run build`);
      }
    }
    return;
  }
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`npx react-router build failed:\n${result.stdout}\n${result.stderr}`);
  }
  console.info(`[e2e] app built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

function preparedTemplates(): Templates | undefined {
  const file = process.env.CAMBER_E2E_PREPARED;
  if (!file || !fs.existsSync(file)) return undefined;
  console.info("[e2e] using the build and demo templates made while the unit tests ran");
  return JSON.parse(fs.readFileSync(file, "utf8")) as Templates;
}

export default async function globalSetup() {
  const prepared = preparedTemplates();
  if (prepared) return adoptTemplates(prepared);
  build(path.resolve(import.meta.dirname, "../../.."));
  return adoptTemplates(await seedTemplates());
}
