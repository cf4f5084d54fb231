// /forums — category sidebar with topic counts, search, topics by latest activity (8, then 6 per
// 'Load More Topics'), New Topic. Category, search and page live in the URL, so it all works
// without JavaScript; with it, Load More appends in place and the search follows typing.
import { LoaderCircle, MessagesSquare, Plus, RotateCw, SearchX } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { clientLoaderFallback } from "~/lib/network-failure";
import { CategoryNav } from "~/modules/forums/components/category-nav";
import { useNow } from "~/modules/forums/components/relative-time";
import { TopicRow } from "~/modules/forums/components/topic-row";
import { TopicSearch } from "~/modules/forums/components/topic-search";
import { useLoadMoreTopics } from "~/modules/forums/components/use-load-more-topics";
import { topicsLabel } from "~/modules/forums/format";
import { FORUM_MESSAGES } from "~/modules/forums/messages";
import { forumsHref, parseTopicListQuery } from "~/modules/forums/params";
import {
  type ForumCategory,
  findCategory,
  listCategories,
  listTopics,
  type TopicPage,
} from "~/modules/forums/queries.server";
import { feedLink } from "~/modules/seo/feeds";
import type { Route } from "./+types/list";

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

export async function loader({ request }: Route.LoaderArgs) {
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

  let page: TopicPage = { topics: [], nextCursor: null };
  let topicsFailed = false;
  if (!unknownCategory) {
    try {
      if (query.category && !category) throw new Error("categories unavailable");
      page = await listTopics(query, category?.id ?? null);
    } catch (error) {
      console.error("[forums] topics failed", error);
      topicsFailed = true;
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
      topicsFailed,
    },
    { status: categoriesFailed || topicsFailed ? 500 : unknownCategory ? 404 : 200 },
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
      topics: [],
      nextCursor: null,
      topicsFailed: true,
    }),
    "forums",
  );
}

export default function ForumsPage({ loaderData }: Route.ComponentProps) {
  const { query, categories, categoriesFailed, topicsFailed, activeCategory } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const now = useNow(loaderData.now);
  const list = useLoadMoreTopics(loaderData);
  const listRef = useRef<HTMLOListElement>(null);
  const categorySlug = activeCategory?.slug ?? "";

  // A client navigation to another search or category of this page is on its way.
  const loadingTopics =
    navigation.state === "loading" &&
    navigation.location.pathname === "/forums" &&
    navigation.location.search !== location.search;

  useEffect(() => {
    if (categoriesFailed)
      toast.error(FORUM_MESSAGES.categoriesLoadFailed, { id: "categories-load" });
    if (topicsFailed) toast.error(FORUM_MESSAGES.topicsLoadFailed, { id: "topics-load" });
  }, [categoriesFailed, topicsFailed]);

  // Keyboard users continue from the first topic Load More brought in.
  useEffect(() => {
    if (!list.firstNewId) return;
    listRef.current
      ?.querySelector<HTMLAnchorElement>(`[data-topic-id="${list.firstNewId}"] a`)
      ?.focus({ preventScroll: true });
  }, [list.firstNewId]);

  const withParams = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(location.search);
    change(params);
    const search = params.toString();
    return search ? `/forums?${search}` : "/forums";
  };
  const nextPageHref = list.nextCursor
    ? withParams((p) => p.set("cursor", list.nextCursor ?? ""))
    : null;
  const firstPageHref = withParams((p) => p.delete("cursor"));
  const newTopicHref = categorySlug
    ? `/forums/create?category=${encodeURIComponent(categorySlug)}`
    : "/forums/create";

  const listTitle = query.q
    ? `Results for “${query.q}”`
    : (activeCategory?.name ?? (loaderData.unknownCategory ? "Unknown category" : "All Topics"));

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="font-display text-accent text-sm uppercase tracking-[0.2em]">Community</p>
            <h1 className="mt-1 font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              Forums
            </h1>
            <p className="mt-2 text-muted-foreground">
              Build threads, tuning questions, wheel fitment and meet plans: ask, answer, argue
              politely.
            </p>
          </div>
          <Button asChild size="lg" className="self-start sm:self-auto">
            <Link to={newTopicHref}>
              <Plus aria-hidden="true" />
              New Topic
            </Link>
          </Button>
        </Container>
      </header>

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
            <p
              role="status"
              aria-live="polite"
              className="flex items-center gap-2 text-muted-foreground text-sm"
            >
              {loadingTopics ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  Loading topics...
                </>
              ) : list.appendedCount > 0 ? (
                `Showing ${topicsLabel(list.topics.length)}`
              ) : null}
            </p>
          </div>

          {query.cursor ? (
            <p className="text-muted-foreground text-sm">
              Showing older topics.{" "}
              <Link
                to={firstPageHref}
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                Back to first page
              </Link>
            </p>
          ) : null}

          {topicsFailed ? (
            <LoadFailed retryHref={location.pathname + location.search} />
          ) : loadingTopics && list.topics.length === 0 ? (
            <ListSkeleton />
          ) : list.topics.length === 0 ? (
            <EmptyState
              searching={query.q !== ""}
              categoryName={activeCategory?.name ?? null}
              unknownCategory={loaderData.unknownCategory}
              clearHref={forumsHref({ category: categorySlug })}
              newTopicHref={newTopicHref}
            />
          ) : (
            <ol
              ref={listRef}
              aria-labelledby="topics-heading"
              aria-busy={loadingTopics}
              className={`flex flex-col gap-3 transition-opacity ${loadingTopics ? "opacity-50" : ""}`}
            >
              {list.topics.map((topic) => (
                <li key={topic.id} data-topic-id={topic.id}>
                  <TopicRow topic={topic} now={now} />
                </li>
              ))}
            </ol>
          )}

          {nextPageHref && !topicsFailed ? (
            <div className="mt-2 flex justify-center">
              <Button asChild variant="outline" size="lg" aria-disabled={list.loading}>
                <Link
                  to={nextPageHref}
                  preventScrollReset
                  onClick={(event) => {
                    // Modified clicks (new tab) and no JavaScript follow the link to the next page.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    if (!list.loading) list.load(nextPageHref);
                  }}
                >
                  {list.loading ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                  ) : null}
                  Load More Topics
                </Link>
              </Button>
            </div>
          ) : null}
        </section>
      </Container>
    </main>
  );
}

function EmptyState({
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
  const box =
    "flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center";
  if (unknownCategory) {
    return (
      <div className={box}>
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-lg">There is no such category.</p>
        <Button asChild variant="outline">
          <Link to="/forums">Show All Topics</Link>
        </Button>
      </div>
    );
  }
  if (searching) {
    return (
      <div className={box}>
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-lg">No topics found matching your search.</p>
        <Button asChild variant="outline">
          <Link to={clearHref}>Clear search</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={box}>
      <MessagesSquare aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-lg">
        {categoryName ? `No topics in ${categoryName} yet.` : "No topics yet."} Start the
        conversation!
      </p>
      <Button asChild>
        <Link to={newTopicHref}>
          <Plus aria-hidden="true" />
          Start a Discussion
        </Link>
      </Button>
    </div>
  );
}

function LoadFailed({ retryHref }: { retryHref: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
      <p className="text-lg">{FORUM_MESSAGES.topicsLoadFailed}</p>
      <Button asChild variant="outline">
        <Link to={retryHref} replace>
          <RotateCw aria-hidden="true" />
          Try again
        </Link>
      </Button>
    </div>
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
