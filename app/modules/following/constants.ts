// What following says (zod-free: the buttons' first paint and the browser's failure fallback).

export const FOLLOWING_MESSAGES = {
  /** Signed-out members are sent to /auth with this toast. */
  signIn: "Please sign in to follow builds and members",
  followFailed: "Failed to update following",
  muteFailed: "Failed to update notifications",
  selfFollow: "You can't follow yourself",
  ownBuild: "You can't follow your own build",
  buildNotFollowable: "Only approved builds can be followed",
  memberNotFound: "Member not found",
  muteNeedsFollow: "Follow this build first to mute its notifications",
  followedBuild: "You're following this build",
  unfollowedBuild: "You unfollowed this build",
  followedMember: "You're following this member",
  unfollowedMember: "You unfollowed this member",
  muted: "Notifications muted for this build",
  unmuted: "Notifications unmuted for this build",
  loadFailed: "Failed to load your feed",
} as const;

/** The intents of /following, where every follow and mute form posts. */
export const FOLLOW_INTENTS = [
  "follow-build",
  "unfollow-build",
  "follow-member",
  "unfollow-member",
  "mute-build",
  "unmute-build",
] as const;
export type FollowIntent = (typeof FOLLOW_INTENTS)[number];

/** Where the follow and mute forms post (the /following page's action). */
export const FOLLOWING_PATH = "/following";

export function followersLabel(count: number): string {
  return `${count} ${count === 1 ? "follower" : "followers"}`;
}

/** How many followed builds and members /following lists (newest follows first). */
export const FOLLOWED_LIST_LIMIT = 100;
export const FEED_FIRST_PAGE = 12;
export const FEED_NEXT_PAGE = 12;
/** The longest excerpt a feed item shows. */
export const FEED_EXCERPT_LENGTH = 220;
