// /features — feature articles: search, sort (Newest, Most Popular, Car Type) and 'View Previous
// Features' in the URL; 6 cards, then 3 per Load More (a link to the next page without JavaScript).
import { History, Sparkles } from "lucide-react";
import { data } from "react-router";
import { Container } from "~/components/layout/container";
import { CardResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, type LoadFailedToast, useLoadMore } from "~/components/list/use-load-more";
import { EmptyState, PageHeader } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { clientLoaderFallback } from "~/lib/network-failure";
import { FeatureCard } from "~/modules/features/components/feature-card";
import { FeatureListControls } from "~/modules/features/components/feature-list-controls";
import { FEATURE_MESSAGES } from "~/modules/features/constants";
import { type FeatureCardData, listFeatures } from "~/modules/features/features.server";
import {
  type FeatureListQuery,
  featureListHref,
  parseFeatureListQuery,
} from "~/modules/features/params";
import type { Route } from "./+types/list";

const LOAD_FAILED: LoadFailedToast = {
  id: "features-load",
  title: FEATURE_MESSAGES.loadFailedTitle,
  message: FEATURE_MESSAGES.loadFailed,
};

export const meta: Route.MetaFunction = () => [
  { title: "Features — Camber Club" },
  {
    name: "description",
    content: "In-depth write-ups of the standout builds of the Camber Club community.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseFeatureListQuery(new URL(request.url).searchParams);
  try {
    const page = await listFeatures(query);
    return data({ query, ...page, failed: false });
  } catch (error) {
    console.error("[features] listing failed", error);
    return data({ query, ...failedList<FeatureCardData>() }, { status: 500 });
  }
}

/**
 * In the browser: when Load More's request itself fails (offline), answer like a failed query so
 * the toast shows and the cards already on screen stay.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseFeatureListQuery(new URL(request.url).searchParams),
      ...failedList<FeatureCardData>(),
    }),
    "features",
  );
}

export default function FeaturesListPage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const list = useLoadMore(loaderData, LOAD_FAILED);

  return (
    <main className="pb-20">
      <PageHeader
        title={query.previous ? "Previous Features" : "Features"}
        lede={
          query.previous
            ? "Feature builds from earlier years."
            : "The stories behind the community's standout builds."
        }
        actions={
          <ButtonLink
            variant="outline"
            size="lg"
            to={featureListHref({ ...query, previous: !query.previous })}
            icon={query.previous ? Sparkles : History}
          >
            {query.previous ? "Show All Features" : "View Previous Features"}
          </ButtonLink>
        }
      />

      <Container className="mt-8 flex flex-col gap-6">
        <FeatureListControls query={query} />

        <ListStatus
          list={list}
          loadingText="Loading features..."
          shownText={(count) => `Showing ${count} features`}
        />
        {query.cursor ? (
          <BackToFirstPage href={list.firstPageHref}>Showing later features.</BackToFirstPage>
        ) : null}

        <CardResults list={list} columns="three" empty={<NoFeatures query={query} />}>
          {(feature, index) => (
            <FeatureCard feature={feature} priority={index < 3} className="w-full" />
          )}
        </CardResults>

        <LoadMoreLink list={list}>Load More</LoadMoreLink>
      </Container>
    </main>
  );
}

function NoFeatures({ query }: { query: FeatureListQuery }) {
  if (query.q) {
    return (
      <EmptyState
        title="No features found matching your search."
        action={
          <ButtonLink variant="outline" to={featureListHref({ ...query, q: "" })}>
            Clear search
          </ButtonLink>
        }
      />
    );
  }
  if (query.previous) {
    return (
      <EmptyState
        title="No previous features yet."
        description="Every feature so far was published this year."
        action={
          <ButtonLink variant="outline" to={featureListHref({ ...query, previous: false })}>
            Show All Features
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      title="No features yet."
      description="Write-ups of standout builds appear here. Meanwhile, browse the community's builds."
      action={<ButtonLink to="/builds">Browse Builds</ButtonLink>}
    />
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
