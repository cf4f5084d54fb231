// /builds/:id/comments?cursor=… and /builds/:id/journal/:entryId/comments?cursor=… — later pages
// of a build's or a journal entry's comments: what "Show newer comments" loads into the thread's
// page with JavaScript, and the page it opens without. The forms post to the thread page's action.
import { Container } from "~/components/layout/container";
import { BackLink, PageTitle } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getActor } from "~/lib/actor.server";
import { invariantResponse } from "~/lib/errors";
import { parseUuid } from "~/lib/ids";
import { BUILD_COMMENT_TEXTS } from "~/modules/builds/components/build-actions";
import { BuildProblemView, PROBLEM_TITLES } from "~/modules/builds/components/build-problem";
import { checkBuildId } from "~/modules/builds/schemas";
import { CommentThread, openCommentForm } from "~/modules/comments";
import { listThreadComments } from "~/modules/comments/index.server";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/comments";

export const meta: Route.MetaFunction = () => [
  { title: "Comments — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = checkBuildId(params.id);
  invariantResponse(id.ok, PROBLEM_TITLES.invalid, { status: 400 });
  const entryId = params.entryId === undefined ? null : parseUuid(params.entryId);
  invariantResponse(params.entryId === undefined || entryId, PROBLEM_TITLES.invalid, {
    status: 400,
  });
  const url = new URL(request.url);
  const thread = entryId
    ? ({ kind: "journal-entry", id: entryId } as const)
    : ({ kind: "build", id: id.id } as const);
  const page = await listThreadComments(thread, getActor(context), url.searchParams.get("cursor"));
  invariantResponse(page, PROBLEM_TITLES["not-found"], { status: 404 });
  // An entry is found under its own build only.
  invariantResponse(
    page.threadPath.startsWith(`/builds/${id.id}/`) || page.threadPath === `/builds/${id.id}`,
    PROBLEM_TITLES["not-found"],
    { status: 404 },
  );
  return {
    buildId: id.id,
    pagesPath: `${page.threadPath}/comments`,
    ...page,
    failed: false,
    openForm: openCommentForm(url.searchParams),
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

export default function BuildCommentsPage({ loaderData }: Route.ComponentProps) {
  const { buildId, openForm, threadPath, pagesPath } = loaderData;
  const signedIn = !!useRootData()?.viewer;
  return (
    <main className="pb-20">
      <Container className="flex max-w-3xl flex-col gap-6 pt-6">
        <BackLink to={threadPath}>
          {threadPath === `/builds/${buildId}` ? "Back to build" : "Back to journal entry"}
        </BackLink>
        <PageTitle size="detail">Newer comments</PageTitle>
        <CommentThread
          texts={BUILD_COMMENT_TEXTS}
          action={threadPath}
          pagesPath={pagesPath}
          page={loaderData}
          signedIn={signedIn}
          openForm={openForm}
        />
      </Container>
    </main>
  );
}
