// The /events/create action end to end (multipart request, session, database, image pipeline),
// on PGlite and PostgreSQL: every SPEC message of event creation, as the action answers it.
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import { action as createAction } from "~/routes/events/create";
import { createVerifiedUser, requestWithCookie, sessionCookie } from "../../../tests/setup/users";
import { EVENT_MESSAGES } from "./messages";
import { dateToZonedWallTime } from "./time";

// Switches to make one step fail on purpose, leaving the rest real.
const failures = vi.hoisted(() => ({ storage: false, gazetteer: false }));

vi.mock("~/lib/images.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/lib/images.server")>();
  return {
    ...real,
    storeImage: (...args: Parameters<typeof real.storeImage>) =>
      failures.storage ? Promise.reject(new Error("disk full")) : real.storeImage(...args),
  };
});
vi.mock("./geo/gazetteer.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("./geo/gazetteer.server")>();
  return {
    ...real,
    findPlaceById: (id: string) =>
      failures.gazetteer ? Promise.reject(new Error("gazetteer broke")) : real.findPlaceById(id),
  };
});

const URL_CREATE = "http://localhost:3000/events/create";
let cookie: string;
let userId: string;

beforeAll(async () => {
  const user = await createVerifiedUser({ name: "Action Host" });
  userId = user.id;
  cookie = await sessionCookie(user);
});

function fields(overrides: Record<string, string> = {}) {
  return {
    title: "Action Meet",
    description: "",
    eventDate: dateToZonedWallTime(new Date(Date.now() + 5 * 24 * 3600_000), "Europe/Berlin"),
    timeZone: "Europe/Berlin",
    location: "Berlin, Germany",
    placeId: "",
    maxAttendees: "",
    imageUrl: "",
    ...overrides,
  };
}

async function post(values: Record<string, string>, flyer?: File, withCookie = true) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  if (flyer) body.set("flyer", flyer);
  const request = requestWithCookie(URL_CREATE, withCookie ? cookie : undefined, {
    method: "POST",
    body,
  });
  return createAction({ request, params: {}, context: {} } as unknown as Parameters<
    typeof createAction
  >[0]);
}

type Failure = {
  data: {
    ok: false;
    message: string;
    errors: Record<string, string>;
    values: Record<string, string>;
  };
  init: { status: number };
};

async function png() {
  const bytes = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#123456" },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "flyer.png", { type: "image/png" });
}

const latest = async () =>
  (
    await getDb()
      .select()
      .from(events)
      .where(eq(events.createdBy, userId))
      .orderBy(desc(events.createdAt))
      .limit(1)
  )[0];

describe("POST /events/create", () => {
  it("signed out: 'Please sign in to create an event' and off to /auth", async () => {
    const response = (await post(fields(), undefined, false)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(response.headers.get("Set-Cookie")).toContain("camber_flash");
  });

  it("creates a pending event and says so on the way to its page", async () => {
    const response = (await post(fields({ maxAttendees: "12" }), await png())) as Response;
    expect(response.status).toBe(302);
    const event = await latest();
    expect(response.headers.get("Location")).toBe(`/events/${event.id}`);
    expect(event).toMatchObject({
      title: "Action Meet",
      approvalStatus: "pending",
      maxAttendees: 12,
    });
    expect(event.imageUrl).toMatch(/^\/uploads\/events\//);
    const flash = response.headers.get("Set-Cookie") ?? "";
    const value = decodeURIComponent(flash.split(";")[0].split("=")[1]);
    const decoded = JSON.parse(Buffer.from(value.split(".")[0], "base64").toString("utf8"));
    expect(decoded.message).toBe(EVENT_MESSAGES.created);
  });

  it("'Please fill in all required fields', keeping what was typed", async () => {
    const result = (await post(fields({ title: "  ", location: "" }))) as unknown as Failure;
    expect(result.init.status).toBe(400);
    expect(result.data.message).toBe(EVENT_MESSAGES.requiredFields);
    expect(Object.keys(result.data.errors)).toEqual(expect.arrayContaining(["title", "location"]));
    expect(result.data.values.timeZone).toBe("Europe/Berlin");
  });

  it("'Please select an image file' for a file that is not an image", async () => {
    const fake = new File(["%PDF-1.7 not a picture"], "flyer.png", { type: "image/png" });
    const result = (await post(fields(), fake)) as unknown as Failure;
    // SPEC's message, then which file and why.
    const named = `${EVENT_MESSAGES.selectImage}. "flyer.png" is not a JPEG, PNG, WebP, AVIF, GIF or HEIC image.`;
    expect(result.data.message).toBe(named);
    expect(result.data.errors.flyer).toBe(named);
  });

  it("'Image size must be less than 5MB' for a bigger file, keeping the fields", async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    const result = (await post(fields({ title: "Keep me" }), big)) as unknown as Failure;
    expect(result.data.message).toBe(`${EVENT_MESSAGES.imageTooLarge}. "big.png" is 5.1MB.`);
    expect(result.data.values.title).toBe("Keep me");
  });

  it("'Failed to upload image' when storing the flyer fails; nothing is created", async () => {
    const before = await latest();
    failures.storage = true;
    try {
      const result = (await post(
        fields({ title: "Upload fails" }),
        await png(),
      )) as unknown as Failure;
      expect(result.init.status).toBe(500);
      expect(result.data.message).toBe(EVENT_MESSAGES.uploadFailed);
    } finally {
      failures.storage = false;
    }
    expect((await latest()).id).toBe(before.id);
  });

  it("'Failed to create event' when saving fails", async () => {
    failures.gazetteer = true;
    try {
      const result = (await post(fields({ placeId: "2950159" }))) as unknown as Failure;
      expect(result.data.message).toBe(EVENT_MESSAGES.createFailed);
      expect(result.data.values.title).toBe("Action Meet");
    } finally {
      failures.gazetteer = false;
    }
  });
});
