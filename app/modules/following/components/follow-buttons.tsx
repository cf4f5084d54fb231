// The follow and mute buttons: a build's (its page and /following), a member's (their profile
// and /following). See ./toggle-form for how they post.
import { Bell, BellOff, UserCheck, UserPlus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { followersLabel } from "../constants";
import { ToggleForm, useToggle } from "./toggle-form";

export const buildFollowKey = (buildId: string) => `follow-build-${buildId}`;
export const buildMuteKey = (buildId: string) => `mute-build-${buildId}`;
export const memberFollowKey = (username: string) => `follow-member-${username.toLowerCase()}`;

/** Follow / Following (unfollow) for a build, with its follower count when given. */
export function FollowBuildButton({
  buildId,
  title,
  following,
  followers,
  size = "default",
}: {
  buildId: string;
  /** The build's title, for the button's accessible name where several are listed. */
  title?: string;
  following: boolean;
  followers?: number;
  size?: "default" | "sm";
}) {
  const toggle = useToggle(buildFollowKey(buildId), "follow-build", "unfollow-build", following);
  const { state } = toggle;
  return (
    <ToggleForm
      toggle={toggle}
      on="follow-build"
      off="unfollow-build"
      fields={{ buildId }}
      className="flex flex-wrap items-center gap-3"
    >
      <FollowSubmit active={state.active} size={size} target={title} />
      {followers === undefined ? null : (
        <span className="text-muted-foreground text-sm tabular" data-testid="build-followers">
          {followersLabel(Math.max(0, followers + state.delta))}
        </span>
      )}
    </ToggleForm>
  );
}

/** Mute notifications / Unmute for a build the viewer follows. */
export function MuteBuildButton({
  buildId,
  title,
  muted,
  size = "default",
}: {
  buildId: string;
  title?: string;
  muted: boolean;
  size?: "default" | "sm";
}) {
  const toggle = useToggle(buildMuteKey(buildId), "mute-build", "unmute-build", muted);
  const shown = toggle.state.active;
  const label = shown ? "Unmute" : "Mute notifications";
  return (
    <ToggleForm toggle={toggle} on="mute-build" off="unmute-build" fields={{ buildId }}>
      <Button
        type="submit"
        variant="ghost"
        size={size}
        aria-label={title ? `${label}: ${title}` : undefined}
      >
        {shown ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {label}
      </Button>
    </ToggleForm>
  );
}

/** Follow / Following (unfollow) for a member, with their follower count when given. */
export function FollowMemberButton({
  username,
  name,
  following,
  followers,
  size = "default",
}: {
  username: string;
  /** The member's name, for the button's accessible name where several are listed. */
  name?: string;
  following: boolean;
  followers?: number;
  size?: "default" | "sm";
}) {
  const toggle = useToggle(
    memberFollowKey(username),
    "follow-member",
    "unfollow-member",
    following,
  );
  const { state } = toggle;
  return (
    <ToggleForm
      toggle={toggle}
      on="follow-member"
      off="unfollow-member"
      fields={{ username }}
      className="flex flex-wrap items-center gap-3"
    >
      <FollowSubmit active={state.active} size={size} target={name} />
      {followers === undefined ? null : (
        <span className="text-muted-foreground text-sm tabular" data-testid="member-followers">
          {followersLabel(Math.max(0, followers + state.delta))}
        </span>
      )}
    </ToggleForm>
  );
}

/** "Follow", or "Unfollow" once followed: the label says what pressing it does. */
function FollowSubmit({
  active,
  size,
  target,
}: {
  active: boolean;
  size: "default" | "sm";
  target?: string;
}) {
  const label = active ? "Unfollow" : "Follow";
  return (
    <Button
      type="submit"
      variant={active ? "outline" : "default"}
      size={size}
      aria-label={target ? `${label} ${target}` : undefined}
      className="min-w-28"
    >
      {active ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {label}
    </Button>
  );
}

/**
 * A build page's follow controls: Follow / Unfollow with the follower count and, for a follower,
 * Mute notifications / Unmute. The owner sees the count alone; a build under review shows nothing
 * (it cannot be followed yet).
 */
export function BuildFollowControls({
  buildId,
  state,
  isOwner,
  isPublic,
}: {
  buildId: string;
  state: { followers: number; following: boolean; muted: boolean };
  isOwner: boolean;
  isPublic: boolean;
}) {
  const toggle = useToggle(
    buildFollowKey(buildId),
    "follow-build",
    "unfollow-build",
    state.following,
  );
  if (!isPublic) return null;
  if (isOwner) {
    return (
      <p
        className="self-center text-muted-foreground text-sm tabular"
        data-testid="build-followers"
      >
        {followersLabel(state.followers)}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FollowBuildButton
        buildId={buildId}
        following={state.following}
        followers={state.followers}
      />
      {toggle.state.active ? <MuteBuildButton buildId={buildId} muted={state.muted} /> : null}
    </div>
  );
}

/** A profile's follow controls: Follow / Unfollow with the follower count; the member sees the count. */
export function MemberFollowControls({
  username,
  state,
}: {
  username: string;
  state: { followers: number; following: boolean; isSelf: boolean };
}) {
  if (state.isSelf) {
    return (
      <p className="text-muted-foreground text-sm tabular" data-testid="member-followers">
        {followersLabel(state.followers)}
      </p>
    );
  }
  return (
    <FollowMemberButton
      username={username}
      following={state.following}
      followers={state.followers}
    />
  );
}
