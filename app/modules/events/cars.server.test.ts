// "Bring your car" on PGlite and PostgreSQL: an RSVP names one of the member's own approved,
// active builds (anything else is refused), the choice changes while registered, and the event's
// "Cars attending" lists the going members' public builds with their chassis codes.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildSpecs, builds, eventRegistrations } from "~/db/schema";
import { InvalidError } from "~/lib/errors";
import { getCarChoice, listEventCars } from "./cars.server";
import { CAR_MESSAGES } from "./messages";
import { attendEvent, cancelAttendance, setAttendingBuild } from "./rsvp.server";
import { insertEvent, insertMembers } from "./testing/fixtures.server";

async function insertBuild(
  userId: string,
  title: string,
  values: Partial<typeof builds.$inferInsert> = {},
) {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId,
      title,
      carMake: "Nissan",
      carModel: "Silvia",
      approvalStatus: "approved",
      ...values,
    })
    .returning({ id: builds.id });
  return row.id;
}

async function storedBuild(eventId: string, userId: string) {
  const [row] = await getDb()
    .select({ buildId: eventRegistrations.buildId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row?.buildId ?? null;
}

let host: string;
let owner: string;
let other: string;
let s15: string;
let pending: string;
let deleted: string;
let othersBuild: string;

beforeAll(async () => {
  [host, owner, other] = await insertMembers(3, "cars");
  s15 = await insertBuild(owner, "Midnight S15");
  await getDb().insert(buildSpecs).values({ buildId: s15, chassisCode: "S15" });
  pending = await insertBuild(owner, "Pending Project", { approvalStatus: "pending" });
  deleted = await insertBuild(owner, "Sold Car", { status: "deleted" });
  othersBuild = await insertBuild(other, "Other's E30", { carMake: "BMW", carModel: "325i" });
});

describe("choosing a car", () => {
  it("offers only the member's approved, active builds", async () => {
    const eventId = await insertEvent({ createdBy: host });
    const choice = await getCarChoice(eventId, owner);
    expect(choice.builds.map((b) => b.title)).toEqual(["Midnight S15"]);
    expect(choice.selected).toBeNull();
  });

  it("an RSVP stores the member's own approved build", async () => {
    const eventId = await insertEvent({ createdBy: host });
    await attendEvent(eventId, owner, { buildId: s15 });
    expect(await storedBuild(eventId, owner)).toBe(s15);
    expect((await getCarChoice(eventId, owner)).selected).toBe(s15);
  });

  it("refuses another member's build, a pending or deleted one, and a malformed id: no RSVP made", async () => {
    const eventId = await insertEvent({ createdBy: host });
    for (const buildId of [othersBuild, pending, deleted, "not-a-uuid", crypto.randomUUID()]) {
      const attempt = attendEvent(eventId, owner, { buildId });
      await expect(attempt).rejects.toBeInstanceOf(InvalidError);
      await expect(attendEvent(eventId, owner, { buildId })).rejects.toMatchObject({
        userMessage: CAR_MESSAGES.notYours,
      });
    }
    expect(await storedBuild(eventId, owner)).toBeNull();
    expect((await getCarChoice(eventId, owner)).selected).toBeNull();
  });

  it("changes or takes off the car while registered; refused for someone else's build or no RSVP", async () => {
    const eventId = await insertEvent({ createdBy: host });
    await attendEvent(eventId, owner);
    expect(await storedBuild(eventId, owner)).toBeNull();
    await setAttendingBuild(eventId, owner, s15);
    expect(await storedBuild(eventId, owner)).toBe(s15);
    await expect(setAttendingBuild(eventId, owner, othersBuild)).rejects.toBeInstanceOf(
      InvalidError,
    );
    expect(await storedBuild(eventId, owner)).toBe(s15);
    await setAttendingBuild(eventId, owner, null);
    expect(await storedBuild(eventId, owner)).toBeNull();
    await expect(setAttendingBuild(eventId, other, othersBuild)).rejects.toMatchObject({
      userMessage: CAR_MESSAGES.notRegistered,
    });
  });
});

describe("Cars attending", () => {
  it("lists the going members' public builds with their chassis code; not the waitlisted", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 1 });
    await attendEvent(eventId, owner, { buildId: s15 });
    await attendEvent(eventId, other, { buildId: othersBuild }); // waitlisted
    let cars = await listEventCars(eventId);
    expect(cars.map((c) => [c.title, c.chassisCode])).toEqual([["Midnight S15", "S15"]]);

    // The owner cancels: the other member is promoted, and their car shows.
    await cancelAttendance(eventId, owner);
    cars = await listEventCars(eventId);
    expect(cars.map((c) => [c.title, c.chassisCode, c.carMake])).toEqual([
      ["Other's E30", null, "BMW"],
    ]);
  });

  it("a build rejected after the RSVP drops out of the gallery", async () => {
    const eventId = await insertEvent({ createdBy: host });
    const soon = await insertBuild(owner, "Soon Rejected");
    await attendEvent(eventId, owner, { buildId: soon });
    expect(await listEventCars(eventId)).toHaveLength(1);
    await getDb().update(builds).set({ approvalStatus: "rejected" }).where(eq(builds.id, soon));
    expect(await listEventCars(eventId)).toEqual([]);
  });
});
