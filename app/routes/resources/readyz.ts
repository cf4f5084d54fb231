import { checkReadiness } from "~/modules/ops/readiness.server";

/** Readiness: 200 when the database answers, 503 with the reason otherwise or while draining. */
export async function loader() {
  const readiness = await checkReadiness();
  const headers = { "Cache-Control": "no-store" };
  return readiness.ready
    ? Response.json({ ok: true }, { headers })
    : Response.json({ ok: false, reason: readiness.reason }, { status: 503, headers });
}
