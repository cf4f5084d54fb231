// The per-request router context: what server.ts knows before React Router runs (the CSP nonce,
// the database handle) and what the root middleware adds (the actor, lib/actor.server.ts).
// Tests and scripts that call a loader or action directly build the same context with
// createRequestContext, and may inject a database of their own.
import { createContext, type MiddlewareFunction, RouterContextProvider } from "react-router";
import { type Db, getDb, runWithDatabase } from "~/db/client.server";
import { type Actor, provideActor, resolveActor } from "./actor.server";

const nonceContext = createContext<string | null>(null);
const databaseContext = createContext<Db | null>(null);

/** What server.ts hands React Router for each request (exported by entry.server). */
export function serverRequestContext(nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(databaseContext, getDb());
  return context;
}

/** The CSP nonce server.ts chose for this response (null outside server.ts, e.g. in tests). */
export function getNonce(context: Readonly<RouterContextProvider> | undefined): string | null {
  return context instanceof RouterContextProvider ? context.get(nonceContext) : null;
}

/**
 * Root middleware: every use-case the request's loaders and actions call reads the request's
 * database (getDb() answers it), so a context built with another database really uses it.
 */
export const databaseMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const db = context.get(databaseContext);
  return db ? runWithDatabase(db, next) : next();
};

/**
 * A context as the root middleware leaves it: the actor resolved from the request's session
 * cookie, or the given actor (null for a visitor); the given database, if any, for
 * runWithDatabase around the call.
 */
export async function createRequestContext(
  request: Request,
  options: { actor?: Actor | null; db?: Db } = {},
): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  if (options.db) context.set(databaseContext, options.db);
  const resolve = () => resolveActor(request);
  const actor =
    options.actor !== undefined
      ? options.actor
      : options.db
        ? await runWithDatabase(options.db, resolve)
        : await resolve();
  provideActor(context, actor);
  return context;
}
