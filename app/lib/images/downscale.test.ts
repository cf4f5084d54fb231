// The browser downscale's decisions (which files are re-encoded, at what size, which result is
// kept). The canvas work itself runs in the browser and is covered by tests/e2e/build-photos.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DOWNSCALE_MIN_BYTES,
  downscaledSize,
  downscaleForUpload,
  downscaleSkipReason,
  isAnimatedImage,
  keepDownscaled,
} from "./downscale";

const big = DOWNSCALE_MIN_BYTES + 1;

describe("downscaleSkipReason", () => {
  it("leaves files of 512 KB or less alone", () => {
    expect(downscaleSkipReason({ name: "a.jpg", type: "image/jpeg", size: 1000 })).toBe("small");
    expect(
      downscaleSkipReason({ name: "a.jpg", type: "image/jpeg", size: DOWNSCALE_MIN_BYTES }),
    ).toBe("small");
    expect(downscaleSkipReason({ name: "a.jpg", type: "image/jpeg", size: big })).toBeNull();
    expect(downscaleSkipReason({ name: "a.png", type: "image/png", size: big })).toBeNull();
    expect(downscaleSkipReason({ name: "a.webp", type: "image/webp", size: big })).toBeNull();
  });

  it("sends HEIC/HEIF as it is (the server converts it), by type or by name", () => {
    for (const file of [
      { name: "IMG_1.HEIC", type: "", size: big * 8 },
      { name: "photo", type: "image/heic", size: big * 8 },
      { name: "photo", type: "image/heif", size: big * 8 },
      { name: "x.heif", type: "application/octet-stream", size: big * 8 },
    ]) {
      expect(downscaleSkipReason(file)).toBe("heic");
    }
  });

  it("sends GIFs as they are (a canvas would keep one frame)", () => {
    expect(downscaleSkipReason({ name: "drift.gif", type: "image/gif", size: big * 4 })).toBe(
      "gif",
    );
    expect(downscaleSkipReason({ name: "drift.GIF", type: "", size: big * 4 })).toBe("gif");
  });

  it("leaves files that are not images to the server's refusal", () => {
    expect(downscaleSkipReason({ name: "a.pdf", type: "application/pdf", size: big })).toBe(
      "not-an-image",
    );
  });
});

describe("isAnimatedImage", () => {
  it("tells animated WebP from a still one", async () => {
    const still = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#f00" },
    })
      .webp()
      .toBuffer();
    expect(isAnimatedImage(new Uint8Array(still))).toBe(false);
    // A VP8X header whose flags byte has the animation bit.
    const header = new Uint8Array(32);
    header.set(new TextEncoder().encode("RIFF"), 0);
    header.set(new TextEncoder().encode("WEBPVP8X"), 8);
    header[20] = 0x02;
    expect(isAnimatedImage(header)).toBe(true);
    header[20] = 0x10;
    expect(isAnimatedImage(header)).toBe(false);
  });

  it("tells an APNG (acTL before IDAT) from a plain PNG", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#00f" } })
        .png()
        .toBuffer(),
    );
    expect(isAnimatedImage(png)).toBe(false);
    // Insert an acTL chunk after IHDR (8 signature + 25 IHDR bytes).
    const acTL = new Uint8Array([
      0,
      0,
      0,
      8,
      ...new TextEncoder().encode("acTL"),
      0,
      0,
      0,
      2,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    const apng = new Uint8Array(png.length + acTL.length);
    apng.set(png.subarray(0, 33), 0);
    apng.set(acTL, 33);
    apng.set(png.subarray(33), 33 + acTL.length);
    expect(isAnimatedImage(apng)).toBe(true);
    expect(isAnimatedImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
});

describe("downscaledSize", () => {
  it("brings the long side down to 2560, keeping the proportions", () => {
    expect(downscaledSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(downscaledSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(downscaledSize(8000, 100)).toEqual({ width: 2560, height: 32 });
  });

  it("never enlarges", () => {
    expect(downscaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(downscaledSize(2560, 1440)).toEqual({ width: 2560, height: 1440 });
  });
});

describe("keepDownscaled", () => {
  it("keeps the result only when it is smaller", () => {
    expect(keepDownscaled(4_000_000, 900_000)).toBe(true);
    expect(keepDownscaled(600_000, 600_000)).toBe(false);
    expect(keepDownscaled(600_000, 700_000)).toBe(false);
    expect(keepDownscaled(600_000, 0)).toBe(false);
  });
});

describe("downscaleForUpload", () => {
  it("returns the very same file when it is skipped or cannot be decoded here", async () => {
    const heic = new File([new Uint8Array(big)], "IMG_1.heic", { type: "image/heic" });
    expect(await downscaleForUpload(heic)).toBe(heic);
    const small = new File([new Uint8Array(10)], "a.jpg", { type: "image/jpeg" });
    expect(await downscaleForUpload(small)).toBe(small);
    // No createImageBitmap in Node: the original goes.
    const jpeg = new File([new Uint8Array(big)], "a.jpg", { type: "image/jpeg" });
    expect(await downscaleForUpload(jpeg)).toBe(jpeg);
  });
});
