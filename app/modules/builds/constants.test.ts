import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "~/lib/image-rules";
import { BUILD_MESSAGES, MAX_BUILD_IMAGES, tooManyBuildPhotos } from "./constants";

describe("the photo rules' messages", () => {
  it("state the limits in SPEC's words", () => {
    expect(MAX_BUILD_IMAGES).toBe(5);
    expect(MAX_IMAGE_MB).toBe(5);
    expect(BUILD_MESSAGES.tooManyOnCreate).toBe("You can upload a maximum of 5 images.");
    expect(BUILD_MESSAGES.tooManyOnEdit).toBe("You can have a maximum of 5 images total.");
    expect(BUILD_MESSAGES.fileTooLarge).toBe(
      "File too large: Please select images smaller than 5MB.",
    );
    expect(BUILD_MESSAGES.invalidFileType).toBe(
      "Invalid file type: Please select image files only.",
    );
  });

  it("are built from the constants, not typed as literals", () => {
    expect(BUILD_MESSAGES.tooManyOnCreate).toContain(`maximum of ${MAX_BUILD_IMAGES} images`);
    expect(BUILD_MESSAGES.fileTooLarge).toContain(`${MAX_IMAGE_BYTES / 1024 / 1024}MB`);
  });
});

describe("tooManyBuildPhotos", () => {
  it("allows up to MAX_BUILD_IMAGES photos", () => {
    expect(tooManyBuildPhotos(0)).toBe(false);
    expect(tooManyBuildPhotos(MAX_BUILD_IMAGES)).toBe(false);
    expect(tooManyBuildPhotos(MAX_BUILD_IMAGES + 1)).toBe(true);
  });
});
