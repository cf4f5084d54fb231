// "Export my data": the protocol between the areas that hold a member's content and the account
// area that packs it into a zip (app/modules/account/export/, ADR 036). Each area reads its own
// tables and answers with JSON files and the stored files those JSON files name; the app layer
// lists the areas' exporters (app/account-data.server.ts) and hands the list to the export job,
// so the account area never reads another area's tables.
//
// The rules every exporter follows, so the zip reads as one thing:
// - one JSON file per kind of thing, named `<kind>.json`, holding an array of records (the
//   profile: one object); field names are camelCase and stay stable (README.txt lists them from
//   `fields`), dates are ISO 8601 strings (instants in UTC; calendar days as YYYY-MM-DD);
// - only what the member made or chose, never another member's words or private data;
// - photos are the largest stored variant (the URL the database keeps), placed in the zip at
//   `<folder>/<name>.<ext>` and named in the record as `{ file, url }`; a picture linked from
//   another site is kept as its URL only (the export holds what this site stores, and never
//   fetches addresses members typed).
import path from "node:path";
import type { Db, Tx } from "~/db/client.server";
import { env } from "./env.server";
import { type ObjectStorage, storage } from "./storage.server";

/** One JSON file of the export. */
export interface MemberDataFile {
  /** The file's name in the zip: lower-case words and dashes, ".json" ("builds.json"). */
  name: string;
  /** What the file holds, for README.txt (one or two sentences). */
  about: string;
  /** Each record's fields and what they mean, for README.txt (nested objects: "spec.powerHp"). */
  fields: Record<string, string>;
  /** The records (or the one object); JSON-serialisable, dates already ISO strings. */
  content: unknown;
}

/** A stored file to put in the zip. */
export interface MemberDataAttachment {
  /** Where it goes in the zip ("photos/builds/<build id>/1.webp"). */
  path: string;
  /** Its storage key. */
  key: string;
}

/** What one area gives the export. */
export interface MemberDataPart {
  files: MemberDataFile[];
  attachments: MemberDataAttachment[];
}

/** An area's exporter: everything of `userId` in that area, read through `db`. */
export type MemberDataExporter = (db: Db | Tx, userId: string) => Promise<MemberDataPart>;

/** A photo as the JSON files name it: its file in the zip (null: linked, not stored here). */
export interface ExportedImage {
  file: string | null;
  url: string;
}

/** An instant as the export writes it (ISO 8601, UTC), or null. */
export function isoInstant(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An amount as the export writes it: minor units (cents) and the ISO 4217 currency, or null. */
export function exportedMoney(
  amountMinor: number | null,
  currency: string | null,
): { amountMinor: number; currency: string } | null {
  return amountMinor === null || currency === null ? null : { amountMinor, currency };
}

/** The absolute address of a site path (BASE_URL), for the links the export keeps. */
export function siteUrl(sitePath: string): string {
  if (/^https?:\/\//i.test(sitePath)) return sitePath;
  return `${env().BASE_URL.replace(/\/+$/, "")}${sitePath.startsWith("/") ? "" : "/"}${sitePath}`;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Collects the stored files an area's records name: `image(url, folder, name)` gives the record's
 * `{ file, url }` and remembers the file for the zip. One stored file named twice (a build's
 * featured image that is also one of its photos) goes in once, under the first name.
 */
export class ExportAttachments {
  readonly list: MemberDataAttachment[] = [];
  private readonly pathOfKey = new Map<string, string>();

  constructor(private readonly store: ObjectStorage = storage()) {}

  /** `{ file, url }` for a stored or linked image, or null when there is none. */
  image(url: string | null | undefined, folder: string, name: string): ExportedImage | null {
    if (!url) return null;
    return { file: this.file(url, folder, name), url: siteUrl(url) };
  }

  /** The zip path of the stored file behind `url` (null for an address on another site). */
  file(url: string, folder: string, name: string): string | null {
    const key = this.store.keyFromUrl(url);
    if (!key) return null;
    const known = this.pathOfKey.get(key);
    if (known) return known;
    const segments = [...folder.split("/"), name];
    if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) {
      throw new Error(`Unsafe export path: ${folder}/${name}`);
    }
    const zipPath = `${segments.join("/")}${path.posix.extname(key)}`;
    this.pathOfKey.set(key, zipPath);
    this.list.push({ path: zipPath, key });
    return zipPath;
  }
}
