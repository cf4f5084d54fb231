// /builds/:id/likes — who liked a build, newest first, with Load More (keyset). Only for a build
// the viewer may see (a pending one: its owner and admins); anything else is 'Build Not Found'.
import { Container } from "~/components/layout/container";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { useLoadMore } from "~/components/list/use-load-more";
import { BackLink, PageTitle } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getActor } from "~/lib/actor.server";
import { invariantResponse } from "~/lib/errors";
import { BuildProblemView, PROBLEM_TITLES } from "~/modules/builds/components/build-problem";
import { LikerRow } from "~/modules/builds/components/who-liked";
import { listBuildLikers } from "~/modules/builds/likers.server";
import { getBuildForViewer } from "~/modules/builds/queries.server";
import { checkBuildId } from "~/modules/builds/schemas";
import type { Route } from "./+types/likes";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData ? `Likes of ${loaderData.build.title} — Camber Club` : "Likes — Camber Club",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = checkBuildId(params.id);
  invariantResponse(id.ok, PROBLEM_TITLES.invalid, { status: 400 });
  const build = await getBuildForViewer(id.id, getActor(context));
  invariantResponse(build, PROBLEM_TITLES["not-found"], { status: 404 });
  const cursor = new URL(request.url).searchParams.get("cursor");
  const page = await listBuildLikers(build.id, cursor);
  return {
    build: { id: build.id, title: build.title, likesCount: build.likesCount },
    items: page.items,
    nextCursor: page.nextCursor,
    failed: false,
    laterPage: cursor !== null,
  };
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        400: () => <BuildProblemView problem="invalid" />,
        404: () => <BuildProblemView problem="not-found" />,
      }}
    />
  );
}

export default function BuildLikesPage({ loaderData }: Route.ComponentProps) {
  const { build, laterPage } = loaderData;
  const list = useLoadMore(loaderData, {
    id: "likes-more",
    message: "Failed to load likes. Please try again.",
  });
  return (
    <main className="pb-20">
      <Container className="flex max-w-2xl flex-col gap-6 pt-6">
        <BackLink to={`/builds/${build.id}`}>Back to build</BackLink>
        <div className="flex flex-col gap-1">
          <PageTitle size="detail">Liked by</PageTitle>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            {build.title} ·{" "}
            <span className="tabular">
              {build.likesCount === 1 ? "1 Like" : `${build.likesCount} Likes`}
            </span>
          </p>
        </div>
        {laterPage ? (
          <BackToFirstPage href={list.firstPageHref}>Showing earlier likes.</BackToFirstPage>
        ) : null}
        {list.items.length === 0 ? (
          <p className="text-muted-foreground">No likes yet. Be the first to like this build!</p>
        ) : (
          <ul ref={list.listRef} aria-label="Members who liked" className="flex flex-col gap-2">
            {list.items.map((liker) => (
              <li key={liker.id}>
                <LikerRow liker={liker} />
              </li>
            ))}
          </ul>
        )}
        <ListStatus list={list} shownText={(n) => `${n} members shown.`} />
        <LoadMoreLink list={list}>Load More</LoadMoreLink>
      </Container>
    </main>
  );
}
