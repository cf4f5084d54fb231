// Series rules without a database: the RRULE value built from the form's choices, the dates in
// the zone's wall-clock time across daylight-saving changes, the rule in words, and the messages
// of the "Repeats" fieldset.
import { describe, expect, it } from "vitest";
import { SERIES_MESSAGES } from "./fields";
import {
  buildRule,
  describeRule,
  firstOccurrence,
  occurrencesBetween,
  summarizeRule,
} from "./rule";
import { parseRecurrenceFields, planSeries } from "./schema";

const LA = "America/Los_Angeles";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("buildRule", () => {
  it("writes a monthly nth-weekday rule with its end date as the last second of that day, in UTC", () => {
    const rule = buildRule(
      {
        kind: "monthly-nth",
        ordinal: 1,
        weekday: "SU",
        end: { kind: "until", date: "2027-06-07" },
      },
      "2026-12-06T08:00",
      LA,
    );
    // June 7, 23:59:59 PDT is June 8, 06:59:59 UTC.
    expect(rule).toBe("FREQ=MONTHLY;BYDAY=1SU;UNTIL=20270608T065959Z");
  });

  it("meets weekly on the start's weekday, every n weeks, n times", () => {
    const rule = buildRule(
      { kind: "weekly", everyWeeks: 2, end: { kind: "count", count: 6 } },
      "2026-12-03T19:00", // a Thursday
      LA,
    );
    expect(rule).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=6");
    expect(summarizeRule(rule)).toMatchObject({
      frequency: "weekly",
      interval: 2,
      weekday: "TH",
      count: 6,
    });
  });

  it("writes the last Saturday as -1SA", () => {
    const rule = buildRule(
      { kind: "monthly-nth", ordinal: -1, weekday: "SA", end: { kind: "never" } },
      "2026-12-01T10:00",
      "Europe/Berlin",
    );
    expect(rule).toBe("FREQ=MONTHLY;BYDAY=-1SA");
    const first = firstOccurrence(rule, "2026-12-01T10:00", "Europe/Berlin");
    expect(first?.toISOString()).toBe("2026-12-26T09:00:00.000Z");
  });
});

describe("occurrences", () => {
  it("keeps 8:00 AM on the clocks of Los Angeles across the end of daylight saving time", () => {
    const schedule = {
      rrule: "FREQ=WEEKLY;BYDAY=SU",
      startsAt: new Date("2026-10-25T15:00:00Z"),
      timeZone: LA,
    };
    const dates = occurrencesBetween(
      schedule,
      new Date("2026-10-20T00:00:00Z"),
      new Date("2026-11-10T00:00:00Z"),
    );
    // 8:00 PDT is 15:00 UTC; after November 1 (PST) it is 16:00 UTC.
    expect(dates.map((d) => d.toISOString())).toEqual([
      "2026-10-25T15:00:00.000Z",
      "2026-11-01T16:00:00.000Z",
      "2026-11-08T16:00:00.000Z",
    ]);
  });

  it("keeps the wall-clock time across the start of daylight saving time in Europe", () => {
    const schedule = {
      rrule: "FREQ=MONTHLY;BYDAY=-1SU",
      startsAt: new Date("2027-02-28T09:00:00Z"), // 10:00 CET
      timeZone: "Europe/Berlin",
    };
    const dates = occurrencesBetween(
      schedule,
      new Date("2027-02-01T00:00:00Z"),
      new Date("2027-05-01T00:00:00Z"),
    );
    expect(dates.map((d) => d.toISOString())).toEqual([
      "2027-02-28T09:00:00.000Z",
      "2027-03-28T08:00:00.000Z", // 10:00 CEST
      "2027-04-25T08:00:00.000Z",
    ]);
  });

  it("starts a monthly rule at its first matching date on or after the typed date", () => {
    const plan = planSeries(
      { kind: "monthly-nth", ordinal: 1, weekday: "SU", end: { kind: "count", count: 3 } },
      new Date("2026-12-09T16:00:00Z"), // Wednesday, December 9, 8:00 PST
      LA,
    );
    expect(plan?.startsAt.toISOString()).toBe("2027-01-03T16:00:00.000Z");
    const dates = occurrencesBetween(
      { rrule: plan?.rrule ?? "", startsAt: plan?.startsAt ?? new Date(), timeZone: LA },
      new Date("2026-12-01T00:00:00Z"),
      new Date("2028-01-01T00:00:00Z"),
    );
    expect(dates.map((d) => d.toISOString())).toEqual([
      "2027-01-03T16:00:00.000Z",
      "2027-02-07T16:00:00.000Z",
      "2027-03-07T16:00:00.000Z", // the count ends it; DST starts March 14
    ]);
  });

  it("honours the end date and the limit", () => {
    const schedule = {
      rrule: buildRule(
        { kind: "weekly", everyWeeks: 1, end: { kind: "until", date: "2026-12-20" } },
        "2026-12-06T08:00",
        LA,
      ),
      startsAt: new Date("2026-12-06T16:00:00Z"),
      timeZone: LA,
    };
    const far = new Date("2027-06-01T00:00:00Z");
    expect(occurrencesBetween(schedule, new Date("2026-12-01T00:00:00Z"), far)).toHaveLength(3);
    expect(occurrencesBetween(schedule, new Date("2026-12-01T00:00:00Z"), far, 2)).toHaveLength(2);
    // Exclusive start: the first date itself is not "after" it.
    expect(occurrencesBetween(schedule, new Date("2026-12-06T16:00:00Z"), far)).toHaveLength(2);
  });
});

describe("describeRule", () => {
  it("says the rule as members read it", () => {
    const startsAt = new Date("2026-12-06T16:00:00Z");
    const rrule = "FREQ=MONTHLY;BYDAY=1SU;UNTIL=20270608T065959Z";
    expect(describeRule({ rrule, startsAt, timeZone: LA }, new Date("2027-06-06T15:00:00Z"))).toBe(
      "Every month on the first Sunday, 8:00 AM PDT, until June 7, 2027",
    );
    expect(
      describeRule({ rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=6", startsAt, timeZone: LA }),
    ).toBe("Every 2 weeks on Thursday, 8:00 AM PST, 6 times in all");
    expect(describeRule({ rrule: "FREQ=MONTHLY;BYDAY=-1SA", startsAt, timeZone: LA })).toBe(
      "Every month on the last Saturday, 8:00 AM PST",
    );
    expect(describeRule({ rrule: "FREQ=WEEKLY;BYDAY=SU", startsAt, timeZone: LA })).toBe(
      "Every week on Sunday, 8:00 AM PST",
    );
  });
});

describe("parseRecurrenceFields", () => {
  const start = { at: new Date("2026-12-06T16:00:00Z"), timeZone: LA };

  it("reads 'Does not repeat' (or nothing sent) as a one-off event", () => {
    expect(parseRecurrenceFields(form({}), start)).toEqual({ ok: true, value: null });
    expect(parseRecurrenceFields(form({ repeat: "none", repeatEnds: "bogus" }), start)).toEqual({
      ok: true,
      value: null,
    });
  });

  it("reads each choice", () => {
    expect(parseRecurrenceFields(form({ repeat: "weekly", repeatEnds: "never" }), start)).toEqual({
      ok: true,
      value: { kind: "weekly", everyWeeks: 1, end: { kind: "never" } },
    });
    expect(
      parseRecurrenceFields(
        form({ repeat: "every-n-weeks", repeatWeeks: "3", repeatEnds: "count", repeatCount: "10" }),
        start,
      ),
    ).toEqual({
      ok: true,
      value: { kind: "weekly", everyWeeks: 3, end: { kind: "count", count: 10 } },
    });
    expect(
      parseRecurrenceFields(
        form({
          repeat: "monthly-nth",
          repeatOrdinal: "-1",
          repeatWeekday: "SA",
          repeatEnds: "until",
          repeatUntil: "2027-06-07",
        }),
        start,
      ),
    ).toEqual({
      ok: true,
      value: {
        kind: "monthly-nth",
        ordinal: -1,
        weekday: "SA",
        end: { kind: "until", date: "2027-06-07" },
      },
    });
  });

  it.each([
    [{ repeat: "daily" }, "repeat", SERIES_MESSAGES.repeat],
    [
      { repeat: "every-n-weeks", repeatWeeks: "1", repeatEnds: "never" },
      "repeatWeeks",
      SERIES_MESSAGES.weeks,
    ],
    [
      { repeat: "every-n-weeks", repeatWeeks: "13", repeatEnds: "never" },
      "repeatWeeks",
      SERIES_MESSAGES.weeks,
    ],
    [
      { repeat: "every-n-weeks", repeatWeeks: "2.5", repeatEnds: "never" },
      "repeatWeeks",
      SERIES_MESSAGES.weeks,
    ],
    [
      { repeat: "monthly-nth", repeatOrdinal: "5", repeatWeekday: "SU", repeatEnds: "never" },
      "repeatOrdinal",
      SERIES_MESSAGES.ordinal,
    ],
    [
      { repeat: "monthly-nth", repeatOrdinal: "1", repeatWeekday: "XX", repeatEnds: "never" },
      "repeatWeekday",
      SERIES_MESSAGES.weekday,
    ],
    [{ repeat: "weekly" }, "repeatEnds", SERIES_MESSAGES.ends],
    [
      { repeat: "weekly", repeatEnds: "count", repeatCount: "1" },
      "repeatCount",
      SERIES_MESSAGES.count,
    ],
    [
      { repeat: "weekly", repeatEnds: "count", repeatCount: "101" },
      "repeatCount",
      SERIES_MESSAGES.count,
    ],
    [
      { repeat: "weekly", repeatEnds: "until", repeatUntil: "" },
      "repeatUntil",
      SERIES_MESSAGES.untilMissing,
    ],
    [
      { repeat: "weekly", repeatEnds: "until", repeatUntil: "2027-02-30" },
      "repeatUntil",
      SERIES_MESSAGES.untilInvalid,
    ],
    [
      { repeat: "weekly", repeatEnds: "until", repeatUntil: "2026-12-05" },
      "repeatUntil",
      SERIES_MESSAGES.untilBeforeStart,
    ],
    [
      { repeat: "weekly", repeatEnds: "until", repeatUntil: "2030-01-01" },
      "repeatUntil",
      SERIES_MESSAGES.untilTooFar,
    ],
  ])("refuses %j with its field's message", (fields, field, message) => {
    const parsed = parseRecurrenceFields(form(fields), start);
    expect(parsed).toMatchObject({ ok: false, message, fieldErrors: { [field]: message } });
  });

  it("says the exact limits", () => {
    expect(SERIES_MESSAGES.weeks).toBe("Please enter a number of weeks from 2 to 12");
    expect(SERIES_MESSAGES.count).toBe("Please enter a number of meets from 2 to 100");
  });
});
