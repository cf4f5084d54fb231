// Makes what the browser tests start from, ahead of them: the app's build and the seeded demo
// templates (as the Playwright global setup would), then writes the templates to <file>.
//   node --import tsx tests/e2e/support/prepare.ts <file>
// npm test (scripts/test.sh) runs it in the background while the unit tests run, then hands
// <file> to Playwright as CAMBER_E2E_PREPARED; the global setup takes the templates from it and
// removes them after the run. On failure it exits 1 and writes no file.
import fs from "node:fs";
import path from "node:path";
import { seedTemplates } from "./app-server";
import { build } from "./global-setup";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: node --import tsx tests/e2e/support/prepare.ts <file>");
  process.exit(1);
}
try {
  build(path.resolve(import.meta.dirname, "../../.."));
  const templates = await seedTemplates();
  fs.writeFileSync(file, JSON.stringify(templates));
} catch (error) {
  console.error(`[e2e] preparing the browser tests failed: ${(error as Error).message}`);
  process.exit(1);
}
