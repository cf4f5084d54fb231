import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

/** Liveness + readiness for load balancers: 200 when the database answers, 503 otherwise. */
export async function loader() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ ok: false }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
