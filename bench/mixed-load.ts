// Mixed read/write load with write verification, and the fault runs (not a test; prints figures for
// docs/reliability.md). Needs the built app (`BUILD_DIR=.builds/bench npx react-router build`).
//
//   npx tsx bench/mixed-load.ts --db pglite|postgres [--connections 50] [--seconds 60]
//                               [--fault none|kill|pg-restart|s3-down] [--s3] [--pg-url URL]
//
// What it does:
// 1. A template per engine (made once, kept under /tmp/camber-load-template-*): the app's first start
//    seeds the demo content; 200 bench members sign up through the real API, are marked verified in
//    the database and signed in (their session cookies are kept with the template).
// 2. Each run starts the built app (`node build/server.js`, NODE_ENV=production,
//    RATE_LIMITS=off) on a fresh copy of the template (PGlite folder copy, or PostgreSQL
//    `CREATE DATABASE … TEMPLATE`). With --s3 (implied by --fault s3-down) uploads go to an
//    s3rver (S3-protocol server) started here.
// 3. `connections` workers, each signed in as its own member, loop over a weighted mix: browse
//    (/, /builds, a build), search, like/unlike, comment, create a build with 1–2 JPEG photos, RSVP
//    attend/cancel. Every write carries the run id; every ACKNOWLEDGED write is recorded (like,
//    comment, RSVP: HTTP 200 from the route's data endpoint; create build: 302 to /builds).
// 4. After the run the app is stopped and the database is read directly: every acknowledged
//    comment and build is there exactly once, no write appears twice, every build of the run has
//    all its photo rows and stored files (so none is half-created), the like and RSVP state of every
//    (member, target) pair is the last acknowledged one, and no stored photo is left without a row.
//
// Faults (at half time): kill = SIGKILL the app, restart it on the same data and port; pg-restart =
// restart a PostgreSQL cluster of our own (started here on a free port, so other users of the
// machine's server are not disturbed) and measure the time to the first successful request;
// s3-down = stop the s3rver for 5 s while create-build requests are in flight, then start it again
// on the same port and folder.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    fault: { type: "string", default: "none" },
    s3: { type: "boolean", default: false },
    "pg-url": { type: "string", default: "postgresql://postgres@127.0.0.1:5432/postgres" },
    keep: { type: "boolean", default: false },
  },
});
const engine = args.db === "postgres" ? "postgres" : "pglite";
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const fault = args.fault as "none" | "kill" | "pg-restart" | "s3-down";
const useS3 = args.s3 || fault === "s3-down";
const MEMBERS = 200;
const PASSWORD = "bench-Load-Passw0rd!";
const runId = `r${Date.now().toString(36)}`;
const log = (...parts: unknown[]) =>
  console.info(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);

if (!["none", "kill", "pg-restart", "s3-down"].includes(fault))
  throw new Error(`--fault ${fault}?`);
if (fault === "pg-restart" && engine !== "postgres")
  throw new Error("pg-restart needs --db postgres");
if (connections > MEMBERS) throw new Error(`at most ${MEMBERS} connections (one member each)`);

// ---------------------------------------------------------------------------------------------
// Small helpers

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function inParallel<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs SQL against the run's database (PostgreSQL URL, or the PGlite folder once the app is down). */
interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function openSql(target: { url?: string; pgliteDir?: string }): Promise<Sql> {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      close: () => client.end(),
    };
  }
  const client = new PGlite(target.pgliteDir, { extensions: { pg_trgm } });
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params as unknown[])).rows,
    close: () => client.close(),
  };
}

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminSql(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The app process

interface App {
  child: ChildProcess;
  baseURL: string;
  log(): string;
}

function appEnv(o: { port: number; dataDir: string; databaseUrl?: string; secret: string }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(o.port),
    HOST: "127.0.0.1",
    BASE_URL: `http://127.0.0.1:${o.port}`,
    DATA_DIR: o.dataDir,
    DATABASE_URL: o.databaseUrl ?? "",
    BETTER_AUTH_SECRET: o.secret,
    SEED_DEMO: "true",
    DEMO_ADMIN_PASSWORD: "bench-Admin-Passw0rd!",
    DEMO_MEMBER_PASSWORD: PASSWORD,
    RATE_LIMITS: "off",
    // The load members sign up at machine speed from one address.
    SIGNUP_IP_LIMIT: "0",
    SIGNUP_MIN_FILL_SECONDS: "0",
    SMTP_URL: "",
    LOG_LEVEL: "warn",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  };
  delete env.TEST_DATABASE_URL;
  return env;
}

async function startApp(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<App> {
  const buildDir = path.resolve(ROOT, env.BUILD_DIR ?? "build");
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    if (chunks.length > 2000) chunks.splice(0, 1000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  process.once("exit", () => child.kill("SIGKILL"));
  const baseURL = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`app exited during start:\n${chunks.join("").slice(-4000)}`);
    }
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok)
        return { child, baseURL, log: () => chunks.join("") };
    } catch {
      // not yet
    }
    await sleep(150);
  }
  child.kill("SIGKILL");
  throw new Error(`app did not start in ${timeoutMs} ms:\n${chunks.join("").slice(-4000)}`);
}

async function stopApp(app: App, signal: NodeJS.Signals = "SIGTERM") {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((r) => app.child.once("exit", r));
  app.child.kill(signal);
  const timer = setTimeout(() => app.child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// The template: demo content + 200 verified, signed-in bench members

interface Template {
  dataDir: string;
  databaseName?: string;
  serverUrl?: string;
  secret: string;
  members: { email: string; id: string; cookie: string }[];
  buildIds: string[];
  eventIds: string[];
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function prepareTemplate(): Promise<Template> {
  const dir = path.join(
    os.tmpdir(),
    `camber-load-template-${engine}${fault === "pg-restart" ? "-private" : ""}`,
  );
  const file = path.join(dir, "template.json");
  if (fs.existsSync(file)) {
    const template = JSON.parse(fs.readFileSync(file, "utf8")) as Template;
    if (engine === "pglite" || template.serverUrl === args["pg-url"]) return template;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (engine === "postgres") {
    databaseName = `camber_load_tpl_${Date.now()}`;
    await adminSql(args["pg-url"], `create database ${databaseName}`);
    databaseUrl = withDatabase(args["pg-url"], databaseName);
  }
  const port = await freePort();
  const env = appEnv({ port, dataDir, databaseUrl, secret });
  log("template: first start (seeds the demo content)…");
  let app = await startApp(env, 600_000);
  const emails = Array.from({ length: MEMBERS }, (_, i) => `load-${i}@bench.camber.example`);
  log(`template: signing up ${MEMBERS} members…`);
  // The JSON sign-up wants the stamp the sign-up page hands out with its form.
  const signUpPage = await (await fetch(`${app.baseURL}/auth?mode=signup`)).text();
  const formStartedAt = /name="formStartedAt" value="([^"]+)"/.exec(signUpPage)?.[1];
  if (!formStartedAt) throw new Error("the sign-up page carries no form stamp");
  await inParallel(emails, 6, async (email, i) => {
    const response = await fetch(`${app.baseURL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.baseURL },
      body: JSON.stringify({
        name: `Load Member ${i}`,
        email,
        password: PASSWORD,
        username: `load_member_${i}`,
        formStartedAt,
      }),
    });
    if (!response.ok)
      throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
  });
  await stopApp(app);
  const sql = await openSql({ url: databaseUrl, pgliteDir: path.join(dataDir, "pglite") });
  await sql.query(
    // Established members (joined a month ago): the new-member limits would refuse their builds.
    "update users set email_verified = true, created_at = now() - interval '30 days' where email like 'load-%@bench.camber.example'",
  );
  const users = await sql.query<{ id: string; email: string }>(
    "select id, email from users where email like 'load-%@bench.camber.example'",
  );
  const buildIds = (
    await sql.query<{ id: string }>(
      "select id from builds where approval_status = 'approved' and status = 'active' order by created_at desc limit 60",
    )
  ).map((r) => r.id);
  const eventIds = (
    await sql.query<{ id: string }>(
      "select id from events where approval_status = 'approved' and event_date > now() + interval '2 days' order by event_date limit 20",
    )
  ).map((r) => r.id);
  await sql.close();
  if (buildIds.length === 0 || eventIds.length === 0) throw new Error("demo content missing");
  app = await startApp(env, 120_000);
  log(`template: signing in ${MEMBERS} members…`);
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const members: Template["members"] = [];
  await inParallel(emails, 6, async (email) => {
    members.push({ email, id: idOf.get(email)!, cookie: await signIn(app.baseURL, email) });
  });
  members.sort((a, b) => a.email.localeCompare(b.email));
  await stopApp(app);
  const template: Template = {
    dataDir,
    databaseName,
    serverUrl: engine === "postgres" ? args["pg-url"] : undefined,
    secret,
    members,
    buildIds,
    eventIds,
  };
  fs.writeFileSync(file, JSON.stringify(template));
  log(`template ready: ${buildIds.length} builds, ${eventIds.length} events`);
  return template;
}

// ---------------------------------------------------------------------------------------------
// Object store (s3rver) that can be stopped and started again on the same port and folder

interface S3rverInstance {
  run(): Promise<net.AddressInfo>;
  close(): Promise<void>;
}

async function startS3(port: number, directory: string): Promise<S3rverInstance> {
  const require = createRequire(import.meta.url);
  const S3rver = require("s3rver") as new (o: object) => S3rverInstance;
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: "camber-load" }],
  });
  await server.run();
  return server;
}

// ---------------------------------------------------------------------------------------------
// A private PostgreSQL cluster for the restart fault

function privateCluster(port: number) {
  const bin = "/usr/lib/postgresql/15/bin";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-load-pg-"));
  fs.chmodSync(dir, 0o777);
  const asPostgres = (cmd: string, cmdArgs: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", `${bin}/${cmd}`, ...cmdArgs], {
      stdio: "pipe",
    });
  const pgOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on`;
  asPostgres("initdb", ["-D", `${dir}/data`, "-A", "trust", "-U", "postgres"]);
  const start = () =>
    asPostgres("pg_ctl", ["-D", `${dir}/data`, "-o", pgOptions, "-l", `${dir}/log`, "-w", "start"]);
  const stop = () => asPostgres("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `pg_ctl restart -m fast`: terminates every connection, like a failover or a server restart. */
    restart: () =>
      asPostgres("pg_ctl", [
        "-D",
        `${dir}/data`,
        "-m",
        "fast",
        "-o",
        pgOptions,
        "-l",
        `${dir}/log`,
        "-w",
        "restart",
      ]),
    destroy: () => {
      try {
        stop();
      } catch {
        // already down
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The workload

type Kind = "home" | "builds" | "detail" | "search" | "like" | "comment" | "create" | "rsvp";
const WEIGHTS: [Kind, number][] = [
  ["home", 12],
  ["builds", 14],
  ["detail", 18],
  ["search", 10],
  ["like", 16],
  ["comment", 12],
  ["create", 6],
  ["rsvp", 12],
];
const SEARCHES = ["drift", "turbo", "nissan", "civic", "stance", "e30", "rotary", "track"];

interface KindStats {
  latencies: number[];
  ok: number;
  s4xx: number;
  s5xx: number;
  network: number;
}

interface Recorder {
  stats: Record<Kind, KindStats>;
  /** Comment markers: acknowledged or not. */
  comments: Map<string, boolean>;
  /** Build title markers → number of photos sent, and whether acknowledged. */
  builds: Map<string, { photos: number; acked: boolean }>;
  /** "memberId|buildId" → last acknowledged like state; null once an unacknowledged one was sent. */
  likes: Map<string, boolean | null>;
  rsvps: Map<string, boolean | null>;
  /** Time of each response, for the fault timeline: [ms since start, ok?]. */
  timeline: [number, boolean][];
  fiveXxBodies: string[];
  /** Like/RSVP pairs whose request had no answer when the run ended: their state is unknown. */
  inflight: Set<string>;
}

function newRecorder(): Recorder {
  const stats = {} as Record<Kind, KindStats>;
  for (const [kind] of WEIGHTS)
    stats[kind] = { latencies: [], ok: 0, s4xx: 0, s5xx: 0, network: 0 };
  return {
    stats,
    comments: new Map(),
    builds: new Map(),
    likes: new Map(),
    rsvps: new Map(),
    timeline: [],
    fiveXxBodies: [],
    inflight: new Set(),
  };
}

function pickKind(): Kind {
  const total = WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let roll = Math.random() * total;
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "home";
}

async function makePhotos(): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let i = 0; i < 6; i++) {
    const noise = Buffer.alloc(320 * 240 * 3);
    for (let p = 0; p < noise.length; p++) noise[p] = (p * (i + 7) + ((p / 960) | 0) * 31) & 0xff;
    photos.push(
      await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
  }
  return photos;
}

async function runWorkload(o: {
  base: () => string;
  template: Template;
  photos: Buffer[];
  recorder: Recorder;
  startedAt: number;
  deadline: number;
  /** Only create-build requests (the object store fault). */
  onlyCreate?: boolean;
}) {
  const { template, photos, recorder } = o;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      const member = template.members[worker];
      let seq = 0;
      while (Date.now() < o.deadline) {
        seq++;
        const kind: Kind = o.onlyCreate ? "create" : pickKind();
        const base = o.base();
        const build = template.buildIds[Math.floor(Math.random() * template.buildIds.length)];
        const event = template.eventIds[Math.floor(Math.random() * template.eventIds.length)];
        const headers: Record<string, string> = { Cookie: member.cookie, Origin: base };
        let url = base;
        let init: RequestInit = { headers, redirect: "manual" };
        let onAnswer: (status: number, location: string | null) => boolean = (s) => s === 200;
        let onUnacked = () => {};
        if (kind === "home") url = `${base}/`;
        else if (kind === "builds") url = `${base}/builds`;
        else if (kind === "detail") url = `${base}/builds/${build}`;
        else if (kind === "search") url = `${base}/builds?q=${SEARCHES[seq % SEARCHES.length]}`;
        else if (kind === "like") {
          const key = `${member.id}|${build}`;
          const known = recorder.likes.get(key);
          const want = known === undefined || known === null ? Math.random() < 0.7 : !known;
          url = `${base}/builds/${build}.data`;
          init = {
            ...init,
            method: "POST",
            body: new URLSearchParams({ intent: want ? "like" : "unlike" }),
          };
          onAnswer = (s) => {
            if (s !== 200) return false;
            if (recorder.likes.get(key) !== null) recorder.likes.set(key, want);
            return true;
          };
          onUnacked = () => recorder.likes.set(key, null);
        } else if (kind === "comment") {
          const marker = `load ${runId} c${worker}-${seq}`;
          recorder.comments.set(marker, false);
          url = `${base}/builds/${build}.data`;
          init = {
            ...init,
            method: "POST",
            body: new URLSearchParams({ intent: "comment", content: `Clean work! ${marker}` }),
          };
          onAnswer = (s) => {
            if (s !== 200) return false;
            recorder.comments.set(marker, true);
            return true;
          };
        } else if (kind === "create") {
          const marker = `load ${runId} b${worker}-${seq}`;
          const count = 1 + (seq % 2);
          recorder.builds.set(marker, { photos: count, acked: false });
          const form = new FormData();
          form.set("title", `Bench S14 ${marker}`);
          form.set("carMake", "Nissan");
          form.set("carModel", "Silvia");
          form.set("carYear", "1998");
          form.set("description", "Built for the load suite.");
          form.set("featuredImageUrl", "");
          for (let i = 0; i < count; i++) {
            const bytes = photos[(seq + i) % photos.length];
            form.append(
              "images",
              new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: "image/jpeg" }),
            );
            form.append("imageCaption", `Photo ${i + 1}`);
          }
          url = `${base}/create-build`;
          init = { ...init, method: "POST", body: form };
          onAnswer = (s, location) => {
            if (s !== 302 || !location?.endsWith("/builds")) return false;
            recorder.builds.get(marker)!.acked = true;
            return true;
          };
        } else if (kind === "rsvp") {
          const key = `${member.id}|${event}`;
          const known = recorder.rsvps.get(key);
          const want = known === undefined || known === null ? Math.random() < 0.7 : !known;
          url = `${base}/events/${event}.data`;
          init = {
            ...init,
            method: "POST",
            body: new URLSearchParams({ intent: want ? "attend" : "cancel" }),
          };
          onAnswer = (s) => {
            if (s !== 200) return false;
            if (recorder.rsvps.get(key) !== null) recorder.rsvps.set(key, want);
            return true;
          };
          onUnacked = () => recorder.rsvps.set(key, null);
        }

        const pairKey =
          kind === "like"
            ? `l|${member.id}|${build}`
            : kind === "rsvp"
              ? `r|${member.id}|${event}`
              : "";
        if (pairKey) recorder.inflight.add(pairKey);
        const stats = recorder.stats[kind];
        const started = performance.now();
        try {
          const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
          const body = await response.text();
          stats.latencies.push(performance.now() - started);
          const acked = onAnswer(response.status, response.headers.get("location"));
          if (!acked) onUnacked();
          if (response.status >= 500) {
            stats.s5xx++;
            if (recorder.fiveXxBodies.length < 5) {
              recorder.fiveXxBodies.push(`${kind} ${response.status}: ${body.slice(0, 300)}`);
            }
          } else if (response.status >= 400) stats.s4xx++;
          else stats.ok++;
          recorder.timeline.push([Date.now() - o.startedAt, response.status < 500]);
          if (
            kind === "create" &&
            response.status >= 500 &&
            !body.includes("Failed to create build. Please try again.")
          ) {
            recorder.fiveXxBodies.push(
              `create 5xx without the SPEC message: ${body.slice(0, 200)}`,
            );
          }
        } catch {
          stats.network++;
          onUnacked();
          recorder.timeline.push([Date.now() - o.startedAt, false]);
          await sleep(100);
        } finally {
          if (pairKey) recorder.inflight.delete(pairKey);
        }
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Verification

interface Verdict {
  lines: string[];
  problems: string[];
}

async function verify(o: {
  sql: Sql;
  recorder: Recorder;
  template: Template;
  dataDir: string;
  s3?: { endpoint: string };
}): Promise<Verdict> {
  const { sql, recorder } = o;
  const lines: string[] = [];
  const problems: string[] = [];
  const like = `%${runId}%`;

  // Comments
  const commentRows = await sql.query<{ content: string; n: number }>(
    "select content, count(*)::int as n from build_comments where content like $1 group by content",
    [like],
  );
  const commentCount = new Map(
    commentRows.map((r) => [r.content.replace(/^Clean work! /, ""), Number(r.n)]),
  );
  let ackedComments = 0;
  let foundAcked = 0;
  let foundUnacked = 0;
  for (const [marker, acked] of recorder.comments) {
    const n = commentCount.get(marker) ?? 0;
    if (n > 1) problems.push(`comment ${marker} stored ${n} times`);
    if (acked) {
      ackedComments++;
      if (n === 1) foundAcked++;
      else problems.push(`acknowledged comment ${marker} missing`);
    } else if (n === 1) foundUnacked++;
  }
  lines.push(
    `comments: ${ackedComments} acknowledged, ${foundAcked} found exactly once; ${foundUnacked} unacknowledged ones committed anyway`,
  );

  // Builds, their photo rows and stored files
  const buildRows = await sql.query<{ title: string; n: number; urls: string[] | null }>(
    `select b.title, count(i.id)::int as n, array_remove(array_agg(i.image_url), null) as urls
     from builds b left join build_images i on i.build_id = b.id
     where b.title like $1 group by b.id, b.title`,
    [like],
  );
  const byMarker = new Map<string, { n: number; urls: string[] }[]>();
  for (const row of buildRows) {
    const marker = row.title.replace(/^Bench S14 /, "");
    byMarker.set(marker, [
      ...(byMarker.get(marker) ?? []),
      { n: Number(row.n), urls: row.urls ?? [] },
    ]);
  }
  let ackedBuilds = 0;
  let foundBuilds = 0;
  let unackedBuilds = 0;
  const referenced: string[] = [];
  for (const [marker, sent] of recorder.builds) {
    const rows = byMarker.get(marker) ?? [];
    if (rows.length > 1) problems.push(`build ${marker} stored ${rows.length} times`);
    for (const row of rows) {
      referenced.push(...row.urls);
      if (row.n !== sent.photos) {
        problems.push(`build ${marker} has ${row.n} photo rows, ${sent.photos} were sent`);
      }
    }
    if (sent.acked) {
      ackedBuilds++;
      if (rows.length === 1) foundBuilds++;
      else problems.push(`acknowledged build ${marker} missing`);
    } else if (rows.length === 1) unackedBuilds++;
  }
  for (const marker of byMarker.keys()) {
    if (!recorder.builds.has(marker)) problems.push(`unknown build ${marker}`);
  }
  lines.push(
    `builds: ${ackedBuilds} acknowledged, ${foundBuilds} found exactly once with all photo rows; ${unackedBuilds} unacknowledged ones committed anyway (complete)`,
  );

  // Stored files: every referenced photo exists; no photo of this run without a row.
  const stemOf = (key: string) => key.replace(/\d+\.webp$/, "");
  const referencedStems = new Set(referenced.map((u) => stemOf(u.replace(/^\/uploads\//, ""))));
  let storedKeys: string[] = [];
  if (o.s3) {
    const client = new S3Client({
      endpoint: o.s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: "camber-load", ContinuationToken: token }),
      );
      storedKeys.push(...(page.Contents ?? []).map((c) => c.Key!));
      token = page.NextContinuationToken;
    } while (token);
    client.destroy();
  } else {
    const root = path.join(o.dataDir, "uploads");
    const memberIds = new Set(o.template.members.map((m) => m.id));
    const walk = (dir: string): string[] =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) =>
              e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
            )
        : [];
    // Only the bench members upload: their folders hold exactly this run's photos.
    storedKeys = walk(root)
      .map((f) => path.relative(root, f))
      .filter((k) => k.split(path.sep).some((part) => memberIds.has(part)));
  }
  const storedStems = new Set(storedKeys.map(stemOf));
  const missing = [...referencedStems].filter((s) => !storedStems.has(s));
  const orphans = [...storedStems].filter((s) => !referencedStems.has(s));
  if (missing.length > 0) problems.push(`${missing.length} photo rows without a stored file`);
  if (orphans.length > 0) problems.push(`${orphans.length} stored photos without a row (orphans)`);
  lines.push(
    `photos: ${referenced.length} rows, ${storedKeys.length} stored objects (all variants); ${missing.length} missing files, ${orphans.length} orphans`,
  );

  // Likes and RSVPs: the state of each pair is its last acknowledged one.
  const memberIds = o.template.members.slice(0, connections).map((m) => m.id);
  const checkPairs = async (
    name: string,
    prefix: string,
    map: Map<string, boolean | null>,
    rowsSql: string,
  ) => {
    const rows = await sql.query<{ a: string; b: string }>(rowsSql, [memberIds]);
    const present = new Set(rows.map((r) => `${r.a}|${r.b}`));
    let checked = 0;
    let uncertain = 0;
    let wrong = 0;
    for (const [key, state] of map) {
      if (state === null || recorder.inflight.has(prefix + key)) {
        uncertain++;
        continue;
      }
      checked++;
      if (present.has(key) !== state) wrong++;
    }
    for (const key of present) if (!map.has(key) && !recorder.inflight.has(prefix + key)) wrong++;
    if (wrong > 0) problems.push(`${name}: ${wrong} pairs not in their last acknowledged state`);
    lines.push(
      `${name}: ${checked} (member, target) pairs checked against their last acknowledged state, ${wrong} wrong; ${uncertain} skipped (last request unacknowledged)`,
    );
  };
  await checkPairs(
    "likes",
    "l|",
    recorder.likes,
    "select user_id as a, build_id::text as b from build_likes where user_id = any($1)",
  );
  await checkPairs(
    "rsvps",
    "r|",
    recorder.rsvps,
    "select user_id as a, event_id::text as b from event_registrations where user_id = any($1)",
  );
  return { lines, problems };
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server.js"))) {
    throw new Error(`no built app in ${buildDir}: run (BUILD_DIR=…) npx react-router build first`);
  }
  let cluster: ReturnType<typeof privateCluster> | undefined;
  if (fault === "pg-restart") {
    cluster = privateCluster(await freePort());
    cluster.start();
    args["pg-url"] = cluster.url;
    log(`private PostgreSQL cluster at ${cluster.url}`);
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  if (cluster) cleanups.push(() => cluster.destroy());
  try {
    // With a private cluster the template is made there (and not kept).
    const template = await prepareTemplate();
    if (cluster) {
      cleanups.unshift(() =>
        fs.rmSync(path.dirname(template.dataDir), { recursive: true, force: true }),
      );
    }
    const photos = await makePhotos();

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `camber-load-run-${engine}-`));
    fs.cpSync(template.dataDir, dataDir, {
      recursive: true,
      filter: (src) => !src.endsWith("camber.lock"),
    });
    if (!args.keep) cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (engine === "postgres") {
      const name = `camber_load_${runId}`;
      await adminSql(
        template.serverUrl!,
        `create database ${name} template ${template.databaseName}`,
      );
      databaseUrl = withDatabase(template.serverUrl!, name);
      if (!args.keep) {
        cleanups.push(() =>
          adminSql(template.serverUrl!, `drop database if exists ${name} with (force)`),
        );
      }
    }

    let s3: S3rverInstance | undefined;
    let s3Port = 0;
    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-load-s3-"));
    cleanups.push(() => fs.rmSync(s3Dir, { recursive: true, force: true }));
    if (useS3) {
      s3Port = await freePort();
      s3 = await startS3(s3Port, s3Dir);
      cleanups.unshift(() => s3?.close());
    }

    const port = await freePort();
    const env = appEnv({ port, dataDir, databaseUrl, secret: template.secret });
    if (useS3) {
      Object.assign(env, {
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "camber-load",
        S3_REGION: "us-east-1",
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      });
    }
    let app = await startApp(env, 120_000);
    cleanups.unshift(() => stopApp(app, "SIGKILL"));
    // Warm-up: one request per page kind, so the first measured ones do not pay for module loading.
    for (const p of ["/", "/builds", `/builds/${template.buildIds[0]}`, "/builds?q=drift"]) {
      await fetch(`${app.baseURL}${p}`, { headers: { Cookie: template.members[0].cookie } });
    }

    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
    log(
      `run ${runId}: ${engine}${useS3 ? " + s3rver" : ""}, ${connections} connections, ${seconds} s, fault ${fault}; load average before: ${load}`,
    );
    const recorder = newRecorder();
    const startedAt = Date.now();
    const deadline = startedAt + seconds * 1000;
    const faultNotes: string[] = [];

    const faultTask = (async () => {
      if (fault === "none") return;
      await sleep((seconds * 1000) / 2);
      if (fault === "kill") {
        const killedAt = Date.now();
        app.child.kill("SIGKILL");
        await new Promise((r) => app.child.once("exit", r));
        log("app killed (SIGKILL); restarting on the same data and port…");
        app = await startApp(env, 120_000);
        faultNotes.push(
          `app SIGKILLed at ${((killedAt - startedAt) / 1000).toFixed(1)} s, answering /healthz again ${((Date.now() - killedAt) / 1000).toFixed(1)} s later`,
        );
      } else if (fault === "pg-restart" && cluster) {
        const began = Date.now();
        cluster.restart();
        const back = Date.now();
        log(`PostgreSQL restarted (${back - began} ms); probing…`);
        let firstOk = 0;
        while (Date.now() - back < 30_000) {
          try {
            const response = await fetch(`${app.baseURL}/builds/${template.buildIds[0]}`, {
              headers: { Cookie: template.members[0].cookie },
            });
            if (response.ok) {
              firstOk = Date.now();
              break;
            }
          } catch {
            // keep probing
          }
          await sleep(50);
        }
        faultNotes.push(
          `PostgreSQL restart (pg_ctl restart -m fast) took ${back - began} ms; first successful signed-in page (a build, from the database) ${firstOk ? `${firstOk - back} ms after PostgreSQL was back` : "NOT within 30 s"}`,
        );
        faultNotes.push(
          `restart window: ${((began - startedAt) / 1000).toFixed(1)}–${((back - startedAt) / 1000).toFixed(1)} s`,
        );
      } else if (fault === "s3-down" && s3) {
        const began = Date.now();
        await s3.close();
        log("object store stopped for 5 s");
        await sleep(5000);
        s3 = await startS3(s3Port, s3Dir);
        faultNotes.push(
          `object store down from ${((began - startedAt) / 1000).toFixed(1)} s to ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
        );
      }
    })();

    // A request that never settles (seen once at 200 connections on PGlite) must not hang the
    // run: 75 s after the deadline the run ends; such requests count as unacknowledged.
    const workload = runWorkload({
      base: () => app.baseURL,
      template,
      photos,
      recorder,
      startedAt,
      deadline,
      onlyCreate: fault === "s3-down",
    });
    const settled = await Promise.race([
      workload.then(() => true),
      sleep(seconds * 1000 + 75_000).then(() => false),
    ]);
    if (!settled) console.info("note: some requests never settled; counted as unacknowledged");
    await faultTask;
    const elapsed = (Date.now() - startedAt) / 1000;
    const loadAfter = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");

    // Figures
    console.info("");
    console.info(
      `${engine}${useS3 ? " + s3rver" : ""}, ${connections} connections, ${elapsed.toFixed(0)} s, fault: ${fault}, run ${runId}`,
    );
    console.info(`load average before: ${load}; after: ${loadAfter}; ${os.cpus().length} cores`);
    console.info("kind        requests    ok  4xx  5xx  net-err   p50 ms   p99 ms");
    let total = 0;
    let total5xx = 0;
    for (const [kind] of WEIGHTS) {
      const s = recorder.stats[kind];
      const n = s.latencies.length + s.network;
      if (n === 0) continue;
      total += n;
      total5xx += s.s5xx;
      const sorted = [...s.latencies].sort((a, b) => a - b);
      console.info(
        `${kind.padEnd(10)} ${String(n).padStart(9)} ${String(s.ok).padStart(5)} ${String(s.s4xx).padStart(4)} ${String(s.s5xx).padStart(4)} ${String(s.network).padStart(8)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 99).toFixed(0).padStart(8)}`,
      );
    }
    console.info(
      `total: ${total} requests, ${(total / elapsed).toFixed(1)} req/s, 5xx: ${total5xx}`,
    );
    for (const body of recorder.fiveXxBodies)
      console.info(`  5xx sample: ${body.replace(/\s+/g, " ")}`);
    for (const note of faultNotes) console.info(`fault: ${note}`);
    if (fault !== "none") {
      // Failed responses/errors per second around the fault.
      const perSecond = new Map<number, [number, number]>();
      for (const [t, ok] of recorder.timeline) {
        const sec = Math.floor(t / 1000);
        const cell = perSecond.get(sec) ?? [0, 0];
        cell[ok ? 0 : 1]++;
        perSecond.set(sec, cell);
      }
      const failing = [...perSecond.entries()]
        .filter(([, [, bad]]) => bad > 0)
        .map(([s, [good, bad]]) => `${s}s:${good}ok/${bad}fail`);
      console.info(
        `fault: seconds with failed requests (5xx or connection error): ${failing.join(" ") || "none"}`,
      );
    }

    // Verification: stop the app (PGlite is single-process) and read the database.
    await stopApp(app);
    const sql = await openSql({ url: databaseUrl, pgliteDir: path.join(dataDir, "pglite") });
    const verdict = await verify({
      sql,
      recorder,
      template,
      dataDir,
      s3: useS3 ? { endpoint: `http://127.0.0.1:${s3Port}` } : undefined,
    });
    await sql.close();
    for (const line of verdict.lines) console.info(`verify: ${line}`);
    if (verdict.problems.length > 0) {
      for (const p of verdict.problems.slice(0, 30)) console.info(`PROBLEM: ${p}`);
      process.exitCode = 1;
    } else {
      console.info(
        "verify: OK (every acknowledged write present exactly once, nothing half-created)",
      );
    }
    if (fault === "none" && total5xx > 0) process.exitCode = 1;
    if (process.exitCode) {
      const tail = app
        .log()
        .split("\n")
        .filter((l) => /error|Error/.test(l) && !l.includes('"msg":"request"'))
        .slice(-10);
      for (const l of tail) console.info(`app log: ${l.slice(0, 400)}`);
    }
  } finally {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
  }
}

await main();
