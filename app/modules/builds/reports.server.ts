// Builds as a kind of reportable content (the admins' one queue, ADR 038): any member but the
// owner may report a build the public sees; the queue shows its title, description, cover and
// owner; Delete is the admin's permanent delete (audited, the owner notified); Hide and the
// three-report rule set its hidden_at, which every public read of builds leaves out.
import { eq, inArray, sql } from "drizzle-orm";
import { type Db, getDb, type Tx } from "~/db/client.server";
import { builds, profiles } from "~/db/schema";
import { isPublicBuild } from "~/db/sql";
import type { ReportTarget } from "~/modules/reports/index.server";
import { deleteBuildPermanently } from "./moderation.server";

export const BUILD_REPORT_TARGET: ReportTarget = {
  label: "Build",
  async canReport(actor, id) {
    const [build] = await getDb()
      .select({ userId: builds.userId })
      .from(builds)
      .where(sql`${builds.id} = ${id} and ${isPublicBuild(builds)}`);
    if (!build) return false;
    return build.userId === actor.id ? "own" : true;
  },
  async describe(ids) {
    if (ids.length === 0) return new Map();
    const rows = await getDb()
      .select({
        id: builds.id,
        title: builds.title,
        description: builds.description,
        carMake: builds.carMake,
        carModel: builds.carModel,
        imageUrl: builds.featuredImageUrl,
        hidden: sql<boolean>`${builds.hiddenAt} is not null`,
        username: profiles.username,
        fullName: profiles.fullName,
      })
      .from(builds)
      .leftJoin(profiles, eq(profiles.id, builds.userId))
      .where(sql`${inArray(builds.id, ids)} and ${builds.status} = 'active'`);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: r.title,
          excerpt: r.description?.trim() || `${r.carMake} ${r.carModel}`,
          authorUsername: r.username,
          authorFullName: r.fullName,
          link: `/builds/${r.id}`,
          imageUrl: r.imageUrl,
          hidden: r.hidden,
        },
      ]),
    );
  },
  remove: (admin, id) => deleteBuildPermanently(admin, id),
  setHidden: (tx, id, hidden) => setBuildHidden(tx, id, hidden),
};

/** Hides a build pending review (keeping the first time) or shows it again. */
export async function setBuildHidden(tx: Db | Tx, id: string, hidden: boolean): Promise<void> {
  await tx
    .update(builds)
    .set({ hiddenAt: hidden ? sql`coalesce(${builds.hiddenAt}, now())` : null })
    .where(eq(builds.id, id));
}
