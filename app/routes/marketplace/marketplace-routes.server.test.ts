// The marketplace routes' own guards and answers, on PGlite and PostgreSQL: crafted requests for
// someone else's listing change nothing, visitors are sent to /auth, the seller's e-mail address
// never reaches the page, contact is rate-limited, and /admin/marketplace refuses members (403).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { marketplaceListings, reports } from "~/db/schema";
import { takeFlash } from "~/lib/flash.server";
import { readOutbox } from "~/lib/mail.server";
import { createRequestContext } from "~/lib/request-context.server";
import { createListing } from "~/modules/marketplace/listings.server";
import { MARKETPLACE_MESSAGES } from "~/modules/marketplace/schemas";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/marketplace";
import { action as queueAction, loader as queueLoader } from "~/routes/admin/reports";
import { action as detailAction, loader as detailLoader } from "~/routes/marketplace/detail";
import { action as editAction, loader as editLoader } from "~/routes/marketplace/edit";
import { loader as newLoader } from "~/routes/marketplace/new";
import { settle } from "../../../tests/setup/route-calls";
import {
  createVerifiedUser,
  makeAdmin,
  requestWithCookie,
  sessionCookie,
  type TestUser,
} from "../../../tests/setup/users";

const BASE = "http://localhost:3000";
// Loader and action arguments built by hand; each route's generated type differs only in params.
type AnyArgs = Parameters<typeof detailLoader>[0] &
  Parameters<typeof adminAction>[0] &
  Parameters<typeof newLoader>[0];
/** A loader's or action's arguments, with the actor the request's cookie signs in. */
const args = async (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: await createRequestContext(request) }) as unknown as AnyArgs;

function post(url: string, cookie: string | undefined, fields: Record<string, string>) {
  return requestWithCookie(`${BASE}${url}`, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

const fields = {
  title: "Enkei RPF1 17x9 set",
  category: "wheels" as const,
  priceCents: 90_000,
  currency: "USD" as const,
  condition: "used" as const,
  location: "Portland, OR",
  description: "Four wheels, SBC finish.",
  buildId: null,
};

let seller: TestUser;
let sellerCookie: string;
let member: TestUser;
let memberCookie: string;
let adminCookie: string;

beforeAll(async () => {
  seller = await createVerifiedUser({ name: "Route Seller" });
  member = await createVerifiedUser({ name: "Route Member" });
  const admin = await createVerifiedUser({ name: "Route Admin" });
  await makeAdmin(admin);
  [sellerCookie, memberCookie, adminCookie] = await Promise.all([
    sessionCookie(seller),
    sessionCookie(member),
    sessionCookie(admin),
  ]);
});

const statusOf = async (id: string) =>
  (await getDb().select().from(marketplaceListings).where(eq(marketplaceListings.id, id)))[0]
    ?.status;

describe("listing page actions", () => {
  it("refuses a member's crafted sold and delete requests on another's listing", async () => {
    const { id } = await createListing(seller.id, fields, []);
    for (const intent of ["sold", "delete"]) {
      const answer = await settle(
        detailAction(await args(post(`/marketplace/${id}`, memberCookie, { intent }), { id })),
      );
      expect(answer.status).toBe(404);
    }
    expect(await statusOf(id)).toBe("active");
    const own = await settle(
      detailAction(
        await args(post(`/marketplace/${id}`, sellerCookie, { intent: "sold" }), { id }),
      ),
    );
    expect(own.body).toMatchObject({ ok: true, message: MARKETPLACE_MESSAGES.markedSold });
    expect(await statusOf(id)).toBe("sold");
  });

  it("refuses a member's crafted edit of another's listing", async () => {
    const { id } = await createListing(seller.id, fields, []);
    const page = await settle(
      editLoader(
        await args(requestWithCookie(`${BASE}/marketplace/${id}/edit`, memberCookie), { id }),
      ),
    );
    expect(page.headers?.get("Location")).toBe("/marketplace/mine");
    const body = new FormData();
    for (const [k, v] of Object.entries({
      title: "Hijacked",
      category: "wheels",
      price: "1",
      currency: "USD",
      condition: "used",
      location: "",
      description: "Mine now",
      buildId: "",
    })) {
      body.set(k, v);
    }
    const answer = await settle(
      editAction(
        await args(
          requestWithCookie(`${BASE}/marketplace/${id}/edit`, memberCookie, {
            method: "POST",
            body,
          }),
          { id },
        ),
      ),
    );
    expect(answer.headers?.get("Location")).toBe("/marketplace/mine");
    const [row] = await getDb()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, id));
    expect(row.title).toBe(fields.title);
    expect(row.priceCents).toBe(fields.priceCents);
  });

  it("sends visitors to /auth to create, contact or report", async () => {
    const { id } = await createListing(seller.id, fields, []);
    const create = await settle(
      newLoader(await args(requestWithCookie(`${BASE}/marketplace/new`))),
    );
    expect(create.headers?.get("Location")).toBe("/auth");
    const signIn = {
      contact: MARKETPLACE_MESSAGES.signInToContact,
      report: MARKETPLACE_MESSAGES.signInToReport,
    };
    for (const intent of ["contact", "report"] as const) {
      const answer = await settle(
        detailAction(
          await args(
            post(`/marketplace/${id}`, undefined, {
              intent,
              message: "Hello there, is it available?",
            }),
            { id },
          ),
        ),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers?.get("Location")).toBe("/auth");
      // The sign-in page's toast says what the visitor was about to do.
      const { flash } = await takeFlash(
        new Request(`${BASE}/auth`, {
          headers: { Cookie: answer.headers?.get("Set-Cookie") ?? "" },
        }),
      );
      expect(flash?.message).toBe(signIn[intent]);
    }
  });

  it("mails the seller without ever putting the seller's address in the page, and rate-limits", async () => {
    const { id } = await createListing(seller.id, fields, []);
    const page = await settle(
      detailLoader(
        await args(requestWithCookie(`${BASE}/marketplace/${id}`, memberCookie), { id }),
      ),
    );
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain(seller.email);

    const short = await settle(
      detailAction(
        await args(post(`/marketplace/${id}`, memberCookie, { intent: "contact", message: "Hi" }), {
          id,
        }),
      ),
    );
    expect(short.body).toMatchObject({
      ok: false,
      message: "Your message must be at least 10 characters",
    });

    const sent = await settle(
      detailAction(
        await args(
          post(`/marketplace/${id}`, memberCookie, {
            intent: "contact",
            message: "Would you take 800 for the set?",
          }),
          { id },
        ),
      ),
    );
    expect(sent.body).toMatchObject({ ok: true, message: "Message sent to the seller." });
    expect(JSON.stringify(sent.body)).not.toContain(seller.email);
    const mail = (await readOutbox()).find((m) => m.to === seller.email);
    expect(mail?.replyTo).toBe(member.email);
    expect(mail?.text).toContain("Would you take 800 for the set?");

    for (let i = 0; i < 4; i++) {
      await detailAction(
        await args(
          post(`/marketplace/${id}`, memberCookie, {
            intent: "contact",
            message: `Follow-up number ${i}`,
          }),
          { id },
        ),
      );
    }
    const limited = await settle(
      detailAction(
        await args(
          post(`/marketplace/${id}`, memberCookie, {
            intent: "contact",
            message: "One more question",
          }),
          { id },
        ),
      ),
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ok: false,
      message: MARKETPLACE_MESSAGES.contactLimited("10 minutes"),
    });
  });

  it("refuses a second open report with a friendly message", async () => {
    const { id } = await createListing(seller.id, fields, []);
    const report = async () =>
      settle(
        detailAction(
          await args(
            post(`/marketplace/${id}`, memberCookie, {
              intent: "report",
              reason: "scam",
              details: "",
            }),
            { id },
          ),
        ),
      );
    expect((await report()).body).toMatchObject({ ok: true });
    const again = await report();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: MARKETPLACE_MESSAGES.reportDuplicate });
  });
});

describe("/admin/marketplace", () => {
  it("answers a member's crafted action with 403 and changes nothing", async () => {
    const { id } = await createListing(seller.id, fields, []);
    const answer = await settle(
      adminAction(
        await args(post("/admin/marketplace", memberCookie, { intent: "listing-remove", id })),
      ),
    );
    expect(answer.status).toBe(403);
    expect(await statusOf(id)).toBe("active");
    const page = await settle(
      adminLoader(await args(requestWithCookie(`${BASE}/admin/marketplace`, memberCookie))),
    );
    expect(page.status).toBe(302);
    expect(page.headers?.get("Location")).toBe("/");
  });

  it("lets an admin remove a reported listing from the review queue, which resolves the report and hides it", async () => {
    const { id } = await createListing(seller.id, fields, []);
    await detailAction(
      await args(
        post(`/marketplace/${id}`, memberCookie, {
          intent: "report",
          reason: "misleading",
          details: "Photos are not of this set",
        }),
        { id },
      ),
    );
    const page = await settle(
      adminLoader(await args(requestWithCookie(`${BASE}/admin/marketplace`, adminCookie))),
    );
    expect((page.body as { reported: number }).reported).toBeGreaterThanOrEqual(1);
    // The report waits in the one review queue, the form's text as its note.
    const queue = await settle(
      queueLoader(await args(requestWithCookie(`${BASE}/admin/reports`, adminCookie))),
    );
    const items = (queue.body as { items: { targetId: string; notes: string[] }[] }).items;
    expect(items.find((i) => i.targetId === id)?.notes).toEqual([
      "Misleading description or photos: Photos are not of this set",
    ]);

    const removed = await settle(
      queueAction(
        await args(
          post("/admin/reports", adminCookie, {
            intent: "report-delete",
            id: `marketplace-listing:${id}`,
          }),
        ),
      ),
    );
    expect(removed.body).toMatchObject({ ok: true });
    expect(await statusOf(id)).toBe("removed");
    const [report] = await getDb().select().from(reports).where(eq(reports.targetId, id));
    expect(report).toMatchObject({ status: "resolved" });
    const publicPage = await settle(
      detailLoader(
        await args(requestWithCookie(`${BASE}/marketplace/${id}`, memberCookie), { id }),
      ),
    );
    expect(publicPage.status).toBe(404);
  });
});
