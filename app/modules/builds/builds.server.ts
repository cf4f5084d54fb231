// Write side of builds: create, edit, soft delete, like, comment. Every function takes the acting
// user's id from the session (never from the form) and checks ownership itself.
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { buildEdits, buildImages, buildLikes, builds } from "~/db/schema";
import {
  deleteStoredImages,
  discardIfFails,
  ImageRejectedError,
  storeImages,
} from "~/lib/images.server";
import { normaliseMake } from "~/modules/catalogue";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { assertNewMemberMay } from "~/modules/trust/index.server";
import { tooManyBuildPhotos } from "./constants";
import { foreignPhotoIds, orderPhotos } from "./photo-order";
import {
  type BuildImage,
  type BuildSummary,
  buildSummaryColumns,
  listBuildImages,
} from "./queries.server";
import { BUILD_REPORT_TYPE } from "./report-type";
import type { BuildFields } from "./schemas";
import type { SpecFormOutput } from "./spec/schemas";
import { currentDynoImage, replaceMods, saveSpecSheet } from "./spec/spec-sheet.server";

export class BuildNotFoundError extends Error {
  constructor() {
    super("Build not found");
  }
}

export interface NewImage {
  file: File;
  caption: string | null;
  /** The description for screen readers (alt text); null: none given. */
  altText?: string | null;
}

/** The spec sheet and mod list steps of a create or edit submission. */
export interface SpecSheetSubmission {
  form: SpecFormOutput;
  /** A new dyno-sheet photo (replaces the stored one on edit). */
  dynoImage: File | null;
  /** Edit: the member removes the stored dyno-sheet photo. */
  removeDynoImage: boolean;
}

/** Refusals of the dyno-sheet photo (not of a build photo), so the form can show them there. */
const dynoRejections = new WeakSet<object>();

/** Whether the image pipeline refused the dyno-sheet photo rather than a build photo. */
export function isDynoImageRejection(error: unknown): boolean {
  return typeof error === "object" && error !== null && dynoRejections.has(error);
}

/**
 * Stores the uploads, then the dyno-sheet photo, all or none, and pairs each photo with its
 * caption.
 */
async function storeAll(
  userId: string,
  images: NewImage[],
  firstIndex = 0,
  dynoImage: File | null = null,
) {
  const owner = { ownerId: userId, kind: "builds" as const };
  const stored = await storeImages(
    images.map((image) => image.file),
    { ...owner, firstIndex },
  );
  const photoUrls = stored.map((image) => image.url);
  let dynoImageUrl: string | null = null;
  if (dynoImage) {
    const [dyno] = await discardIfFails(photoUrls, "builds", () =>
      storeImages([dynoImage], { ...owner, firstIndex: firstIndex + images.length }).catch(
        (error: unknown) => {
          if (error instanceof ImageRejectedError) dynoRejections.add(error);
          throw error;
        },
      ),
    );
    dynoImageUrl = dyno.url;
  }
  return {
    photos: stored.map((image, i) => ({
      image,
      caption: images[i].caption,
      altText: images[i].altText ?? null,
    })),
    dynoImageUrl,
    urls: dynoImageUrl ? [...photoUrls, dynoImageUrl] : photoUrls,
  };
}

/**
 * Creates a pending build: uploads first, then the build, its image rows, spec sheet, wheels and
 * mods in one transaction. If anything fails, no row and no stored file is left behind. The
 * new-member limits count it in that transaction (DomainError when the member may not add one).
 */
export async function createBuild(
  userId: string,
  fields: BuildFields,
  images: NewImage[],
  specSheet?: SpecSheetSubmission,
): Promise<{ id: string }> {
  if (tooManyBuildPhotos(images.length)) throw new RangeError("Too many images");
  const {
    photos: stored,
    dynoImageUrl,
    urls,
  } = await storeAll(userId, images, 0, specSheet?.dynoImage);
  return discardIfFails(urls, "builds", () =>
    getDb().transaction(async (tx) => {
      await assertNewMemberMay(tx, userId, "build");
      const [build] = await tx
        .insert(builds)
        .values({
          userId,
          title: fields.title,
          description: fields.description,
          carMake: normaliseMake(fields.carMake),
          carModel: fields.carModel,
          carYear: fields.carYear,
          // SPEC §7: the first uploaded image becomes the featured image.
          featuredImageUrl: stored[0]?.image.url ?? fields.featuredImageUrl,
          approvalStatus: "pending",
        })
        .returning({ id: builds.id });
      if (stored.length > 0) {
        await tx.insert(buildImages).values(
          stored.map(({ image, caption, altText }, sortOrder) => ({
            buildId: build.id,
            imageUrl: image.url,
            caption,
            altText,
            sortOrder,
          })),
        );
      }
      if (specSheet) {
        await saveSpecSheet(tx, build.id, { ...specSheet.form.spec, dynoImageUrl });
        await replaceMods(tx, build.id, specSheet.form.mods);
      }
      return { id: build.id };
    }),
  );
}

export interface OwnBuildForEdit extends BuildSummary {
  approvalStatus: "pending" | "approved" | "rejected";
  images: BuildImage[];
}

/** The member's own active build with its images, or null (not theirs, deleted or missing). */
export async function getOwnBuildForEdit(
  userId: string,
  buildId: string,
): Promise<OwnBuildForEdit | null> {
  const [build] = await getDb()
    .select({ ...buildSummaryColumns, approvalStatus: builds.approvalStatus })
    .from(builds)
    .where(and(eq(builds.id, buildId), eq(builds.userId, userId), eq(builds.status, "active")))
    .limit(1);
  if (!build) return null;
  return { ...build, images: await listBuildImages(buildId) };
}

export interface BuildEdit {
  fields: BuildFields;
  /** Existing image ids to remove. */
  removeImageIds: string[];
  /** New captions of existing images, by image id. */
  captions: Record<string, string | null>;
  /** New descriptions (alt text) of existing images, by image id; absent ids keep theirs. */
  altTexts?: Record<string, string | null>;
  /**
   * The kept images' new positions (1 = cover), by image id (./photo-order); absent ids keep
   * their place. An id that is not one of the build's photos refuses the whole edit.
   */
  positions?: Record<string, number>;
  newImages: NewImage[];
  /** The spec sheet and mod list steps; absent: left as stored. */
  specSheet?: SpecSheetSubmission;
}

export type UpdateBuildResult =
  | { ok: true }
  | {
      ok: false;
      error: "not-found" | "image-required" | "too-many-images" | "unknown-photo";
    };

const EDIT_FIELDS = [
  ["title", "title"],
  ["make", "carMake"],
  ["model", "carModel"],
  ["year", "carYear"],
  ["description", "description"],
] as const;

/**
 * Logs which fields and how many photos an edit changed (nothing when it changed nothing);
 * `also` names the other parts it changed ('spec', 'mods').
 */
async function recordBuildEdit(
  tx: Tx,
  buildId: string,
  before: Pick<OwnBuildForEdit, (typeof EDIT_FIELDS)[number][1]>,
  after: BuildFields,
  photosAdded: number,
  photosRemoved: number,
  also: string[] = [],
) {
  const changedFields = [
    ...EDIT_FIELDS.filter(([, key]) => (before[key] ?? null) !== (after[key] ?? null)).map(
      ([name]) => name,
    ),
    ...also,
  ];
  if (changedFields.length === 0 && photosAdded === 0 && photosRemoved === 0) return;
  await tx.insert(buildEdits).values({ buildId, changedFields, photosAdded, photosRemoved });
}

/**
 * Saves an edit atomically: fields, caption changes, removed and added images in one transaction.
 * Files of removed images are deleted only after the commit; new uploads are deleted if it fails.
 */
export async function updateBuild(
  userId: string,
  buildId: string,
  edit: BuildEdit,
): Promise<UpdateBuildResult> {
  const current = await getOwnBuildForEdit(userId, buildId);
  if (!current) return { ok: false, error: "not-found" };
  const positions = edit.positions ?? {};
  // A position for a photo that is not the build's (another build's, or one removed meanwhile in
  // another tab): nothing is saved, rather than an order the member did not see.
  if (foreignPhotoIds(current.images, positions).length > 0) {
    return { ok: false, error: "unknown-photo" };
  }
  const removeIds = new Set(
    edit.removeImageIds.filter((id) => current.images.some((i) => i.id === id)),
  );
  const kept = orderPhotos(
    current.images.filter((i) => !removeIds.has(i.id)),
    positions,
  );
  const keptBefore = current.images.filter((i) => !removeIds.has(i.id));
  const reordered = kept.some((image, i) => image.id !== keptBefore[i].id);
  const altTexts = edit.altTexts ?? {};
  const altTextChanged =
    kept.some((i) => i.id in altTexts && (altTexts[i.id] ?? null) !== (i.altText ?? null)) ||
    edit.newImages.some((image) => !!image.altText);
  if (tooManyBuildPhotos(kept.length + edit.newImages.length)) {
    return { ok: false, error: "too-many-images" };
  }
  if (kept.length + edit.newImages.length === 0 && !edit.fields.featuredImageUrl) {
    return { ok: false, error: "image-required" };
  }

  const specSheet = edit.specSheet;
  const {
    photos: stored,
    dynoImageUrl: newDynoUrl,
    urls: storedUrls,
  } = await storeAll(userId, edit.newImages, current.images.length, specSheet?.dynoImage);
  const removedUrls = current.images.filter((i) => removeIds.has(i.id)).map((i) => i.imageUrl);
  try {
    await discardIfFails(storedUrls, "builds", () =>
      getDb().transaction(async (tx) => {
        const finalImages: string[] = [];
        for (const [sortOrder, image] of kept.entries()) {
          const caption = image.id in edit.captions ? edit.captions[image.id] : image.caption;
          const altText = image.id in altTexts ? altTexts[image.id] : image.altText;
          await tx
            .update(buildImages)
            .set({ caption, altText, sortOrder })
            .where(and(eq(buildImages.id, image.id), eq(buildImages.buildId, buildId)));
          finalImages.push(image.imageUrl);
        }
        if (removeIds.size > 0) {
          await tx
            .delete(buildImages)
            .where(and(eq(buildImages.buildId, buildId), inArray(buildImages.id, [...removeIds])));
        }
        if (stored.length > 0) {
          await tx.insert(buildImages).values(
            stored.map(({ image, caption, altText }, i) => ({
              buildId,
              imageUrl: image.url,
              caption,
              altText,
              sortOrder: kept.length + i,
            })),
          );
          finalImages.push(...stored.map((s) => s.image.url));
        }
        const updated = await tx
          .update(builds)
          .set({
            title: edit.fields.title,
            description: edit.fields.description,
            carMake: normaliseMake(edit.fields.carMake),
            carModel: edit.fields.carModel,
            carYear: edit.fields.carYear,
            featuredImageUrl: finalImages[0] ?? edit.fields.featuredImageUrl,
            updatedAt: new Date(),
          })
          .where(
            and(eq(builds.id, buildId), eq(builds.userId, userId), eq(builds.status, "active")),
          )
          .returning({ id: builds.id, approvalStatus: builds.approvalStatus });
        if (updated.length === 0) throw new BuildNotFoundError();
        // Written only once the build is known to be the member's (the update above matched).
        const also: string[] = [];
        // A new cover or order shows on the public page: admins see it like other photo changes.
        if (reordered) also.push("photo-order");
        if (altTextChanged) also.push("alt-text");
        if (specSheet) {
          const storedDyno = await currentDynoImage(tx, buildId);
          const dynoImageUrl = newDynoUrl ?? (specSheet.removeDynoImage ? null : storedDyno);
          if (storedDyno && storedDyno !== dynoImageUrl) removedUrls.push(storedDyno);
          if (await saveSpecSheet(tx, buildId, { ...specSheet.form.spec, dynoImageUrl })) {
            also.push("spec");
          }
          if (await replaceMods(tx, buildId, specSheet.form.mods)) also.push("mods");
        }
        // An approved build stays public when edited; admins review what changed afterwards.
        if (updated[0].approvalStatus === "approved") {
          await recordBuildEdit(
            tx,
            buildId,
            current,
            edit.fields,
            stored.length,
            removeIds.size,
            also,
          );
        }
      }),
    );
  } catch (error) {
    if (error instanceof BuildNotFoundError) return { ok: false, error: "not-found" };
    throw error;
  }
  await deleteStoredImages(removedUrls, { kind: "builds", ownerId: userId }).catch((e) =>
    console.error("[builds] file cleanup failed", e),
  );
  return { ok: true };
}

/**
 * SPEC §4: the owner's delete is soft (status 'deleted'); its open reports are resolved with it
 * (nothing is left to review). Returns false if not theirs.
 */
export async function softDeleteBuild(userId: string, buildId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(builds)
      .set({ status: "deleted", isCarOfWeek: false, updatedAt: new Date() })
      .where(and(eq(builds.id, buildId), eq(builds.userId, userId), eq(builds.status, "active")))
      .returning({ id: builds.id });
    if (rows.length === 0) return false;
    await resolveReportsOf(tx, BUILD_REPORT_TYPE, buildId, null);
    return true;
  });
}

/**
 * Whether a member may like or comment: the build is active, approved and not hidden pending
 * review (or their own).
 */
async function isInteractable(userId: string, buildId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(sql`
    select true as ok from builds
    where id = ${buildId}::uuid and status = 'active'
      and ((approval_status = 'approved' and hidden_at is null) or user_id = ${userId})`);
  return rows.length > 0;
}

/** Sets the like state (idempotent: the primary key allows one like per user and build). */
export async function setLike(
  userId: string,
  buildId: string,
  liked: boolean,
): Promise<{ likesCount: number; liked: boolean }> {
  if (!(await isInteractable(userId, buildId))) throw new BuildNotFoundError();
  const db = getDb();
  if (liked) {
    await db.insert(buildLikes).values({ buildId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(buildLikes)
      .where(and(eq(buildLikes.buildId, buildId), eq(buildLikes.userId, userId)));
  }
  const [{ n }] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from build_likes where build_id = ${buildId}::uuid`,
  );
  return { likesCount: n, liked };
}
