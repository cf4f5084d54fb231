// The features area's messages, sorts and form fields. Zod-free, so the feature pages can use them
// without loading zod; ./schemas re-exports them for the actions and tests.

export const FEATURES_FIRST_PAGE = 6;
export const FEATURES_NEXT_PAGE = 3;

export const FEATURE_MESSAGES = {
  notFound: "Feature Not Found",
  notFoundDescription: "The feature you're looking for doesn't exist or has been removed.",
  detailLoadFailed: "Failed to load feature",
  detailLoadFailedText: "Something went wrong on our side. Please try again in a moment.",
  loadFailedTitle: "Error",
  loadFailed: "Failed to load features. Please try again.",
  created: "Feature created successfully.",
  updated: "Feature updated successfully.",
  deleted: "Feature deleted successfully.",
  createFailed: "Failed to create feature.",
  updateFailed: "Failed to update feature.",
  deleteFailed: "Failed to delete feature.",
  missingFeature: "That feature no longer exists.",
  fixFields: "Please fix the highlighted fields.",
  buildNotFound: "No approved build found for that ID or URL.",
  imageTooLarge: "File too large: Please select an image smaller than 5MB.",
  imageInvalid: "Invalid file type: Please select an image file.",
} as const;

export const FEATURE_SORTS = ["newest", "popular", "car-type"] as const;
export type FeatureSort = (typeof FEATURE_SORTS)[number];

export const FEATURE_SORT_LABELS: Record<FeatureSort, string> = {
  newest: "Newest",
  popular: "Most Popular",
  "car-type": "Car Type",
};

export const MIN_FEATURE_YEAR = 1990;

/** The admin form's text limits: the schema, the fields' maxLength and the messages use these. */
export const FEATURE_LIMITS = {
  title: 150,
  carModel: 80,
  excerpt: 300,
  body: 20_000,
  buildRef: 500,
} as const;

/** Over-limit messages of the admin form's fields, built from FEATURE_LIMITS. */
export const FEATURE_LENGTH_MESSAGES = {
  title: `Title must be ${FEATURE_LIMITS.title} characters or less`,
  carModel: `Car model must be ${FEATURE_LIMITS.carModel} characters or less`,
  excerpt: `Excerpt must be ${FEATURE_LIMITS.excerpt} characters or less`,
  body: `Body must be ${FEATURE_LIMITS.body} characters or less`,
} as const;

export const FEATURE_FIELD_NAMES = [
  "title",
  "carModel",
  "publishedOn",
  "excerpt",
  "body",
  "buildRef",
] as const;
export type FeatureFieldName = (typeof FEATURE_FIELD_NAMES)[number];
export type FeatureFormValues = Record<FeatureFieldName, string>;
export type FeatureFormErrors = Partial<Record<FeatureFieldName | "image" | "form", string>>;

export const EMPTY_FEATURE_FORM: FeatureFormValues = {
  title: "",
  carModel: "",
  publishedOn: "",
  excerpt: "",
  body: "",
  buildRef: "",
};
