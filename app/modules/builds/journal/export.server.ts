// The member's journal entries for "Export my data" (the protocol: app/lib/member-data.server.ts):
// every progress update they wrote under their builds, with its photos and the mods it is about.
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import {
  buildJournalEntries,
  buildJournalEntryMods,
  buildJournalPhotos,
  builds,
} from "~/db/schema";
import {
  ExportAttachments,
  exportedMoney,
  isoInstant,
  type MemberDataPart,
  siteUrl,
} from "~/lib/member-data.server";

export async function exportMemberJournal(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const entries = await db
    .select({ entry: buildJournalEntries, buildTitle: builds.title })
    .from(buildJournalEntries)
    .innerJoin(builds, eq(builds.id, buildJournalEntries.buildId))
    .where(eq(buildJournalEntries.userId, userId))
    .orderBy(
      desc(buildJournalEntries.entryDate),
      desc(buildJournalEntries.createdAt),
      desc(buildJournalEntries.id),
    );
  const ids = entries.map((e) => e.entry.id);
  const [photos, mods] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(buildJournalPhotos)
            .where(inArray(buildJournalPhotos.entryId, ids))
            .orderBy(asc(buildJournalPhotos.sortOrder), asc(buildJournalPhotos.createdAt)),
          db
            .select()
            .from(buildJournalEntryMods)
            .where(inArray(buildJournalEntryMods.entryId, ids)),
        ]);
  const attachments = new ExportAttachments();
  const content = entries.map(({ entry, buildTitle }) => ({
    id: entry.id,
    buildId: entry.buildId,
    buildTitle,
    url: siteUrl(`/builds/${entry.buildId}/journal/${entry.id}`),
    date: entry.entryDate,
    title: entry.title,
    body: entry.body,
    mileage: entry.mileage,
    cost: exportedMoney(entry.costMinor, entry.currency),
    modIds: mods.filter((m) => m.entryId === entry.id).map((m) => m.modId),
    photos: photos
      .filter((p) => p.entryId === entry.id)
      .map((photo, index) => ({
        ...attachments.image(photo.imageUrl, `photos/journal/${entry.id}`, String(index + 1)),
        caption: photo.caption,
        altText: photo.altText,
      })),
    createdAt: isoInstant(entry.createdAt),
    updatedAt: isoInstant(entry.updatedAt),
  }));
  return {
    files: [
      {
        name: "journal.json",
        about: "Your build journal entries (progress updates), newest first, with their photos.",
        fields: {
          id: "The entry's id.",
          buildId: "The build it belongs to (see builds.json).",
          buildTitle: "That build's title.",
          url: "The entry's page.",
          date: "The day the work happened (YYYY-MM-DD).",
          title: "Its title.",
          body: "The text, as you wrote it.",
          mileage: "The car's mileage that day, or null.",
          cost: "What it cost: { amountMinor, currency } (amountMinor in cents), or null.",
          modIds: "The mods of the build's mod list it is about (ids in builds.json's mods).",
          photos: "Its photos in your order: [{ file, url, caption, altText }].",
          createdAt: "When you posted it (ISO 8601, UTC).",
          updatedAt: "When you last edited it.",
        },
        content,
      },
    ],
    attachments: attachments.list,
  };
}
