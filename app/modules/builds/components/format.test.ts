import { describe, expect, it } from "vitest";
import { formatCommentDate } from "~/modules/comments";
import { cardDescription, formatLongDate, likesLabel } from "./format";

describe("build display formats", () => {
  it("writes long dates and comment dates the SPEC way, in the given time zone", () => {
    const iso = "2026-11-22T15:41:00.000Z";
    expect(formatLongDate(iso, "UTC")).toBe("November 22, 2026");
    expect(formatCommentDate(iso, "UTC")).toBe("Nov 22, 2026, 3:41 PM");
    expect(formatCommentDate(iso, "America/Los_Angeles")).toBe("Nov 22, 2026, 7:41 AM");
    expect(formatLongDate("2026-11-23T02:00:00.000Z", "Asia/Tokyo")).toBe("November 23, 2026");
    expect(formatLongDate("2026-11-23T02:00:00.000Z", "America/New_York")).toBe(
      "November 22, 2026",
    );
  });

  it("labels likes and falls back to year, make and model", () => {
    expect([likesLabel(1), likesLabel(0), likesLabel(2)]).toEqual(["1 Like", "0 Likes", "2 Likes"]);
    expect(
      cardDescription({ description: "  ", carYear: 1994, carMake: "Mazda", carModel: "MX-5" }),
    ).toBe("1994 Mazda MX-5");
  });
});
