// The activity badge and rate at the SPEC boundaries (7, 30, 90 days; rounding to a percent).
import { describe, expect, it } from "vitest";
import { accountAgeInDays, activeSince, activityBadge, activityRate } from "./activity";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("activityBadge", () => {
  it.each([
    [0, "New User"],
    [7 * DAY, "New User"],
    [8 * DAY - 1, "New User"],
    [8 * DAY, "Recent"],
    [30 * DAY, "Recent"],
    [31 * DAY, "Regular"],
    [90 * DAY, "Regular"],
    [91 * DAY - 1, "Regular"],
    [91 * DAY, "Veteran"],
    [400 * DAY, "Veteran"],
  ] as const)("an account %i ms old is %s", (age, badge) => {
    expect(activityBadge(ago(age), NOW)).toBe(badge);
  });

  it("treats a clock-skewed future date as brand new", () => {
    expect(accountAgeInDays(new Date(NOW.getTime() + DAY), NOW)).toBe(0);
    expect(activityBadge(new Date(NOW.getTime() + DAY), NOW)).toBe("New User");
  });
});

describe("activityRate", () => {
  it("rounds to a whole percent", () => {
    expect(activityRate(1, 3)).toBe(33);
    expect(activityRate(2, 3)).toBe(67);
    expect(activityRate(1, 200)).toBe(1); // 0.5% rounds up
    expect(activityRate(5, 5)).toBe(100);
  });

  it("is 0 without accounts", () => {
    expect(activityRate(0, 0)).toBe(0);
  });
});

describe("activeSince", () => {
  it("is exactly 30 days before now", () => {
    expect(activeSince(NOW).toISOString()).toBe("2026-10-23T12:00:00.000Z");
  });
});
