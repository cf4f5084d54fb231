// Marketplace rules (issue 7 item 4), on PGlite and PostgreSQL: ownership of listings, removed
// listings hidden, search and price filter, keyset paging, atomic create, contact (outbox,
// Reply-To, rate limit) and the report flow into the one review queue (one open report per
// member, the queue's Delete is the audited removal, Dismiss keeps the listing).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  adminAuditLog,
  builds,
  marketplaceInquiries,
  marketplaceListingImages,
  marketplaceListings,
  notifications,
  reports,
} from "~/db/schema";
import { ForbiddenError } from "~/lib/errors";
import { ImageRejectedError } from "~/lib/images.server";
import { readOutbox } from "~/lib/mail.server";
import {
  dismissReports,
  fileReport,
  listReportQueue,
  removeReportedContent,
} from "~/modules/reports/index.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { pngFile, uploadedFiles } from "../../../tests/setup/uploads";
import { actorOf, createVerifiedUser, makeAdmin, type TestUser } from "../../../tests/setup/users";
import { LISTING_REPORT_TYPE } from "./constants";
import { CONTACT_LIMIT, contactSeller } from "./contact.server";
import {
  createListing,
  deleteListing,
  InvalidBuildError,
  ListingNotFoundError,
  ListingPhotoError,
  setListingSold,
  updateListing,
} from "./listings.server";
import {
  getListingForViewer,
  hasOpenReport,
  listOwnListings,
  listPublicListings,
} from "./queries.server";
import {
  countReportedListings,
  listListingsForAdmin,
  removeListing,
  reportListing,
  restoreListing,
} from "./reports.server";
import { type ListingFields, MARKETPLACE_MESSAGES, parseListingQuery } from "./schemas";

const fields = (overrides: Partial<ListingFields> = {}): ListingFields => ({
  title: "Volk TE37 18x9.5 +22",
  category: "wheels",
  priceCents: 180_000,
  currency: "USD",
  condition: "used",
  location: "Denver, CO",
  description: "Bronze, no curb rash. Tyres not included.",
  buildId: null,
  ...overrides,
});

const browse = (params: Record<string, string> = {}) =>
  listPublicListings(parseListingQuery(new URLSearchParams(params)));

let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  seller = await createVerifiedUser({ name: "Sam Seller" });
  buyer = await createVerifiedUser({ name: "Bo Buyer" });
  admin = await createVerifiedUser({ name: "Ada Admin" });
  await makeAdmin(admin);
});

describe("creating listings", () => {
  it("stores photos in order and shows the listing publicly", async () => {
    const { id } = await createListing(seller.id, fields(), [
      await pngFile("a.png"),
      await pngFile("b.png", { color: "#2233ff" }),
    ]);
    const detail = await getListingForViewer(id, null);
    expect(detail?.images).toHaveLength(2);
    expect(detail?.coverUrl).toBe(detail?.images[0].url);
    expect(detail?.seller.id).toBe(seller.id);
    expect((await browse()).items.map((l) => l.id)).toContain(id);
  });

  it("requires a photo for a car and allows at most 8", async () => {
    await expect(createListing(seller.id, fields({ category: "car" }), [])).rejects.toThrow(
      MARKETPLACE_MESSAGES.imageRequired,
    );
    const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => pngFile(`${i}.png`)));
    await expect(createListing(seller.id, fields(), nine)).rejects.toBeInstanceOf(
      ListingPhotoError,
    );
  });

  it("leaves no rows and no files when a photo is refused half-way", async () => {
    const before = uploadedFiles().length;
    const countBefore = (await getDb().select().from(marketplaceListings)).length;
    const bad = new File([new TextEncoder().encode("not an image")], "x.png", {
      type: "image/png",
    });
    await expect(
      createListing(seller.id, fields({ title: "Half way" }), [await pngFile(), bad]),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    expect(uploadedFiles().length).toBe(before);
    expect((await getDb().select().from(marketplaceListings)).length).toBe(countBefore);
  });

  it("links only the seller's own approved build", async () => {
    const [own] = await getDb()
      .insert(builds)
      .values({
        userId: seller.id,
        title: "My S14",
        carMake: "Nissan",
        carModel: "Silvia",
        approvalStatus: "approved",
      })
      .returning({ id: builds.id });
    const [other] = await getDb()
      .insert(builds)
      .values({
        userId: buyer.id,
        title: "Not mine",
        carMake: "BMW",
        carModel: "E30",
        approvalStatus: "approved",
      })
      .returning({ id: builds.id });
    const before = uploadedFiles().length;
    await expect(
      createListing(seller.id, fields({ buildId: other.id }), [await pngFile()]),
    ).rejects.toBeInstanceOf(InvalidBuildError);
    expect(uploadedFiles().length).toBe(before);
    const { id } = await createListing(seller.id, fields({ buildId: own.id }), []);
    expect((await getListingForViewer(id, null))?.build).toEqual({ id: own.id, title: "My S14" });
  });
});

describe("ownership", () => {
  it("refuses edits, sold marks and deletes of another member's listing", async () => {
    const { id } = await createListing(seller.id, fields({ title: "Owned" }), [await pngFile()]);
    await expect(
      updateListing(buyer.id, id, {
        fields: fields({ title: "Hijacked" }),
        removeImageIds: [],
        newFiles: [],
      }),
    ).rejects.toBeInstanceOf(ListingNotFoundError);
    expect(await setListingSold(buyer.id, id, true)).toBe(false);
    expect(await deleteListing(buyer.id, id)).toBe(false);
    const [row] = await getDb()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, id));
    expect(row.title).toBe("Owned");
    expect(row.status).toBe("active");
  });

  it("lets the owner edit photos, mark sold and back, and delete with the files", async () => {
    const before = uploadedFiles().length;
    const { id } = await createListing(seller.id, fields({ title: "Mine" }), [
      await pngFile("1.png"),
      await pngFile("2.png", { color: "#00ff00" }),
    ]);
    const first = (await getListingForViewer(id, null))!.images[0];
    await updateListing(seller.id, id, {
      fields: fields({ title: "Mine, edited", priceCents: 150_000 }),
      removeImageIds: [first.id],
      newFiles: [await pngFile("3.png", { color: "#0000ff" })],
    });
    const edited = await getListingForViewer(id, null);
    expect(edited?.title).toBe("Mine, edited");
    expect(edited?.images).toHaveLength(2);
    expect(edited?.images.map((i) => i.id)).not.toContain(first.id);

    expect(await setListingSold(seller.id, id, true)).toBe(true);
    expect((await getListingForViewer(id, null))?.status).toBe("sold");
    expect(await setListingSold(seller.id, id, false)).toBe(true);
    expect((await getListingForViewer(id, null))?.status).toBe("active");

    expect(await deleteListing(seller.id, id)).toBe(true);
    expect(await getListingForViewer(id, null)).toBeNull();
    expect(
      await getDb()
        .select()
        .from(marketplaceListingImages)
        .where(eq(marketplaceListingImages.listingId, id)),
    ).toHaveLength(0);
    expect(uploadedFiles().length).toBe(before);
  });
});

describe("browsing", () => {
  it("searches title and description case-insensitively, filters price and category", async () => {
    const a = await createListing(
      seller.id,
      fields({ title: "Recaro Pole Position seat", category: "parts", priceCents: 45_000 }),
      [],
    );
    const b = await createListing(
      seller.id,
      fields({
        title: "Bucket seat pair",
        description: "Two BRIDE ZETA seats",
        category: "parts",
        priceCents: 120_000,
      }),
      [],
    );
    const byTitle = await browse({ q: "recaro" });
    expect(byTitle.items.map((l) => l.id)).toEqual([a.id]);
    const byDescription = await browse({ q: "bride zeta" });
    expect(byDescription.items.map((l) => l.id)).toEqual([b.id]);
    const cheap = await browse({ q: "seat", maxPrice: "500" });
    expect(cheap.items.map((l) => l.id)).toEqual([a.id]);
    const dear = await browse({ q: "seat", minPrice: "1,000" });
    expect(dear.items.map((l) => l.id)).toEqual([b.id]);
    expect((await browse({ category: "car", q: "seat" })).items).toHaveLength(0);
    const asc = await browse({ q: "seat", sort: "price-asc" });
    expect(asc.items.map((l) => l.id)).toEqual([a.id, b.id]);
    const desc = await browse({ q: "seat", sort: "price-desc" });
    expect(desc.items.map((l) => l.id)).toEqual([b.id, a.id]);
  });

  it("refuses a price range whose minimum is above its maximum", () => {
    const query = parseListingQuery(new URLSearchParams({ minPrice: "900", maxPrice: "100" }));
    expect(query.priceError).toBe(MARKETPLACE_MESSAGES.priceRange);
    expect(query.minCents).toBeNull();
    expect(parseListingQuery(new URLSearchParams({ minPrice: "abc" })).priceError).toBe(
      MARKETPLACE_MESSAGES.invalidPrice,
    );
  });

  it("pages with a keyset cursor in every sort, without repeats", async () => {
    for (let i = 0; i < 14; i++) {
      await createListing(
        seller.id,
        fields({ title: `Paging lug nut set ${i}`, priceCents: 1000 + (i % 4) * 100 }),
        [],
      );
    }
    for (const sort of ["newest", "price-asc", "price-desc"]) {
      const first = await browse({ q: "paging lug", sort });
      expect(first.items).toHaveLength(12);
      expect(first.nextCursor).not.toBeNull();
      const second = await browse({ q: "paging lug", sort, cursor: first.nextCursor! });
      expect(second.items).toHaveLength(2);
      expect(second.nextCursor).toBeNull();
      const ids = [...first.items, ...second.items].map((l) => l.id);
      expect(new Set(ids).size).toBe(14);
    }
  });
});

describe("contacting a seller", () => {
  it("e-mails the seller with the buyer's Reply-To and stores the inquiry", async () => {
    const { id } = await createListing(seller.id, fields({ title: "Contact me" }), []);
    const result = await contactSeller(
      { id: buyer.id, email: buyer.email, name: buyer.name },
      id,
      "Is this still available? I can pick up on Saturday.",
    );
    expect(result).toEqual({ ok: true });
    const [mail] = (await readOutbox()).filter((m) => m.to === seller.email);
    expect(mail.replyTo).toBe(buyer.email);
    expect(mail.subject).toContain("Contact me");
    expect(mail.text).toContain("I can pick up on Saturday.");
    expect(mail.text).toContain(`/marketplace/${id}`);
    const rows = await getDb()
      .select()
      .from(marketplaceInquiries)
      .where(eq(marketplaceInquiries.listingId, id));
    expect(rows).toHaveLength(1);
  });

  it("refuses the seller themself, sold and removed listings", async () => {
    const { id } = await createListing(seller.id, fields({ title: "Closed" }), []);
    const asSeller = { id: seller.id, email: seller.email, name: seller.name };
    const asBuyer = { id: buyer.id, email: buyer.email, name: buyer.name };
    expect(await contactSeller(asSeller, id, "Hello to myself here")).toEqual({
      ok: false,
      error: "own",
    });
    await setListingSold(seller.id, id, true);
    expect(await contactSeller(asBuyer, id, "Still available?")).toEqual({
      ok: false,
      error: "closed",
    });
    await setListingSold(seller.id, id, false);
    await removeListing(await actorOf(admin.id), id);
    expect(await contactSeller(asBuyer, id, "Still available?")).toEqual({
      ok: false,
      error: "not-found",
    });
  });

  it("limits a buyer to a few messages per ten minutes", async () => {
    const other = await createVerifiedUser({ name: "Busy Buyer" });
    const asOther = { id: other.id, email: other.email, name: other.name };
    const { id } = await createListing(seller.id, fields({ title: "Popular" }), []);
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) {
      expect((await contactSeller(asOther, id, `Message number ${i} here`)).ok).toBe(true);
    }
    const refused = await contactSeller(asOther, id, "One message too many");
    expect(refused).toMatchObject({ ok: false, error: "limited" });
    // The real wait: the oldest counted message ages out ten minutes after it was sent.
    const wait = refused.ok ? 0 : "retryAfterSeconds" in refused ? refused.retryAfterSeconds : 0;
    expect(wait).toBeGreaterThan(CONTACT_LIMIT.windowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(CONTACT_LIMIT.windowSeconds);
  });

  it("lets exactly the limit through when one buyer sends a parallel burst", async () => {
    const burster = await createVerifiedUser({ name: "Burst Buyer" });
    const target = await createVerifiedUser({ name: "Burst Target" });
    const asBurster = { id: burster.id, email: burster.email, name: burster.name };
    const { id } = await createListing(target.id, fields({ title: "Burst target" }), []);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => contactSeller(asBurster, id, `Burst message ${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CONTACT_LIMIT.limit);
    expect(results.filter((r) => !r.ok && r.error === "limited")).toHaveLength(
      40 - CONTACT_LIMIT.limit,
    );
    const mails = (await readOutbox()).filter(
      (m) => m.to === target.email && m.replyTo === burster.email,
    );
    expect(mails).toHaveLength(CONTACT_LIMIT.limit);
    const rows = await getDb()
      .select()
      .from(marketplaceInquiries)
      .where(eq(marketplaceInquiries.buyerId, burster.id));
    expect(rows).toHaveLength(CONTACT_LIMIT.limit);
  });
});

describe("reports and admin moderation", () => {
  const queued = async (id: string) =>
    (await listReportQueue(REPORT_TARGETS, await actorOf(admin.id), null)).items.find(
      (i) => i.targetType === LISTING_REPORT_TYPE && i.targetId === id,
    );

  it("allows one open report per member and listing; not the seller", async () => {
    const { id } = await createListing(
      seller.id,
      fields({ title: "Suspicious", priceCents: 123_400 }),
      [],
    );
    expect(await reportListing(await actorOf(seller.id), id, "Scam or fraud")).toEqual({
      ok: false,
      error: "own",
    });
    const member = await actorOf(buyer.id);
    expect(await reportListing(member, id, "Scam or fraud")).toEqual({ ok: true });
    expect(await reportListing(member, id, "Scam or fraud: again")).toEqual({
      ok: false,
      error: "duplicate",
    });
    expect(await hasOpenReport(buyer.id, id)).toBe(true);
    // The one queue shows the listing by its seller, with the form's text as the note.
    const item = await queued(id);
    expect(item).toMatchObject({
      typeLabel: "Marketplace listing",
      reportCount: 1,
      reasons: ["other"],
      notes: ["Scam or fraud"],
      content: { link: `/marketplace/${id}`, authorFullName: seller.name },
    });
    expect(item?.content?.title).toMatch(/^Suspicious · \$1,234/);
    // The queue's own report path refuses the seller too (nothing is stored).
    await expect(
      fileReport(REPORT_TARGETS, await actorOf(seller.id), LISTING_REPORT_TYPE, id, {
        reason: "spam",
        note: null,
      }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    expect((await queued(id))?.reportCount).toBe(1);
  });

  it("the queue's Delete removes the listing, resolves its reports, notifies and audits", async () => {
    const { id } = await createListing(seller.id, fields({ title: "Remove me please" }), []);
    await reportListing(await actorOf(buyer.id), id, "Prohibited or stolen item");
    const adminActor = await actorOf(admin.id);
    await removeReportedContent(REPORT_TARGETS, adminActor, LISTING_REPORT_TYPE, id);
    expect(await getListingForViewer(id, null)).toBeNull();
    expect(await getListingForViewer(id, { id: buyer.id, isAdmin: false })).toBeNull();
    expect((await getListingForViewer(id, { id: seller.id, isAdmin: false }))?.status).toBe(
      "removed",
    );
    expect((await browse({ q: "remove me" })).items).toHaveLength(0);
    expect(await queued(id)).toBeUndefined();
    const [report] = await getDb().select().from(reports).where(eq(reports.targetId, id));
    expect(report).toMatchObject({ status: "resolved", resolvedBy: admin.id });
    const notes = await getDb()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notes.some((n) => n.title.includes("Remove me please"))).toBe(true);
    // Removed listings cannot be reported.
    expect(await reportListing(await actorOf(buyer.id), id, "Other")).toEqual({
      ok: false,
      error: "not-found",
    });
    // Once restored, the member may report it again (their closed report is reopened).
    expect(await restoreListing(adminActor, id)).toBe(true);
    expect((await browse({ q: "remove me" })).items).toHaveLength(1);
    expect(await hasOpenReport(buyer.id, id)).toBe(false);
    expect(await reportListing(await actorOf(buyer.id), id, "Duplicate listing")).toEqual({
      ok: true,
    });
    expect(await queued(id)).toMatchObject({ reportCount: 1, notes: ["Duplicate listing"] });
    expect(
      (await listListingsForAdmin(adminActor, "active", 1)).items.find((l) => l.id === id),
    ).toMatchObject({ openReports: 1 });
    expect(await countReportedListings(adminActor)).toBeGreaterThanOrEqual(1);
    await dismissReports(REPORT_TARGETS, adminActor, LISTING_REPORT_TYPE, id);
    expect(await queued(id)).toBeUndefined();
    const audit = await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "content-report-dismiss",
      "listing-remove",
      "listing-restore",
    ]);
    expect((await listOwnListings(seller.id)).find((l) => l.id === id)?.status).toBe("active");
  });

  it("the seller deleting a reported listing resolves its reports", async () => {
    const { id } = await createListing(seller.id, fields({ title: "Gone soon" }), []);
    await reportListing(await actorOf(buyer.id), id, "Misleading description");
    expect(await deleteListing(seller.id, id)).toBe(true);
    expect(await queued(id)).toBeUndefined();
    const [report] = await getDb().select().from(reports).where(eq(reports.targetId, id));
    expect(report).toMatchObject({ status: "resolved", resolvedBy: null });
  });

  it("refuses admin actions to members", async () => {
    const { id } = await createListing(seller.id, fields({ title: "Safe" }), []);
    await reportListing(await actorOf(buyer.id), id, "Other");
    const member = await actorOf(buyer.id);
    await expect(removeListing(member, id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      removeReportedContent(REPORT_TARGETS, member, LISTING_REPORT_TYPE, id),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(countReportedListings(member)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await getListingForViewer(id, null))?.status).toBe("active");
    expect((await queued(id))?.reportCount).toBe(1);
  });
});
