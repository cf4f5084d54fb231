// /builds — Build Showcases: search, filters and sort in the URL, 8 cards then 6 per Load More.
import { Plus } from "lucide-react";
import { data } from "react-router";
import { Container } from "~/components/layout/container";
import { CardResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, useLoadMore } from "~/components/list/use-load-more";
import { EmptyState, PageHeader } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { clientLoaderFallback } from "~/lib/network-failure";
import { BuildCard } from "~/modules/builds/components/build-card";
import { BuildFilterChips } from "~/modules/builds/components/build-filter-chips";
import { BuildListControls } from "~/modules/builds/components/build-list-controls";
import { BUILDS_LOAD_FAILED } from "~/modules/builds/constants";
import { isNarrowed, parseBuildListQuery } from "~/modules/builds/params";
import {
  type BuildCardData,
  countPublicBuilds,
  listPublicBuilds,
  listPublicMakes,
} from "~/modules/builds/queries.server";
import { FollowBuildMenuItem } from "~/modules/following";
import { listCardFollowStates } from "~/modules/following/index.server";
import { feedLink } from "~/modules/seo/feeds";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [
  { title: "Build Showcases — Camber Club" },
  {
    name: "description",
    content:
      "Browse the builds of the Camber Club community: search by make, model, chassis code or owner, filter by spec and wheel fitment.",
  },
  feedLink("builds"),
];

type ResultCount = Awaited<ReturnType<typeof countPublicBuilds>>;
/** A card and, for a signed-in member, whether they follow it (null: theirs, or a visitor). */
type ListedBuild = BuildCardData & { followedByViewer: boolean | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBuildListQuery(new URL(request.url).searchParams);
  try {
    // A narrowed list says how many builds match, on its first page (Load More keeps that page's).
    const counted = isNarrowed(query) && !query.cursor;
    const actor = getActor(context);
    // An owner also finds their builds hidden pending review, marked (admins: every one).
    const [page, makes, total] = await Promise.all([
      listPublicBuilds(query, { reader: actor }),
      listPublicMakes(),
      counted ? countPublicBuilds(query) : null,
    ]);
    const follows = actor
      ? await listCardFollowStates(
          actor.id,
          page.items.map((b) => b.id),
        )
      : null;
    const items: ListedBuild[] = page.items.map((b) => ({
      ...b,
      followedByViewer: follows?.get(b.id) ?? null,
    }));
    return data({ query, ...page, items, makes, total, failed: false });
  } catch (error) {
    console.error("[builds] listing failed", error);
    return data(
      {
        query,
        ...failedList<ListedBuild>(),
        makes: [] as string[],
        total: null as ResultCount | null,
      },
      { status: 500 },
    );
  }
}

/**
 * In the browser: when Load More's request itself fails (offline, connection reset), answer like
 * a failed query so the SPEC toast shows and the cards already on screen stay, instead of the
 * page turning into an error screen.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseBuildListQuery(new URL(request.url).searchParams),
      ...failedList<ListedBuild>(),
      makes: [] as string[],
      total: null as ResultCount | null,
    }),
    "builds",
  );
}

export default function BuildsListPage({ loaderData }: Route.ComponentProps) {
  const { query, makes, total } = loaderData;
  const list = useLoadMore(loaderData, BUILDS_LOAD_FAILED);
  const searchActive = isNarrowed(query);

  return (
    <main className="pb-20">
      <PageHeader
        title="Build Showcases"
        lede="Real cars from real members: street builds, track weapons and garage projects."
        actions={
          <ButtonLink size="lg" to="/create-build" icon={Plus}>
            Create Build
          </ButtonLink>
        }
      />

      <Container className="mt-8 flex flex-col gap-6">
        <BuildListControls query={query} makes={makes} />
        <BuildFilterChips query={query} total={loaderData.failed ? null : total} />
        <ListStatus
          list={list}
          loadingText="Loading builds..."
          shownText={(count) => `Showing ${count} builds`}
        />
        {query.cursor ? (
          <BackToFirstPage href={list.firstPageHref}>Showing later builds.</BackToFirstPage>
        ) : null}

        <CardResults list={list} empty={<NoBuilds searchActive={searchActive} />}>
          {(build, index) => (
            <BuildCard
              build={build}
              headingLevel={2}
              priority={index < 4}
              className="w-full"
              menu={
                build.followedByViewer === null ? undefined : (
                  <FollowBuildMenuItem buildId={build.id} following={build.followedByViewer} />
                )
              }
            />
          )}
        </CardResults>

        <LoadMoreLink list={list}>Load More Builds</LoadMoreLink>
      </Container>
    </main>
  );
}

function NoBuilds({ searchActive }: { searchActive: boolean }) {
  return searchActive ? (
    <EmptyState
      title="No builds found matching your search."
      action={
        <ButtonLink variant="outline" to="/builds">
          Clear search and filters
        </ButtonLink>
      }
    />
  ) : (
    <EmptyState
      title="No builds found."
      action={
        <ButtonLink to="/create-build" icon={Plus}>
          Create the First Build
        </ButtonLink>
      }
    />
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
