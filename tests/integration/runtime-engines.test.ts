// The site declares the Node versions it runs on (package.json "engines"); every package it
// needs at run time must declare that it runs there too, or the declaration is not true.
// (Dev tools such as lighthouse or @axe-core/playwright may want a newer Node: they only run on
// developers' and CI machines.)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** Whether `version` satisfies an npm range of the forms packages use in "engines". */
function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  return range.split("||").some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean);
    if (comparators.length === 0 || comparators.includes("*")) return true;
    return comparators.every((comparator) => {
      const match = /^(>=|<=|>|<|\^|~|=)?v?([\dx.*]+)$/.exec(comparator);
      if (!match) throw new Error(`Unreadable engines range: ${range}`);
      const [, op = "", raw = ""] = match;
      const parts = raw.split(".").filter((part) => part !== "x" && part !== "*");
      const bound = parseVersion(parts.join("."));
      const c = compare(v, bound);
      switch (op) {
        case ">=":
          return c >= 0;
        case ">":
          return c > 0;
        case "<=":
          return c <= 0;
        case "<":
          return c < 0;
        case "^":
          return c >= 0 && v[0] === bound[0];
        case "~":
          return c >= 0 && v[0] === bound[0] && v[1] === bound[1];
        default:
          // "20" or "20.x" means any 20.*; "20.19.0" exactly that.
          return parts.every((part, i) => v[i] === Number(part));
      }
    });
  });
}

const root = path.resolve(import.meta.dirname, "../..");
const declared = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines
  .node as string;
const oldestSupported = /^>=\s*([\d.]+)$/.exec(declared)?.[1] ?? "";

describe("the declared Node versions", () => {
  it("reads the ranges packages use", () => {
    expect(satisfies("20.19.0", ">=20.9.0")).toBe(true);
    expect(satisfies("20.19.0", "20 || 22 || >=24")).toBe(true);
    expect(satisfies("20.19.0", "22 || >=24.0.0")).toBe(false);
    expect(satisfies("20.19.0", "^20.19.0 || >=22.12.0")).toBe(true);
    expect(satisfies("20.18.0", "^20.19.0 || >=22.12.0")).toBe(false);
    expect(satisfies("20.19.0", ">= 16.0.0")).toBe(true);
    expect(satisfies("20.19.0", ">=22.19")).toBe(false);
  });

  it("are a lower bound the machine running the tests meets", () => {
    expect(oldestSupported).toMatch(/^\d+\.\d+/);
    expect(satisfies(process.version, declared)).toBe(true);
  });

  it("are supported by every package needed at run time", () => {
    const dirs = execFileSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    })
      .split("\n")
      .filter((dir) => dir && dir !== root);
    expect(dirs.length).toBeGreaterThan(50);
    const unsupported: string[] = [];
    for (const dir of new Set(dirs)) {
      const file = path.join(dir, "package.json");
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
      const range = pkg.engines?.node;
      if (typeof range !== "string" || range.trim() === "") continue;
      if (!satisfies(oldestSupported, range)) {
        unsupported.push(`${pkg.name}@${pkg.version} wants node ${range}`);
      }
    }
    expect(unsupported).toEqual([]);
  });
});
