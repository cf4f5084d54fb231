// Write side of build journals: an entry is written, edited and deleted by its build's owner only
// (an admin may delete one, audited). Every function takes the acting member from the session and
// checks ownership inside its transaction, so a crafted request for another member's build or
// entry changes nothing. Photos are stored before the transaction and removed again if it fails;
// files of removed photos go only after the commit.
//
// On an approved build, each new or changed entry is logged for the admins' "Recently edited"
// review (build_edits), and a new entry tells the build's followers (build_follows, and
// member_follows of its owner, minus build_notice_mutes) in the same transaction: one in-app
// notice each, never one per photo.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import {
  buildEdits,
  buildImages,
  buildJournalEntries,
  buildJournalEntryMods,
  buildJournalPhotos,
  buildMods,
  builds,
} from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ForbiddenError, InvalidError, NotFoundError } from "~/lib/errors";
import { deleteStoredImages, discardIfFails, storeImages } from "~/lib/images.server";
import { log } from "~/lib/log.server";
import { notifyMembersInApp } from "~/modules/notifications/index.server";
import { JOURNAL_FORM, JOURNAL_LIMITS, JOURNAL_MESSAGES, journalPaths } from "./constants";
import type { JournalEntryFields } from "./schemas";

const auditEntry = auditTrail("build-journal-entry");

/** A photo's words as the owner typed them (null: left empty). */
export interface JournalPhotoText {
  caption: string | null;
  description: string | null;
}

export interface NewJournalPhoto extends JournalPhotoText {
  file: File;
}

export interface JournalEntryWrite {
  fields: JournalEntryFields;
  /** Mods of the build's mod list the entry is about. */
  modIds: string[];
  newPhotos: NewJournalPhoto[];
}

export interface JournalEntryEdit extends JournalEntryWrite {
  /** The entry's photos kept, with their (possibly changed) words. */
  photos: (JournalPhotoText & { id: string })[];
  removePhotoIds: string[];
}

/**
 * Of the files of removed photos, those nothing else shows any more: a photo may share its file
 * with a build photo or another entry (the demo journals reuse the builds' pictures).
 */
async function filesNoLongerUsed(urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const db = getDb();
  const used = await Promise.all([
    db
      .select({ url: buildImages.imageUrl })
      .from(buildImages)
      .where(inArray(buildImages.imageUrl, urls)),
    db
      .select({ url: buildJournalPhotos.imageUrl })
      .from(buildJournalPhotos)
      .where(inArray(buildJournalPhotos.imageUrl, urls)),
    db
      .select({ url: builds.featuredImageUrl })
      .from(builds)
      .where(inArray(builds.featuredImageUrl, urls)),
  ]);
  const kept = new Set(used.flat().map((row) => row.url));
  return [...new Set(urls)].filter((url) => !kept.has(url));
}

/** Deletes the owner's files of removed photos after the commit; a failure is only logged. */
async function dropFiles(urls: string[], ownerId: string, entryId: string) {
  try {
    await deleteStoredImages(await filesNoLongerUsed(urls), { kind: "builds", ownerId });
  } catch (err) {
    log.error({ err, entryId }, "journal: could not delete the files of removed photos");
  }
}

function entryNotFound(what: string) {
  return new NotFoundError(what, { userMessage: JOURNAL_MESSAGES.notFound });
}

function tooManyPhotos() {
  return new InvalidError("too many journal photos", {
    userMessage: JOURNAL_MESSAGES.tooManyPhotos,
    fieldErrors: { [JOURNAL_FORM.photos]: JOURNAL_MESSAGES.tooManyPhotos },
  });
}

interface OwnedBuild {
  id: string;
  userId: string;
  title: string;
  approvalStatus: string;
}

/** The member's own active build (any approval state), or a not-found refusal. */
async function ownBuild(tx: Tx, actor: Actor, buildId: string): Promise<OwnedBuild> {
  const [build] = await tx
    .select({
      id: builds.id,
      userId: builds.userId,
      title: builds.title,
      approvalStatus: builds.approvalStatus,
    })
    .from(builds)
    .where(and(eq(builds.id, buildId), eq(builds.status, "active")));
  if (!build) throw entryNotFound(`build ${buildId}`);
  if (build.userId !== actor.id) {
    throw new ForbiddenError(`build ${buildId} is not the member's`);
  }
  return build;
}

/** The ids among `modIds` that are on the build's mod list; any other id is refused. */
async function checkedModIds(tx: Tx, buildId: string, modIds: string[]): Promise<string[]> {
  const unique = [...new Set(modIds)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: buildMods.id })
    .from(buildMods)
    .where(and(eq(buildMods.buildId, buildId), inArray(buildMods.id, unique)));
  if (found.length !== unique.length) {
    throw new InvalidError("mod not on the build's list", {
      userMessage: JOURNAL_MESSAGES.unknownMod,
      fieldErrors: { [JOURNAL_FORM.mods]: JOURNAL_MESSAGES.unknownMod },
    });
  }
  return unique;
}

function entryRow(fields: JournalEntryFields) {
  return {
    entryDate: fields.entryDate,
    title: fields.title,
    body: fields.body,
    mileage: fields.mileage,
    costMinor: fields.costMinor,
    currency: fields.currency,
  };
}

/**
 * The members to tell about a new entry of `build`: its followers and its owner's followers,
 * once each, without those who muted the build's notices and without the author.
 */
export async function journalNoticeRecipients(
  tx: Tx | ReturnType<typeof getDb>,
  build: { id: string; userId: string },
  authorId: string,
): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    sql`
    select r.user_id from (
      select f.user_id from build_follows f where f.build_id = ${build.id}::uuid
      union
      select m.follower_id as user_id from member_follows m where m.followee_id = ${build.userId}
    ) r
    where r.user_id <> ${authorId}
      and not exists (select 1 from build_notice_mutes x
        where x.build_id = ${build.id}::uuid and x.user_id = r.user_id)
    order by r.user_id`,
    tx,
  );
  return rows.map((r) => r.user_id);
}

/** The notice followers get about a new entry. */
export function journalEntryNotice(
  build: { id: string; title: string },
  entry: { id: string; title: string },
) {
  return {
    kind: "journal-entry",
    title: `New journal entry on "${build.title}": "${entry.title}"`,
    body: "A build you follow has a new update. Mute this build's notices from its page if you would rather not hear about it.",
    link: journalPaths.entry(build.id, entry.id),
  };
}

/** Creates an entry under the member's own build; returns its id. */
export async function createJournalEntry(
  actor: Actor,
  buildId: string,
  write: JournalEntryWrite,
): Promise<{ id: string; notified: number }> {
  if (write.newPhotos.length > JOURNAL_LIMITS.photos) throw tooManyPhotos();
  // Checked before any file is stored: nothing is processed for someone else's build.
  await getDb().transaction((tx) => ownBuild(tx, actor, buildId));
  const stored = await storeImages(
    write.newPhotos.map((p) => p.file),
    { ownerId: actor.id, kind: "builds" },
  );
  const urls = stored.map((s) => s.url);
  return discardIfFails(urls, "journal", () =>
    getDb().transaction(async (tx) => {
      const build = await ownBuild(tx, actor, buildId);
      const modIds = await checkedModIds(tx, buildId, write.modIds);
      const [entry] = await tx
        .insert(buildJournalEntries)
        .values({ buildId, userId: actor.id, ...entryRow(write.fields) })
        .returning({ id: buildJournalEntries.id });
      if (stored.length > 0) {
        await tx.insert(buildJournalPhotos).values(
          stored.map((image, sortOrder) => ({
            entryId: entry.id,
            imageUrl: image.url,
            caption: write.newPhotos[sortOrder]?.caption ?? null,
            altText: write.newPhotos[sortOrder]?.description ?? null,
            sortOrder,
          })),
        );
      }
      if (modIds.length > 0) {
        await tx
          .insert(buildJournalEntryMods)
          .values(modIds.map((modId) => ({ entryId: entry.id, modId })));
      }
      let notified = 0;
      if (build.approvalStatus === "approved") {
        await tx.insert(buildEdits).values({
          buildId,
          changedFields: ["journal-added"],
          photosAdded: stored.length,
          journalEntryId: entry.id,
        });
        const recipients = await journalNoticeRecipients(tx, build, actor.id);
        notified = await notifyMembersInApp(
          tx,
          recipients,
          journalEntryNotice(build, { id: entry.id, title: write.fields.title }),
        );
      }
      return { id: entry.id, notified };
    }),
  );
}

interface StoredEntry {
  id: string;
  userId: string;
  fingerprint: string;
  photos: { id: string; url: string; caption: string | null; description: string | null }[];
  modIds: string[];
}

async function readOwnEntry(tx: Tx, actor: Actor, buildId: string, entryId: string) {
  await ownBuild(tx, actor, buildId);
  const [entry] = await tx
    .select()
    .from(buildJournalEntries)
    .where(and(eq(buildJournalEntries.id, entryId), eq(buildJournalEntries.buildId, buildId)));
  if (!entry) throw entryNotFound(`journal entry ${entryId}`);
  if (entry.userId !== actor.id) throw new ForbiddenError(`entry ${entryId} is not the member's`);
  const photos = await tx
    .select({
      id: buildJournalPhotos.id,
      url: buildJournalPhotos.imageUrl,
      caption: buildJournalPhotos.caption,
      description: buildJournalPhotos.altText,
    })
    .from(buildJournalPhotos)
    .where(eq(buildJournalPhotos.entryId, entryId))
    .orderBy(asc(buildJournalPhotos.sortOrder), asc(buildJournalPhotos.id));
  const mods = await tx
    .select({ id: buildJournalEntryMods.modId })
    .from(buildJournalEntryMods)
    .where(eq(buildJournalEntryMods.entryId, entryId));
  const stored: StoredEntry = {
    id: entry.id,
    userId: entry.userId,
    fingerprint: JSON.stringify(entryRow(entry as JournalEntryFields)),
    photos,
    modIds: mods.map((m) => m.id).sort(),
  };
  return stored;
}

/** Saves an edit of the member's own entry: fields, photo words, removed and added photos, mods. */
export async function updateJournalEntry(
  actor: Actor,
  buildId: string,
  entryId: string,
  edit: JournalEntryEdit,
): Promise<void> {
  const current = await getDb().transaction((tx) => readOwnEntry(tx, actor, buildId, entryId));
  const removeIds = new Set(
    edit.removePhotoIds.filter((id) => current.photos.some((p) => p.id === id)),
  );
  const kept = current.photos.filter((p) => !removeIds.has(p.id));
  if (kept.length + edit.newPhotos.length > JOURNAL_LIMITS.photos) throw tooManyPhotos();
  const stored = await storeImages(
    edit.newPhotos.map((p) => p.file),
    { ownerId: actor.id, kind: "builds", firstIndex: current.photos.length },
  );
  const removedUrls = current.photos.filter((p) => removeIds.has(p.id)).map((p) => p.url);
  await discardIfFails(
    stored.map((s) => s.url),
    "journal",
    () =>
      getDb().transaction(async (tx) => {
        const build = await ownBuild(tx, actor, buildId);
        const modIds = await checkedModIds(tx, buildId, edit.modIds);
        const updated = await tx
          .update(buildJournalEntries)
          .set({ ...entryRow(edit.fields), updatedAt: new Date() })
          .where(
            and(
              eq(buildJournalEntries.id, entryId),
              eq(buildJournalEntries.buildId, buildId),
              eq(buildJournalEntries.userId, actor.id),
            ),
          )
          .returning({ id: buildJournalEntries.id });
        if (updated.length === 0) throw entryNotFound(`journal entry ${entryId}`);
        if (removeIds.size > 0) {
          await tx
            .delete(buildJournalPhotos)
            .where(
              and(
                eq(buildJournalPhotos.entryId, entryId),
                inArray(buildJournalPhotos.id, [...removeIds]),
              ),
            );
        }
        let wordsChanged = false;
        for (const [sortOrder, photo] of kept.entries()) {
          const typed = edit.photos.find((p) => p.id === photo.id);
          const caption = typed ? typed.caption : photo.caption;
          const description = typed ? typed.description : photo.description;
          if (caption !== photo.caption || description !== photo.description) wordsChanged = true;
          await tx
            .update(buildJournalPhotos)
            .set({ sortOrder, caption, altText: description })
            .where(eq(buildJournalPhotos.id, photo.id));
        }
        if (stored.length > 0) {
          await tx.insert(buildJournalPhotos).values(
            stored.map((image, i) => ({
              entryId,
              imageUrl: image.url,
              caption: edit.newPhotos[i]?.caption ?? null,
              altText: edit.newPhotos[i]?.description ?? null,
              sortOrder: kept.length + i,
            })),
          );
        }
        const modsChanged = JSON.stringify([...modIds].sort()) !== JSON.stringify(current.modIds);
        if (modsChanged) {
          await tx.delete(buildJournalEntryMods).where(eq(buildJournalEntryMods.entryId, entryId));
          if (modIds.length > 0) {
            await tx
              .insert(buildJournalEntryMods)
              .values(modIds.map((modId) => ({ entryId, modId })));
          }
        }
        const fieldsChanged = JSON.stringify(entryRow(edit.fields)) !== current.fingerprint;
        const changed =
          fieldsChanged || wordsChanged || modsChanged || stored.length > 0 || removeIds.size > 0;
        if (changed && build.approvalStatus === "approved") {
          await tx.insert(buildEdits).values({
            buildId,
            changedFields: ["journal-edited"],
            photosAdded: stored.length,
            photosRemoved: removeIds.size,
            journalEntryId: entryId,
          });
        }
      }),
  );
  await dropFiles(removedUrls, actor.id, entryId);
}

/**
 * Deletes an entry with its photos and mod links: its author's own, or any entry for an admin
 * (audited). Refuses everyone else without changing anything.
 */
export async function deleteJournalEntry(
  actor: Actor,
  buildId: string,
  entryId: string,
): Promise<void> {
  const { ownerId, urls } = await getDb().transaction(async (tx) => {
    const [entry] = await tx
      .select({
        id: buildJournalEntries.id,
        userId: buildJournalEntries.userId,
        title: buildJournalEntries.title,
      })
      .from(buildJournalEntries)
      .innerJoin(builds, eq(builds.id, buildJournalEntries.buildId))
      .where(
        and(
          eq(buildJournalEntries.id, entryId),
          eq(buildJournalEntries.buildId, buildId),
          eq(builds.status, "active"),
        ),
      );
    if (!entry) throw entryNotFound(`journal entry ${entryId}`);
    const isAuthor = entry.userId === actor.id;
    if (!isAuthor && !actor.isAdmin) {
      throw new ForbiddenError(`entry ${entryId} is not the member's`);
    }
    const photos = await tx
      .select({ url: buildJournalPhotos.imageUrl })
      .from(buildJournalPhotos)
      .where(eq(buildJournalPhotos.entryId, entryId));
    await tx.delete(buildJournalEntries).where(eq(buildJournalEntries.id, entryId));
    if (!isAuthor) {
      await auditEntry(tx, actor.id, "journal-entry-delete", {
        id: entryId,
        title: entry.title,
        before: "published",
        after: "deleted",
      });
    }
    return { ownerId: entry.userId, urls: photos.map((p) => p.url) };
  });
  await dropFiles(urls, ownerId, entryId);
}
