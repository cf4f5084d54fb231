// The /admin/features route and the public feature routes, on PGlite and PostgreSQL: the admin
// guard (loader and action: a member's crafted request gets 403 and nothing changes), create
// through a real multipart request, validation messages, delete removing the stored files, and
// the article page's 404 and view count.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builds, features } from "~/db/schema";
import { loader as detailLoader } from "~/routes/features/detail";
import { loader as listLoader } from "~/routes/features/list";
import { routeArgs, signedInAdmin, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { pngFile, uploadedFiles } from "../../../tests/setup/uploads";
import { requestWithCookie } from "../../../tests/setup/users";
import { action, loader } from "./features";

const URL_BASE = "http://localhost:3000";

let adminCookie: string;
let memberCookie: string;
let memberId: string;

beforeAll(async () => {
  ({ cookie: adminCookie } = await signedInAdmin());
  const member = await signedInMember({ name: "Route Member" });
  memberId = member.user.id;
  memberCookie = member.cookie;
});

/** Stored feature images (every variant file). */
const featureFiles = () => uploadedFiles("features");

function formOf(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const VALID = {
  intent: "create",
  title: "Route Created Feature",
  carModel: "Lancia 037",
  publishedOn: "2026-03-03",
  excerpt: "Group B hero.",
  body: "Paragraph one.\n\nParagraph two.",
  buildRef: "",
};

const heroImage = () => pngFile("hero.png", { color: "#aa3300" });

const post = (cookie: string | undefined, body: FormData | URLSearchParams) =>
  requestWithCookie(`${URL_BASE}/admin/features`, cookie, { method: "POST", body });

async function featureByTitle(title: string) {
  const [row] = await getDb().select().from(features).where(eq(features.title, title));
  return row;
}

type Answer = { data: Record<string, unknown>; init: { status: number } | null };

describe("/admin/features guard", () => {
  it("sends signed-out visitors to /auth and members to /", async () => {
    const signedOut = (await thrown(
      loader(await routeArgs(requestWithCookie(`${URL_BASE}/admin/features`))),
    )) as Response;
    expect(signedOut.headers.get("Location")).toBe("/auth");
    const asMember = (await thrown(
      loader(await routeArgs(requestWithCookie(`${URL_BASE}/admin/features`, memberCookie))),
    )) as Response;
    expect(asMember.headers.get("Location")).toBe("/");
  });

  it("answers a member's crafted create and delete with 403, and nothing changes", async () => {
    const denied = await thrown(
      action(await routeArgs(post(memberCookie, formOf({ ...VALID, image: await heroImage() })))),
    );
    expect(denied).toMatchObject({
      init: { status: 403 },
      data: { ok: false, message: "Access Denied: You don't have admin privileges." },
    });
    expect(await featureByTitle(VALID.title)).toBeUndefined();
    expect(featureFiles()).toEqual([]);

    const [row] = await getDb()
      .insert(features)
      .values({ ...VALID, title: "Protected Feature" })
      .returning({ id: features.id });
    const deleteDenied = await thrown(
      action(
        await routeArgs(
          post(memberCookie, new URLSearchParams({ intent: "feature-delete", id: row.id })),
        ),
      ),
    );
    expect(deleteDenied).toMatchObject({ init: { status: 403 } });
    expect(await featureByTitle("Protected Feature")).toBeDefined();
  });
});

describe("/admin/features as an admin", () => {
  it("creates a feature from a multipart form with an image, then deletes it with its files", async () => {
    const created = (await action(
      await routeArgs(post(adminCookie, formOf({ ...VALID, image: await heroImage() }))),
    )) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/features");
    const row = await featureByTitle(VALID.title);
    expect(row).toMatchObject({ carModel: "Lancia 037", publishedOn: "2026-03-03" });
    expect(row.imageUrl).toMatch(/^\/uploads\/features\//);
    expect(featureFiles().length).toBeGreaterThan(0);

    const page = (await loader(
      await routeArgs(requestWithCookie(`${URL_BASE}/admin/features?edit=${row.id}`, adminCookie)),
    )) as unknown as Answer;
    expect(page.data).toMatchObject({
      editing: { mode: "edit", id: row.id, values: { title: VALID.title, buildRef: "" } },
    });

    const deleted = (await action(
      await routeArgs(
        post(adminCookie, new URLSearchParams({ intent: "feature-delete", id: row.id })),
      ),
    )) as unknown as Answer;
    expect(deleted.init?.status ?? 200).toBe(200);
    expect(deleted.data).toMatchObject({ ok: true, message: "Feature deleted successfully." });
    expect(await featureByTitle(VALID.title)).toBeUndefined();
    expect(featureFiles()).toEqual([]);
  });

  it("returns the field messages and the typed values for bad input", async () => {
    const answer = (await action(
      await routeArgs(
        post(adminCookie, formOf({ ...VALID, title: " ", publishedOn: "2026-02-30" })),
      ),
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      values: { title: " ", carModel: "Lancia 037" },
      fieldErrors: { title: "Title is required", publishedOn: "Please enter a valid date" },
    });
  });

  it("refuses a link to a build that is not approved", async () => {
    const [build] = await getDb()
      .insert(builds)
      .values({ userId: memberId, title: "Unapproved", carMake: "Audi", carModel: "S1" })
      .returning({ id: builds.id });
    const answer = (await action(
      await routeArgs(
        post(adminCookie, formOf({ ...VALID, buildRef: `${URL_BASE}/builds/${build.id}` })),
      ),
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      fieldErrors: { buildRef: "No approved build found for that ID or URL." },
    });
    expect(await featureByTitle(VALID.title)).toBeUndefined();
  });
});

describe("public feature routes", () => {
  it("counts a visitor's view once a day and answers unknown or malformed ids with 404", async () => {
    const [row] = await getDb()
      .insert(features)
      .values({ ...VALID, title: "Public Feature" })
      .returning({ id: features.id });
    const view = async () =>
      detailLoader(
        await routeArgs(
          requestWithCookie(`${URL_BASE}/features/${row.id}`, undefined, {
            headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0" },
          }),
          { id: row.id },
        ),
      ) as unknown as Promise<Answer>;
    expect((await view()).data).toMatchObject({ feature: { views: 1 } });
    // The same visitor reloading the page is still one view.
    expect((await view()).data).toMatchObject({ feature: { views: 1 } });

    for (const id of ["3fa85f64-5717-4562-b3fc-2c963f66afa6", "not-a-uuid"]) {
      const missing = (await thrown(
        detailLoader(await routeArgs(requestWithCookie(`${URL_BASE}/features/${id}`), { id })),
      )) as Answer;
      expect(missing.init?.status).toBe(404);
      expect(missing.data).toBe("Feature Not Found");
    }

    const list = (await listLoader(
      await routeArgs(requestWithCookie(`${URL_BASE}/features?q=public+FEATURE`)),
    )) as unknown as Answer;
    expect(list.data).toMatchObject({ failed: false, nextCursor: null });
    expect((list.data.items as { title: string }[]).map((f) => f.title)).toEqual([
      "Public Feature",
    ]);
  });
});
