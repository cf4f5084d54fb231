// Write side of the media hub. Members submit photo sets and tutorials (pending until an admin
// approves them); admins publish videos and approve / reject / feature / delete any item.
// Every function takes the acting member's id, or the admin actor, and checks the role itself. Uploads
// are stored first and the rows written in one transaction: if anything fails, no row and no
// stored file is left behind.
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "~/db/client.server";
import { mediaItems, mediaPhotos, mediaTutorialSteps } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { NotFoundError } from "~/lib/errors";
import { deleteStoredImages, discardIfFails, storeImages } from "~/lib/images.server";
import { type NoticeMailer, notifyMember, sendNotices } from "~/modules/notifications/index.server";
import { assertNotHeld } from "~/modules/trust/index.server";
import { mediaApprovedNotice, mediaDeletedNotice, mediaRejectedNotice } from "./notices";
import {
  type AdminMediaFilter,
  type ApprovalStatus,
  MAX_SET_PHOTOS,
  MAX_TUTORIAL_STEPS,
  MEDIA_MESSAGES,
  type MediaType,
  type SubmissionFields,
  type TutorialStep,
  type VideoFields,
} from "./schemas";
import { deleteStoredVideos, storeVideo } from "./video.server";

const mediaNotFound = (id: string) =>
  new NotFoundError(`media item ${id} not found`, { userMessage: MEDIA_MESSAGES.actionNotFound });
const mediaItemsM = alias(mediaItems, "m");

export interface NewPhoto {
  file: File | Buffer;
  caption: string | null;
}

/** Deletes `ownerId`'s own media images among `urls` (nobody's when the creator is gone). */
async function forget(urls: string[], ownerId: string | null) {
  if (!ownerId) return;
  await deleteStoredImages(urls, { kind: "media", ownerId }).catch((error) =>
    console.error("[media] could not remove stored images", error),
  );
}

/** A member's photo set: 1 to 12 photos with captions; the first photo is the cover. Pending. */
export async function createPhotoSet(
  userId: string,
  fields: SubmissionFields,
  photos: NewPhoto[],
): Promise<{ id: string }> {
  if (photos.length < 1 || photos.length > MAX_SET_PHOTOS) {
    throw new RangeError(`A photo set has 1 to ${MAX_SET_PHOTOS} photos`);
  }
  const stored = await storeImages(
    photos.map((p) => p.file),
    { ownerId: userId, kind: "media" },
  );
  const storedUrls = stored.map((image) => image.url);
  return discardIfFails(storedUrls, "media", () =>
    getDb().transaction(async (tx) => {
      await assertNotHeld(tx, userId);
      const [item] = await tx
        .insert(mediaItems)
        .values({
          type: "photo",
          title: fields.title,
          description: fields.description,
          imageUrl: stored[0].url,
          approvalStatus: "pending",
          createdBy: userId,
        })
        .returning({ id: mediaItems.id });
      await tx.insert(mediaPhotos).values(
        stored.map((image, sortOrder) => ({
          mediaId: item.id,
          imageUrl: image.url,
          caption: photos[sortOrder].caption,
          sortOrder,
        })),
      );
      return { id: item.id };
    }),
  );
}

/** A member's tutorial: cover image and 1 to 20 numbered steps. Pending. */
export async function createTutorial(
  userId: string,
  fields: SubmissionFields,
  cover: File | Buffer,
  steps: TutorialStep[],
): Promise<{ id: string }> {
  if (steps.length < 1 || steps.length > MAX_TUTORIAL_STEPS) {
    throw new RangeError(`A tutorial has 1 to ${MAX_TUTORIAL_STEPS} steps`);
  }
  const [image] = await storeImages([cover], { ownerId: userId, kind: "media" });
  return discardIfFails([image.url], "media", () =>
    getDb().transaction(async (tx) => {
      await assertNotHeld(tx, userId);
      const [item] = await tx
        .insert(mediaItems)
        .values({
          type: "tutorial",
          title: fields.title,
          description: fields.description,
          imageUrl: image.url,
          approvalStatus: "pending",
          createdBy: userId,
        })
        .returning({ id: mediaItems.id });
      await tx.insert(mediaTutorialSteps).values(
        steps.map((step, i) => ({
          mediaId: item.id,
          position: i + 1,
          title: step.title,
          body: step.body,
        })),
      );
      return { id: item.id };
    }),
  );
}

/**
 * An admin's video item, published at once: an uploaded MP4/WebM file or a YouTube/Vimeo embed
 * URL (exactly one), a cover image, duration and description. Audited.
 */
export async function createVideoItem(
  actor: Actor,
  fields: VideoFields,
  files: { video: File | Buffer | null; cover: File | Buffer },
): Promise<{ id: string }> {
  assertAdmin(actor, `media`);
  const adminUserId = actor.id;
  if ((files.video === null) === (fields.embedUrl === null)) {
    throw new RangeError("A video needs exactly one of a file or an embed URL");
  }
  const [cover] = await storeImages([files.cover], { ownerId: adminUserId, kind: "media" });
  let videoUrl: string | null = null;
  try {
    if (files.video) videoUrl = await storeVideo(files.video, adminUserId);
    const item = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(mediaItems)
        .values({
          type: "video",
          title: fields.title,
          description: fields.description,
          imageUrl: cover.url,
          durationSeconds: fields.duration,
          videoUrl,
          embedUrl: fields.embedUrl,
          approvalStatus: "approved",
          createdBy: adminUserId,
        })
        .returning({ id: mediaItems.id });
      await audit(tx, adminUserId, "media-create", {
        id: row.id,
        title: fields.title,
        before: null,
        after: "approved",
      });
      return row;
    });
    return { id: item.id };
  } catch (error) {
    await forget([cover.url], adminUserId);
    await deleteStoredVideos([videoUrl], adminUserId).catch((e) =>
      console.error("[media] could not remove a stored video", e),
    );
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Admin list and actions

export interface AdminMediaRow {
  id: string;
  type: MediaType;
  title: string;
  imageUrl: string | null;
  approvalStatus: ApprovalStatus;
  isFeatured: boolean;
  views: number;
  createdAt: string;
  authorUsername: string | null;
  authorFullName: string | null;
}

export const ADMIN_MEDIA_PAGE_SIZE = 20;

export interface AdminMediaPage {
  items: AdminMediaRow[];
  total: number;
  page: number;
  pageCount: number;
  pendingCount: number;
}

/** Every item for /admin/media, pending first, newest first within a status. */
export async function listMediaForAdmin(
  actor: Actor,
  filter: AdminMediaFilter,
  page: number,
): Promise<AdminMediaPage> {
  assertAdmin(actor, `media`);
  const offset = (Math.max(1, Math.floor(page)) - 1) * ADMIN_MEDIA_PAGE_SIZE;
  const where = filter === "all" ? sql`true` : sql`m.approval_status = ${filter}`;
  const rows = await queryRows<{
    id: string;
    type: MediaType;
    title: string;
    image_url: string | null;
    approval_status: ApprovalStatus;
    is_featured: boolean;
    views: number;
    created_at: string;
    author_username: string | null;
    author_full_name: string | null;
    total: number;
    pending_count: number;
  }>(sql`
    select m.id, m.type, m.title, m.image_url, m.approval_status, m.is_featured, m.views,
      ${isoTimestamp(mediaItemsM.createdAt)} as created_at,
      p.username as author_username, p.full_name as author_full_name,
      count(*) over ()::int as total,
      (select count(*)::int from media_items x where x.approval_status = 'pending') as pending_count
    from media_items m left join profiles p on p.id = m.created_by
    where ${where}
    order by (m.approval_status = 'pending') desc, m.created_at desc, m.id desc
    limit ${ADMIN_MEDIA_PAGE_SIZE} offset ${offset}`);
  let pendingCount = rows[0]?.pending_count;
  if (pendingCount === undefined) {
    const [row] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from media_items where approval_status = 'pending'`,
    );
    pendingCount = row.n;
  }
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      imageUrl: r.image_url,
      approvalStatus: r.approval_status,
      isFeatured: r.is_featured,
      views: r.views,
      createdAt: r.created_at,
      authorUsername: r.author_username,
      authorFullName: r.author_full_name,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_MEDIA_PAGE_SIZE)),
    pendingCount,
  };
}

/** The admin's action, logged in the transaction of its change (see audit.server.ts). */
const audit = auditTrail("media");

/** Approve / reject from any state; the author hears about a real change (not about their own). */
export async function setMediaApproval(
  actor: Actor,
  id: string,
  status: "approved" | "rejected",
): Promise<void> {
  assertAdmin(actor, `media`);
  const adminUserId = actor.id;
  const mailers: NoticeMailer[] = [];
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        title: mediaItems.title,
        status: mediaItems.approvalStatus,
        createdBy: mediaItems.createdBy,
      })
      .from(mediaItems)
      .where(eq(mediaItems.id, id))
      .for("update");
    if (!row) throw mediaNotFound(id);
    await audit(tx, adminUserId, status === "approved" ? "media-approve" : "media-reject", {
      id,
      title: row.title,
      before: row.status,
      after: status,
    });
    if (row.status !== status) {
      await tx
        .update(mediaItems)
        .set({ approvalStatus: status, updatedAt: sql`now()` })
        .where(eq(mediaItems.id, id));
      if (row.createdBy !== adminUserId) {
        const subject = { userId: row.createdBy, id, title: row.title };
        const notice =
          status === "approved" ? mediaApprovedNotice(subject) : mediaRejectedNotice(subject);
        mailers.push(await notifyMember(tx, notice));
      }
    }
  });
  await sendNotices(mailers);
}

export async function setMediaFeatured(actor: Actor, id: string, featured: boolean): Promise<void> {
  assertAdmin(actor, `media`);
  const adminUserId = actor.id;
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ title: mediaItems.title, isFeatured: mediaItems.isFeatured })
      .from(mediaItems)
      .where(eq(mediaItems.id, id))
      .for("update");
    if (!before) throw mediaNotFound(id);
    await tx
      .update(mediaItems)
      .set({ isFeatured: featured, updatedAt: sql`now()` })
      .where(eq(mediaItems.id, id));
    const label = (f: boolean) => (f ? "featured" : "not featured");
    await audit(tx, adminUserId, featured ? "media-feature" : "media-unfeature", {
      id,
      title: before.title,
      before: label(before.isFeatured),
      after: label(featured),
    });
  });
}

/** Deletes the item, its photo and step rows (cascade) and, after the commit, its stored files. */
export async function deleteMedia(actor: Actor, id: string): Promise<void> {
  assertAdmin(actor, `media`);
  const adminUserId = actor.id;
  const mailers: NoticeMailer[] = [];
  const removed = await getDb().transaction(async (tx) => {
    const photos = await tx
      .select({ url: mediaPhotos.imageUrl })
      .from(mediaPhotos)
      .where(eq(mediaPhotos.mediaId, id));
    const [row] = await tx.delete(mediaItems).where(eq(mediaItems.id, id)).returning({
      title: mediaItems.title,
      status: mediaItems.approvalStatus,
      imageUrl: mediaItems.imageUrl,
      videoUrl: mediaItems.videoUrl,
      createdBy: mediaItems.createdBy,
    });
    if (!row) throw mediaNotFound(id);
    await audit(tx, adminUserId, "media-delete", {
      id,
      title: row.title,
      before: row.status,
      after: "deleted",
    });
    if (row.createdBy !== adminUserId) {
      mailers.push(
        await notifyMember(tx, mediaDeletedNotice({ userId: row.createdBy, id, title: row.title })),
      );
    }
    const images = [...new Set([row.imageUrl, ...photos.map((p) => p.url)])].filter(
      (url): url is string => !!url,
    );
    return { ...row, images };
  });
  await sendNotices(mailers);
  // The rows are gone either way; a file left behind is only logged. Only the creator's own
  // uploads are deleted, never an external URL or another member's file.
  await forget(removed.images, removed.createdBy);
  await deleteStoredVideos([removed.videoUrl], removed.createdBy).catch((error) =>
    console.error("[media] could not remove a stored video", error),
  );
}
