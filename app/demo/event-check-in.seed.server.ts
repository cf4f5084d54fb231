// Demo check-ins and questions on events: the past "Fall Colors Drive" with two of its three
// going members checked in by the host at the start (the third a no-show), and a Q&A exchange
// on "Cars & Coffee Denver" where the host's answers carry the "Host" badge.
import { and, eq } from "drizzle-orm";
import { eventComments, eventRegistrations, events } from "~/db/schema";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

async function eventNamed(tx: SeedContext["tx"], title: string) {
  const [event] = await tx
    .select({ id: events.id, at: events.eventDate, createdAt: events.createdAt })
    .from(events)
    .where(eq(events.title, title))
    .limit(1);
  return event ?? null;
}

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  const sofia = idOf("sofia_e30");

  const drive = await eventNamed(tx, "Fall Colors Drive");
  if (drive) {
    for (const [username, minutes] of [
      ["maya_s2k", -6],
      ["kenji_rb26", 3],
    ] as const) {
      await tx
        .update(eventRegistrations)
        .set({ checkedInAt: new Date(drive.at.getTime() + minutes * MINUTE), checkedInBy: sofia })
        .where(
          and(
            eq(eventRegistrations.eventId, drive.id),
            eq(eventRegistrations.userId, idOf(username)),
          ),
        );
    }
  }

  const coffee = await eventNamed(tx, "Cars & Coffee Denver");
  if (coffee) {
    // Questions arrive in the days after the event went up, never "in the future".
    const start = Math.min(now.getTime() - 30 * HOUR, coffee.createdAt.getTime() + 24 * HOUR);
    const at = (hours: number) => new Date(start + hours * HOUR);
    const [trailer] = await tx
      .insert(eventComments)
      .values({
        eventId: coffee.id,
        userId: idOf("diego_slammed"),
        content: "Is there room for a trailer? Bringing the car on the flatbed this time.",
        createdAt: at(0),
      })
      .returning({ id: eventComments.id });
    await tx.insert(eventComments).values({
      eventId: coffee.id,
      userId: sofia,
      parentId: trailer.id,
      content: "Yes — the far end of Lot C has pull-through spots. Unload before 8 if you can.",
      createdAt: at(2),
    });
    const [coffeeQuestion] = await tx
      .insert(eventComments)
      .values({
        eventId: coffee.id,
        userId: idOf("maya_s2k"),
        content: "Is the coffee cart there again, or should we bring our own?",
        createdAt: at(5),
      })
      .returning({ id: eventComments.id });
    await tx.insert(eventComments).values({
      eventId: coffee.id,
      userId: sofia,
      parentId: coffeeQuestion.id,
      content: "The cart's booked from 7:45. First drip is on me for anyone who shows a ticket.",
      createdAt: at(6),
      editedAt: at(6.2),
    });
  }
}

export const demoEventCheckInStep: SeedStep = { name: "event check-in and Q&A", run };
