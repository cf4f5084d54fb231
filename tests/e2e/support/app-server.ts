// Starts production app processes (`node build/server.js`, the built app) for the browser tests.
//
// The demo seed renders photos and fills every area, which takes tens of seconds, and every spec
// file needs a fresh app. So the global setup seeds ONE template per engine (a real first start:
// empty database, SEED_DEMO on) and each spec file's app starts on a copy of it: the template
// DATA_DIR copied (PGlite folder, uploads) and, for PostgreSQL, `CREATE DATABASE … TEMPLATE …`.
// The copy already has its users, so the app's own seed finds them and does nothing.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "../../setup/postgres";
import { DEMO_PASSWORDS } from "./demo-users";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
const STARTUP_TIMEOUT_MS = 60_000;
/** A first start seeds the demo content: give it longer. */
const TEMPLATE_TIMEOUT_MS = 240_000;
/** Where the global setup tells the workers about the templates (JSON of `Templates`). */
const TEMPLATES_ENV = "CAMBER_E2E_TEMPLATES";
/**
 * The auth secret of every app the harness starts. One for all: the template's database holds
 * what was encrypted with it (the demo admin's two-factor secret), and each spec file's app starts
 * on a copy of that database, as a restarted server keeps its secret.
 */
const E2E_AUTH_SECRET = "e2e-auth-secret-for-browser-tests-0123456789abcdef";

/**
 * The host name of an app's address. 127.0.0.1 by default; "localhost" where the browser must
 * see a domain name (WebAuthn refuses IP addresses as a passkey's relying party). The server
 * listens on 127.0.0.1 either way, which "localhost" reaches.
 */
export type AppHost = "127.0.0.1" | "localhost";

export type AppDatabase = "auto" | "pglite";

export interface AppServer {
  /** http://127.0.0.1:<port> (or localhost, see AppHost), also the Playwright baseURL of the spec file. */
  baseURL: string;
  /** The app's DATA_DIR (outbox/, uploads/, pglite/). */
  dataDir: string;
  /** The PostgreSQL URL the app uses, or undefined when it runs on PGlite under dataDir. */
  databaseUrl?: string;
  /** Everything the app printed so far (stdout and stderr). */
  log(): string;
  /** The process's exit code once it has exited (0 after a clean shutdown), null before. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

interface Template {
  dataDir: string;
  /** PostgreSQL templates only: the seeded database to copy. */
  databaseName?: string;
}

export interface Templates {
  pglite: Template;
  postgres?: Template;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app exited during start (code ${child.exitCode}):\n${log()}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The app did not answer /healthz within ${timeoutMs / 1000}s:\n${log()}`);
}

export interface RunningProcess {
  baseURL: string;
  log(): string;
  exitCode(): number | null;
  /** SIGTERM (SIGKILL after 10 s) and wait for the exit. */
  kill(): Promise<void>;
}

/** Launches the server on dataDir (+ databaseUrl) and waits until /healthz answers. */
export async function launch(options: {
  dataDir: string;
  databaseUrl?: string;
  timeoutMs: number;
  /** Extra or overriding environment variables (e.g. RATE_LIMITS: "on"). */
  env?: NodeJS.ProcessEnv;
  host?: AppHost;
}): Promise<RunningProcess> {
  const port = await freePort();
  const baseURL = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseURL,
    DATA_DIR: options.dataDir,
    BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
    SEED_DEMO: "true",
    DEMO_ADMIN_PASSWORD: DEMO_PASSWORDS.admin,
    DEMO_MEMBER_PASSWORD: DEMO_PASSWORDS.member,
    // Specs sign in many times a minute from one address.
    RATE_LIMITS: "off",
    // Specs sign several accounts up from 127.0.0.1 and fill the sign-up form at machine speed;
    // the new-member spec turns both checks back on.
    SIGNUP_IP_LIMIT: "0",
    SIGNUP_MIN_FILL_SECONDS: "0",
    // Specs change content and look at it as a visitor at once; the visitor page cache (seconds
    // of staleness by design) has its own spec, which turns it back on.
    PAGE_CACHE_TTL_MS: "0",
    SMTP_URL: "",
    DATABASE_URL: options.databaseUrl ?? "",
    ...options.env,
  };
  delete env.TEST_DATABASE_URL;
  delete env[TEMPLATES_ENV];

  // The server the build bundled (vite.config.ts): one process, so SIGTERM reaches it.
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server.js")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  const collect = (chunk: Buffer) => chunks.push(chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const log = () => chunks.join("");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // If the worker dies without its fixture teardown, do not leave the server running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const kill = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killTimer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killTimer);
  };

  try {
    await waitForHealthy(`http://127.0.0.1:${port}`, child, log, options.timeoutMs);
  } catch (error) {
    await kill();
    throw error;
  }
  return { baseURL, log, kill, exitCode: () => child.exitCode };
}

export function tempDir(label: string) {
  const slug = label.replace(/[^a-z0-9]+/gi, "-").slice(-40);
  return fs.mkdtempSync(path.join(os.tmpdir(), `camber-e2e-${slug}-`));
}

// ---------------------------------------------------------------------------------------------
// Templates (global setup)

/**
 * Seeds one template per engine (in parallel): a real first start of the built app on an empty
 * database. On failure, whatever was made is removed.
 */
export async function seedTemplates(): Promise<Templates> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const made: Template[] = [];

  const seedTemplate = async (kind: "pglite" | "postgres"): Promise<Template> => {
    const template: Template = { dataDir: tempDir(`template-${kind}`) };
    made.push(template);
    let database: TestDatabase | undefined;
    if (kind === "postgres" && serverUrl) {
      database = await createTestDatabase(serverUrl, "e2e_template");
      template.databaseName = database.name;
    }
    const app = await launch({
      dataDir: template.dataDir,
      databaseUrl: database?.url,
      timeoutMs: TEMPLATE_TIMEOUT_MS,
    });
    await app.kill();
    if (!app.log().includes("admin@camber.club")) {
      throw new Error(`The template app did not seed the demo accounts:\n${app.log()}`);
    }
    return template;
  };

  const started = Date.now();
  const results = await Promise.allSettled([
    seedTemplate("pglite"),
    serverUrl ? seedTemplate("postgres") : Promise.resolve(undefined),
  ]);
  const failure = results.find((r) => r.status === "rejected");
  if (failure) {
    for (const template of made) await removeTemplate(template);
    throw failure.reason;
  }
  const [pglite, postgres] = results.map((r) => (r as PromiseFulfilledResult<Template>).value);
  const engines = postgres ? "PGlite and PostgreSQL" : "PGlite";
  console.info(
    `[e2e] seeded demo templates (${engines}) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return { pglite, postgres };
}

async function removeTemplate(template: Template) {
  fs.rmSync(template.dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template.databaseName && serverUrl) await dropTestDatabase(serverUrl, template.databaseName);
}

/**
 * Makes `templates` the ones every spec file's app starts from (the workers inherit the
 * environment) and returns the teardown that removes them after the run.
 */
export function adoptTemplates(templates: Templates): () => Promise<void> {
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    for (const template of [templates.pglite, templates.postgres]) {
      if (template) await removeTemplate(template).catch(() => {});
    }
  };
}

export function readTemplates(): Templates | undefined {
  const raw = process.env[TEMPLATES_ENV];
  return raw ? (JSON.parse(raw) as Templates) : undefined;
}

/** CREATE DATABASE … TEMPLATE refuses while another copy is being made; try again briefly. */
export async function copyDatabase(serverUrl: string, templateName: string): Promise<TestDatabase> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createTestDatabase(serverUrl, "e2e", { template: templateName });
    } catch (error) {
      if (attempt >= 10 || !/being accessed by other users/.test((error as Error).message)) {
        throw error;
      }
      await new Promise((r) => setTimeout(r, 300 * attempt));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Per spec file

/**
 * Starts the built app (the Playwright global setup builds it) on a free port with a fresh
 * DATA_DIR and database holding the demo content (known passwords: ./demo-users.ts). The database
 * is PostgreSQL when TEST_DATABASE_URL is set and `database` is not "pglite", otherwise PGlite on
 * disk under DATA_DIR (the embedded default). Without the global setup's templates it seeds itself.
 */
export async function startAppServer(
  label: string,
  options: { database?: AppDatabase; env?: NodeJS.ProcessEnv; host?: AppHost } = {},
): Promise<AppServer> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const usePostgres = Boolean(serverUrl) && options.database !== "pglite";
  const templates = readTemplates();
  const template = usePostgres ? templates?.postgres : templates?.pglite;

  const dataDir = tempDir(label);
  let database: TestDatabase | undefined;
  const cleanUp = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let running: RunningProcess;
  try {
    if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
    if (usePostgres && serverUrl) {
      database = template?.databaseName
        ? await copyDatabase(serverUrl, template.databaseName)
        : await createTestDatabase(serverUrl, "e2e");
    }
    running = await launch({
      dataDir,
      databaseUrl: database?.url,
      timeoutMs: template ? STARTUP_TIMEOUT_MS : TEMPLATE_TIMEOUT_MS,
      env: options.env,
      host: options.host,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }

  let stopped = false;
  return {
    baseURL: running.baseURL,
    dataDir,
    databaseUrl: database?.url,
    log: running.log,
    exitCode: running.exitCode,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await running.kill();
      await cleanUp();
    },
  };
}
