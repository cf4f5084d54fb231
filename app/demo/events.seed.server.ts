// Demo events for a fresh site: upcoming meets in the demo members' cities (with coordinates, so
// Near Me works), one that is full with a waitlist, one without a location, two past ones, one
// waiting for review and one rejected, and RSVPs between the members. Three get a rendered flyer;
// the rest show the default hero image. Dates are relative to the seed's `now`.

import { eventRegistrations, events } from "~/db/schema";
import { dateToZonedWallTime, zonedWallTimeToDate } from "~/modules/events";
import { DAY_MS, daysBefore, demoPeople, withSeedFiles } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

interface DemoPlace {
  label: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

const PLACES = {
  denver: {
    label: "Denver, CO, United States",
    latitude: 39.73915,
    longitude: -104.9847,
    timeZone: "America/Denver",
  },
  seattle: {
    label: "Seattle, WA, United States",
    latitude: 47.60621,
    longitude: -122.33207,
    timeZone: "America/Los_Angeles",
  },
  losAngeles: {
    label: "Los Angeles, CA, United States",
    latitude: 34.05223,
    longitude: -118.24368,
    timeZone: "America/Los_Angeles",
  },
  portland: {
    label: "Portland, OR, United States",
    latitude: 45.52345,
    longitude: -122.67621,
    timeZone: "America/Los_Angeles",
  },
  sanAntonio: {
    label: "San Antonio, TX, United States",
    latitude: 29.42412,
    longitude: -98.49363,
    timeZone: "America/Chicago",
  },
  sanDiego: {
    label: "San Diego, CA, United States",
    latitude: 32.71571,
    longitude: -117.16472,
    timeZone: "America/Los_Angeles",
  },
} satisfies Record<string, DemoPlace>;

interface DemoEvent {
  host: string; // username of a demo person
  title: string;
  description: string;
  /** Days from the seed's day, and the local clock time at the place. */
  inDays: number;
  at: string;
  place: DemoPlace | null;
  /** Shown text; contains the place's city when there is a place. */
  location: string | null;
  maxAttendees: number | null;
  status?: "pending" | "rejected";
  /** Render a flyer with this art (else the default hero image). */
  flyer?: { paint: string; accent: string; body: number; seed: number };
  /** Usernames going, then waitlisted (in queue order). */
  going: string[];
  waitlisted?: string[];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    host: "sofia_e30",
    title: "Cars & Coffee Denver",
    description:
      "Our monthly cars & coffee. Everything from daily drivers to fresh builds is welcome — bring the car, grab a coffee, talk shop.\n\nPark nose-out in rows, no revving, no burnouts on the way out: we want to keep this spot.",
    inDays: 3,
    at: "08:00",
    place: PLACES.denver,
    location: "Park Meadows Lot C, Denver, CO, United States",
    maxAttendees: null,
    flyer: { paint: "#f59e0b", accent: "#111827", body: 0, seed: 101 },
    going: ["maya_s2k", "diego_slammed", "camber_admin"],
  },
  {
    host: "kenji_rb26",
    title: "Night Meet at the Docks",
    description:
      "JDM night under the sodium lights at the old terminal. Photo rows start at 9, rollers at 11 if the rain holds off.",
    inDays: 6,
    at: "21:00",
    place: PLACES.seattle,
    location: "Terminal 5 Viewpoint, Seattle, WA, United States",
    maxAttendees: 40,
    flyer: { paint: "#1d4ed8", accent: "#ff7a1a", body: 1, seed: 102 },
    going: ["maya_s2k", "sofia_e30"],
  },
  {
    host: "camber_admin",
    title: "Canyon Cruise: Angeles Crest",
    description:
      "A relaxed morning cruise up the Angeles Crest Highway with a coffee stop at Newcomb's Ranch. Drivers' meeting at 7:15; we leave at 7:30 sharp.",
    inDays: 10,
    at: "07:30",
    place: PLACES.losAngeles,
    location: "La Cañada Flintridge Park & Ride, Los Angeles, CA, United States",
    maxAttendees: 12,
    going: ["diego_slammed"],
  },
  {
    host: "maya_s2k",
    title: "HPDE Track Day at PIR",
    description:
      "Open lapping in three run groups with instructors for first-timers. Helmet (SA2015 or newer) and a tech inspection are required.",
    inDays: 17,
    at: "08:00",
    place: PLACES.portland,
    location: "Portland International Raceway, Portland, OR, United States",
    maxAttendees: 3,
    flyer: { paint: "#f1f5f9", accent: "#dc2626", body: 1, seed: 103 },
    going: ["kenji_rb26", "sofia_e30", "diego_slammed"],
    waitlisted: ["camber_admin"],
  },
  {
    host: "diego_slammed",
    title: "Stance & Static Show",
    description:
      "Bagged, static, tucked or poked: show us your fitment. Judging at 7, awards for Best Stance, Cleanest Engine Bay and People's Choice.",
    inDays: 24,
    at: "17:00",
    place: PLACES.sanAntonio,
    location: "Pearl District Parking Garage, San Antonio, TX, United States",
    maxAttendees: 150,
    going: ["kenji_rb26"],
  },
  {
    host: "kenji_rb26",
    title: "Rotary Appreciation Meetup",
    description:
      "Brap brap. A small get-together for rotary owners and fans. Venue to be confirmed once we know how many are coming — RSVP so we can plan.",
    inDays: 35,
    at: "18:30",
    place: null,
    location: null,
    maxAttendees: 25,
    going: ["maya_s2k"],
  },
  {
    host: "maya_s2k",
    title: "Autocross School",
    description:
      "Learn car control between the cones: classroom in the morning, runs with instructors in the afternoon. Any car that passes tech.",
    inDays: 45,
    at: "09:00",
    place: PLACES.portland,
    location: "Portland International Raceway paddock, Portland, OR, United States",
    maxAttendees: 30,
    going: [],
  },
  {
    host: "sofia_e30",
    title: "Winter Tire Swap Social",
    description:
      "Bring your winter wheels, we bring jacks, torque wrenches and chili. Help each other swap, then talk about next season's plans.",
    inDays: 60,
    at: "11:00",
    place: PLACES.denver,
    location: "Sofia's Garage, Denver, CO, United States",
    maxAttendees: 20,
    going: ["kenji_rb26", "diego_slammed"],
  },
  {
    host: "camber_admin",
    title: "Sunset Cruise to Point Loma",
    description: "Coastal cruise ending at the Point Loma overlook for golden-hour photos.",
    inDays: 75,
    at: "17:30",
    place: PLACES.sanDiego,
    location: "Shelter Island, San Diego, CA, United States",
    maxAttendees: null,
    going: ["sofia_e30"],
  },
  {
    host: "sofia_e30",
    title: "Fall Colors Drive",
    description: "Aspens, twisties and a picnic at the top. Thanks to everyone who came out!",
    inDays: -14,
    at: "09:00",
    place: PLACES.denver,
    location: "Evergreen Lake, Denver, CO, United States",
    maxAttendees: 15,
    going: ["maya_s2k", "kenji_rb26", "diego_slammed"],
  },
  {
    host: "diego_slammed",
    title: "Midnight Meet Recap Night",
    description: "Photos from the summer meets on a projector, tacos in the parking lot.",
    inDays: -40,
    at: "20:00",
    place: PLACES.sanAntonio,
    location: "Southtown, San Antonio, TX, United States",
    maxAttendees: null,
    going: ["sofia_e30"],
  },
  {
    host: "kenji_rb26",
    title: "Drift Practice Night",
    description: "Closed-course drift practice. Waiting for the venue's insurance paperwork.",
    inDays: 20,
    at: "19:00",
    place: PLACES.seattle,
    location: "Pacific Raceways skid pad, Seattle, WA, United States",
    maxAttendees: 20,
    status: "pending",
    going: [],
  },
  {
    host: "diego_slammed",
    title: "Downtown Takeover",
    description: "Meet downtown and see what happens.",
    inDays: 12,
    at: "23:30",
    place: PLACES.sanAntonio,
    location: "Downtown, San Antonio, TX, United States",
    maxAttendees: null,
    status: "rejected",
    going: [],
  },
];

/** The instant of `at` local time, `days` after the seed's day, at the place. */
function startOf(now: Date, days: number, at: string, timeZone: string): Date {
  const day = dateToZonedWallTime(new Date(now.getTime() + days * DAY_MS), timeZone).slice(0, 10);
  const instant = zonedWallTimeToDate(`${day}T${at}`, timeZone);
  if (!instant) throw new Error(`Bad demo event time ${day}T${at} ${timeZone}`);
  return instant;
}

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  await withSeedFiles(async (files) => {
    // Flyers first (the slow part), in parallel.
    const flyers = await Promise.all(
      DEMO_EVENTS.map(async (demo) => {
        if (!demo.flyer) return null;
        return files.photo(
          {
            ...demo.flyer,
            sky: ["#0b1026", "#3a1c32"],
            stance: -20,
            wheel: "#d9d9d9",
            width: 1280,
            height: 960,
          },
          { ownerId: idOf(demo.host), kind: "events" },
        );
      }),
    );

    for (const [i, demo] of DEMO_EVENTS.entries()) {
      const timeZone = demo.place?.timeZone ?? "America/Los_Angeles";
      const eventDate = startOf(now, demo.inDays, demo.at, timeZone);
      // Hosts put events up some weeks ahead.
      const createdAt = daysBefore(new Date(Math.min(now.getTime(), eventDate.getTime())), 10 + i);
      const [event] = await tx
        .insert(events)
        .values({
          title: demo.title,
          description: demo.description,
          eventDate,
          timeZone,
          location: demo.location,
          placeName: demo.place?.label ?? null,
          latitude: demo.place?.latitude ?? null,
          longitude: demo.place?.longitude ?? null,
          maxAttendees: demo.maxAttendees,
          imageUrl: flyers[i],
          createdBy: idOf(demo.host),
          approvalStatus: demo.status ?? "approved",
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: events.id });
      const queue = [
        ...demo.going.map((u) => ({ username: u, status: "going" as const })),
        ...(demo.waitlisted ?? []).map((u) => ({ username: u, status: "waitlisted" as const })),
      ];
      if (queue.length > 0) {
        await tx.insert(eventRegistrations).values(
          queue.map((entry, k) => ({
            eventId: event.id,
            userId: idOf(entry.username),
            status: entry.status,
            createdAt: new Date(createdAt.getTime() + (k + 1) * 3 * 60 * 60 * 1000),
          })),
        );
      }
    }
  });
}

export const demoEventsStep: SeedStep = { name: "events", run };
