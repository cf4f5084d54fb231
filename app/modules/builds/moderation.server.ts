// The builds area's state transitions that only admins may make: approve / reject (from any
// state), feature / unfeature, Car of the Week set / unset, hard delete, and marking an owner's
// edits reviewed. They live beside the build queries and the indexes that back them; the admin
// panel only calls them. Each takes the acting Actor and refuses (ForbiddenError) unless it holds
// the admin role, so no caller can forget the check, and writes its audit entry in the
// transaction of its change.
import { and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { buildEdits, buildImages, builds } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { NotFoundError } from "~/lib/errors";
import { deleteStoredImages } from "~/lib/images.server";
import { log } from "~/lib/log.server";
import {
  buildApprovedNotice,
  buildCarOfWeekNotice,
  buildDeletedNotice,
  buildFeaturedNotice,
  buildRejectedNotice,
} from "~/modules/notifications";
import { type NoticeMailer, notifyMember, sendNotices } from "~/modules/notifications/index.server";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { BUILD_REPORT_TYPE } from "./report-type";

export type BuildApproval = "approved" | "rejected";
export const BUILD_APPROVALS: readonly BuildApproval[] = ["approved", "rejected"];

const buildNotFound = (buildId: string) => new NotFoundError(`build ${buildId} not found`);

// Soft-deleted builds are gone for everyone (SPEC §4); admins moderate the active ones.
const activeBuild = (buildId: string) => and(eq(builds.id, buildId), eq(builds.status, "active"));

const auditBuild = auditTrail("build");

const featuredLabel = (featured: boolean) => (featured ? "featured" : "not featured");
const carOfWeekLabel = (crowned: boolean) => (crowned ? "car of the week" : "not car of the week");

/** The owner's unreviewed edits leave the "Recently edited" list. */
async function closeEditReview(tx: Tx, buildId: string) {
  await tx
    .update(buildEdits)
    .set({ reviewedAt: sql`now()` })
    .where(and(eq(buildEdits.buildId, buildId), isNull(buildEdits.reviewedAt)));
}

export async function setBuildApprovalStatus(
  actor: Actor,
  buildId: string,
  status: BuildApproval,
): Promise<void> {
  if (!BUILD_APPROVALS.includes(status)) throw new Error(`Unknown approval status: ${status}`);
  assertAdmin(actor, `build ${buildId}`);
  // The owner hears about a real change only (approving an approved build twice: one notice);
  // the row lock makes concurrent clicks wait for each other. The e-mail goes after the commit.
  const mailers: NoticeMailer[] = [];
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: builds.userId, title: builds.title, approvalStatus: builds.approvalStatus })
      .from(builds)
      .where(activeBuild(buildId))
      .for("update");
    if (!row) throw buildNotFound(buildId);
    const intent = status === "approved" ? "build-approve" : "build-reject";
    await auditBuild(tx, actor.id, intent, {
      id: buildId,
      title: row.title,
      before: row.approvalStatus,
      after: status,
    });
    // Approving or rejecting is the admin's decision on the build as it stands now.
    await closeEditReview(tx, buildId);
    if (row.approvalStatus === status) return;
    await tx
      .update(builds)
      .set({ approvalStatus: status, updatedAt: sql`now()` })
      .where(eq(builds.id, buildId));
    if (row.userId !== actor.id) {
      const subject = { userId: row.userId, id: buildId, title: row.title };
      const notice =
        status === "approved" ? buildApprovedNotice(subject) : buildRejectedNotice(subject);
      mailers.push(await notifyMember(tx, notice));
    }
  });
  await sendNotices(mailers);
}

/**
 * Feature / Unfeature. Unfeaturing also takes the Car of the Week title away: that flag is only
 * managed from the Featured tab, so a build that left it could never be unset otherwise.
 */
export async function setBuildFeatured(
  actor: Actor,
  buildId: string,
  featured: boolean,
): Promise<void> {
  assertAdmin(actor, `build ${buildId}`);
  // Featuring tells the owner (once, when it becomes featured); unfeaturing is quiet.
  const mailers: NoticeMailer[] = [];
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: builds.userId, title: builds.title, isFeatured: builds.isFeatured })
      .from(builds)
      .where(activeBuild(buildId))
      .for("update");
    if (!row) throw buildNotFound(buildId);
    await auditBuild(tx, actor.id, featured ? "build-feature" : "build-unfeature", {
      id: buildId,
      title: row.title,
      before: featuredLabel(row.isFeatured),
      after: featuredLabel(featured),
    });
    await tx
      .update(builds)
      .set(
        featured
          ? { isFeatured: true, updatedAt: sql`now()` }
          : { isFeatured: false, isCarOfWeek: false, updatedAt: sql`now()` },
      )
      .where(eq(builds.id, buildId));
    if (featured && !row.isFeatured && row.userId !== actor.id) {
      const subject = { userId: row.userId, id: buildId, title: row.title };
      mailers.push(await notifyMember(tx, buildFeaturedNotice(subject)));
    }
  });
  await sendNotices(mailers);
}

/**
 * Car of Week / Unset. Setting unsets the previous Car of the Week in the same transaction. The
 * advisory lock makes concurrent sets wait for each other (the partial unique index
 * builds_single_car_of_week_key would otherwise fail the second one instead of letting it win).
 */
export async function setCarOfWeek(
  actor: Actor,
  buildId: string,
  carOfWeek: boolean,
): Promise<void> {
  assertAdmin(actor, `build ${buildId}`);
  if (!carOfWeek) {
    await getDb().transaction(async (tx) => {
      const [row] = await tx
        .select({ title: builds.title, isCarOfWeek: builds.isCarOfWeek })
        .from(builds)
        .where(eq(builds.id, buildId))
        .for("update");
      if (!row) throw buildNotFound(buildId);
      await tx
        .update(builds)
        .set({ isCarOfWeek: false, updatedAt: sql`now()` })
        .where(eq(builds.id, buildId));
      await auditBuild(tx, actor.id, "build-unset-car-of-week", {
        id: buildId,
        title: row.title,
        before: carOfWeekLabel(row.isCarOfWeek),
        after: carOfWeekLabel(false),
      });
    });
    return;
  }
  const mailers: NoticeMailer[] = [];
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('camber.car_of_week'))`);
    const [before] = await tx
      .select({ userId: builds.userId, title: builds.title, isCarOfWeek: builds.isCarOfWeek })
      .from(builds)
      .where(activeBuild(buildId))
      .for("update");
    // The build that took the title last (now or before an unset): crowning it again is not a
    // new Car of the Week.
    const [latest] = await tx
      .select({ id: builds.id })
      .from(builds)
      .where(isNotNull(builds.carOfWeekAt))
      .orderBy(desc(builds.carOfWeekAt))
      .limit(1);
    await tx
      .update(builds)
      .set({ isCarOfWeek: false, updatedAt: sql`now()` })
      .where(and(eq(builds.isCarOfWeek, true), ne(builds.id, buildId)));
    const rows = await tx
      .update(builds)
      .set(
        before?.isCarOfWeek
          ? { updatedAt: sql`now()` }
          : { isCarOfWeek: true, carOfWeekAt: sql`now()`, updatedAt: sql`now()` },
      )
      .where(activeBuild(buildId))
      .returning({ id: builds.id });
    // Throwing rolls the unset back: no Car of the Week is lost to a wrong id.
    if (rows.length === 0 || !before) throw buildNotFound(buildId);
    await auditBuild(tx, actor.id, "build-set-car-of-week", {
      id: buildId,
      title: before.title,
      before: carOfWeekLabel(before.isCarOfWeek),
      after: carOfWeekLabel(true),
    });
    // The owner hears about the crown when the Car of the Week changes to their build only
    // (setting it again, or again after an unset, is no news).
    const changed = !before.isCarOfWeek && latest?.id !== buildId;
    if (changed && before.userId !== actor.id) {
      const subject = { userId: before.userId, id: buildId, title: before.title };
      mailers.push(await notifyMember(tx, buildCarOfWeekNotice(subject)));
    }
  });
  await sendNotices(mailers);
}

/**
 * Mark reviewed: the owner's edits of an approved build leave the "Recently edited" list.
 */
export async function markBuildEditsReviewed(actor: Actor, buildId: string): Promise<void> {
  assertAdmin(actor, `build ${buildId}`);
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ title: builds.title })
      .from(builds)
      .where(activeBuild(buildId))
      .for("update");
    if (!row) throw buildNotFound(buildId);
    const reviewed = await tx
      .update(buildEdits)
      .set({ reviewedAt: sql`now()` })
      .where(and(eq(buildEdits.buildId, buildId), isNull(buildEdits.reviewedAt)))
      .returning({ id: buildEdits.id });
    await auditBuild(tx, actor.id, "build-mark-reviewed", {
      id: buildId,
      title: row.title,
      before: reviewed.length > 0 ? "edited" : "reviewed",
      after: "reviewed",
    });
  });
}

/**
 * Admin delete (SPEC §4: permanent): the build row, its image rows, likes and comments (cascade)
 * in one transaction, then the owner's stored files once the rows are surely gone.
 */
export async function deleteBuildPermanently(actor: Actor, buildId: string): Promise<void> {
  assertAdmin(actor, `build ${buildId}`);
  const mailers: NoticeMailer[] = [];
  const { ownerId, urls } = await getDb().transaction(async (tx) => {
    const images = await tx
      .select({ url: buildImages.imageUrl })
      .from(buildImages)
      .where(eq(buildImages.buildId, buildId));
    const [row] = await tx.delete(builds).where(eq(builds.id, buildId)).returning({
      ownerId: builds.userId,
      featuredImageUrl: builds.featuredImageUrl,
      title: builds.title,
      status: builds.status,
      approvalStatus: builds.approvalStatus,
    });
    if (!row) throw buildNotFound(buildId);
    await auditBuild(tx, actor.id, "build-delete", {
      id: buildId,
      title: row.title,
      before: row.status === "active" ? row.approvalStatus : row.status,
      after: "deleted",
    });
    await tx.delete(buildImages).where(eq(buildImages.buildId, buildId));
    await resolveReportsOf(tx, BUILD_REPORT_TYPE, buildId, actor.id);
    // The owner learns why a live build vanished (not for one they had deleted themselves).
    if (row.status === "active" && row.ownerId !== actor.id) {
      const subject = { userId: row.ownerId, id: buildId, title: row.title };
      mailers.push(await notifyMember(tx, buildDeletedNotice(subject)));
    }
    const all = images.map((image) => image.url);
    if (row.featuredImageUrl) all.push(row.featuredImageUrl);
    return { ownerId: row.ownerId, urls: [...new Set(all)] };
  });
  await sendNotices(mailers);
  // The build is gone either way; a file left behind is only logged. Only the owner's own build
  // uploads go: a featured image URL typed into the form may point at anyone's picture.
  await deleteStoredImages(urls, { kind: "builds", ownerId }).catch((err) =>
    log.error({ err, buildId }, "builds: could not delete the images of a deleted build"),
  );
}
