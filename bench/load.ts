// Load run against a running server (not a test; prints figures for docs/performance.md):
//   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/load.ts [--connections 20] [--seconds 15]
//     [--paths "/builds?chassis=E46,/builds?sort=trending"]
// Pages: the /builds first page, a search, and a build detail page (the newest public build),
// then each of --paths (e.g. filtered lists, to compare with the unfiltered one in the same run).
// Each page gets a 2 s warm-up before its measured run.
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    seconds: { type: "string", default: "15" },
    paths: { type: "string", default: "" },
  },
});
const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const connections = Number(values.connections);
const duration = Number(values.seconds);

async function firstBuildPath(): Promise<string> {
  const html = await (await fetch(`${base}/builds`)).text();
  const match = html.match(/href="(\/builds\/[0-9a-f-]{36})"/);
  if (!match) throw new Error("No build link found on /builds: is the database filled?");
  return match[1];
}

const targets = [
  { name: "/builds (first page)", path: "/builds" },
  { name: "/builds?q=drift", path: "/builds?q=drift" },
  { name: "build detail", path: await firstBuildPath() },
  ...values.paths
    .split(",")
    .filter(Boolean)
    .map((path) => ({ name: path.replace(/^\/builds/, ""), path })),
];

console.info(`${base}, ${connections} connections, ${duration} s each`);
console.info("page                      req/s     p50 ms   p99 ms   non-2xx");
for (const target of targets) {
  // Warm-up (not measured): the first requests of a fresh process pay for JIT compilation and
  // cold caches, which is not what a running site's visitors see.
  await autocannon({ url: base + target.path, connections, duration: 2 });
  const result = await autocannon({ url: base + target.path, connections, duration });
  console.info(
    `${target.name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)}`,
  );
}
