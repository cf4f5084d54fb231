import { describe, expect, it } from "vitest";
import {
  bodyParagraphs,
  buildIdFromReference,
  featureFormSchema,
  featureListHref,
  formatFeatureDate,
  isCalendarDate,
  parseFeatureListQuery,
} from "./schemas";

const ID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

describe("feature schemas", () => {
  it("reads a build id from an id or a build URL, nothing else", () => {
    expect(buildIdFromReference(ID.toUpperCase())).toBe(ID);
    expect(buildIdFromReference(`https://camber.club/builds/${ID}`)).toBe(ID);
    expect(buildIdFromReference(`/builds/${ID}/`)).toBe(ID);
    expect(buildIdFromReference(`https://camber.club/events/${ID}`)).toBeNull();
    expect(buildIdFromReference(`/builds/${ID}x`)).toBeNull();
    expect(buildIdFromReference("R34")).toBeNull();
  });

  it("accepts real calendar days only", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
  });

  it("parses the list URL leniently and writes it back short", () => {
    const query = parseFeatureListQuery(new URLSearchParams("q=%20supra%20&sort=bogus&previous=1"));
    expect(query).toEqual({ q: "supra", sort: "newest", previous: true, cursor: undefined });
    expect(featureListHref(query)).toBe("/features?q=supra&previous=1");
    expect(featureListHref({ q: "", sort: "newest", previous: false })).toBe("/features");
    expect(featureListHref({ q: "", sort: "car-type", previous: false }, "abc")).toBe(
      "/features?sort=car-type&cursor=abc",
    );
  });

  it("gives the form's messages", () => {
    const result = featureFormSchema.safeParse({
      title: "",
      carModel: "",
      publishedOn: "",
      excerpt: "",
      body: "",
      buildRef: "not a build",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Title is required",
        "Car model is required",
        "Published date is required",
        "Excerpt is required",
        "Body is required",
        "Please enter a build ID or a build URL",
      ]),
    );
  });

  it("splits the body into paragraphs and formats dates without time zone shifts", () => {
    expect(bodyParagraphs("One.\n\n\nTwo\nlines.\r\n\r\n  ")).toEqual(["One.", "Two\nlines."]);
    expect(bodyParagraphs("<b>not html</b>")).toEqual(["<b>not html</b>"]);
    expect(formatFeatureDate("2026-01-01")).toBe("January 1, 2026");
  });
});
