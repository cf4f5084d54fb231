import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { checkImageFile, looksLikeImage } from "./check-image-file";

const HEIC = fs.readFileSync(path.resolve("tests/fixtures/images/sample.heic"));

async function encoded(format: "jpeg" | "png" | "webp" | "gif" | "avif") {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: "#f60" } })
    .toFormat(format)
    .toBuffer();
}

describe("looksLikeImage", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)("accepts %s", async (format) => {
    expect(looksLikeImage(new Uint8Array(await encoded(format)))).toBe(true);
  });

  it("accepts HEIC", () => {
    expect(looksLikeImage(new Uint8Array(HEIC))).toBe(true);
  });

  it("refuses text, SVG and empty files whatever their name", () => {
    for (const text of ["hello", "<svg xmlns='http://www.w3.org/2000/svg'/>", ""]) {
      expect(looksLikeImage(new TextEncoder().encode(text))).toBe(false);
    }
  });
});

describe("checkImageFile", () => {
  it("trusts the bytes, not the name or MIME type", async () => {
    const renamed = new File(["not a picture"], "photo.jpg", { type: "image/jpeg" });
    expect(await checkImageFile(renamed)).toBe("type");
    const heic = new File([HEIC], "IMG_0001.HEIC", { type: "" });
    expect(await checkImageFile(heic)).toBeNull();
  });

  it("refuses images over 5MB", async () => {
    const head = await encoded("png");
    const big = new File([head, new Uint8Array(MAX_IMAGE_BYTES)], "big.png", { type: "image/png" });
    expect(await checkImageFile(big)).toBe("size");
  });
});
