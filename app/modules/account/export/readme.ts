// README.txt of a data export: what each file holds and what its fields mean (from the areas'
// own descriptions, so the documentation and the files never drift apart), how pictures are
// named, and what is deliberately not in the zip.
import type { MemberDataFile } from "~/lib/member-data.server";
import { EXPORT_LINK_DAYS } from "./constants";

export interface ReadmeInput {
  username: string | null;
  exportedAt: Date;
  files: readonly Pick<MemberDataFile, "name" | "about" | "fields">[];
  /** How many pictures and videos are in the zip. */
  attachmentCount: number;
  /** Files the records name that storage no longer had (listed so nothing looks silently lost). */
  missing: readonly string[];
}

const WIDTH = 78;

/** Wraps `text` at WIDTH columns: the first line starts with `first`, the others with `rest`. */
function wrap(text: string, first = "", rest = " ".repeat(first.length)): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const indent = lines.length === 0 ? first : rest;
    if (line !== "" && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(`${indent}${line}`);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(`${lines.length === 0 ? first : rest}${line}`);
  return lines.join("\n");
}

function heading(text: string): string {
  return `${text}\n${"-".repeat(text.length)}`;
}

export function exportReadme(input: ReadmeInput): string {
  const who = input.username ? ` for ${input.username}` : "";
  const sections = [
    `Camber Club: your data\n${"=".repeat(22)}`,
    wrap(
      `Exported${who} on ${input.exportedAt.toISOString()}. This zip holds everything you made on Camber Club, one JSON file per kind of thing, and the pictures those files name (${input.attachmentCount} file${input.attachmentCount === 1 ? "" : "s"}). JSON files open in any text editor and in every programming language; field names stay the same from one export to the next.`,
    ),
    heading("Files"),
    input.files
      .map((file) =>
        [
          file.name,
          wrap(file.about, "  "),
          ...Object.entries(file.fields).map(([field, meaning]) =>
            wrap(`${field}: ${meaning}`, "  - "),
          ),
        ].join("\n"),
      )
      .join("\n\n"),
    heading("Pictures and videos"),
    wrap(
      'A record names its picture as { "file": "photos/builds/<build id>/1.webp", "url": "https://…" }. "file" is where the picture is in this zip: the largest size the site keeps (WebP pictures open in every current browser and image viewer). "url" is its address on the site, which stops working once you delete it there. When "file" is null the picture was a link to another site: only its address is kept, the export never fetches addresses typed into a form.',
    ),
    heading("Dates and amounts"),
    wrap(
      'Moments are ISO 8601 in UTC ("2026-11-24T18:30:00.000Z"); calendar days are "YYYY-MM-DD". Amounts of money are { "amountMinor", "currency" }: whole cents (minor units) of an ISO 4217 currency, so 150000 USD is $1,500.00.',
    ),
    heading("Not included"),
    [
      wrap(
        "What other members wrote, even on your builds and events (their comments and replies, their messages to you, their sign-ups to your events): those are their words.",
        "- ",
      ),
      wrap(
        "Your password (the site keeps only a hash of it), sign-in sessions, passkeys and two-factor secrets: keys to your account, not content.",
        "- ",
      ),
      wrap("Comments you deleted: the site keeps none of their text.", "- "),
    ].join("\n"),
    ...(input.missing.length > 0
      ? [
          heading("Files that could not be included"),
          wrap(
            "These files are named in the JSON files but the site's storage no longer had them when the export was made:",
          ),
          input.missing.map((file) => `- ${file}`).join("\n"),
        ]
      : []),
    wrap(
      `The download link of this export worked for ${EXPORT_LINK_DAYS} days; after that the zip was deleted from Camber Club. Ask for a new export under Account > Export my data whenever you like.`,
    ),
  ];
  return `${sections.join("\n\n")}\n`;
}
