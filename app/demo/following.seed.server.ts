// Demo follows: the demo members follow some builds and members of each other, so /following is
// filled on a fresh site (the demo member Maya follows two members and two builds and has muted
// one of them). Follow times are spread over the last days so the lists have an order.
import { and, eq } from "drizzle-orm";
import { buildFollows, buildNoticeMutes, builds, memberFollows } from "~/db/schema";
import { DEMO_BUILDS } from "./builds.seed.server";
import { daysBefore, demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

interface DemoFollows {
  follower: string;
  members: string[];
  builds: string[];
  /** Titles of followed builds whose notices are muted. */
  muted?: string[];
}

export const DEMO_FOLLOWS: DemoFollows[] = [
  {
    follower: "maya_s2k",
    members: ["kenji_rb26", "diego_slammed"],
    builds: ["E30 325i Street Build", "Bayside Blue R34 GT-R"],
    muted: ["Bayside Blue R34 GT-R"],
  },
  {
    follower: "diego_slammed",
    members: ["maya_s2k"],
    builds: ["Track-Day S2000 AP2", "Midnight Purple Silvia S15"],
  },
  { follower: "kenji_rb26", members: ["sofia_e30"], builds: ["Bagged Mk4 GTI VR6"] },
  {
    follower: "sofia_e30",
    members: ["kenji_rb26", "maya_s2k"],
    builds: ["Civic Type R FK8 Daily"],
  },
];

async function run({ tx, people, now }: SeedContext): Promise<void> {
  const { idOf } = demoPeople(people);
  for (const [i, demo] of DEMO_FOLLOWS.entries()) {
    const followerId = idOf(demo.follower);
    for (const [j, username] of demo.members.entries()) {
      await tx.insert(memberFollows).values({
        followeeId: idOf(username),
        followerId,
        createdAt: daysBefore(now, 1 + i + j),
      });
    }
    for (const [j, title] of demo.builds.entries()) {
      const owner = DEMO_BUILDS.find((b) => b.title === title)?.owner;
      if (!owner) throw new Error(`No demo build "${title}"`);
      const [build] = await tx
        .select({ id: builds.id })
        .from(builds)
        .where(and(eq(builds.title, title), eq(builds.userId, idOf(owner))));
      if (!build) throw new Error(`Demo build "${title}" was not seeded`);
      await tx
        .insert(buildFollows)
        .values({ buildId: build.id, userId: followerId, createdAt: daysBefore(now, i + j) });
      if (demo.muted?.includes(title)) {
        await tx.insert(buildNoticeMutes).values({ buildId: build.id, userId: followerId });
      }
    }
  }
}

export const demoFollowingStep: SeedStep = { name: "following", run };
