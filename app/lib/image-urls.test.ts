import { describe, expect, it } from "vitest";
import { imageVariants, isHeicUrl, parseImageUrl, srcSetFor, variantWidthsFor } from "./image-urls";

const STEM = "/uploads/builds/0b6f0c5e-8d3a-4c1e-9f7a-2b1d3c4e5f60/1767312000000-2-9a8b7c6d5e4f";

describe("variantWidthsFor", () => {
  it("lists the standard widths below the largest, then the largest", () => {
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200]);
    expect(variantWidthsFor(960)).toEqual([480, 960]);
    expect(variantWidthsFor(480)).toEqual([480]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });
});

describe("srcSetFor", () => {
  it("lists every variant of a stored image from its largest variant's URL", () => {
    expect(srcSetFor(`${STEM}-1600.webp`)).toBe(
      `${STEM}-480.webp 480w, ${STEM}-960.webp 960w, ${STEM}-1600.webp 1600w`,
    );
    expect(srcSetFor(`${STEM}-700.webp`)).toBe(`${STEM}-480.webp 480w, ${STEM}-700.webp 700w`);
  });

  it("works for absolute URLs too (a bucket or CDN in front of the same keys)", () => {
    const url = "https://cdn.example.com/events/abc/1767312000000-0-0123456789ab-960.webp";
    expect(srcSetFor(url)).toBe(
      "https://cdn.example.com/events/abc/1767312000000-0-0123456789ab-480.webp 480w, " +
        "https://cdn.example.com/events/abc/1767312000000-0-0123456789ab-960.webp 960w",
    );
  });

  it("is undefined when there is nothing to choose from", () => {
    expect(srcSetFor(`${STEM}-480.webp`)).toBeUndefined();
    expect(srcSetFor(`${STEM}-320.webp`)).toBeUndefined();
  });

  it.each([
    "https://images.example.com/my-car.jpg",
    "https://images.example.com/photo-960.webp",
    "/placeholder.svg",
    `${STEM}-1600.webp?x=1`,
    `${STEM}-2000.webp`,
    "/uploads/secrets/u/1767312000000-0-9a8b7c6d5e4f-960.webp",
    "",
  ])("is undefined for %j (not one of ours)", (url) => {
    expect(srcSetFor(url)).toBeUndefined();
  });
});

describe("imageVariants", () => {
  it("works on storage keys as well as URLs", () => {
    expect(imageVariants("avatars/u1/1-0-0123456789ab-960.webp")).toEqual([
      { src: "avatars/u1/1-0-0123456789ab-480.webp", width: 480 },
      { src: "avatars/u1/1-0-0123456789ab-960.webp", width: 960 },
    ]);
    expect(imageVariants("https://example.com/car.jpg")).toBeNull();
  });
});

describe("isHeicUrl", () => {
  it("spots .heic and .heif, whatever the case or query", () => {
    expect(isHeicUrl("https://x.test/IMG_0001.HEIC")).toBe(true);
    expect(isHeicUrl("/a/b.heif?download=1")).toBe(true);
    expect(isHeicUrl("/a/heic.jpg")).toBe(false);
  });
});

describe("parseImageUrl (every image URL field)", () => {
  it("accepts https URLs only; http: is 'insecure' (the CSP blocks it), the rest 'invalid'", () => {
    expect(parseImageUrl(" https://img.example.com/a.jpg ")).toEqual({
      url: "https://img.example.com/a.jpg",
    });
    expect(parseImageUrl("http://img.example.com/a.jpg")).toEqual({ problem: "insecure" });
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "ftp://x/a.png",
      "a.jpg",
    ]) {
      expect(parseImageUrl(bad)).toEqual({ problem: "invalid" });
    }
  });
});
