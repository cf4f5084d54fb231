// "Busy, try again in a moment" instead of "server error" when the database pool is exhausted.
//
// With 200 concurrent requests on one process, queries waited longer than the pool's timeout for
// a free PostgreSQL connection and the requests answered 500 (docs/reliability.md). Nothing was
// broken: the same request succeeds a moment later. So such a request answers 503 with
// Retry-After, which clients, crawlers and load balancers understand as "retry", and which is
// what happened.
//
// How the answer gets there, in one place for every kind of response:
// - the pool (app/db/client.server.ts) turns its timeout into a DatabaseBusyError and notes it on
//   the scope of the request being served (noteDatabaseBusy);
// - server.ts mounts databaseBusyResponses() before everything that answers; it turns a 5xx
//   answer of a noted request into a 503 with Retry-After as its headers are written. That covers
//   an error no loader or action caught (the root ErrorBoundary's page), a route that caught the
//   error and answered its own SPEC message with a 500 (the body is kept, only the status
//   changes), resource routes and data requests alike. Other answers (a 200 of a route that
//   recovered, a 4xx) are left alone.
//
// server.ts and the server bundle load this module separately, so the request scope lives on
// globalThis under a well-known symbol (like log.server.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";

/** Seconds a client is asked to wait before retrying a request the busy database refused. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

/** No pooled database connection came free (or connected) within the pool's timeout. */
export class DatabaseBusyError extends Error {
  constructor(timeoutMs: number, options?: { cause?: unknown }) {
    super(
      `No database connection was free within ${timeoutMs} ms (the pool is exhausted).`,
      options,
    );
    this.name = "DatabaseBusyError";
  }
}

/**
 * True when `error`, or an error it wraps (Drizzle wraps driver errors), is a DatabaseBusyError.
 * By name, not instanceof: server.ts and the server bundle each load their own copy of this module.
 */
export function isDatabaseBusyError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    if (e instanceof Error && e.name === "DatabaseBusyError") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface DatabaseBusyScope {
  databaseBusy: boolean;
}

const STORAGE_KEY = Symbol.for("camber.databaseBusyScope");

function scopes(): AsyncLocalStorage<DatabaseBusyScope> {
  const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<DatabaseBusyScope>>;
  holder[STORAGE_KEY] ??= new AsyncLocalStorage<DatabaseBusyScope>();
  return holder[STORAGE_KEY];
}

/** The scope of the request being served, if any (none in scripts and background jobs). */
export function databaseBusyScope(): DatabaseBusyScope | undefined {
  return scopes().getStore();
}

/** Runs fn in a fresh scope; whatever it does meanwhile can note a busy database on it. */
export function runInDatabaseBusyScope<T>(scope: DatabaseBusyScope, fn: () => T): T {
  return scopes().run(scope, fn);
}

/** Records on the request's scope that the database was too busy to serve it. */
export function noteDatabaseBusy(scope: DatabaseBusyScope | undefined = databaseBusyScope()) {
  if (scope) scope.databaseBusy = true;
}

/** The status to send: a server error of a request the busy database refused becomes 503. */
export function responseStatus(status: number, databaseBusy: boolean): number {
  return databaseBusy && status >= 500 ? 503 : status;
}

/** The page's message (the root ErrorBoundary shows it under "503"). */
export const DATABASE_BUSY_MESSAGE =
  "Camber Club is very busy right now. Please try again in a moment.";

type RouteFunction = (args: never) => unknown;

/**
 * The server build with every route loader and action answering a busy database as a 503 error
 * response. Without it a loader's DatabaseBusyError is an unexpected error, which React Router
 * renders (and sends to the browser to hydrate) as "500 Something went wrong": the status became
 * 503 on the way out, but the page still said 500. A thrown 503 Response reaches the
 * ErrorBoundary as { status: 503, data: DATABASE_BUSY_MESSAGE } on the server and in the browser.
 */
export function withDatabaseBusyAnswers<Build extends ServerBuild>(build: Build): Build {
  const answer = <F extends RouteFunction>(fn: F | undefined): F | undefined =>
    fn &&
    ((async (args: Parameters<F>[0]) => {
      try {
        return await fn(args);
      } catch (error) {
        if (!isDatabaseBusyError(error)) throw error;
        throw new Response(DATABASE_BUSY_MESSAGE, {
          status: 503,
          statusText: "Service Unavailable",
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
    }) as F);
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      if (!loader && !action) return [id, route];
      const answering = { ...route.module };
      if (loader) answering.loader = answer(loader);
      if (action) answering.action = answer(action);
      return [id, { ...route, module: answering }];
    }),
  );
  return { ...build, routes };
}

type Next = (error?: unknown) => void;
type WriteHead = ServerResponse["writeHead"];

/**
 * Express middleware (server.ts): serves the request in a scope of its own and, when the pool
 * noted a timeout on it, writes a 5xx answer as 503 with Retry-After.
 */
export function databaseBusyResponses() {
  return (_req: IncomingMessage, res: ServerResponse, next: Next) => {
    const scope: DatabaseBusyScope = { databaseBusy: false };
    const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    // Every way of answering ends in writeHead (Node calls it for an implicit head too), so this
    // is the last moment the status can change, and it always comes.
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const status = responseStatus(statusCode, scope.databaseBusy);
      if (status !== statusCode) {
        this.setHeader("Retry-After", String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
        this.statusMessage = "Service Unavailable";
        // writeHead(status, reason, headers): the reason given was the 5xx's.
        if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
      }
      return writeHead.call(this, status, ...rest);
    } as WriteHead;
    runInDatabaseBusyScope(scope, () => next());
  };
}
