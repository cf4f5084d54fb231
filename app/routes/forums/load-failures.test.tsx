// What the forum pages show when the database fails (SPEC §8's load messages). The query module
// is replaced by one that throws, so no database is involved; the pages are rendered from the
// loaders' answers.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

const failing = vi.hoisted(() => ({
  categories: false,
  topics: false,
  topic: false,
  posts: false,
}));
const session = vi.hoisted(() => ({ user: null as null | { id: string } }));

vi.mock("~/modules/forums/queries.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/modules/forums/queries.server")>();
  const fail = () => Promise.reject(new Error("database is down"));
  const TOPIC = {
    id: "9b2f6a4e-3c1d-4e8f-a0b7-1c2d3e4f5a6b",
    title: "E85 conversion checklist",
    categoryName: "Tech & Tuning",
    categorySlug: "tech-tuning",
    createdAt: "2026-05-18T10:00:00.000Z",
    lastActivityAt: "2026-05-19T10:00:00.000Z",
    replyCount: 2,
    opening: {
      id: "1b2f6a4e-3c1d-4e8f-a0b7-1c2d3e4f5a6b",
      content: "Injectors, pump, sensor.",
      authorId: "kenji",
      authorName: "Kenji Watanabe",
      authorUsername: "kenji_rb26",
      authorAvatarUrl: null,
      createdAt: "2026-05-18T10:00:00.000Z",
      editedAt: null,
    },
  };
  return {
    ...real,
    listCategories: () => (failing.categories ? fail() : Promise.resolve([])),
    listTopics: () => (failing.topics ? fail() : Promise.resolve({ items: [], nextCursor: null })),
    getTopic: () => (failing.topic ? fail() : Promise.resolve(TOPIC)),
    listReplies: () => (failing.posts ? fail() : Promise.resolve([])),
  };
});
vi.mock("~/lib/session.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/session.server")>()),
  getSessionUser: () => Promise.resolve(session.user),
}));

const { default: ForumsPage, loader: listLoader } = await import("./list");
const { createRequestContext } = await import("~/lib/request-context.server");
const {
  default: TopicPage,
  ErrorBoundary: TopicErrorBoundary,
  loader: topicLoader,
} = await import("./topic");
const { default: CreatePage, loader: createLoader } = await import("./create");

type LoaderResult = { data: Record<string, unknown>; init: { status: number } };
const TOPIC_ID = "9b2f6a4e-3c1d-4e8f-a0b7-1c2d3e4f5a6b";

/** A signed-in member as the root middleware would resolve them. */
const memberActor = (id: string) => ({
  id,
  email: `${id}@example.com`,
  name: id,
  emailVerified: true,
  isAdmin: false,
  hasAdminRole: false,
  twoFactorEnabled: false,
});

async function runList() {
  const request = new Request("http://localhost/forums");
  const result = (await listLoader({
    request,
    params: {},
    context: await createRequestContext(request, { actor: null }),
  } as unknown as Parameters<typeof listLoader>[0])) as unknown as LoaderResult;
  return result;
}

async function runTopic() {
  const request = new Request(`http://localhost/forums/topic/${TOPIC_ID}`);
  return (await topicLoader({
    request,
    params: { id: TOPIC_ID },
    context: await createRequestContext(request, { actor: null }),
  } as unknown as Parameters<typeof topicLoader>[0])) as unknown as LoaderResult;
}

/** The page's HTML as the server would render it with this loader answer. */
function render(path: string, pattern: string, Component: React.ComponentType, data: unknown) {
  const Stub = createRoutesStub([{ id: "page", path: pattern, Component }]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />,
  );
}

beforeEach(() => {
  Object.assign(failing, { categories: false, topics: false, topic: false, posts: false });
  session.user = null;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("/forums", () => {
  it("says 'Failed to load topics' and 'Failed to load categories'", async () => {
    failing.categories = true;
    failing.topics = true;
    const result = await runList();
    expect(result.init.status).toBe(500);
    expect(result.data).toMatchObject({ categoriesFailed: true, failed: true });
    const html = render("/forums", "/forums", ForumsPage as React.ComponentType, result.data);
    expect(html).toContain("Failed to load topics");
    expect(html).toContain("Failed to load categories");
    expect(html).not.toContain("Load More Topics");
  });

  it("lists topics when only the categories failed", async () => {
    failing.categories = true;
    const result = await runList();
    expect(result.data).toMatchObject({ categoriesFailed: true, failed: false });
  });
});

/** The page's HTML as the server would render it when the loader threw `error`. */
function renderError(
  path: string,
  pattern: string,
  ErrorBoundary: React.ComponentType,
  error: unknown,
) {
  const Stub = createRoutesStub([
    { id: "page", path: pattern, Component: () => null, ErrorBoundary },
  ]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={{ errors: { page: error } }} />,
  );
}

describe("/forums/topic/:id", () => {
  it("says 'Failed to load topic' when the topic cannot be read", async () => {
    failing.topic = true;
    // An unexpected error: thrown to the route's error boundary (and answered with a 500).
    const error = await runTopic().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    const html = renderError(
      `/forums/topic/${TOPIC_ID}`,
      "/forums/topic/:id",
      TopicErrorBoundary as React.ComponentType,
      error,
    );
    expect(html).toContain("Failed to load topic");
    expect(html).toContain("Try again");
  });

  it("shows the topic and 'Failed to load posts' when only the replies cannot be read", async () => {
    failing.posts = true;
    const result = await runTopic();
    expect(result.init.status).toBe(500);
    const html = render(
      `/forums/topic/${TOPIC_ID}`,
      "/forums/topic/:id",
      TopicPage as React.ComponentType,
      result.data,
    );
    expect(html).toContain("E85 conversion checklist");
    expect(html).toContain("Injectors, pump, sensor.");
    expect(html).toContain("Failed to load posts");
    expect(html).toContain("Please sign in to post a reply");
  });
});

describe("/forums/create", () => {
  it("says 'Failed to load categories' instead of a form without them", async () => {
    session.user = { id: "maya" };
    failing.categories = true;
    const request = new Request("http://localhost/forums/create");
    const result = (await createLoader({
      request,
      params: {},
      context: await createRequestContext(request, { actor: memberActor("maya") }),
    } as unknown as Parameters<typeof createLoader>[0])) as unknown as LoaderResult;
    expect(result.init.status).toBe(500);
    const html = render(
      "/forums/create",
      "/forums/create",
      CreatePage as React.ComponentType,
      result.data,
    );
    expect(html).toContain("Failed to load categories");
    expect(html).not.toContain("Create Topic");
  });
});
