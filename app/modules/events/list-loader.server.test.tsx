// /events when the database fails: the loader answers 'Failed to load events' (status 500) with
// an empty page instead of crashing, and the list component shows that message.

import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createRequestContext } from "~/lib/request-context.server";
import EventsListPage, { loader } from "~/routes/events/list";
import { EVENT_MESSAGES } from "./messages";

vi.mock("./queries.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("./queries.server")>();
  return { ...real, listPublicEvents: () => Promise.reject(new Error("connection refused")) };
});

type LoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** What the stubbed route's loader answers (set by the test before rendering). */
let pageData: LoaderData | undefined;

const Stub = createRoutesStub([
  {
    path: "/events",
    Component: EventsListPage as unknown as React.ComponentType,
    loader: () => pageData,
    HydrateFallback: () => null,
  },
]);

describe("/events loader failure", () => {
  it("answers failed with status 500, and the page says 'Failed to load events'", async () => {
    const request = new Request("http://localhost:3000/events?period=week");
    const context = await createRequestContext(request, { actor: null });
    const result = (await loader({ request, params: {}, context } as unknown as Parameters<
      typeof loader
    >[0])) as unknown as { data: LoaderData; init: { status: number } };
    expect(result.init.status).toBe(500);
    expect(result.data).toMatchObject({ failed: true, items: [], nextCursor: null });

    pageData = result.data;
    const html = renderToString(
      <Stub
        initialEntries={["/events?period=week"]}
        hydrationData={{ loaderData: { "0": result.data } }}
      />,
    );
    expect(html).toContain(EVENT_MESSAGES.loadFailed);
  });
});
