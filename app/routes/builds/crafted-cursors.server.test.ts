// Load More cursors come back from the URL, so anyone can craft one. A crafted cursor with an
// impossible date, a NUL or any other value PostgreSQL refuses must answer page one (200), never
// an error page: every keyset list decodes its cursor with app/lib/keyset-cursor.

import { describe, expect, it } from "vitest";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as eventsLoader } from "~/routes/events/list";
import { loader as featuresLoader } from "~/routes/features/list";
import { loader as forumsLoader } from "~/routes/forums/list";
import { loader as marketplaceLoader } from "~/routes/marketplace/list";
import { loader as mediaLoader } from "~/routes/media/list";
import { loader as notificationsLoader } from "~/routes/notifications/notifications";
import { createVerifiedUser, requestWithCookie, sessionCookie } from "../../../tests/setup/users";
import { loader as buildsLoader } from "./list";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const craft = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

// Every field any list reads, so that each list's old decoder would have let the bad one through.
const CRAFTED = [
  ...[
    "2026-13-45 25:61:61Z",
    "2026-02-30 10:00:00Z",
    "2026-11-22 24:00:00+00",
    "2026-11-22 10:00:00+99",
  ].map((ts) => craft({ ts, id: ID, f: true, v: 1, p: 100, d: 1 })),
  craft({ ts: "2026-11-22 10:00:00+00", id: "------------------------------------", p: 1 }),
  craft({ s: "car-type", k: "Civic\u0000", id: ID }),
  craft({ s: "popular", k: 2 ** 40, id: ID }),
  // The builds' most-liked and trending fields out of range.
  craft({ ts: "2026-11-22 10:00:00+00", id: ID, l: 2 ** 40 }),
  craft({ ts: "2026-11-22 10:00:00+00", id: ID, s: -1 }),
];

type AnyLoader = (args: never) => Promise<unknown>;
interface LoaderResult {
  data: { failed?: boolean };
  init: { status?: number } | null;
}

async function load(loader: AnyLoader, request: Request): Promise<LoaderResult> {
  const context = await createRequestContext(request);
  return (await loader({ request, params: {}, context } as never)) as LoaderResult;
}

const LISTS: { list: string; loader: AnyLoader }[] = [
  { list: "/builds?sort=featured&cursor=", loader: buildsLoader },
  { list: "/builds?sort=oldest&cursor=", loader: buildsLoader },
  { list: "/builds?sort=most-liked&cursor=", loader: buildsLoader },
  { list: "/builds?sort=trending&cursor=", loader: buildsLoader },
  { list: "/builds?sort=trending&chassis=E46&wheel=18&tag=jdm&cursor=", loader: buildsLoader },
  { list: "/media?sort=popular&cursor=", loader: mediaLoader },
  { list: "/media?sort=featured&cursor=", loader: mediaLoader },
  { list: "/forums?cursor=", loader: forumsLoader },
  { list: "/events?period=past&cursor=", loader: eventsLoader },
  { list: "/marketplace?cursor=", loader: marketplaceLoader },
  { list: "/marketplace?sort=price-asc&cursor=", loader: marketplaceLoader },
  { list: "/features?sort=car-type&cursor=", loader: featuresLoader },
  { list: "/features?sort=popular&cursor=", loader: featuresLoader },
];

describe("crafted Load More cursors", () => {
  it.each(LISTS)("$list… answers page one, not an error", async ({ list, loader }) => {
    for (const cursor of CRAFTED) {
      const result = await load(loader, new Request(`http://localhost:3000${list}${cursor}`));
      expect(result.init?.status ?? 200, cursor).toBe(200);
      expect(result.data.failed ?? false, cursor).toBe(false);
    }
  });

  it("/notifications answers the member's first page, not an error", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    for (const cursor of CRAFTED) {
      const result = await load(
        notificationsLoader,
        requestWithCookie(`http://localhost:3000/notifications?cursor=${cursor}`, cookie),
      );
      expect(result.init?.status ?? 200, cursor).toBe(200);
      expect(result.data.failed, cursor).toBe(false);
    }
  });
});
