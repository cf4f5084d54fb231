import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = Date.parse("2026-05-20T12:00:00Z");
const msAgo = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime (SPEC §9: days, hours, minutes, else 'Just now')", () => {
  it("says 'Just now' under a minute, and for times a little in the future", () => {
    expect(relativeTime(msAgo(0), NOW)).toBe("Just now");
    expect(relativeTime(msAgo(59_999), NOW)).toBe("Just now");
    expect(relativeTime(msAgo(-5 * MINUTE), NOW)).toBe("Just now");
  });

  it("counts whole minutes, singular for one", () => {
    expect(relativeTime(msAgo(MINUTE), NOW)).toBe("1 minute ago");
    expect(relativeTime(msAgo(2 * MINUTE + 59_000), NOW)).toBe("2 minutes ago");
    expect(relativeTime(msAgo(HOUR - 1), NOW)).toBe("59 minutes ago");
  });

  it("counts whole hours, singular for one", () => {
    expect(relativeTime(msAgo(HOUR), NOW)).toBe("1 hour ago");
    expect(relativeTime(msAgo(5 * HOUR + 30 * MINUTE), NOW)).toBe("5 hours ago");
    expect(relativeTime(msAgo(DAY - 1), NOW)).toBe("23 hours ago");
  });

  it("counts whole days, singular for one, without an upper bound", () => {
    expect(relativeTime(msAgo(DAY), NOW)).toBe("1 day ago");
    expect(relativeTime(msAgo(3 * DAY + 23 * HOUR), NOW)).toBe("3 days ago");
    expect(relativeTime(msAgo(400 * DAY), NOW)).toBe("400 days ago");
  });

  it("takes Date objects and defaults to the current time", () => {
    expect(relativeTime(new Date(NOW - 2 * DAY), new Date(NOW))).toBe("2 days ago");
    expect(relativeTime(new Date())).toBe("Just now");
  });

  it("answers 'Just now' for a time it cannot read instead of 'NaN days ago'", () => {
    expect(relativeTime("not a date", NOW)).toBe("Just now");
  });
});
