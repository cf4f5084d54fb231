// The one form behind every follow and mute button. Without JavaScript it is a plain POST to
// /following carrying the page to come back to (redirectTo), answered with a redirect back and a
// flash toast. With JavaScript it posts through a fetcher (no redirectTo: the action answers
// JSON) and shows the outcome at once, rolling back if the server says no; a signed-out member is
// redirected to sign in either way. Every control of one target shares its fetcher (the key), so
// the build page's button and a card's menu item never disagree.
import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { FOLLOWING_PATH, type FollowIntent } from "../constants";
import type { FollowActionResult } from "../types";

export interface ToggleState {
  /** What the button shows: the outcome of a pending or finished post, else the page's data. */
  active: boolean;
  /** A post is on its way. */
  busy: boolean;
  /** +1 / -1 while a change of `active` is on its way (for a count next to it), else 0. */
  delta: number;
  /** The follower count the last answer gave, if any. */
  followers: number | undefined;
}

export function useToggle(
  fetcherKey: string,
  on: FollowIntent,
  off: FollowIntent,
  active: boolean,
) {
  const fetcher = useFetcher<FollowActionResult>({ key: fetcherKey });
  const pending = fetcher.formData?.get("intent");
  let shown = active;
  let delta = 0;
  if (pending === on || pending === off) {
    shown = pending === on;
    if (shown !== active) delta = shown ? 1 : -1;
  } else if (fetcher.data?.ok && (fetcher.data.intent === on || fetcher.data.intent === off)) {
    // A card appended by Load More keeps its first answer: the page's data is not reloaded.
    shown = fetcher.data.intent === on;
  }

  useEffect(() => {
    const result = fetcher.data;
    if (!result || result.ok) return;
    if (result.intent !== on && result.intent !== off) return;
    toast.error(result.message);
  }, [fetcher.data, on, off]);

  const state: ToggleState = {
    active: shown,
    busy: fetcher.state !== "idle",
    delta,
    followers: fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.followers : undefined,
  };
  return { fetcher, state };
}

export function ToggleForm({
  toggle,
  on,
  off,
  fields,
  className,
  children,
}: {
  toggle: ReturnType<typeof useToggle>;
  on: FollowIntent;
  off: FollowIntent;
  /** The hidden fields naming the target (buildId or username). */
  fields: Record<string, string>;
  className?: string;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const { fetcher, state } = toggle;
  const intent = state.active ? off : on;
  return (
    <form
      method="post"
      action={FOLLOWING_PATH}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ intent, ...fields }, { method: "post", action: FOLLOWING_PATH });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </form>
  );
}
