// The builds area's SPEC messages and limits. Zod-free, so the build pages and forms can use them
// without loading zod; ./schemas re-exports them for the actions and tests.

export const BUILD_MESSAGES = {
  noId: "No build ID provided",
  invalidId: "Invalid build ID format",
  imageRequired: "Image Required: Please add at least one image to your build.",
  tooManyImagesTitle: "Too many images",
  tooManyOnCreate: "You can upload a maximum of 5 images.",
  tooManyOnEdit: "You can have a maximum of 5 images total.",
  invalidFileType: "Invalid file type: Please select image files only.",
  fileTooLarge: "File too large: Please select images smaller than 5MB.",
} as const;

export const MAX_BUILD_IMAGES = 5;
export const MAX_BUILD_TITLE = 120;
export const MAX_BUILD_DESCRIPTION = 5000;
export const MIN_CAR_YEAR = 1900;
export const maxCarYear = (now = new Date()) => now.getFullYear() + 1;
