import { describe, expect, it } from "vitest";
import { INSECURE_IMAGE_URL_MESSAGE } from "~/lib/image-urls";
import { EVENT_MESSAGES } from "./messages";
import {
  CATEGORY_MESSAGE,
  END_TIME_MESSAGES,
  eventFormSchema,
  nearParams,
  parseEventForm,
  parseEventId,
  parseEventListQuery,
  summaryMessage,
} from "./schemas";
import { dateToZonedWallTime } from "./time";

const future = dateToZonedWallTime(new Date(Date.now() + 10 * 24 * 3600_000), "America/Denver");

const form = (overrides: Record<string, string> = {}) => ({
  title: "Cars & Coffee",
  description: "",
  eventDate: future,
  timeZone: "America/Denver",
  location: "Denver, CO, United States",
  placeId: "",
  maxAttendees: "",
  imageUrl: "",
  ...overrides,
});

/** The field errors of the form sent with these values, as the action parses it. */
function errorsOf(values: Record<string, string>): Record<string, string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  const result = parseEventForm(body);
  return result.ok ? {} : (result.fieldErrors ?? {});
}

describe("end time and category", () => {
  it("a blank end is none; an end before the start or too long after it is refused", () => {
    expect(eventFormSchema.parse(form({ endsAt: "" })).endsAt).toBeNull();
    const start = new Date(Date.now() + 10 * 24 * 3600_000);
    const at = (ms: number) =>
      dateToZonedWallTime(new Date(start.getTime() + ms), "America/Denver");
    const ok = eventFormSchema.parse(form({ eventDate: at(0), endsAt: at(3 * 3600_000) }));
    expect(ok.endsAt!.getTime() - ok.startsAt.getTime()).toBe(3 * 3600_000);
    expect(errorsOf(form({ eventDate: at(0), endsAt: at(0) })).endsAt).toBe(
      END_TIME_MESSAGES.beforeStart,
    );
    expect(errorsOf(form({ eventDate: at(0), endsAt: at(15 * 24 * 3600_000) })).endsAt).toBe(
      END_TIME_MESSAGES.tooLong,
    );
    expect(errorsOf(form({ endsAt: "soon" })).endsAt).toBe(END_TIME_MESSAGES.invalid);
  });

  it("a category from the list, or none", () => {
    expect(eventFormSchema.parse(form({ category: "drift" })).category).toBe("drift");
    expect(eventFormSchema.parse(form({ category: "" })).category).toBeNull();
    expect(errorsOf(form({ category: "rally" })).category).toBe(CATEGORY_MESSAGE);
  });

  it("the time zone may be left blank only with a picked city (the server takes its zone)", () => {
    expect(errorsOf(form({ timeZone: "" })).timeZone).toBe(
      "Please choose a time zone from the list",
    );
    expect(errorsOf(form({ timeZone: "", placeId: "5746545" }))).toEqual({});
  });
});

describe("eventFormSchema", () => {
  it("accepts a complete form: trimmed, blank max attendees = unlimited, the instant in its zone", () => {
    const parsed = eventFormSchema.parse(
      form({ title: "  Cars & Coffee  ", location: " Denver ", description: "  " }),
    );
    expect(parsed).toMatchObject({
      title: "Cars & Coffee",
      location: "Denver",
      description: null,
      maxAttendees: null,
      imageUrl: null,
      placeId: null,
    });
    expect(dateToZonedWallTime(parsed.startsAt, "America/Denver")).toBe(future);
  });

  it("says 'Please fill in all required fields' for a missing or blank title, date or location", () => {
    for (const field of ["title", "eventDate", "location"]) {
      for (const empty of ["", "   "]) {
        const errors = errorsOf(form({ [field]: empty }));
        expect(errors[field as keyof typeof errors]).toBe(EVENT_MESSAGES.requiredFields);
        expect(summaryMessage(errors)).toBe(EVENT_MESSAGES.requiredFields);
      }
    }
  });

  it("max attendees: blank, or a whole number of 1 or more", () => {
    expect(eventFormSchema.parse(form({ maxAttendees: "40" })).maxAttendees).toBe(40);
    expect(eventFormSchema.parse(form({ maxAttendees: " 1 " })).maxAttendees).toBe(1);
    for (const bad of ["0", "-3", "2.5", "ten", "100001"]) {
      expect(errorsOf(form({ maxAttendees: bad })).maxAttendees).toBeTruthy();
    }
  });

  it("refuses a past date, an impossible date and an unknown time zone", () => {
    expect(errorsOf(form({ eventDate: "2020-01-01T10:00" })).eventDate).toBe(
      "The event date must be in the future",
    );
    expect(errorsOf(form({ eventDate: "2099-02-30T10:00" })).eventDate).toBe(
      "Please enter a valid date and time",
    );
    expect(errorsOf(form({ timeZone: "Nowhere/City" })).timeZone).toBeTruthy();
  });

  it("image URL: http(s) only; place id: digits only", () => {
    expect(
      eventFormSchema.parse(form({ imageUrl: "https://example.com/flyer.jpg" })).imageUrl,
    ).toBe("https://example.com/flyer.jpg");
    expect(errorsOf(form({ imageUrl: "javascript:alert(1)" })).imageUrl).toBe(
      "Please enter a valid image URL",
    );
    // http: images are blocked by the site's Content-Security-Policy: refused with a reason.
    expect(errorsOf(form({ imageUrl: "http://example.com/flyer.jpg" })).imageUrl).toBe(
      INSECURE_IMAGE_URL_MESSAGE,
    );
    expect(errorsOf(form({ placeId: "12; drop table" })).placeId).toBeTruthy();
    expect(eventFormSchema.parse(form({ placeId: "5746545" })).placeId).toBe("5746545");
  });

  it("limits lengths", () => {
    expect(errorsOf(form({ title: "x".repeat(121) })).title).toBe(
      "Title must be 120 characters or less",
    );
    expect(errorsOf(form({ location: "x".repeat(201) })).location).toBeTruthy();
  });
});

describe("parseEventForm", () => {
  it("reads a field the form left out (the image URL is disabled once a flyer is chosen) as empty", () => {
    const { imageUrl: _left, ...sent } = form();
    const body = new FormData();
    for (const [name, value] of Object.entries(sent)) body.set(name, value);
    const flyer = new File(["png"], "flyer.png", { type: "image/png" });
    body.set("flyer", flyer);
    const parsed = parseEventForm(body);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.fields.imageUrl).toBeNull();
      expect(parsed.value.flyer).toBe(flyer);
    }
  });
});

describe("parseEventListQuery", () => {
  const parse = (search: string) => parseEventListQuery(new URLSearchParams(search));

  it("defaults to upcoming with no search", () => {
    expect(parse("")).toEqual({
      q: "",
      period: "upcoming",
      near: null,
      category: null,
      cursor: undefined,
    });
    expect(parse("period=tomorrow").period).toBe("upcoming");
  });

  it("reads a known category and ignores anything else", () => {
    expect(parse("category=track-day").category).toBe("track-day");
    expect(parse("category=<script>").category).toBeNull();
  });

  it("reads the period, the trimmed search and the cursor", () => {
    expect(parse("period=past&q=%20rotary%20&cursor=abc")).toMatchObject({
      period: "past",
      q: "rotary",
      cursor: "abc",
    });
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("reads Near Me: a point, the profile, a typed city, or a request for a city", () => {
    expect(parse("near=45.52,-122.68&place=Portland").near).toEqual({
      kind: "point",
      latitude: 45.52,
      longitude: -122.68,
      label: "Portland",
    });
    expect(parse("near=me").near).toEqual({ kind: "me" });
    expect(parse("city=Denver").near).toEqual({ kind: "city", text: "Denver" });
    expect(parse("near=city").near).toEqual({ kind: "ask" });
    expect(parse("near=95,10").near).toBeNull();
    expect(parse("near=abc").near).toBeNull();
  });

  it("writes Near Me back as URL parameters", () => {
    for (const search of [
      "near=45.52,-122.68&place=Portland",
      "near=me",
      "city=Denver",
      "near=city",
    ]) {
      expect(new URLSearchParams(nearParams(parse(search).near)).toString()).toBe(
        new URLSearchParams(search).toString(),
      );
    }
  });
});

describe("parseEventId", () => {
  it("accepts uuids only", () => {
    expect(parseEventId("7B1F7A58-3A8C-4E35-9C1D-0F6B1E0F4A11")).toBe(
      "7b1f7a58-3a8c-4e35-9c1d-0f6b1e0f4a11",
    );
    expect(parseEventId("1")).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
  });
});
