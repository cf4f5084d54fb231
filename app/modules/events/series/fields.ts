// The "Repeats" fieldset of the create-event form: its field names, choices, limits and messages.
// Client-safe and dependency-free, so the form renders without loading the rule library or zod.

export const REPEAT_CHOICES = ["none", "weekly", "every-n-weeks", "monthly-nth"] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

export const REPEAT_LABELS: Record<RepeatChoice, string> = {
  none: "Does not repeat",
  weekly: "Weekly",
  "every-n-weeks": "Every n weeks",
  "monthly-nth": "Monthly on the nth weekday",
};

export const END_CHOICES = ["until", "count", "never"] as const;
export type EndChoice = (typeof END_CHOICES)[number];

export const END_LABELS: Record<EndChoice, string> = {
  until: "On a date",
  count: "After a number of meets",
  never: "Never",
};

/** Which week of the month: 1..4, or -1 for the last. */
export const ORDINALS = [
  { value: "1", label: "First" },
  { value: "2", label: "Second" },
  { value: "3", label: "Third" },
  { value: "4", label: "Fourth" },
  { value: "-1", label: "Last" },
] as const;

/** RFC 5545 weekday codes, Sunday first (as JavaScript's getUTCDay counts). */
export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  SU: "Sunday",
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
};

export const SERIES_LIMITS = {
  minWeeks: 2,
  maxWeeks: 12,
  minCount: 2,
  maxCount: 100,
  /** How far ahead an end date may lie. */
  maxUntilYears: 3,
} as const;

/** The fieldset's fields, by their `name` (all text: radios, selects, a date and numbers). */
export const RECURRENCE_FIELDS = [
  "repeat",
  "repeatWeeks",
  "repeatOrdinal",
  "repeatWeekday",
  "repeatEnds",
  "repeatUntil",
  "repeatCount",
] as const;
export type RecurrenceField = (typeof RECURRENCE_FIELDS)[number];

export const SERIES_MESSAGES = {
  repeat: "Please choose how often the event repeats",
  weeks: `Please enter a number of weeks from ${SERIES_LIMITS.minWeeks} to ${SERIES_LIMITS.maxWeeks}`,
  ordinal: "Please choose which week of the month",
  weekday: "Please choose the day of the week",
  ends: "Please choose when the series ends",
  untilMissing: "Please enter the date of the last meet",
  untilInvalid: "Please enter a valid end date",
  untilBeforeStart: "The end date must be on or after the first meet",
  untilTooFar: `The end date can be at most ${SERIES_LIMITS.maxUntilYears} years ahead`,
  count: `Please enter a number of meets from ${SERIES_LIMITS.minCount} to ${SERIES_LIMITS.maxCount}`,
  noDates: "This schedule has no dates after the start: please check the end date",
  created: "Series created! Its dates go on the calendar once an admin approves it.",
  createFailed: "Failed to create the series",
  approved: "Series approved: its next dates are on the calendar.",
  rejected: "Series rejected: its future dates were taken off the calendar.",
  statusFailed: "Failed to update the series status",
  updated: "Series updated. Members going to the changed dates were told.",
  updateFailed: "Failed to update the series",
  ended: "Series ended: no new dates will be added.",
  endFailed: "Failed to end the series",
  notPublic: "This series doesn't exist or isn't public.",
} as const;
