// Events as a kind of reportable content (the admins' one queue, ADR 038): any member but the
// host may report an event the public sees; the queue shows its title, description, flyer and
// host; Delete is the admin's delete (attendees and host told, audited); Hide and the
// three-report rule set its hidden_at, which every public read of events leaves out.
import { eq, inArray, sql } from "drizzle-orm";
import { type Db, getDb, type Tx } from "~/db/client.server";
import { events, profiles } from "~/db/schema";
import type { ReportTarget } from "~/modules/reports/index.server";
import { deleteEvent } from "./events.server";

export const EVENT_REPORT_TARGET: ReportTarget = {
  label: "Event",
  async canReport(actor, id) {
    const [event] = await getDb()
      .select({ createdBy: events.createdBy })
      .from(events)
      .where(
        sql`${events.id} = ${id} and ${events.approvalStatus} = 'approved' and ${events.hiddenAt} is null`,
      );
    if (!event) return false;
    return event.createdBy === actor.id ? "own" : true;
  },
  async describe(ids) {
    if (ids.length === 0) return new Map();
    const rows = await getDb()
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        location: events.location,
        imageUrl: events.imageUrl,
        hidden: sql<boolean>`${events.hiddenAt} is not null`,
        username: profiles.username,
        fullName: profiles.fullName,
      })
      .from(events)
      .leftJoin(profiles, eq(profiles.id, events.createdBy))
      .where(inArray(events.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: r.title,
          excerpt: [r.location, r.description?.trim()].filter(Boolean).join(" — "),
          authorUsername: r.username,
          authorFullName: r.fullName,
          link: `/events/${r.id}`,
          imageUrl: r.imageUrl,
          hidden: r.hidden,
        },
      ]),
    );
  },
  remove: (admin, id) => deleteEvent(admin, id),
  setHidden: (tx, id, hidden) => setEventHidden(tx, id, hidden),
};

/** Hides an event pending review (keeping the first time) or shows it again. */
export async function setEventHidden(tx: Db | Tx, id: string, hidden: boolean): Promise<void> {
  await tx
    .update(events)
    .set({ hiddenAt: hidden ? sql`coalesce(${events.hiddenAt}, now())` : null })
    .where(eq(events.id, id));
}
