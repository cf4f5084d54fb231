// Shutdown hooks shared between the server bundle and server.ts. The bundle and server.ts are
// loaded separately, so the registry lives on globalThis under a well-known symbol.
type Hook = () => Promise<void> | void;
const KEY = Symbol.for("camber.shutdownHooks");

function hooks(): Hook[] {
  const g = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  g[KEY] ??= [];
  return g[KEY];
}

export function onShutdown(hook: Hook) {
  hooks().push(hook);
}

/** Runs every hook once, newest first (so the database closes after what uses it). */
export async function runShutdownHooks() {
  const list = hooks().splice(0).reverse();
  for (const hook of list) {
    try {
      await hook();
    } catch (error) {
      console.error("[shutdown] hook failed", error);
    }
  }
}

// Draining: set by server.ts when a shutdown begins (SIGTERM/SIGINT). /readyz then answers 503 so a
// load balancer stops sending traffic while the requests in flight finish.
const DRAINING_KEY = Symbol.for("camber.draining");

export function startDraining() {
  (globalThis as unknown as Record<symbol, boolean>)[DRAINING_KEY] = true;
}

export function isDraining(): boolean {
  return (globalThis as unknown as Record<symbol, boolean | undefined>)[DRAINING_KEY] === true;
}
