// Readiness for load balancers (/readyz): ready when the process is not shutting down and the
// database answers `select 1` within a short time. Liveness (/healthz) is separate.
import { sql } from "drizzle-orm";
import { type Db, getDb } from "~/db/client.server";
import { isDraining } from "~/lib/lifecycle.server";
import { log } from "~/lib/log.server";

export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "shutting down" | "database unreachable" | "database timeout" };

class Timeout extends Error {}

export async function checkReadiness(
  options: { timeoutMs?: number; db?: () => Db } = {},
): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: "shutting down" };
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = (async () => (options.db ?? getDb)().execute(sql`select 1`))();
    // The query itself keeps running if it is slow; the probe answers in time regardless.
    query.catch(() => {});
    await Promise.race([
      query,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Timeout()), timeoutMs);
      }),
    ]);
    return { ready: true };
  } catch (error) {
    const reason = error instanceof Timeout ? "database timeout" : "database unreachable";
    log.warn({ err: error instanceof Timeout ? undefined : error, reason }, "[readyz] not ready");
    return { ready: false, reason };
  } finally {
    clearTimeout(timer);
  }
}
