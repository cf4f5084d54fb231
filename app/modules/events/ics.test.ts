// The calendar files parse as RFC 5545: CRLF lines of at most 75 octets, folded and unfolded
// correctly, balanced BEGIN/END, required properties, UTC times, escaped text.
import { describe, expect, it } from "vitest";
import { calendarFileName, eventCalendar, eventsFeedCalendar } from "./ics.server";
import type { CalendarEvent } from "./queries.server";

interface Component {
  name: string;
  props: { name: string; params: string; value: string }[];
  children: Component[];
}

/** A small RFC 5545 reader, strict about what the generator must get right. */
function parseIcs(text: string): Component {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  // Unfold: a line starting with a space or tab continues the previous one.
  const lines: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line)) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: Component = { name: "", props: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(match, `content line: ${line}`).not.toBeNull();
    const [, name, params, value] = match as RegExpExecArray;
    if (name === "BEGIN") {
      const child: Component = { name: value, props: [], children: [] };
      stack[stack.length - 1].children.push(child);
      stack.push(child);
    } else if (name === "END") {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack[stack.length - 1].props.push({ name, params, value });
    }
  }
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0];
}

const prop = (c: Component, name: string) => c.props.find((p) => p.name === name)?.value;

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));

const event: CalendarEvent = {
  id: "7b1f7a58-3a8c-4e35-9c1d-0f6b1e0f4a11",
  title: "Cars & Coffee: Portland, OR; with a title long enough to need folding somewhere",
  description: "Bring the car.\nCoffee on us; donuts, too — ünïcödé included.",
  startsAt: new Date("2026-11-23T03:00:00Z"),
  location: "Pioneer Square, Portland, OR, United States",
  latitude: 45.52345,
  longitude: -122.67621,
  hostName: "Maya Okafor",
  createdAt: new Date("2026-11-01T10:00:00Z"),
  updatedAt: new Date("2026-11-02T10:00:00Z"),
  sequence: 0,
  cancelled: false,
};

describe("eventCalendar", () => {
  it("is one VEVENT with the required properties, in UTC", () => {
    const calendar = parseIcs(eventCalendar(event, { origin: "https://camber.club" }));
    expect(calendar.name).toBe("VCALENDAR");
    expect(prop(calendar, "VERSION")).toBe("2.0");
    expect(prop(calendar, "PRODID")).toBeTruthy();
    expect(prop(calendar, "METHOD")).toBe("PUBLISH");
    expect(calendar.children).toHaveLength(1);
    const vevent = calendar.children[0];
    expect(vevent.name).toBe("VEVENT");
    expect(prop(vevent, "UID")).toBe(`${event.id}@camber.club`);
    expect(prop(vevent, "DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(vevent, "DTSTART")).toBe("20261123T030000Z");
    expect(prop(vevent, "DTEND")).toBe("20261123T050000Z");
    expect(unescapeText(prop(vevent, "SUMMARY") ?? "")).toBe(event.title);
    expect(unescapeText(prop(vevent, "LOCATION") ?? "")).toBe(event.location);
    expect(prop(vevent, "GEO")).toBe("45.52345;-122.67621");
    expect(prop(vevent, "URL")).toBe(`https://camber.club/events/${event.id}`);
    const description = unescapeText(prop(vevent, "DESCRIPTION") ?? "");
    expect(description).toContain("Bring the car.\nCoffee on us; donuts, too — ünïcödé included.");
    expect(description).toContain("Hosted by Maya Okafor.");
  });

  it("leaves out what the event does not have", () => {
    const bare = { ...event, description: null, location: null, latitude: null, longitude: null };
    const vevent = parseIcs(eventCalendar(bare, { origin: "https://camber.club" })).children[0];
    expect(prop(vevent, "LOCATION")).toBeUndefined();
    expect(prop(vevent, "GEO")).toBeUndefined();
  });
});

describe("eventsFeedCalendar", () => {
  it("holds every event with a unique UID and names the calendar", () => {
    const events = [0, 1, 2].map((i) => ({
      ...event,
      id: `7b1f7a58-3a8c-4e35-9c1d-0f6b1e0f4a1${i}`,
      title: `Meet ${i}`,
    }));
    const calendar = parseIcs(eventsFeedCalendar(events, { origin: "https://camber.club" }));
    expect(prop(calendar, "X-WR-CALNAME")).toBe("Camber Club Events");
    expect(calendar.children.map((c) => prop(c, "SUMMARY"))).toEqual([
      "Meet 0",
      "Meet 1",
      "Meet 2",
    ]);
    expect(new Set(calendar.children.map((c) => prop(c, "UID"))).size).toBe(3);
  });

  it("is a valid calendar when empty", () => {
    expect(parseIcs(eventsFeedCalendar([], { origin: "https://camber.club" })).children).toEqual(
      [],
    );
  });
});

describe("calendarFileName", () => {
  it("makes a safe file name from the title", () => {
    expect(calendarFileName("Cars & Coffee: São Paulo!")).toBe("cars-coffee-sao-paulo.ics");
    expect(calendarFileName("!!!")).toBe("event.ics");
  });
});
