// The /events/create action end to end (multipart request, session, database, image pipeline),
// on PGlite and PostgreSQL: every SPEC message of event creation, as the action answers it.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import { rateLimitMessage } from "~/lib/rate-limit.server";
import { createRequestContext } from "~/lib/request-context.server";
import { action as createAction } from "~/routes/events/create";
import { pngFile } from "../../../tests/setup/uploads";
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

async function post(
  values: Record<string, string>,
  flyer?: File,
  withCookie: boolean | string = true,
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  if (flyer) body.set("flyer", flyer);
  const sessionCookieValue =
    typeof withCookie === "string" ? withCookie : withCookie ? cookie : undefined;
  const request = requestWithCookie(URL_CREATE, sessionCookieValue, {
    method: "POST",
    body,
  });
  // A redirect may be thrown (sign-in) or returned: React Router answers both the same way.
  return createAction({
    request,
    params: {},
    context: await createRequestContext(request),
  } as unknown as Parameters<typeof createAction>[0]).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

type Failure = {
  data: {
    ok: false;
    message: string;
    fieldErrors?: Record<string, string>;
    values: Record<string, string>;
  };
  init: { status: number };
};

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
    const response = (await post(
      fields({ maxAttendees: "12" }),
      await pngFile("flyer.png"),
    )) as Response;
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
    expect(Object.keys(result.data.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["title", "location"]),
    );
    expect(result.data.values.timeZone).toBe("Europe/Berlin");
  });

  it("'Please select an image file' for a file that is not an image", async () => {
    const fake = new File(["%PDF-1.7 not a picture"], "flyer.png", { type: "image/png" });
    const result = (await post(fields(), fake)) as unknown as Failure;
    // SPEC's message, then which file and why.
    const named = `${EVENT_MESSAGES.selectImage}. "flyer.png" is not a JPEG, PNG, WebP, AVIF, GIF or HEIC image.`;
    expect(result.data.message).toBe(named);
    expect(result.data.fieldErrors?.flyer).toBe(named);
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
        await pngFile("flyer.png"),
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

describe("POST /events/create quotas", () => {
  /** A member of their own, so the counters start at zero. */
  async function freshMember() {
    const user = await createVerifiedUser({ name: "Quota Host" });
    return { id: user.id, cookie: await sessionCookie(user) };
  }
  const notAnImage = () => new File(["not a picture"], "flyer.png", { type: "image/png" });
  const countOf = async (id: string) =>
    (await getDb().select({ id: events.id }).from(events).where(eq(events.createdBy, id))).length;

  it("refused flyers do not use up the create-event quota", async () => {
    const member = await freshMember();
    for (let i = 0; i < 12; i += 1) {
      const refused = (await post(fields(), notAnImage(), member.cookie)) as unknown as Failure;
      expect(refused.data.message).toMatch(
        new RegExp(`^${EVENT_MESSAGES.selectImage}\\. "flyer\\.png" `),
      );
    }
    // Ten events an hour, all still available.
    for (let i = 0; i < 10; i += 1) {
      const created = (await post(
        fields({ title: `Meet ${i}` }),
        undefined,
        member.cookie,
      )) as Response;
      expect(created.status).toBe(302);
    }
    expect(await countOf(member.id)).toBe(10);
  });

  it("the eleventh event in an hour is refused with the real wait; its flyer is not kept", async () => {
    const member = await freshMember();
    for (let i = 0; i < 10; i += 1) {
      expect(((await post(fields(), undefined, member.cookie)) as Response).status).toBe(302);
    }
    const refused = (await post(
      fields({ title: "One too many" }),
      await pngFile("flyer.png"),
      member.cookie,
    )) as unknown as Failure & {
      init: { headers: HeadersInit };
    };
    expect(refused.init.status).toBe(429);
    const wait = Number(new Headers(refused.init.headers).get("Retry-After"));
    expect(wait).toBeGreaterThan(59 * 60);
    expect(refused.data.message).toBe(rateLimitMessage(wait));
    expect(refused.data.message).toMatch(
      /^Too many attempts\. Please wait (an hour|59 minutes) and try again\.$/,
    );
    expect(refused.data.values.title).toBe("One too many");
    expect(await countOf(member.id)).toBe(10);
    const flyers = (
      await getDb()
        .select({ imageUrl: events.imageUrl })
        .from(events)
        .where(eq(events.createdBy, member.id))
    ).filter((e) => e.imageUrl);
    expect(flyers).toHaveLength(0);
  });

  it("junk submissions have a limit of their own, more generous, with the real wait", async () => {
    const member = await freshMember();
    for (let i = 0; i < 40; i += 1) {
      const refused = (await post(fields(), notAnImage(), member.cookie)) as unknown as Failure;
      expect(refused.init.status).toBe(400);
    }
    const stopped = (await post(
      fields({ title: "Kept" }),
      notAnImage(),
      member.cookie,
    )) as unknown as Failure & {
      init: { headers: HeadersInit };
    };
    expect(stopped.init.status).toBe(429);
    expect(stopped.data.message).toBe(
      rateLimitMessage(Number(new Headers(stopped.init.headers).get("Retry-After"))),
    );
    expect(stopped.data.message).not.toContain("a minute");
    expect(stopped.data.values.title).toBe("Kept");
  });
});

describe("POST /events/create with a flyer far over the limit (no JavaScript checks it first)", () => {
  it("keeps every typed field and names the file", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(
      fields({
        title: "Big Poster Meet",
        description: "Line one\nLine <b>two</b>",
        maxAttendees: "25",
      }),
    )) {
      form.set(k, v);
    }
    form.set(
      "flyer",
      new File([new Uint8Array(12 * 1024 * 1024)], "giant-poster.png", { type: "image/png" }),
    );
    // As a browser sends it: with its length declared.
    const encoded = new Request(URL_CREATE, { method: "POST", body: form });
    const body = new Uint8Array(await encoded.arrayBuffer());
    const request = requestWithCookie(URL_CREATE, cookie, {
      method: "POST",
      body,
      headers: {
        "Content-Type": encoded.headers.get("content-type") as string,
        "Content-Length": String(body.byteLength),
      },
    });
    const result = (await createAction({
      request,
      params: {},
      context: await createRequestContext(request),
    } as unknown as Parameters<typeof createAction>[0])) as unknown as Failure;
    expect(result.init.status).toBe(413);
    expect(result.data.message).toBe(EVENT_MESSAGES.imageTooLarge);
    expect(result.data.fieldErrors?.flyer).toBe(
      `"giant-poster.png" is 12.0MB. ${EVENT_MESSAGES.imageTooLarge}: please choose a smaller image.`,
    );
    expect(result.data.values).toMatchObject({
      title: "Big Poster Meet",
      // A form's line breaks travel as CRLF (as with every multipart post).
      description: "Line one\r\nLine <b>two</b>",
      timeZone: "Europe/Berlin",
      location: "Berlin, Germany",
      maxAttendees: "25",
    });
  });
});
