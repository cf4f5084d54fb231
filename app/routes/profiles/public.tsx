// /u/:username — a member's public profile: who they are, their approved builds (Load More), their
// upcoming approved events and their forum activity. Never their e-mail or anything unapproved.
import { CalendarPlus, Plus, UserX } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Container } from "~/components/layout/container";
import { BackToFirstPage, LoadMoreLink } from "~/components/list/load-more";
import { failedList, useLoadMore } from "~/components/list/use-load-more";
import {
  type CallToAction,
  CardGrid,
  EmptyState,
  FailedScreen,
  SectionHeading,
} from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { isHeicUrl } from "~/lib/image-urls";
import { clientLoaderFallback } from "~/lib/network-failure";
import { BuildCard } from "~/modules/builds/components/build-card";
import { BUILDS_LOAD_FAILED } from "~/modules/builds/constants";
import type { BuildCardData } from "~/modules/builds/queries.server";
import { EventCard } from "~/modules/events/components/event-card";
import { MemberFollowControls } from "~/modules/following";
import { getMemberFollowState } from "~/modules/following/index.server";
import { profilePath } from "~/modules/profiles/components/author-link";
import { ProfileHeader } from "~/modules/profiles/components/profile-header";
import { displayName } from "~/modules/profiles/display-name";
import { PROFILE_LOAD_FAILED_MESSAGE } from "~/modules/profiles/profile-rules";
import { getPublicProfile } from "~/modules/profiles/public-profile.server";
import type { Route } from "./+types/public";

const PROFILE_NOT_FOUND = "Profile Not Found";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? undefined;
  const viewerId = getActor(context)?.id ?? null;
  const result = await getPublicProfile(params.username, {
    cursor: cursor && cursor.length <= 300 ? cursor : undefined,
    viewerId,
  });
  if (result.kind === "redirect") {
    throw redirect(`${profilePath(result.username)}${url.search}`, 301);
  }
  if (result.kind === "not-found") {
    // The list fields keep a Load More request safe when the member was renamed meanwhile.
    return data({ state: "not-found" as const, ...failedList<BuildCardData>() }, { status: 404 });
  }
  const { builds, ...profile } = result.page;
  return {
    state: "found" as const,
    ...profile,
    items: builds,
    follow: await getMemberFollowState(profile.person.username, viewerId),
    cursor: cursor ?? null,
    failed: false,
    origin: new URL(env().BASE_URL).origin,
  };
}

/**
 * In the browser: Load More's request (a ?cursor= page) that never got through answers like a
 * failed list, so the toast shows and the cards stay; a navigation that never got through ends in
 * the error boundary's 'Failed to load profile'.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.has("cursor")) return serverLoader();
  return clientLoaderFallback(
    serverLoader,
    () => ({ state: "unreachable" as const, ...failedList<BuildCardData>() }),
    "profiles",
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.state !== "found") {
    return [
      { title: `${PROFILE_NOT_FOUND} — Camber Club` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { person, origin } = loaderData;
  const name = displayName(person);
  const url = `${origin}${profilePath(person.username)}`;
  const bio = person.bio?.replace(/\s+/g, " ").trim();
  const description = bio
    ? bio.length > 200
      ? `${bio.slice(0, 197).trimEnd()}…`
      : bio
    : `${name} (@${person.username}) on Camber Club.`;
  const image =
    person.avatarUrl && !isHeicUrl(person.avatarUrl)
      ? new URL(person.avatarUrl, origin).toString()
      : null;
  return [
    { title: `${name} (@${person.username}) — Camber Club` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "Camber Club" },
    { property: "og:url", content: url },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
    { property: "profile:username", content: person.username },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: `${name}'s avatar` },
        ]
      : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: name },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
};

export default function PublicProfileRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "unreachable") return <ProfileLoadFailed />;
  if (loaderData.state !== "found") return <ProfileNotFound />;
  return <PublicProfilePage page={loaderData} />;
}

type FoundData = Extract<Route.ComponentProps["loaderData"], { state: "found" }>;

function PublicProfilePage({ page }: { page: FoundData }) {
  const { person, isOwner, events, eventCount } = page;
  const list = useLoadMore(page, BUILDS_LOAD_FAILED);
  const name = displayName(person);

  return (
    <main className="pb-20">
      <ProfileHeader
        person={person}
        isOwner={isOwner}
        eventCount={eventCount}
        actions={
          page.follow ? (
            <MemberFollowControls username={person.username} state={page.follow} />
          ) : null
        }
      />

      <Container className="mt-10 flex flex-col gap-14">
        <section aria-labelledby="profile-builds" className="flex flex-col gap-6">
          <SectionHeading id="profile-builds" title="Builds" />
          {page.nextCursor === null && list.items.length === 0 ? (
            <EmptySection
              text={isOwner ? "You have no approved builds yet." : `${name} has no builds yet.`}
              action={isOwner ? CREATE_BUILD : BROWSE_BUILDS}
            />
          ) : (
            <CardGrid ref={list.listRef}>
              {list.items.map((build, index) => (
                <li key={build.id} className="flex">
                  <BuildCard build={build} priority={index < 4} className="w-full" />
                </li>
              ))}
            </CardGrid>
          )}
          {page.cursor ? (
            <BackToFirstPage href={list.firstPageHref}>Showing later builds.</BackToFirstPage>
          ) : null}
          <LoadMoreLink list={list} className="mt-0">
            Load More Builds
          </LoadMoreLink>
        </section>

        <section aria-labelledby="profile-events" className="flex flex-col gap-6">
          <SectionHeading id="profile-events" title="Upcoming Events" />
          {events.length === 0 ? (
            <EmptySection
              text={
                isOwner
                  ? "You are not hosting any upcoming events."
                  : `${name} has no upcoming events.`
              }
              action={isOwner ? CREATE_EVENT : BROWSE_EVENTS}
            />
          ) : (
            <>
              <CardGrid>
                {events.map((event) => (
                  <li key={event.id} className="flex">
                    <EventCard event={event} className="w-full" />
                  </li>
                ))}
              </CardGrid>
              {eventCount > events.length ? (
                <p className="text-muted-foreground text-sm">
                  And {eventCount - events.length} more.{" "}
                  <Link
                    to="/events"
                    className="font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    See all events
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </section>
      </Container>
    </main>
  );
}

// An empty section offers its owner to add the first one and a visitor to browse everyone's.
const CREATE_BUILD: CallToAction = { to: "/create-build", label: "Create Build", icon: Plus };
const BROWSE_BUILDS: CallToAction = {
  to: "/builds",
  label: "Browse all builds",
  variant: "outline",
};
const CREATE_EVENT: CallToAction = {
  to: "/events/create",
  label: "Create Event",
  icon: CalendarPlus,
};
const BROWSE_EVENTS: CallToAction = {
  to: "/events",
  label: "Browse all events",
  variant: "outline",
};

function EmptySection({ text, action }: { text: string; action: CallToAction }) {
  return (
    <EmptyState
      title={text}
      action={
        <ButtonLink variant={action.variant} to={action.to} icon={action.icon}>
          {action.label}
        </ButtonLink>
      }
      className="py-12"
    />
  );
}

function ProfileNotFound() {
  return (
    <main className="flex flex-1 items-center">
      <Container className="flex flex-col items-center gap-6 py-24 text-center">
        <UserX aria-hidden="true" className="size-16 text-accent" />
        <h1 className="font-display font-bold text-4xl uppercase tracking-wide">
          {PROFILE_NOT_FOUND}
        </h1>
        <p className="max-w-md text-muted-foreground">
          There is no member with that username. The name may have changed, or the link was
          mistyped.
        </p>
        <ButtonLink size="lg" to="/">
          Back to Homepage
        </ButtonLink>
      </Container>
    </main>
  );
}

function ProfileLoadFailed() {
  return (
    <FailedScreen
      title={PROFILE_LOAD_FAILED_MESSAGE}
      text="The profile could not be loaded. Please try again."
      back={{ to: "/builds", label: "Back to Builds" }}
    />
  );
}

/** A profile whose load failed (or never got through) says so inside the site's frame. */
export function ErrorBoundary() {
  return <RouteErrorBoundary unexpectedErrorHandler={() => <ProfileLoadFailed />} />;
}
