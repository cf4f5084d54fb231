// /forums — category sidebar with topic counts, search, topics by latest activity (8, then 6 per
// 'Load More Topics'), New Topic. Category, search and page live in the URL, so it all works
// without JavaScript; with it, Load More appends in place and the search follows typing.
import { MessagesSquare, Plus, SearchX } from "lucide-react";
import { useEffect } from "react";
import { data } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { ListResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, type LoadFailedToast, useLoadMore } from "~/components/list/use-load-more";
import { EmptyState, PageHeader } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { Skeleton } from "~/components/ui/skeleton";
import { getActor } from "~/lib/actor.server";
import { clientLoaderFallback } from "~/lib/network-failure";
import { CategoryNav } from "~/modules/forums/components/category-nav";
import { useNow } from "~/modules/forums/components/relative-time";
import { TopicRow } from "~/modules/forums/components/topic-row";
import { TopicSearch } from "~/modules/forums/components/topic-search";
import { topicsLabel } from "~/modules/forums/format";
import { FORUM_MESSAGES } from "~/modules/forums/messages";
import { forumsHref, parseTopicListQuery } from "~/modules/forums/params";
import {
  type ForumCategory,
  findCategory,
  listCategories,
  listTopics,
  type TopicListItem,
  type TopicPage,
} from "~/modules/forums/queries.server";
import { feedLink } from "~/modules/seo/feeds";
import type { Route } from "./+types/list";

const LOAD_FAILED: LoadFailedToast = {
  id: "topics-load",
  message: FORUM_MESSAGES.topicsLoadFailed,
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.activeCategory?.name;
  return [
    { title: `${category ? `${category} — ` : ""}Forums — Camber Club` },
    {
      name: "description",
      content:
        "Camber Club community forums: build threads, tech and tuning, wheels and stance, meets and more.",
    },
    feedLink("forums"),
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseTopicListQuery(new URL(request.url).searchParams);
  const now = new Date().toISOString();

  let categories: ForumCategory[] = [];
  let categoriesFailed = false;
  try {
    categories = await listCategories();
  } catch (error) {
    console.error("[forums] categories failed", error);
    categoriesFailed = true;
  }

  const category = query.category ? findCategory(categories, query.category) : null;
  // A category nobody can find (mistyped URL) lists nothing rather than everything.
  const unknownCategory = query.category !== "" && !category && !categoriesFailed;

  let page: TopicPage = { items: [], nextCursor: null };
  let failed = false;
  if (!unknownCategory) {
    try {
      if (query.category && !category) throw new Error("categories unavailable");
      // An author also finds their own topics hidden pending review, marked (admins: all).
      page = await listTopics(query, category?.id ?? null, getActor(context));
    } catch (error) {
      console.error("[forums] topics failed", error);
      failed = true;
    }
  }

  return data(
    {
      query,
      now,
      categories,
      categoriesFailed,
      totalTopics: categories.reduce((sum, c) => sum + c.topicCount, 0),
      activeCategory: category ? { name: category.name, slug: category.slug } : null,
      unknownCategory,
      ...page,
      failed,
    },
    { status: categoriesFailed || failed ? 500 : unknownCategory ? 404 : 200 },
  );
}

/**
 * In the browser: a request that fails on the way (offline) during a search or Load More is
 * reported like a failed load, instead of the page turning into an error screen.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseTopicListQuery(new URL(request.url).searchParams),
      now: new Date().toISOString(),
      categories: [] as ForumCategory[],
      categoriesFailed: true,
      totalTopics: 0,
      activeCategory: null,
      unknownCategory: false,
      ...failedList<TopicListItem>(),
    }),
    "forums",
  );
}

export default function ForumsPage({ loaderData }: Route.ComponentProps) {
  const { query, categories, categoriesFailed, activeCategory } = loaderData;
  const now = useNow(loaderData.now);
  const list = useLoadMore(loaderData, LOAD_FAILED);
  const categorySlug = activeCategory?.slug ?? "";

  useEffect(() => {
    if (categoriesFailed)
      toast.error(FORUM_MESSAGES.categoriesLoadFailed, { id: "categories-load" });
  }, [categoriesFailed]);

  const newTopicHref = categorySlug
    ? `/forums/create?category=${encodeURIComponent(categorySlug)}`
    : "/forums/create";

  const listTitle = query.q
    ? `Results for “${query.q}”`
    : (activeCategory?.name ?? (loaderData.unknownCategory ? "Unknown category" : "All Topics"));

  return (
    <main className="pb-20">
      <PageHeader
        title="Forums"
        above={
          <p className="mb-1 font-display text-accent text-sm uppercase tracking-[0.2em]">
            Community
          </p>
        }
        lede="Build threads, tuning questions, wheel fitment and meet plans: ask, answer, argue politely."
        actions={
          <ButtonLink size="lg" to={newTopicHref} icon={Plus}>
            New Topic
          </ButtonLink>
        }
      />

      <Container className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <CategoryNav
            categories={categories}
            totalTopics={loaderData.totalTopics}
            activeSlug={categorySlug}
            q={query.q}
            failed={categoriesFailed}
          />
        </aside>

        <section aria-labelledby="topics-heading" className="flex min-w-0 flex-col gap-5">
          <TopicSearch q={query.q} category={categorySlug} />

          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="topics-heading"
              className="break-words font-display font-semibold text-2xl uppercase tracking-wide"
            >
              {listTitle}
            </h2>
            <ListStatus
              list={list}
              loadingText="Loading topics..."
              shownText={(count) => `Showing ${topicsLabel(count)}`}
              visible
            />
          </div>

          {query.cursor ? (
            <BackToFirstPage href={list.firstPageHref}>Showing older topics.</BackToFirstPage>
          ) : null}

          <ListResults
            list={list}
            skeleton={<ListSkeleton />}
            empty={
              <NoTopics
                searching={query.q !== ""}
                categoryName={activeCategory?.name ?? null}
                unknownCategory={loaderData.unknownCategory}
                clearHref={forumsHref({ category: categorySlug })}
                newTopicHref={newTopicHref}
              />
            }
          >
            <ol
              ref={list.listRef}
              aria-labelledby="topics-heading"
              aria-busy={list.navigating}
              className={`flex flex-col gap-3 transition-opacity ${list.navigating ? "opacity-50" : ""}`}
            >
              {list.items.map((topic) => (
                <li key={topic.id} data-topic-id={topic.id}>
                  <TopicRow topic={topic} now={now} />
                </li>
              ))}
            </ol>
          </ListResults>

          <LoadMoreLink list={list} className="mt-2">
            Load More Topics
          </LoadMoreLink>
        </section>
      </Container>
    </main>
  );
}

function NoTopics({
  searching,
  categoryName,
  unknownCategory,
  clearHref,
  newTopicHref,
}: {
  searching: boolean;
  categoryName: string | null;
  unknownCategory: boolean;
  clearHref: string;
  newTopicHref: string;
}) {
  if (unknownCategory) {
    return (
      <EmptyState
        icon={SearchX}
        title="There is no such category."
        action={
          <ButtonLink variant="outline" to="/forums">
            Show All Topics
          </ButtonLink>
        }
      />
    );
  }
  if (searching) {
    return (
      <EmptyState
        icon={SearchX}
        title="No topics found matching your search."
        action={
          <ButtonLink variant="outline" to={clearHref}>
            Clear search
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={MessagesSquare}
      title={`${categoryName ? `No topics in ${categoryName} yet.` : "No topics yet."} Start the conversation!`}
      action={
        <ButtonLink to={newTopicHref} icon={Plus}>
          Start a Discussion
        </ButtonLink>
      }
    />
  );
}

function ListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-4 rounded-xl bg-surface p-5">
          <Skeleton className="hidden size-10 rounded-full sm:block" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
