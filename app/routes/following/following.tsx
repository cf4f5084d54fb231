// /following — a member's feed: new journal entries of the builds they follow and of the builds of
// the members they follow, and those members' new builds, newest first (Load More), with the
// builds and members they follow beside it. Signed out: /auth.
// Its action is where every follow and mute button of the site posts (intents below): with
// redirectTo (a plain form, no JavaScript) it answers with a redirect back and a flash toast;
// without it (a fetcher) with the ActionResult.
import { Rss } from "lucide-react";
import { data, Link, type UNSAFE_DataWithResponseInit } from "react-router";
import { Container } from "~/components/layout/container";
import { ListResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, useLoadMore } from "~/components/list/use-load-more";
import { EmptyState, PageHeader, SectionHeading } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Avatar } from "~/components/ui/avatar";
import { ButtonLink } from "~/components/ui/button-link";
import type { ActionFailure } from "~/lib/action-result";
import { defineIntents, intent, type ParseResult } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { log } from "~/lib/log.server";
import { clientLoaderFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { FeedItemCard } from "~/modules/following/components/feed-item";
import {
  FollowBuildButton,
  FollowMemberButton,
  MuteBuildButton,
} from "~/modules/following/components/follow-buttons";
import { FOLLOWING_MESSAGES } from "~/modules/following/constants";
import {
  setBuildFollow,
  setBuildMute,
  setMemberFollow,
} from "~/modules/following/following.server";
import { parseBuildTarget, parseMemberTarget } from "~/modules/following/forms";
import {
  type FeedItem,
  type FollowedLists,
  listFeed,
  listFollowed,
} from "~/modules/following/queries.server";
import { AuthorLink, displayName, profilePath } from "~/modules/profiles";
import type { Route } from "./+types/following";

export const meta: Route.MetaFunction = () => [
  { title: "Following — Camber Club" },
  { name: "robots", content: "noindex" },
];

const FEED_FAILED = { id: "following-load", message: FOLLOWING_MESSAGES.loadFailed };
const NO_FOLLOWS: FollowedLists = { builds: [], members: [], buildCount: 0, memberCount: 0 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireActor(context);
  const cursor = new URL(request.url).searchParams.get("cursor");
  try {
    const [page, followed] = await Promise.all([
      listFeed(actor.id, cursor),
      cursor ? NO_FOLLOWS : listFollowed(actor.id),
    ]);
    return data({ ...page, failed: false, cursor, followed });
  } catch (error) {
    log.error({ err: error }, "[following] feed failed");
    return data({ ...failedList<FeedItem>(), cursor, followed: NO_FOLLOWS }, { status: 500 });
  }
}

/** In the browser: a Load More that never got through answers a failed list (toast, items stay). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor");
  return clientLoaderFallback(
    serverLoader,
    () => ({ ...failedList<FeedItem>(), cursor, followed: NO_FOLLOWS }),
    "following",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

// ---------------------------------------------------------------------------------------------
// Follow and mute (posted from build pages, profiles, build cards and this page)

const FOLLOW_LIMIT = { name: "following:follow", limit: 60, windowSeconds: 60 };
const SIGNED_OUT = { redirectMessage: FOLLOWING_MESSAGES.signIn };

/** Where a plain form (no JavaScript) wants to come back to, or null for a fetcher. */
function backOf(form: FormData): string | null {
  const raw = form.get("redirectTo");
  return raw === null ? null : safeRedirectPath(raw, "/following");
}

/** A plain form's success: back to its page with the toast; a fetcher's: the new state. */
async function answer<T extends object>(form: FormData, result: T, message: string) {
  const back = backOf(form);
  return back ? flashRedirect(back, { type: "success", message }) : result;
}

/**
 * One switch (follow/unfollow, mute/unmute) of a build or member named in the form: the same
 * pipeline for each, only the target, the use-case and the words differ.
 */
function toggleIntent<T extends object>(spec: {
  parse: (form: FormData) => ParseResult<string>;
  change: (actorId: string, target: string) => Promise<T>;
  failureMessage: string;
  successMessage: string;
}) {
  return intent({
    who: "member",
    signedOut: SIGNED_OUT,
    rateLimit: FOLLOW_LIMIT,
    parse: spec.parse,
    failureMessage: spec.failureMessage,
    run: async ({ actor, input, form }) =>
      answer(form, await spec.change(actor.id, input), spec.successMessage),
  });
}

const buildFollowIntent = (follow: boolean) =>
  toggleIntent({
    parse: parseBuildTarget,
    change: (actorId, buildId) => setBuildFollow(actorId, buildId, follow),
    failureMessage: FOLLOWING_MESSAGES.followFailed,
    successMessage: follow ? FOLLOWING_MESSAGES.followedBuild : FOLLOWING_MESSAGES.unfollowedBuild,
  });

const memberFollowIntent = (follow: boolean) =>
  toggleIntent({
    parse: parseMemberTarget,
    change: (actorId, username) => setMemberFollow(actorId, username, follow),
    failureMessage: FOLLOWING_MESSAGES.followFailed,
    successMessage: follow
      ? FOLLOWING_MESSAGES.followedMember
      : FOLLOWING_MESSAGES.unfollowedMember,
  });

const muteIntent = (muted: boolean) =>
  toggleIntent({
    parse: parseBuildTarget,
    change: (actorId, buildId) => setBuildMute(actorId, buildId, muted),
    failureMessage: FOLLOWING_MESSAGES.muteFailed,
    successMessage: muted ? FOLLOWING_MESSAGES.muted : FOLLOWING_MESSAGES.unmuted,
  });

const intents = defineIntents("following", {
  "follow-build": buildFollowIntent(true),
  "unfollow-build": buildFollowIntent(false),
  "follow-member": memberFollowIntent(true),
  "unfollow-member": memberFollowIntent(false),
  "mute-build": muteIntent(true),
  "unmute-build": muteIntent(false),
});

/**
 * The intents' answer; a plain form's failure (it carried redirectTo) goes back to its page with
 * the message as a toast instead of showing this page.
 */
export async function action(args: Route.ActionArgs) {
  const result = await intents(args);
  if (result instanceof Response) return result;
  const body = (result as UNSAFE_DataWithResponseInit<{ ok: boolean }>).data;
  if (!body.ok) {
    const failure = body as ActionFailure;
    const back = failure.values.redirectTo;
    if (back !== undefined) {
      return flashRedirect(safeRedirectPath(back, "/following"), {
        type: "error",
        message: failure.message,
      });
    }
  }
  return result;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}

// ---------------------------------------------------------------------------------------------
// Page

export default function FollowingPage({ loaderData }: Route.ComponentProps) {
  const list = useLoadMore(loaderData, FEED_FAILED);
  const { followed } = loaderData;
  const followsNothing = followed.buildCount === 0 && followed.memberCount === 0;

  return (
    <main className="pb-20">
      <PageHeader
        title="Following"
        lede="New journal entries and builds from the builds and members you follow."
        actions={
          loaderData.cursor ? null : (
            // On narrow screens the lists come after the feed: a way to them without scrolling.
            <ButtonLink variant="outline" to="#what-you-follow" className="lg:hidden">
              What you follow
            </ButtonLink>
          )
        }
      />
      <Container className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="following-feed" className="flex min-w-0 flex-col gap-6">
          <SectionHeading id="following-feed" title="Latest" />
          <ListStatus
            list={list}
            loadingText="Loading..."
            shownText={(count) => `Showing ${count} updates`}
          />
          {loaderData.cursor ? (
            <BackToFirstPage href={list.firstPageHref}>Showing older updates.</BackToFirstPage>
          ) : null}
          <ListResults
            list={list}
            empty={
              <EmptyState
                icon={Rss}
                title={followsNothing ? "You're not following anything yet." : "Nothing new yet."}
                description={
                  followsNothing
                    ? "Follow builds and members to see their new journal entries and builds here. Open a build or a member's profile and press Follow."
                    : "New journal entries and builds of what you follow will show here."
                }
                action={<ButtonLink to="/builds">Browse builds</ButtonLink>}
              />
            }
          >
            <ol ref={list.listRef} className="flex flex-col gap-5">
              {list.items.map((item, index) => (
                <li key={item.id} tabIndex={-1} className="outline-none">
                  <FeedItemCard item={item} priority={index < 2} />
                </li>
              ))}
            </ol>
          </ListResults>
          <LoadMoreLink list={list}>Load More</LoadMoreLink>
        </section>

        {loaderData.cursor ? null : <WhatYouFollow followed={followed} />}
      </Container>
    </main>
  );
}

function WhatYouFollow({ followed }: { followed: FollowedLists }) {
  return (
    <aside
      id="what-you-follow"
      aria-label="What you follow"
      className="flex min-w-0 scroll-mt-24 flex-col gap-10"
    >
      <section aria-labelledby="followed-builds" className="flex flex-col gap-4">
        <SectionHeading id="followed-builds" title={`Builds (${followed.buildCount})`} />
        {followed.builds.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            You don't follow any builds.{" "}
            <Link
              to="/builds"
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Find builds to follow
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border/60">
            {followed.builds.map((build) => (
              <li key={build.id} className="flex flex-col gap-2 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/builds/${build.id}`}
                    className="font-semibold underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                  >
                    {build.title}
                  </Link>
                  <p className="text-muted-foreground text-xs">
                    By <AuthorLink username={build.ownerUsername} fullName={build.ownerFullName} />
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <FollowBuildButton buildId={build.id} title={build.title} following size="sm" />
                  <MuteBuildButton
                    buildId={build.id}
                    title={build.title}
                    muted={build.muted}
                    size="sm"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        {followed.buildCount > followed.builds.length ? (
          <p className="text-muted-foreground text-sm">
            And {followed.buildCount - followed.builds.length} more.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="followed-members" className="flex flex-col gap-4">
        <SectionHeading id="followed-members" title={`Members (${followed.memberCount})`} />
        {followed.members.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            You don't follow any members. Press Follow on a member's profile to see their new builds
            here.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border/60">
            {followed.members.map((member) => {
              const name = displayName(member);
              return (
                <li key={member.username} className="flex items-center gap-3 py-3">
                  <Avatar src={member.avatarUrl} name={name} className="size-9 shrink-0" />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={profilePath(member.username)}
                      className="block truncate font-semibold underline-offset-4 hover:underline"
                    >
                      {name}
                    </Link>
                    <p className="truncate text-muted-foreground text-xs">@{member.username}</p>
                  </div>
                  <FollowMemberButton username={member.username} name={name} following size="sm" />
                </li>
              );
            })}
          </ul>
        )}
        {followed.memberCount > followed.members.length ? (
          <p className="text-muted-foreground text-sm">
            And {followed.memberCount - followed.members.length} more.
          </p>
        ) : null}
      </section>
    </aside>
  );
}
