// /builds/:id/journal — a build's journal on a page of its own: where the build page's Load More
// leads without JavaScript (?cursor=…), and the list its Load More reads with JavaScript.
import { Container } from "~/components/layout/container";
import { BackToFirstPage } from "~/components/list/load-more";
import { failedList } from "~/components/list/use-load-more";
import { BackLink, PageTitle } from "~/components/page";
import { getActor } from "~/lib/actor.server";
import { log } from "~/lib/log.server";
import { clientLoaderFallback } from "~/lib/network-failure";
import { JournalSection } from "~/modules/builds/journal/components/journal-list";
import { JournalRouteError } from "~/modules/builds/journal/components/journal-route-error";
import { journalPaths } from "~/modules/builds/journal/constants";
import { journalBuild, listJournalEntries } from "~/modules/builds/journal/index.server";
import type { JournalListItem } from "~/modules/builds/journal/types";
import type { Route } from "./+types/journal-list";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  const build = await journalBuild(params.id, actor);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const meta = {
    build: {
      id: build.id,
      title: build.title,
      isPublic: build.approvalStatus === "approved" && build.hidden === null,
    },
    isOwner: actor?.id === build.userId,
    cursor,
  };
  try {
    return { ...meta, ...(await listJournalEntries(build.id, cursor)), failed: false };
  } catch (error) {
    log.error({ err: error }, "[journal] list failed");
    return { ...meta, ...failedList<JournalListItem>() };
  }
}

/** In the browser: a Load More that never got through answers a failed list (the toast shows). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (!new URL(request.url).searchParams.has("cursor")) return serverLoader();
  return clientLoaderFallback(
    serverLoader,
    () => ({
      build: { id: "", title: "", isPublic: false },
      isOwner: false,
      cursor: null,
      ...failedList<JournalListItem>(),
    }),
    "journal",
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.build.title ? `${loaderData.build.title} — ` : ""}Build journal — Camber Club`,
  },
  ...(loaderData?.build.isPublic
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: `${loaderData.build.title} — Build journal`,
          href: journalPaths.feed(loaderData.build.id),
        },
      ]
    : [{ name: "robots", content: "noindex" }]),
];

export default function JournalListPage({ loaderData }: Route.ComponentProps) {
  const { build, isOwner, cursor } = loaderData;
  return (
    <main className="pb-20">
      <Container className="pt-6">
        <BackLink to={`/builds/${build.id}`}>Back to {build.title}</BackLink>
      </Container>
      <Container className="mt-6 flex max-w-4xl flex-col gap-6">
        <PageTitle className="[overflow-wrap:anywhere]">{build.title}</PageTitle>
        {cursor ? (
          <BackToFirstPage href={journalPaths.list(build.id)}>
            Showing earlier entries.
          </BackToFirstPage>
        ) : null}
        <JournalSection
          buildId={build.id}
          page={loaderData}
          isOwner={isOwner}
          isPublic={build.isPublic}
        />
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  return <JournalRouteError />;
}
