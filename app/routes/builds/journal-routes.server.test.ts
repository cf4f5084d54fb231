// The journal's routes called as React Router would: a pending build's entries, journal and feed
// are not public (404, as for a build that does not exist) but its owner and admins see them;
// another member cannot open the owner's create or edit pages nor delete the owner's entry.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builds } from "~/db/schema";
import { createBuild } from "~/modules/builds/builds.server";
import { createJournalEntry } from "~/modules/builds/journal/index.server";
import { getJournalEntry } from "~/modules/builds/journal/queries.server";
import { routeArgs, signedInAdmin, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { actorOf, type TestUser } from "../../../tests/setup/users";
import { loader as editLoader } from "./journal-edit";
import { action as entryAction, loader as entryLoader } from "./journal-entry";
import { loader as feedLoader } from "./journal-feed";
import { loader as listLoader } from "./journal-list";
import { loader as newLoader } from "./journal-new";

type Session = { user: TestUser; cookie: string };
let owner: Session;
let other: Session;
let admin: Session;

async function buildWithEntry(approval: "approved" | "pending") {
  const { id } = await createBuild(
    owner.user.id,
    {
      title: "Journal route build",
      carMake: "Honda",
      carModel: "S2000",
      carYear: 2006,
      description: null,
      featuredImageUrl: null,
    },
    [],
  );
  await getDb().update(builds).set({ approvalStatus: approval }).where(eq(builds.id, id));
  const entry = await createJournalEntry(await actorOf(owner.user.id), id, {
    fields: {
      entryDate: "2026-06-01",
      title: "Oil change",
      body: "Fresh oil and filter.",
      mileage: null,
      costMinor: null,
      currency: null,
    },
    modIds: [],
    newPhotos: [],
  });
  return { buildId: id, entryId: entry.id };
}

function request(path: string, session?: Session, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (session) headers.set("Cookie", session.cookie);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
}

async function call<F extends (args: never) => unknown>(
  fn: F,
  path: string,
  params: Record<string, string>,
  session?: Session,
  init?: RequestInit,
): Promise<Awaited<ReturnType<F>>> {
  return (await fn(
    await routeArgs<Parameters<F>[0]>(request(path, session, init), params),
  )) as Awaited<ReturnType<F>>;
}

beforeAll(async () => {
  owner = await signedInMember({ name: "Route Owner" });
  other = await signedInMember({ name: "Route Other" });
  admin = await signedInAdmin();
});

describe("a pending build's journal", () => {
  it("is a 404 for visitors and other members; its owner and admins see it", async () => {
    const { buildId, entryId } = await buildWithEntry("pending");
    const path = `/builds/${buildId}/journal/${entryId}`;
    const params = { id: buildId, entryId };
    for (const session of [undefined, other]) {
      const refused = await thrown(call(entryLoader, path, params, session));
      expect(refused).toMatchObject({ init: { status: 404 } });
      expect(
        await thrown(call(listLoader, `/builds/${buildId}/journal`, { id: buildId }, session)),
      ).toMatchObject({ init: { status: 404 } });
    }
    for (const session of [owner, admin]) {
      const data = await call(entryLoader, path, params, session);
      expect(data.entry.title).toBe("Oil change");
    }
    const feed = (await call(feedLoader, `/builds/${buildId}/feed.xml`, {
      id: buildId,
    })) as Response;
    expect(feed.status).toBe(404);
  });

  it("an approved build's journal and feed are public", async () => {
    const { buildId, entryId } = await buildWithEntry("approved");
    const data = await call(entryLoader, `/builds/${buildId}/journal/${entryId}`, {
      id: buildId,
      entryId,
    });
    expect(data.isOwner).toBe(false);
    const list = await call(listLoader, `/builds/${buildId}/journal`, { id: buildId });
    expect(list.items.map((e) => e.id)).toEqual([entryId]);
    const feed = (await call(feedLoader, `/builds/${buildId}/feed.xml`, {
      id: buildId,
    })) as Response;
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`/builds/${buildId}/journal/${entryId}`);
  });
});

describe("another member", () => {
  it("cannot open the owner's create or edit pages, nor delete an entry", async () => {
    const { buildId, entryId } = await buildWithEntry("approved");
    expect(
      await thrown(call(newLoader, `/builds/${buildId}/journal/new`, { id: buildId }, other)),
    ).toMatchObject({ init: { status: 404 } });
    expect(
      await thrown(
        call(
          editLoader,
          `/builds/${buildId}/journal/${entryId}/edit`,
          { id: buildId, entryId },
          other,
        ),
      ),
    ).toMatchObject({ init: { status: 404 } });
    const body = new FormData();
    body.set("intent", "delete");
    const answer = await call(
      entryAction,
      `/builds/${buildId}/journal/${entryId}`,
      { id: buildId, entryId },
      other,
      { method: "POST", body },
    );
    expect(answer).toMatchObject({ data: { ok: false } });
    expect(await getJournalEntry(buildId, entryId)).not.toBeNull();
  });
});
