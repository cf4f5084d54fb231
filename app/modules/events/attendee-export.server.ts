// The host's attendee list as CSV (RFC 4180): name, username, status, registered at, checked in
// at, build. Only the host and admins get it. Cells a spreadsheet would read as a formula
// (starting with = + - @, a tab or a carriage return) are prefixed with an apostrophe, so a
// member named "=HYPERLINK(…)" stays text when the host opens the file.

import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { NotFoundError } from "~/lib/errors";
import { type AttendeeExportRow, listAttendeesForExport } from "./queries.server";

const HEADER = ["Name", "Username", "Status", "Registered at", "Checked in at", "Build"];

/** One CSV cell: formula-safe, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function attendeesCsv(rows: readonly AttendeeExportRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((r) => [
      r.name,
      r.username,
      r.status === "going" ? "Going" : "Waitlisted",
      r.registeredAt,
      r.checkedInAt,
      r.build,
    ]),
  ];
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The event's title and its attendees as CSV, for its host or an admin; NotFoundError otherwise. */
export async function exportAttendees(
  actor: Actor,
  eventId: string,
): Promise<{ title: string; csv: string }> {
  const [row] = await getDb()
    .select({ title: events.title, createdBy: events.createdBy })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row || (row.createdBy !== actor.id && !actor.isAdmin)) {
    throw new NotFoundError(`no attendee list of event ${eventId} for ${actor.id}`);
  }
  return { title: row.title, csv: attendeesCsv(await listAttendeesForExport(eventId)) };
}
