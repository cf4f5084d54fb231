// Writes of following: follow or unfollow a build or a member, mute or unmute a build's notices.
// Every one is idempotent (following twice is following; unfollowing what you do not follow is
// fine) and answers the state it leaves, with the new follower count for the buttons.
//
// Who may follow what: only approved, active builds that are not your own, and members who have a
// profile (every profile is public at /u/:username), never yourself. Unfollowing and unmuting are
// always allowed, so a member can let go of a build that has since been deleted or withdrawn.
// Follows are not moderation, so they write no audit entry (the audit log records admins' actions).
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/client.server";
import { buildFollows, buildNoticeMutes, builds, memberFollows } from "~/db/schema";
import { isPublicBuild } from "~/db/sql";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { FOLLOWING_MESSAGES } from "./constants";
import { findMemberId } from "./queries.server";

export interface BuildFollowResult {
  following: boolean;
  followers: number;
}

export interface MemberFollowResult {
  following: boolean;
  followers: number;
}

async function buildFollowerCount(buildId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from build_follows where build_id = ${buildId}::uuid`,
  );
  return row?.n ?? 0;
}

async function memberFollowerCount(memberId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from member_follows where followee_id = ${memberId}`,
  );
  return row?.n ?? 0;
}

/** The build when anyone may see it (approved and active), else null. */
async function publicBuild(buildId: string): Promise<{ userId: string } | null> {
  const [row] = await getDb()
    .select({ userId: builds.userId })
    .from(builds)
    .where(and(eq(builds.id, buildId), isPublicBuild(builds)));
  return row ?? null;
}

/** Follows (follow=true) or unfollows a build. */
export async function setBuildFollow(
  userId: string,
  buildId: string,
  follow: boolean,
): Promise<BuildFollowResult> {
  const db = getDb();
  if (follow) {
    const build = await publicBuild(buildId);
    if (!build) {
      throw new NotFoundError(`build ${buildId} is not public`, {
        userMessage: FOLLOWING_MESSAGES.buildNotFollowable,
      });
    }
    if (build.userId === userId) {
      throw new InvalidError(`member ${userId} tried to follow their own build`, {
        userMessage: FOLLOWING_MESSAGES.ownBuild,
      });
    }
    await db.insert(buildFollows).values({ buildId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(buildFollows)
      .where(and(eq(buildFollows.buildId, buildId), eq(buildFollows.userId, userId)));
  }
  return { following: follow, followers: await buildFollowerCount(buildId) };
}

/** Follows (follow=true) or unfollows the member with this username. */
export async function setMemberFollow(
  userId: string,
  username: string,
  follow: boolean,
): Promise<MemberFollowResult> {
  const memberId = await findMemberId(username);
  if (!memberId) {
    throw new NotFoundError(`no member ${username}`, {
      userMessage: FOLLOWING_MESSAGES.memberNotFound,
    });
  }
  if (memberId === userId) {
    throw new InvalidError(`member ${userId} tried to follow themselves`, {
      userMessage: FOLLOWING_MESSAGES.selfFollow,
    });
  }
  const db = getDb();
  if (follow) {
    await db
      .insert(memberFollows)
      .values({ followeeId: memberId, followerId: userId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(memberFollows)
      .where(and(eq(memberFollows.followeeId, memberId), eq(memberFollows.followerId, userId)));
  }
  return { following: follow, followers: await memberFollowerCount(memberId) };
}

/**
 * Mutes (muted=true) or unmutes a build's notices. Muting is for a member who follows the build
 * (or its owner): anyone else gets no notices to mute.
 */
export async function setBuildMute(
  userId: string,
  buildId: string,
  muted: boolean,
): Promise<{ muted: boolean }> {
  const db = getDb();
  if (muted) {
    const [row] = await queryRows<{ follows: boolean }>(sql`
      select exists(select 1 from build_follows f
                    where f.build_id = b.id and f.user_id = ${userId})
          or exists(select 1 from member_follows m
                    where m.followee_id = b.user_id and m.follower_id = ${userId}) as follows
      from builds b where b.id = ${buildId}::uuid`);
    if (!row) throw new NotFoundError(`build ${buildId} does not exist`);
    if (!row.follows) {
      throw new ConflictError(`member ${userId} does not follow build ${buildId}`, {
        userMessage: FOLLOWING_MESSAGES.muteNeedsFollow,
      });
    }
    await db.insert(buildNoticeMutes).values({ buildId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(buildNoticeMutes)
      .where(and(eq(buildNoticeMutes.buildId, buildId), eq(buildNoticeMutes.userId, userId)));
  }
  return { muted };
}
