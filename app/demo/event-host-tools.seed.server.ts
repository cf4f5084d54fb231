// Demo content for the host tools: a category on every demo event, an end time on a few (a track
// day lasts the day), and one meet its host had to cancel, with the reason and the RSVPs it had,
// so a fresh site shows the "Cancelled" state. Runs after the events step (it finds the events by
// title).
import { eq, inArray } from "drizzle-orm";
import { eventRegistrations, events } from "~/db/schema";
import type { EventCategory } from "~/db/schema/events";
import { dateToZonedWallTime, zonedWallTimeToDate } from "~/modules/events";
import { DAY_MS, daysBefore, demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

export const DEMO_CATEGORIES: Record<string, EventCategory> = {
  "Cars & Coffee Denver": "cars-and-coffee",
  "Night Meet at the Docks": "meet",
  "Canyon Cruise: Angeles Crest": "cruise",
  "HPDE Track Day at PIR": "track-day",
  "Stance & Static Show": "show",
  "Rotary Appreciation Meetup": "meet",
  "Autocross School": "autocross",
  "Winter Tire Swap Social": "workshop",
  "Sunset Cruise to Point Loma": "cruise",
  "Fall Colors Drive": "cruise",
  "Midnight Meet Recap Night": "meet",
  "Drift Practice Night": "drift",
  "Downtown Takeover": "meet",
};

/** How long a few demo events last, in minutes (the rest give no end: two hours assumed). */
const DEMO_LENGTHS: Record<string, number> = {
  "Cars & Coffee Denver": 150,
  "HPDE Track Day at PIR": 8 * 60,
  "Stance & Static Show": 6 * 60,
};

export const CANCELLED_DEMO_EVENT = {
  title: "Coastal Run to Cannon Beach",
  host: "sofia_e30",
  reason:
    "Highway 26 is closed for rockfall repairs that weekend and the detour adds two hours. We'll pick a new date once it reopens: follow the club page for it.",
  inDays: 80,
  at: "08:00",
  location: "Meet at the Sunset Highway Park & Ride, Beaverton, OR",
  category: "cruise" as EventCategory,
};

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  const rows = await tx
    .select({ id: events.id, title: events.title, eventDate: events.eventDate })
    .from(events)
    .where(inArray(events.title, Object.keys(DEMO_CATEGORIES)));
  for (const row of rows) {
    const minutes = DEMO_LENGTHS[row.title];
    await tx
      .update(events)
      .set({
        category: DEMO_CATEGORIES[row.title],
        ...(minutes ? { endsAt: new Date(row.eventDate.getTime() + minutes * 60_000) } : {}),
      })
      .where(eq(events.id, row.id));
  }

  const demo = CANCELLED_DEMO_EVENT;
  const timeZone = "America/Los_Angeles";
  const day = dateToZonedWallTime(new Date(now.getTime() + demo.inDays * DAY_MS), timeZone);
  const eventDate = zonedWallTimeToDate(`${day.slice(0, 10)}T${demo.at}`, timeZone) as Date;
  const createdAt = daysBefore(now, 12);
  const [event] = await tx
    .insert(events)
    .values({
      title: demo.title,
      description:
        "Sunday morning run from Portland to the coast: Highway 26, a coffee stop in Seaside, lunch at Cannon Beach. Full tank, clean windows.",
      eventDate,
      endsAt: new Date(eventDate.getTime() + 6 * 60 * 60_000),
      timeZone,
      category: demo.category,
      location: demo.location,
      maxAttendees: 20,
      createdBy: idOf(demo.host),
      approvalStatus: "approved",
      sequence: 1,
      cancelledAt: daysBefore(now, 1),
      cancellationReason: demo.reason,
      createdAt,
      updatedAt: daysBefore(now, 1),
    })
    .returning({ id: events.id });
  const going = people.members.filter((m) => m.username !== demo.host).slice(0, 3);
  if (going.length > 0) {
    await tx.insert(eventRegistrations).values(
      going.map((member, k) => ({
        eventId: event.id,
        userId: member.id,
        status: "going" as const,
        createdAt: new Date(createdAt.getTime() + (k + 1) * 3600_000),
      })),
    );
  }
}

export const demoEventHostToolsStep: SeedStep = { name: "event host tools", run };
