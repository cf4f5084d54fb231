// Load More cursors of every keyset-paged list: the last card's sort key, as base64url JSON that
// is opaque to the browser. A cursor comes back from the URL, so anyone can craft one: decoding
// checks every field strictly (real dates that round-trip, uuids, numbers in range, short text
// without control characters) so that nothing PostgreSQL would refuse — and answer with a 500 —
// reaches the query. Anything else decodes to null, which every list reads as "page one".
// No Node APIs: plain btoa/atob and TextEncoder work on the server and in the browser.
import { isUuid } from "./ids";

const INVALID: unique symbol = Symbol("invalid cursor field");
type Invalid = typeof INVALID;

/** Reads one field of a decoded cursor: its value, or INVALID. */
export type CursorField<T> = (value: unknown) => T | Invalid;

type Shape = Record<string, CursorField<unknown>>;
type FieldType<F> = F extends CursorField<infer T> ? T : never;
/** The decoded cursor: fields that may be undefined (cursorField.optional) are optional keys. */
export type CursorOf<S extends Shape> = {
  [K in keyof S as undefined extends FieldType<S[K]> ? never : K]: FieldType<S[K]>;
} & {
  [K in keyof S as undefined extends FieldType<S[K]> ? K : never]?: FieldType<S[K]>;
};

// A timestamptz as PostgreSQL writes it (`created_at::text`: "2026-11-22 03:37:19.123456+00") or
// as ISO 8601 ("2026-11-22T03:37:19.123Z").
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when year-month-day is a day of the calendar (1 to 9999; no 2026-02-30). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The longest encoded cursor accepted (every list's cursor is far shorter). */
export const MAX_CURSOR_LENGTH = 400;
const MAX_TEXT_LENGTH = 200;

export const cursorField = {
  /** A timestamp with a real date and time of day and an offset PostgreSQL accepts. */
  timestamp: ((value) => {
    if (typeof value !== "string") return INVALID;
    const match = TIMESTAMP.exec(value);
    if (!match) return INVALID;
    const [, year, month, day, hour, minute, second, sign, offsetHours, offsetMinutes] = match;
    if (!isRealDay(Number(year), Number(month), Number(day))) return INVALID;
    if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return INVALID;
    if (sign && (Number(offsetHours) > 15 || Number(offsetMinutes ?? 0) > 59)) return INVALID;
    return value;
  }) satisfies CursorField<string>,

  /** A calendar day "YYYY-MM-DD" that exists. */
  date: ((value) => {
    if (typeof value !== "string") return INVALID;
    const match = DATE.exec(value);
    if (!match || !isRealDay(Number(match[1]), Number(match[2]), Number(match[3]))) return INVALID;
    return value;
  }) satisfies CursorField<string>,

  /** A uuid (v1-5, the one id rule of ./ids), lower-cased. */
  uuid: ((value) => (isUuid(value) ? value.toLowerCase() : INVALID)) satisfies CursorField<string>,

  boolean: ((value) =>
    typeof value === "boolean" ? value : INVALID) satisfies CursorField<boolean>,

  /** A whole number from min to max (defaults: a non-negative PostgreSQL integer). */
  int:
    (min = 0, max = 2_147_483_647): CursorField<number> =>
    (value) =>
      typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
        ? value
        : INVALID,

  /** A finite number from min to max. */
  number:
    (min: number, max: number): CursorField<number> =>
    (value) =>
      typeof value === "number" && Number.isFinite(value) && value >= min && value <= max
        ? value
        : INVALID,

  /** Text of at most `max` characters, no control characters (PostgreSQL refuses NUL). */
  text:
    (max = MAX_TEXT_LENGTH): CursorField<string> =>
    (value) =>
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
      typeof value === "string" && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value)
        ? value
        : INVALID,

  /** One of `choices`. */
  choice:
    <T extends string>(choices: readonly T[]): CursorField<T> =>
    (value) =>
      choices.includes(value as T) ? (value as T) : INVALID,

  /** The field, or null. */
  nullable:
    <T>(field: CursorField<T>): CursorField<T | null> =>
    (value) =>
      value === null ? null : field(value),

  /** The field, or absent (undefined). */
  optional:
    <T>(field: CursorField<T>): CursorField<T | undefined> =>
    (value) =>
      value === undefined ? undefined : field(value),
};

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(raw: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw) || raw.length % 4 === 1) return null;
  const binary = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export interface KeysetCursorCodec<C> {
  encode(cursor: C): string;
  /** The cursor, or null (page one) when missing or not a well-formed cursor of this shape. */
  decode(raw: string | null | undefined): C | null;
}

/** A codec of cursors with exactly these fields (unknown fields make a cursor invalid). */
export function keysetCursor<S extends Shape>(shape: S): KeysetCursorCodec<CursorOf<S>> {
  const keys = Object.keys(shape);
  return {
    encode(cursor) {
      const plain: Record<string, unknown> = {};
      for (const key of keys) {
        const value = (cursor as Record<string, unknown>)[key];
        if (value !== undefined) plain[key] = value;
      }
      return toBase64Url(JSON.stringify(plain));
    },
    decode(raw) {
      if (!raw || raw.length > MAX_CURSOR_LENGTH) return null;
      const text = fromBase64Url(raw);
      if (text === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return null;
      }
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
      const record = parsed as Record<string, unknown>;
      if (Object.keys(record).some((key) => !Object.hasOwn(shape, key))) return null;
      const cursor: Record<string, unknown> = {};
      for (const key of keys) {
        const value = (shape[key] as CursorField<unknown>)(record[key]);
        if (value === INVALID) return null;
        if (value !== undefined) cursor[key] = value;
      }
      return cursor as CursorOf<S>;
    },
  };
}

/** One page of a keyset-paged list: what every list function and every list loader answers. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The page from `rows` fetched with `limit + 1`: the extra row only says that a next page exists,
 * and the cursor is that of the last row shown.
 */
export function keysetPage<R, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
  cursorOf: (last: R) => string,
): KeysetPage<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(row)),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}
