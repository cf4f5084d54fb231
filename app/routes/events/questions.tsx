// /events/:id/questions?cursor=… — later pages of an event's questions and answers: what "Show
// newer comments" loads into the event page with JavaScript, and the page it opens without. The
// forms post to the event page's action.
import { Container } from "~/components/layout/container";
import { BackLink, DetailErrorBoundary, PageTitle } from "~/components/page";
import { getActor } from "~/lib/actor.server";
import { invariantResponse } from "~/lib/errors";
import { CommentThread, openCommentForm } from "~/modules/comments";
import { listThreadComments } from "~/modules/comments/index.server";
import { EVENT_MESSAGES } from "~/modules/events/messages";
import { parseEventId } from "~/modules/events/params";
import { EVENT_QA_TEXTS } from "~/modules/events/questions";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/questions";

const NOT_PUBLIC = "This event doesn't exist or isn't public.";

export const meta: Route.MetaFunction = () => [
  { title: "Questions & answers — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseEventId(params.id);
  invariantResponse(id, NOT_PUBLIC, { status: 404 });
  const url = new URL(request.url);
  const page = await listThreadComments(
    { kind: "event", id },
    getActor(context),
    url.searchParams.get("cursor"),
  );
  invariantResponse(page, NOT_PUBLIC, { status: 404 });
  return {
    ...page,
    pagesPath: `${page.threadPath}/questions`,
    failed: false,
    openForm: openCommentForm(url.searchParams),
  };
}

export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/events", label: "Back to Events" }}
      failed={{ title: EVENT_MESSAGES.detailLoadFailed, text: EVENT_MESSAGES.detailLoadFailedText }}
    />
  );
}

export default function EventQuestionsPage({ loaderData }: Route.ComponentProps) {
  const { openForm, threadPath, pagesPath } = loaderData;
  const signedIn = !!useRootData()?.viewer;
  return (
    <main className="pb-20">
      <Container className="flex max-w-3xl flex-col gap-6 pt-6">
        <BackLink to={threadPath}>Back to event</BackLink>
        <PageTitle size="detail">Newer questions</PageTitle>
        <CommentThread
          texts={EVENT_QA_TEXTS}
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
