import { describe, expect, it } from "vitest";
import {
  dateToZonedWallTime,
  formatEventDate,
  formatEventTime,
  isValidTimeZone,
  supportedTimeZones,
  zonedWallTimeToDate,
} from "./time";

describe("zonedWallTimeToDate", () => {
  it("reads the wall time in the given zone", () => {
    expect(zonedWallTimeToDate("2026-11-22T19:00", "America/Los_Angeles")?.toISOString()).toBe(
      "2026-11-23T03:00:00.000Z",
    );
    expect(zonedWallTimeToDate("2026-07-04T09:30", "Europe/Berlin")?.toISOString()).toBe(
      "2026-07-04T07:30:00.000Z",
    );
    expect(zonedWallTimeToDate("2026-01-01T00:00", "UTC")?.toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(zonedWallTimeToDate("2026-03-01T12:00:30", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-03-01T06:30:30.000Z",
    );
  });

  it("handles daylight-saving changes: gaps move forward, repeated times take the first", () => {
    // 2026-03-08 02:30 does not exist in New York (clocks jump 02:00 → 03:00).
    expect(zonedWallTimeToDate("2026-03-08T02:30", "America/New_York")?.toISOString()).toBe(
      "2026-03-08T07:30:00.000Z", // 03:30 EDT
    );
    // 2026-11-01 01:30 happens twice; the first is EDT (UTC-4).
    expect(zonedWallTimeToDate("2026-11-01T01:30", "America/New_York")?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });

  it("round-trips with dateToZonedWallTime", () => {
    for (const zone of ["America/Los_Angeles", "Australia/Sydney", "Asia/Kathmandu", "UTC"]) {
      for (const wall of ["2026-01-15T08:05", "2026-06-30T23:59", "2027-02-28T00:00"]) {
        const instant = zonedWallTimeToDate(wall, zone);
        expect(instant && dateToZonedWallTime(instant, zone)).toBe(wall);
      }
    }
  });

  it("refuses what is not a date and time, or an unknown zone", () => {
    for (const bad of [
      "",
      "tomorrow",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01",
    ]) {
      expect(zonedWallTimeToDate(bad, "UTC")).toBeNull();
    }
    expect(zonedWallTimeToDate("2026-01-01T10:00", "Mars/Olympus_Mons")).toBeNull();
  });
});

describe("formatting on the event's clocks", () => {
  const evening = new Date("2026-11-23T03:00:00Z"); // 7 PM on the 22nd in Portland

  it("dates read 'MMMM d, yyyy' in the event's time zone (SPEC §9)", () => {
    expect(formatEventDate(evening, "America/Los_Angeles")).toBe("November 22, 2026");
    expect(formatEventDate(evening, "UTC")).toBe("November 23, 2026");
    expect(formatEventDate("2027-01-05T17:00:00Z", "America/Denver")).toBe("January 5, 2027");
  });

  it("times carry the zone's abbreviation", () => {
    expect(formatEventTime(evening, "America/Los_Angeles")).toBe("7:00 PM PST");
    expect(formatEventTime("2026-07-01T16:30:00Z", "America/New_York")).toBe("12:30 PM EDT");
  });
});

describe("time zones", () => {
  it("knows real zones and lists UTC first", () => {
    expect(isValidTimeZone("America/Chicago")).toBe(true);
    expect(isValidTimeZone("Not/AZone")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    const zones = supportedTimeZones();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Europe/London");
    expect(new Set(zones).size).toBe(zones.length);
  });
});
