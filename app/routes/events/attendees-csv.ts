// GET /events/{id}/attendees.csv — the attendee list as a spreadsheet, for the event's host and
// admins only; anyone else gets 404 (as for an unknown event), a visitor is sent to sign in.
import { data } from "react-router";
import { requireActor } from "~/lib/actor.server";
import { NotFoundError } from "~/lib/errors";
import { exportAttendees } from "~/modules/events/attendee-export.server";
import { calendarFileName } from "~/modules/events/ics.server";
import { parseEventId } from "~/modules/events/params";
import type { Route } from "./+types/attendees-csv";

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context);
  const id = parseEventId(params.id);
  if (!id) throw data("Not found", { status: 404 });
  try {
    const { title, csv } = await exportAttendees(actor, id);
    const name = calendarFileName(title).replace(/\.ics$/, "-attendees.csv");
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw error;
  }
}
