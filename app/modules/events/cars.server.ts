// "Bring your car": the builds going members named on their RSVPs, as the event page's "Cars
// attending" gallery, and what the RSVP form offers the viewer. The builds area decides which
// builds qualify and gives their cards (./rsvp.server.ts checks a build before storing it).
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import {
  type AttendingCar,
  type BringableBuild,
  listAttendingCars,
  listBringableBuilds,
} from "~/modules/builds/index.server";

export type { AttendingCar, BringableBuild };

/** At most this many cars in the gallery (a big show lists the first to RSVP). */
export const CARS_ATTENDING_LIMIT = 48;

/** The going members' cars, in RSVP order; waitlisted members' cars are not shown yet. */
export async function listEventCars(eventId: string): Promise<AttendingCar[]> {
  const rows = await queryRows<{ build_id: string }>(sql`
    select r.build_id from event_registrations r
    where r.event_id = ${eventId} and r.status = 'going' and r.build_id is not null
    order by r.created_at asc, r.user_id asc
    limit ${CARS_ATTENDING_LIMIT * 2}`);
  const cars = await listAttendingCars(rows.map((r) => r.build_id));
  return cars.slice(0, CARS_ATTENDING_LIMIT);
}

/** The RSVP form's "Bringing a car?" choice for the viewer: their builds and the one named. */
export interface CarChoice {
  builds: BringableBuild[];
  /** The build on the viewer's registration, or null. */
  selected: string | null;
}

export async function getCarChoice(eventId: string, userId: string): Promise<CarChoice> {
  const [builds, [registration]] = await Promise.all([
    listBringableBuilds(userId),
    queryRows<{ build_id: string | null }>(sql`
      select build_id from event_registrations
      where event_id = ${eventId} and user_id = ${userId}`),
  ]);
  return { builds, selected: registration?.build_id ?? null };
}
