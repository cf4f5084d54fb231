import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  AVATAR_IMAGE_MESSAGES,
  BUILD_IMAGE_MESSAGES,
  displayFileName,
  imageRejectionMessage,
} from "./image-rules";
import { storeImageIn } from "./images/store.server";
import { createLocalStorage } from "./storage.server";

describe("imageRejectionMessage", () => {
  it("keeps SPEC's texts and adds a sentence naming the file and the real reason", () => {
    expect(
      imageRejectionMessage({ reason: "type", fileName: "notes.pdf" }, BUILD_IMAGE_MESSAGES),
    ).toBe(
      'Invalid file type: Please select image files only. "notes.pdf" is not a JPEG, PNG, WebP, AVIF, GIF or HEIC image.',
    );
    expect(
      imageRejectionMessage(
        { reason: "size", fileName: "big.jpg", bytes: 7.5 * 1024 * 1024 },
        BUILD_IMAGE_MESSAGES,
      ),
    ).toBe('File too large: Please select images smaller than 5MB. "big.jpg" is 7.5MB.');
    expect(
      imageRejectionMessage(
        { reason: "pixels", fileName: "pano.jpg", width: 10000, height: 5000 },
        BUILD_IMAGE_MESSAGES,
      ),
    ).toBe(
      'Image too large: Please select images of at most 40 megapixels. "pano.jpg" is 10000 × 5000 pixels (50 megapixels).',
    );
    expect(
      imageRejectionMessage({ reason: "corrupt", fileName: "IMG_3.jpg" }, AVATAR_IMAGE_MESSAGES),
    ).toBe(
      'Image is damaged or incomplete. "IMG_3.jpg" is damaged or cut short and cannot be read.',
    );
    // Without a name (a reason alone), the form's message as it is.
    expect(imageRejectionMessage("size", AVATAR_IMAGE_MESSAGES)).toBe(
      "Image size must be less than 5MB",
    );
  });

  it("never says a small image with too many pixels is over 5MB", () => {
    const text = imageRejectionMessage(
      { reason: "pixels", fileName: "x.png" },
      BUILD_IMAGE_MESSAGES,
    );
    expect(text).not.toContain("5MB");
  });

  it("shortens long names and drops control characters", () => {
    const shown = displayFileName(`${"a".repeat(200)}\u0000\n.jpg`);
    expect(shown.length).toBeLessThanOrEqual(60);
    expect(shown).toMatch(/^a+…a+\.jpg$/);
  });
});

describe("the pipeline's refusals carry the file and the reason", () => {
  const store = createLocalStorage("/tmp/never-written-images-rules");
  const file = (bytes: Buffer, name: string) =>
    new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

  it("a truncated photo is 'corrupt' and named, not an invalid type", async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#468" },
    })
      .jpeg()
      .toBuffer();
    await expect(
      storeImageIn(store, file(jpeg.subarray(0, 2000), "IMG_0004.jpg"), {
        ownerId: "u1",
        kind: "builds",
      }),
    ).rejects.toMatchObject({ reason: "corrupt", fileName: "IMG_0004.jpg" });
  });

  it("a small file with more than 40 megapixels is 'pixels', with its size", async () => {
    const png = await sharp({
      create: { width: 8000, height: 5100, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const rejection = storeImageIn(store, file(png, "pano.png"), { ownerId: "u1", kind: "builds" });
    await expect(rejection).rejects.toMatchObject({
      reason: "pixels",
      fileName: "pano.png",
      width: 8000,
      height: 5100,
    });
  });
});
