// Demo "Bring your car": some demo RSVPs name the member's own build, so a fresh site's event
// pages show "Cars attending" (Cars & Coffee Denver and the track day have two each).
import { and, eq } from "drizzle-orm";
import { builds, eventRegistrations, events } from "~/db/schema";
import { DEMO_BUILDS } from "./builds.seed.server";
import { DEMO_EVENTS } from "./events.seed.server";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

/** Event title → [username, build title] of going members who bring a car. */
export const DEMO_EVENT_CARS: Record<string, [string, string][]> = {
  "Cars & Coffee Denver": [
    ["maya_s2k", "Track-Day S2000 AP2"],
    ["diego_slammed", "Static E46 M3 on Coilovers"],
  ],
  "Night Meet at the Docks": [["sofia_e30", "E30 325i Street Build"]],
  "HPDE Track Day at PIR": [
    ["kenji_rb26", "Midnight Purple Silvia S15"],
    ["sofia_e30", "Miata NA Weekend Toy"],
  ],
  "Stance & Static Show": [["kenji_rb26", "Bayside Blue R34 GT-R"]],
  "Fall Colors Drive": [["maya_s2k", "WRX STI Hatch Rally Tribute"]],
};

async function run({ tx, people }: SeedContext): Promise<void> {
  const { idOf } = demoPeople(people);
  for (const [title, cars] of Object.entries(DEMO_EVENT_CARS)) {
    const demo = DEMO_EVENTS.find((e) => e.title === title);
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.title, title));
    if (!demo || !event) throw new Error(`No demo event "${title}"`);
    for (const [username, buildTitle] of cars) {
      if (!demo.going.includes(username)) throw new Error(`${username} is not going to "${title}"`);
      if (DEMO_BUILDS.find((b) => b.title === buildTitle)?.owner !== username) {
        throw new Error(`"${buildTitle}" is not ${username}'s build`);
      }
      const userId = idOf(username);
      const [build] = await tx
        .select({ id: builds.id })
        .from(builds)
        .where(
          and(
            eq(builds.userId, userId),
            eq(builds.title, buildTitle),
            eq(builds.approvalStatus, "approved"),
          ),
        );
      if (!build) throw new Error(`No approved demo build "${buildTitle}"`);
      await tx
        .update(eventRegistrations)
        .set({ buildId: build.id })
        .where(
          and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, userId)),
        );
    }
  }
}

export const demoEventCarsStep: SeedStep = { name: "event cars", run };
