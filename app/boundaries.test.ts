// The import boundaries (.dependency-cruiser.cjs, run by `npm run lint`): each rule is shown to
// catch a small tree that breaks it, the allowed arrows pass, and the real tree keeps them.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

interface Violation {
  /** Severity "ignore": listed in the known-violations file. */
  rule: { name: string; severity: string };
  from: string;
  to: string;
}

/** Runs the checker on `app/` of `cwd`; every violation as "rule: from -> to". */
async function check(cwd: string, extraArgs: string[] = []): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [CLI, "app", "--config", CONFIG, "--output-type", "json", ...extraArgs],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => {
    // A tree with violations exits non-zero; the report is still on stdout.
    if (error.stdout) return { stdout: error.stdout };
    throw error;
  });
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations
    .filter((v) => v.rule.severity !== "ignore")
    .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
    .sort();
}

describe("import boundaries", () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-boundaries-"));
    const files: Record<string, string> = {
      "tsconfig.json": JSON.stringify({
        compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] } },
      }),
      // Allowed: shared code, an area's public files, routes and the app layer importing anything.
      "app/lib/format.ts": "export const format = (s: string) => s.trim();\n",
      "app/modules/people/display-name.ts":
        'import { format } from "~/lib/format";\nexport const displayName = (s: string) => format(s);\n',
      "app/modules/people/index.ts": 'export { displayName } from "./display-name";\n',
      "app/modules/people/index.server.ts": "export const findPerson = async () => null;\n",
      "app/modules/cars/card.tsx":
        'import { displayName } from "~/modules/people";\nimport { findPerson } from "~/modules/people/index.server";\nexport const card = () => [displayName("a"), findPerson];\n',
      "app/routes/cars.tsx":
        'import { displayName } from "~/modules/people/display-name";\nimport { card } from "~/modules/cars/card";\nexport default () => [card, displayName];\n',
      "app/root.tsx": 'import { format } from "~/lib/format";\nexport default format;\n',
      // A test may reach into another area's internals and into routes.
      "app/modules/cars/card.test.ts":
        'import { displayName } from "~/modules/people/display-name";\nimport route from "~/routes/cars";\nexport const t = [displayName, route];\n',
      // Broken: shared code importing an area, even for a type.
      "app/lib/greeting.ts":
        'import type { displayName } from "~/modules/people";\nexport type Greeting = typeof displayName;\n',
      "app/components/badge.tsx":
        'import { displayName } from "../modules/people/display-name";\nexport const badge = displayName;\n',
      "app/db/seed.ts": 'import { card } from "~/modules/cars/card";\nexport const seed = card;\n',
      // Broken: an area importing another area's internal file.
      "app/modules/events/host.ts":
        'import { displayName } from "~/modules/people/display-name";\nexport const host = displayName;\n',
      // Broken: an area importing a route or the root.
      "app/modules/events/page.ts":
        'import route from "~/routes/cars";\nimport root from "~/root";\nexport const page = [route, root];\n',
      // Broken: a cycle (type-only on one side).
      "app/lib/a.ts": 'import type { B } from "./b";\nexport interface A { b?: B }\n',
      "app/lib/b.ts": 'import type { A } from "./a";\nexport interface B { a?: A }\n',
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reports each broken rule and nothing else", async () => {
    expect(await check(dir)).toEqual([
      "area-deep-import: app/modules/events/host.ts -> app/modules/people/display-name.ts",
      "imports-app-layer: app/modules/events/page.ts -> app/root.tsx",
      "imports-app-layer: app/modules/events/page.ts -> app/routes/cars.tsx",
      "no-circular: app/lib/a.ts -> app/lib/b.ts",
      "route-imported: app/modules/events/page.ts -> app/routes/cars.tsx",
      "shared-imports-area: app/components/badge.tsx -> app/modules/people/display-name.ts",
      "shared-imports-area: app/db/seed.ts -> app/modules/cars/card.tsx",
      "shared-imports-area: app/lib/greeting.ts -> app/modules/people/index.ts",
    ]);
  });

  it("finds no violation in the real tree (as npm run lint runs it)", async () => {
    const known = path.join(ROOT, ".dependency-cruiser-known-violations.json");
    const args = fs.existsSync(known) ? ["--ignore-known", known] : [];
    expect(await check(ROOT, args)).toEqual([]);
    // Cruising ~900 modules takes seconds alone, more while the other test files run beside it.
  }, 120_000);
});
