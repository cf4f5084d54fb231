// /builds filters and sorts at scale (not a test; prints figures for docs/performance.md):
//   DATABASE_URL=postgresql://…/camber_bench DATABASE_POOL_MAX=20 \
//     npx tsx bench/build-filters.ts [--connections 20] [--seconds 5] [--explain]
// Fill the database first: npx tsx bench/generate.ts --builds 100000 --mods 1000000 …
// Each scenario is a /builds query string run through the app's own parser and query
// (parseBuildListQuery + listPublicBuilds), so what is measured is what the page runs: first
// page and, from its cursor, the second. `connections` workers loop over it for `seconds`.
// --explain prints EXPLAIN (ANALYZE, BUFFERS) of each scenario's first-page statement.
import { parseArgs } from "node:util";
import pg from "pg";
import { getDb } from "../app/db/client.server";
import { parseBuildListQuery } from "../app/modules/builds/params";
import { listPublicBuilds } from "../app/modules/builds/queries.server";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    seconds: { type: "string", default: "5" },
    explain: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL to the bench database");
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const FILTERS = [
  "",
  "make=BMW",
  "model=M3",
  "chassis=E46",
  "yearMin=1990&yearMax=2005",
  "tag=drift",
  "aspiration=turbo",
  "suspension=bagged",
  "wheel=18",
  "offsetMin=-10&offsetMax=10",
  "wheel=18&offsetMin=20&offsetMax=40",
  "powerMin=400&powerMax=600",
  "chassis=S15&wheel=18&tag=jdm",
];
const SORTS = ["", "sort=oldest", "sort=featured", "sort=most-liked", "sort=trending"];
const SEARCHES = ["", "q=drift", "q=E46", "q=VW%20GTI"];

const scenarios: string[] = [];
for (const filter of FILTERS) scenarios.push(filter);
for (const sort of SORTS.slice(1)) scenarios.push(sort);
for (const search of SEARCHES.slice(1)) {
  scenarios.push(search);
  scenarios.push(`${search}&chassis=E46`);
  scenarios.push(`${search}&wheel=18&offsetMin=20&offsetMax=40`);
  scenarios.push(`${search}&sort=most-liked`);
  scenarios.push(`${search}&sort=trending`);
}
scenarios.push(
  "tag=stance&sort=most-liked",
  "aspiration=turbo&sort=trending",
  "powerMin=500&sort=oldest",
);
const selected = values.only ? scenarios.filter((s) => s.includes(values.only ?? "")) : scenarios;

// Records the last statement the app sent, to EXPLAIN it with the same parameters.
let lastStatement: { text: string; values: unknown[] } | null = null;
const originalQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
  if (typeof first === "string") lastStatement = { text: first, values: second ?? [] };
  else if (first && typeof first === "object" && "text" in first) {
    lastStatement = { text: first.text, values: first.values ?? second ?? [] };
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function pageOnce(qs: string) {
  const query = parseBuildListQuery(new URLSearchParams(qs));
  const first = await listPublicBuilds(query);
  if (first.nextCursor) {
    await listPublicBuilds({ ...query, cursor: first.nextCursor });
  }
  return first.items.length;
}

getDb();
console.info(
  `${connections} connections, ${seconds} s per scenario; each sample = first page + next page`,
);
console.info(
  "scenario                                              found   req/s   p50 ms   p99 ms",
);
for (const qs of selected) {
  const found = await pageOnce(qs); // warm-up
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        await pageOnce(qs);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.info(
    `${(qs || "(unfiltered, newest)").padEnd(52)} ${String(found).padStart(6)} ${(latencies.length / seconds).toFixed(0).padStart(7)} ${percentile(latencies, 50).toFixed(1).padStart(8)} ${percentile(latencies, 99).toFixed(1).padStart(8)}`,
  );
}

if (values.explain) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  for (const qs of selected) {
    const query = parseBuildListQuery(new URLSearchParams(qs));
    lastStatement = null;
    await listPublicBuilds(query);
    const statement = lastStatement as { text: string; values: unknown[] } | null;
    if (!statement) continue;
    const plan = await client.query(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.values,
    );
    console.info(`\n### ${qs || "(unfiltered)"}\n`);
    for (const row of plan.rows) console.info(row["QUERY PLAN"]);
  }
  await client.end();
}
process.exit(0);
