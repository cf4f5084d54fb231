// A demo recurring meet: Cars & Coffee in Portland on the first Sunday of every month at 8:00,
// approved, with its next dates made as the job runner would make them and a few RSVPs on the
// first one, so a fresh site shows a series page and its dates on /events.
import { eq } from "drizzle-orm";
import { eventRegistrations, eventSeries, events } from "~/db/schema";
import { zonedWallTimeToDate } from "~/modules/events";
import { generateSeriesInTx } from "~/modules/events/index.server";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

const PORTLAND = {
  label: "Portland, OR, United States",
  latitude: 45.52345,
  longitude: -122.67621,
  timeZone: "America/Los_Angeles",
};

async function seedEventSeries({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  const [series] = await tx
    .insert(eventSeries)
    .values({
      createdBy: idOf("maya_s2k"),
      title: "Cars & Coffee PDX: First Sundays",
      description:
        "Every first Sunday of the month, rain or shine. Coffee cart from 7:45, cars from 8:00 until the lot fills up.\n\nEverything is welcome: daily drivers, project cars, bikes. Park nose-out, no revving, and take your cups with you.",
      category: "cars-and-coffee",
      location: "Lloyd Center North Lot, Portland, OR, United States",
      placeName: PORTLAND.label,
      latitude: PORTLAND.latitude,
      longitude: PORTLAND.longitude,
      timeZone: PORTLAND.timeZone,
      maxAttendees: 80,
      rrule: "FREQ=MONTHLY;BYDAY=1SU",
      // The rule starts from the seed's day; the first date is the next first Sunday.
      startsAt: nextFirstSunday(now),
      durationMinutes: 180,
      approvalStatus: "approved",
    })
    .returning({ id: eventSeries.id });
  await generateSeriesInTx(tx, series.id, now);
  const [first] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.seriesId, series.id))
    .orderBy(events.eventDate)
    .limit(1);
  if (!first) return;
  await tx.insert(eventRegistrations).values(
    ["kenji_rb26", "sofia_e30", "diego_slammed"].map((username) => ({
      eventId: first.id,
      userId: idOf(username),
    })),
  );
}

/** 8:00 AM in Portland on the first Sunday of a month, after `now`. */
function nextFirstSunday(now: Date): Date {
  for (let month = 0; month < 3; month++) {
    const candidate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 1));
    while (candidate.getUTCDay() !== 0) candidate.setUTCDate(candidate.getUTCDate() + 1);
    const day = candidate.toISOString().slice(0, 10);
    const at = zonedWallTimeToDate(`${day}T08:00`, PORTLAND.timeZone);
    if (at && at > now) return at;
  }
  throw new Error("no first Sunday ahead");
}

export const demoEventSeriesStep: SeedStep = { name: "event series", run: seedEventSeries };
