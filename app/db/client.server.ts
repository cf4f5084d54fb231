// The one database module. PGlite (embedded PostgreSQL, persisted under DATA_DIR/pglite) by
// default; a PostgreSQL server when DATABASE_URL is a postgres:// URL; an in-memory PGlite when
// DATABASE_URL is "memory://" (tests), started from a snapshot file when a path follows
// ("memory:///tmp/migrated.tar", see pgliteSnapshotPath). Application code sees one Drizzle type
// for all of them.

import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { DatabaseBusyError, databaseBusyScope, noteDatabaseBusy } from "~/lib/database-busy.server";
import { DEFAULT_DATABASE_POOL_MAX, DEFAULT_DATABASE_POOL_TIMEOUT_MS, env } from "~/lib/env.server";
import { onShutdown } from "~/lib/lifecycle.server";
import { lockDataDir } from "./lock.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside db.transaction(tx => …) always use tx (on PGlite, db would hang). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** Runs a script of several SQL statements (db.execute takes one statement). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * postgres://… for a server, "memory://" (or "memory://<snapshot path>") for an in-memory PGlite,
   * undefined for PGlite on disk.
   */
  url?: string;
  /** Folder of the on-disk PGlite database (used when url is undefined). */
  dataDir?: string;
  /** Connections per process for PostgreSQL (DATABASE_POOL_MAX). */
  poolSize?: number;
  /**
   * PostgreSQL: longest wait (ms) for a free pooled connection, or for a new one to connect
   * (DATABASE_POOL_TIMEOUT_MS). Past it the query fails with DatabaseBusyError.
   */
  acquireTimeoutMs?: number;
}

/** What pg-pool rejects with when connectionTimeoutMillis passes. */
const POOL_TIMEOUT_MESSAGES = new Set([
  // waiting for a client while all of them are checked out
  "timeout exceeded when trying to connect",
  // a new client did not finish connecting
  "Connection terminated due to connection timeout",
]);

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg Pool whose acquire timeout is a DatabaseBusyError, noted on the request being served, so
 * the request answers 503 with Retry-After instead of 500 (app/lib/database-busy.server.ts).
 * Queries acquire through connect() as well (pg-pool's query calls this.connect), so this one
 * override sees every wait.
 */
class BusyAwarePool extends pg.Pool {
  constructor(
    private readonly acquireTimeoutMs: number,
    config: pg.PoolConfig,
  ) {
    super({ ...config, connectionTimeoutMillis: acquireTimeoutMs });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // Taken now, in the caller's async context: pg-pool calls back from its own timers/sockets.
    const scope = databaseBusyScope();
    const translate = (error: Error) => {
      if (!POOL_TIMEOUT_MESSAGES.has(error.message)) return error;
      noteDatabaseBusy(scope);
      return new DatabaseBusyError(this.acquireTimeoutMs, { cause: error });
    };
    if (callback) {
      super.connect((error, client, done) =>
        callback(error ? translate(error) : undefined, client, done),
      );
      return undefined;
    }
    return super.connect().catch((error: Error) => {
      throw translate(error);
    });
  }
}

export function openDatabase(options: OpenOptions): DatabaseHandle {
  const { url } = options;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new BusyAwarePool(options.acquireTimeoutMs ?? DEFAULT_DATABASE_POOL_TIMEOUT_MS, {
      connectionString: url,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_MAX,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection (server restart) must not crash the process; the pool reconnects.
    pool.on("error", (error) => console.error("[db] idle client error:", error.message));
    // A checked-out client whose connection is terminated (server restart, failover) emits
    // "error" on itself, outside any query; without a listener that crashes the process. Its
    // query fails, and the pool discards the broken client when it is released.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error("[db] client error:", error.message));
    });
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      kind: "postgres",
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  let release = () => {};
  const snapshot = url ? pgliteSnapshotPath(url) : undefined;
  if (url === "memory://") {
    client = new PGlite({ extensions: { pg_trgm } });
  } else if (snapshot) {
    // A copy of a database saved with dumpDataDir: no initdb, which takes ~3 s of a fresh
    // process's start (tests/setup/global.ts saves a migrated one for every test file).
    const loadDataDir = new Blob([fs.readFileSync(snapshot)]);
    client = new PGlite({ loadDataDir, extensions: { pg_trgm } });
  } else if (url) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got "${url}").`);
  } else {
    const dir = path.resolve(options.dataDir ?? "./data/pglite");
    // PGlite creates only the last folder of the path.
    fs.mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    client = new PGlite(dir, { extensions: { pg_trgm } });
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** The snapshot file of a "memory:///path/to/snapshot.tar" URL (undefined for other URLs). */
function pgliteSnapshotPath(url: string): string | undefined {
  if (!url.startsWith("memory://")) return undefined;
  const rest = url.slice("memory://".length);
  return rest.startsWith("/") ? rest : undefined;
}

const KEY = Symbol.for("camber.database");
type Holder = Record<symbol, DatabaseHandle | undefined>;

/** The process-wide database handle, opened on first use from the environment. */
export function database(): DatabaseHandle {
  const holder = globalThis as unknown as Holder;
  let handle = holder[KEY];
  if (!handle) {
    const config = env();
    handle = openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.dataDir, "pglite"),
      poolSize: config.DATABASE_POOL_MAX,
      acquireTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS,
    });
    holder[KEY] = handle;
    const opened = handle;
    onShutdown(async () => {
      holder[KEY] = undefined;
      await opened.close();
    });
  }
  return handle;
}

const SCOPE_KEY = Symbol.for("camber.database.scope");
type ScopeHolder = Record<symbol, AsyncLocalStorage<Db> | undefined>;

/** One store per process, shared by the app build and the server that loads it. */
function databaseScope(): AsyncLocalStorage<Db> {
  const holder = globalThis as unknown as ScopeHolder;
  holder[SCOPE_KEY] ??= new AsyncLocalStorage<Db>();
  return holder[SCOPE_KEY];
}

/**
 * Runs `fn` with `db` as the database of every use-case it calls: the request's database handle
 * from its router context (app/lib/request-context.server.ts), or one a test or a script injects.
 */
export function runWithDatabase<T>(db: Db, fn: () => T): T {
  return databaseScope().run(db, fn);
}

/** The database of the running request or script: the injected one, else the process-wide one. */
export function getDb(): Db {
  return databaseScope().getStore() ?? database().db;
}

/**
 * Runs one raw SQL statement and returns its rows. Both drivers answer with `{ rows }`; the shared
 * Drizzle type cannot say so, hence this one typed helper instead of casts at every call site.
 */
export async function queryRows<T extends Record<string, unknown>>(
  query: SQL,
  db: Db | Tx = getDb(),
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { schema };
