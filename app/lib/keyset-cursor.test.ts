import { describe, expect, it } from "vitest";
import { cursorField, keysetCursor, MAX_CURSOR_LENGTH } from "./keyset-cursor";

const codec = keysetCursor({
  ts: cursorField.timestamp,
  id: cursorField.uuid,
  f: cursorField.optional(cursorField.boolean),
  v: cursorField.optional(cursorField.int()),
});
const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const TS = "2026-11-22 03:37:19.123456+00";

/** A cursor as an attacker would write one: any JSON, base64url-encoded. */
const craft = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("keysetCursor", () => {
  it("round-trips what the lists encode, in the Node format too", () => {
    const cursor = { ts: TS, id: ID, f: true, v: 12 };
    const encoded = codec.encode(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).toBe(craft(cursor));
    expect(codec.decode(encoded)).toStrictEqual(cursor);
    expect(codec.decode(codec.encode({ ts: TS, id: ID }))).toStrictEqual({ ts: TS, id: ID });
  });

  it("accepts the timestamp forms PostgreSQL and ISO write", () => {
    for (const ts of [
      "2026-11-22 03:37:19+00",
      "2026-11-22 03:37:19.5+05:30",
      "2024-02-29T23:59:59.999Z",
      "2026-11-22 03:37:19-0930",
    ]) {
      expect(codec.decode(craft({ ts, id: ID }))).toStrictEqual({ ts, id: ID });
    }
  });

  it("answers null (page one) for impossible dates and times", () => {
    for (const ts of [
      "2026-13-45 25:61:61Z",
      "2026-02-30 00:00:00Z",
      "2026-02-29 00:00:00Z",
      "2026-00-10 00:00:00Z",
      "2026-04-31 00:00:00+00",
      "0000-01-01 00:00:00Z",
      "2026-01-01 24:00:00Z",
      "2026-01-01 23:60:00Z",
      "2026-01-01 23:59:60Z",
      "2026-01-01 00:00:00+16",
      "2026-01-01 00:00:00+01:99",
      "2026-01-01 00:00:00",
      "infinity",
      "2026-01-01 00:00:00Z'; drop table builds; --",
      "",
    ]) {
      expect(codec.decode(craft({ ts, id: ID })), ts).toBeNull();
    }
  });

  it("answers null for hostile or malformed payloads", () => {
    const hostile: unknown[] = [
      { ts: TS, id: "not-a-uuid" },
      { ts: TS, id: "------------------------------------" },
      { ts: TS, id: `${ID}x` },
      { ts: 1, id: ID },
      { ts: TS },
      { ts: TS, id: ID, f: "yes" },
      { ts: TS, id: ID, v: -1 },
      { ts: TS, id: ID, v: 1.5 },
      { ts: TS, id: ID, v: 2_147_483_648 },
      { ts: TS, id: ID, v: "1" },
      { ts: TS, id: ID, extra: 1 },
      [TS, ID],
      null,
      "text",
      42,
    ];
    for (const value of hostile) {
      expect(codec.decode(craft(value)), JSON.stringify(value)).toBeNull();
    }
    const proto = `{"ts":"${TS}","id":"${ID}","__proto__":{"polluted":true}}`;
    expect(codec.decode(Buffer.from(proto).toString("base64url"))).toBeNull();
    expect(codec.decode(`${craft({ ts: TS, id: ID })}!`)).toBeNull();
    expect(codec.decode("%%%")).toBeNull();
    expect(codec.decode("a")).toBeNull();
    expect(codec.decode(Buffer.from("{not json").toString("base64url"))).toBeNull();
    expect(codec.decode(Buffer.from([0xff, 0xfe, 0x7b]).toString("base64url"))).toBeNull();
    expect(codec.decode("x".repeat(MAX_CURSOR_LENGTH + 1))).toBeNull();
    expect(codec.decode("")).toBeNull();
    expect(codec.decode(null)).toBeNull();
    expect(codec.decode(undefined)).toBeNull();
  });

  it("checks dates, numbers, text and choices of the other lists' cursors", () => {
    const other = keysetCursor({
      s: cursorField.choice(["newest", "popular"] as const),
      day: cursorField.optional(cursorField.date),
      d: cursorField.optional(cursorField.nullable(cursorField.number(0, 100))),
      k: cursorField.optional(cursorField.text(10)),
      id: cursorField.uuid,
    });
    const good = { s: "popular", day: "2024-02-29", d: null, k: "Civic", id: ID };
    expect(other.decode(craft(good))).toStrictEqual(good);
    expect(other.decode(craft({ s: "newest", d: 2.5, id: ID.toUpperCase() }))).toStrictEqual({
      s: "newest",
      d: 2.5,
      id: ID,
    });
    for (const bad of [
      { ...good, s: "oldest" },
      { ...good, day: "2026-02-29" },
      { ...good, day: "2026-1-01" },
      { ...good, d: 101 },
      { ...good, d: "Infinity" },
      { ...good, k: "a\u0000b" },
      { ...good, k: "x".repeat(11) },
    ]) {
      expect(other.decode(craft(bad)), JSON.stringify(bad)).toBeNull();
    }
  });
});
