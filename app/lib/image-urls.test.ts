import { describe, expect, it } from "vitest";
import {
  displayImageUrl,
  imageVariants,
  isHeicUrl,
  maxVariantWidthFor,
  parseImageUrl,
  srcSetFor,
  variantWidthsFor,
  zoomImageUrl,
} from "./image-urls";

const STEM = "/uploads/builds/0b6f0c5e-8d3a-4c1e-9f7a-2b1d3c4e5f60/1767312000000-2-9a8b7c6d5e4f";

describe("variantWidthsFor", () => {
  it("lists the standard widths below the largest, then the largest", () => {
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200]);
    expect(variantWidthsFor(960)).toEqual([480, 960]);
    expect(variantWidthsFor(480)).toEqual([480]);
    expect(variantWidthsFor(300)).toEqual([300]);
  });

  it("goes up to 2560 for the zoom's full resolution", () => {
    expect(variantWidthsFor(2560)).toEqual([480, 960, 1600, 2560]);
    expect(variantWidthsFor(2000)).toEqual([480, 960, 1600, 2000]);
  });
});

describe("the 2560px zoom variant", () => {
  const big = `${STEM}-2560.webp`;

  it("is stored for build photos only", () => {
    expect(maxVariantWidthFor("builds")).toBe(2560);
    for (const kind of ["events", "media", "marketplace", "features", "avatars"] as const) {
      expect(maxVariantWidthFor(kind)).toBe(1600);
    }
  });

  it("names its siblings like any largest variant", () => {
    expect(imageVariants(big)?.map((v) => v.width)).toEqual([480, 960, 1600, 2560]);
    expect(imageVariants(`${STEM}-2561.webp`)).toBeNull();
  });

  it("is never offered to pages: srcset and single URLs stop at 1600", () => {
    expect(srcSetFor(big)).toBe(
      `${STEM}-480.webp 480w, ${STEM}-960.webp 960w, ${STEM}-1600.webp 1600w`,
    );
    expect(displayImageUrl(big)).toBe(`${STEM}-1600.webp`);
    expect(srcSetFor(`${STEM}-2000.webp`)).not.toContain("-2000.webp");
    expect(displayImageUrl(`${STEM}-2000.webp`)).toBe(`${STEM}-1600.webp`);
  });

  it("leaves older images and external URLs as they are", () => {
    expect(displayImageUrl(`${STEM}-1600.webp`)).toBe(`${STEM}-1600.webp`);
    expect(displayImageUrl(`${STEM}-700.webp`)).toBe(`${STEM}-700.webp`);
    expect(displayImageUrl("https://images.example.com/car.jpg")).toBe(
      "https://images.example.com/car.jpg",
    );
  });

  it("is what the zoom loads", () => {
    expect(zoomImageUrl(big)).toBe(big);
    expect(zoomImageUrl(`${STEM}-1600.webp`)).toBe(`${STEM}-1600.webp`);
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
    `${STEM}-3000.webp`,
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
