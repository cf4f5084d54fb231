// /media — the media hub: tabs, search and sort in the URL, 8 cards then 8 per 'Load More Media'
// (keyset paging in SQL), 'No Media Found' when nothing matches. A signed-in member also sees
// their own submissions that are still waiting for review (or were rejected).
import { Upload } from "lucide-react";
import { data } from "react-router";
import { Container } from "~/components/layout/container";
import { CardResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, type LoadFailedToast, useLoadMore } from "~/components/list/use-load-more";
import { CardGrid, EmptyState, PageHeader } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { clientLoaderFallback } from "~/lib/network-failure";
import { MediaCard } from "~/modules/media/components/media-card";
import { MediaSearchForm, MediaTabs } from "~/modules/media/components/media-list-controls";
import { MEDIA_MESSAGES } from "~/modules/media/constants";
import { parseMediaListQuery } from "~/modules/media/params";
import {
  listOwnUnpublishedMedia,
  listPublicMedia,
  type MediaCardData,
} from "~/modules/media/queries.server";
import type { Route } from "./+types/list";

const LOAD_FAILED: LoadFailedToast = {
  id: "media-load",
  title: "Error",
  message: MEDIA_MESSAGES.loadFailed,
};

export const meta: Route.MetaFunction = () => [
  { title: "Media Hub — Camber Club" },
  {
    name: "description",
    content: "Videos, photo sets and how-to tutorials from the Camber Club community.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseMediaListQuery(new URL(request.url).searchParams);
  try {
    const user = query.cursor ? null : getActor(context);
    const [page, own] = await Promise.all([
      listPublicMedia(query),
      user ? listOwnUnpublishedMedia(user.id) : Promise.resolve([] as MediaCardData[]),
    ]);
    return data({ query, ...page, own, failed: false });
  } catch (error) {
    console.error("[media] listing failed", error);
    return data(
      { query, ...failedList<MediaCardData>(), own: [] as MediaCardData[] },
      { status: 500 },
    );
  }
}

/** A failed Load More request (offline) answers like a failed query: toast, cards stay. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseMediaListQuery(new URL(request.url).searchParams),
      ...failedList<MediaCardData>(),
      own: [] as MediaCardData[],
    }),
    "media",
  );
}

export default function MediaHubPage({ loaderData }: Route.ComponentProps) {
  const { query, own } = loaderData;
  const list = useLoadMore(loaderData, LOAD_FAILED);
  const showOwn = own.length > 0 && !query.cursor;

  return (
    <main className="pb-20">
      <PageHeader
        title="Media Hub"
        lede="Rolling shots, meet galleries and step-by-step guides from the garage."
        actions={
          <ButtonLink size="lg" to="/media/submit" icon={Upload}>
            Submit Media
          </ButtonLink>
        }
      />

      <Container className="mt-8 flex flex-col gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
          <MediaTabs query={query} />
          <MediaSearchForm query={query} />
        </div>

        <ListStatus
          list={list}
          loadingText="Loading media..."
          shownText={(count) => `Showing ${count} items`}
        />

        {showOwn ? (
          <section aria-labelledby="own-media" className="flex flex-col gap-3">
            <h2
              id="own-media"
              className="font-display font-semibold text-muted-foreground text-sm uppercase tracking-[0.2em]"
            >
              Your submissions
            </h2>
            <CardGrid>
              {own.map((item) => (
                <li key={item.id} className="flex">
                  <MediaCard item={item} className="w-full" />
                </li>
              ))}
            </CardGrid>
          </section>
        ) : null}

        {query.cursor ? (
          <BackToFirstPage href={list.firstPageHref}>Showing later items.</BackToFirstPage>
        ) : null}

        <CardResults
          list={list}
          empty={<NoMedia searching={query.q !== "" || query.type !== undefined} />}
          aria-label="Media"
        >
          {(item, index) => (
            <MediaCard item={item} headingLevel={2} priority={index < 4} className="w-full" />
          )}
        </CardResults>

        <LoadMoreLink list={list}>Load More Media</LoadMoreLink>
      </Container>
    </main>
  );
}

function NoMedia({ searching }: { searching: boolean }) {
  return (
    <EmptyState
      title={
        <span className="font-display font-semibold text-2xl uppercase tracking-wide">
          {MEDIA_MESSAGES.empty}
        </span>
      }
      description={
        searching
          ? "Try other words or another tab, or share something of your own."
          : "Nothing here yet. Be the first to share photos or a how-to."
      }
      action={
        <div className="flex flex-wrap justify-center gap-3">
          {searching ? (
            <ButtonLink variant="outline" to="/media">
              Clear search
            </ButtonLink>
          ) : null}
          <ButtonLink to="/media/submit" icon={Upload}>
            Submit Media
          </ButtonLink>
        </div>
      }
    />
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
