// Media hub pure rules: embed links (only YouTube via youtube-nocookie.com and Vimeo, which is
// exactly what the CSP frame-src allows), durations, tutorial step rows, list parameters.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/lib/http-security.server";
import {
  formatDuration,
  mediaListHref,
  normalizeEmbedUrl,
  parseDuration,
  parseMediaListQuery,
  parseTutorialSteps,
} from "./schemas";

describe("normalizeEmbedUrl", () => {
  it("turns YouTube and Vimeo links into their embed URLs", () => {
    const yt = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(normalizeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(yt);
    expect(normalizeEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(yt);
    expect(normalizeEmbedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(yt);
    expect(normalizeEmbedUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(yt);
    expect(normalizeEmbedUrl("https://vimeo.com/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    expect(normalizeEmbedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("refuses every other host and malformed ids", () => {
    for (const bad of [
      "https://evil.example/embed/dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
      "https://vimeo.com/channels/staffpicks",
      "not a url",
    ]) {
      expect(normalizeEmbedUrl(bad), bad).toBeNull();
    }
  });

  it("produces only origins the CSP frame-src allows", () => {
    const frameSrc = contentSecurityPolicy("nonce")
      .split("; ")
      .find((d) => d.startsWith("frame-src "))
      ?.split(" ")
      .slice(1);
    expect(frameSrc).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      expect(frameSrc).toContain(new URL(normalizeEmbedUrl(link) ?? "").origin);
    }
  });
});

describe("durations", () => {
  it("formats m:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(272)).toBe("4:32");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(3725)).toBe("1:02:05");
  });

  it("parses m:ss, h:mm:ss and seconds", () => {
    expect(parseDuration("4:32")).toBe(272);
    expect(parseDuration("1:02:05")).toBe(3725);
    expect(parseDuration("90")).toBe(90);
    expect(parseDuration("4:75")).toBeNull();
    expect(parseDuration("1:75:00")).toBeNull();
    expect(parseDuration("abc")).toBeNull();
  });
});

describe("tutorial steps", () => {
  it("skips empty rows, refuses half-filled ones, needs 1 to 20", () => {
    expect(
      parseTutorialSteps([
        { title: "A", body: "a" },
        { title: "", body: "  " },
        { title: "B", body: "b" },
      ]),
    ).toEqual({
      ok: true,
      steps: [
        { title: "A", body: "a" },
        { title: "B", body: "b" },
      ],
    });
    expect(parseTutorialSteps([{ title: "", body: "" }])).toEqual({
      ok: false,
      message: "Please add at least one step.",
    });
    expect(parseTutorialSteps([{ title: "A", body: "" }])).toMatchObject({
      ok: false,
      message: "Each step needs instructions",
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ title: `S${i}`, body: "x" }));
    expect(parseTutorialSteps(many)).toMatchObject({ ok: false });
  });
});

describe("list parameters", () => {
  it("falls back to defaults and round-trips through the URL", () => {
    const query = parseMediaListQuery(new URLSearchParams("type=video&q=%20drift%20&sort=popular"));
    expect(query).toEqual({ type: "video", q: "drift", sort: "popular" });
    expect(mediaListHref(query)).toBe("/media?type=video&q=drift&sort=popular");
    expect(parseMediaListQuery(new URLSearchParams("type=audio&sort=loud"))).toEqual({
      q: "",
      sort: "newest",
    });
    expect(mediaListHref({ sort: "newest" })).toBe("/media");
  });
});
