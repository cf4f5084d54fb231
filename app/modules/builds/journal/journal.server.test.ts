// Build journals on PGlite and PostgreSQL: only the owner writes, edits or deletes an entry (an
// admin may delete, audited), a pending build's journal is not public, the photo limit, the
// schema's messages, the admins' review row, followers' notices, and mod links that survive an
// edit of the build's mod list.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  adminAuditLog,
  buildEdits,
  buildFollows,
  buildImages,
  buildJournalEntries,
  buildJournalEntryMods,
  buildNoticeMutes,
  builds,
  memberFollows,
  notifications,
} from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { pngFile, uploadedFiles } from "../../../../tests/setup/uploads";
import { actorOf, createVerifiedUser, makeAdmin } from "../../../../tests/setup/users";
import { createBuild, getOwnBuildForEdit, updateBuild } from "../builds.server";
import { getBuildForViewer } from "../queries.server";
import type { BuildFields } from "../schemas";
import { emptyModRow, emptySpecForm, specFormFromStored } from "../spec/form-values";
import { listMods } from "../spec/queries.server";
import { checkSpecForm } from "../spec/schemas";
import { JOURNAL_LIMITS, JOURNAL_MESSAGES } from "./constants";
import {
  createJournalEntry,
  deleteJournalEntry,
  type JournalEntryWrite,
  updateJournalEntry,
} from "./journal.server";
import { getJournalEntry, listJournalEntries, publicJournalFeed } from "./queries.server";
import { type JournalEntryFields, journalEntrySchema } from "./schemas";

const buildFields: BuildFields = {
  title: "E46 330Ci track car",
  carMake: "BMW",
  carModel: "330Ci",
  carYear: 2003,
  description: null,
  featuredImageUrl: "https://example.com/e46.jpg",
};

const entryFields: JournalEntryFields = {
  entryDate: "2026-03-14",
  title: "Coilovers in",
  body: "Fitted the coilovers and set the ride height.",
  mileage: 152000,
  costMinor: 129900,
  currency: "EUR",
};

const write = (over: Partial<JournalEntryWrite> = {}): JournalEntryWrite => ({
  fields: entryFields,
  modIds: [],
  newPhotos: [],
  ...over,
});

let owner: Actor;
let other: Actor;
let admin: Actor;

async function newBuild(approval: "approved" | "pending" | "rejected" = "approved") {
  const { id } = await createBuild(owner.id, buildFields, []);
  await getDb().update(builds).set({ approvalStatus: approval }).where(eq(builds.id, id));
  return id;
}

beforeAll(async () => {
  owner = await actorOf((await createVerifiedUser({ name: "Journal Owner" })).id);
  other = await actorOf((await createVerifiedUser({ name: "Other Member" })).id);
  const a = await createVerifiedUser({ name: "Admin" });
  await makeAdmin(a);
  admin = await actorOf(a.id);
});

describe("writing an entry", () => {
  it("stores the entry with its photos' words and shows it newest first", async () => {
    const buildId = await newBuild();
    const first = await createJournalEntry(owner, buildId, write());
    const photo = await pngFile("diff.png");
    const second = await createJournalEntry(
      owner,
      buildId,
      write({
        fields: { ...entryFields, entryDate: "2026-04-01", title: "Diff rebuild" },
        newPhotos: [{ file: photo, caption: "The LSD", description: "An open differential" }],
      }),
    );
    const page = await listJournalEntries(buildId);
    expect(page.items.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ photoCount: 1, mileage: 152000, costMinor: 129900 });
    expect(page.items[0].photos[0]).toMatchObject({
      caption: "The LSD",
      description: "An open differential",
    });
    const entry = await getJournalEntry(buildId, second.id);
    expect(entry?.photos[0].url).toMatch(/^\/uploads\/builds\//);
  });

  it("pages the journal with the keyset cursor", async () => {
    const buildId = await newBuild();
    for (let day = 1; day <= 3; day++) {
      await createJournalEntry(
        owner,
        buildId,
        write({ fields: { ...entryFields, entryDate: `2026-01-0${day}` } }),
      );
    }
    const one = await listJournalEntries(buildId, null, 2);
    expect(one.items.map((e) => e.entryDate)).toEqual(["2026-01-03", "2026-01-02"]);
    const two = await listJournalEntries(buildId, one.nextCursor, 2);
    expect(two.items.map((e) => e.entryDate)).toEqual(["2026-01-01"]);
    expect(two.nextCursor).toBeNull();
  });

  it("refuses another member's build and an admin, and stores nothing", async () => {
    const buildId = await newBuild();
    const filesBefore = uploadedFiles().length;
    const photo = await pngFile();
    for (const actor of [other, admin]) {
      await expect(
        createJournalEntry(
          actor,
          buildId,
          write({ newPhotos: [{ file: photo, caption: null, description: null }] }),
        ),
      ).rejects.toMatchObject({ kind: "forbidden" });
    }
    expect(
      await getDb().$count(buildJournalEntries, eq(buildJournalEntries.buildId, buildId)),
    ).toBe(0);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it("refuses more than the photo limit", async () => {
    const buildId = await newBuild();
    const photo = await pngFile();
    const newPhotos = Array.from({ length: JOURNAL_LIMITS.photos + 1 }, () => ({
      file: photo,
      caption: null,
      description: null,
    }));
    await expect(createJournalEntry(owner, buildId, write({ newPhotos }))).rejects.toMatchObject({
      userMessage: JOURNAL_MESSAGES.tooManyPhotos,
    });
    const { id } = await createJournalEntry(
      owner,
      buildId,
      write({ newPhotos: newPhotos.slice(1) }),
    );
    await expect(
      updateJournalEntry(owner, buildId, id, {
        ...write({ newPhotos: newPhotos.slice(0, 1) }),
        photos: [],
        removePhotoIds: [],
      }),
    ).rejects.toMatchObject({ userMessage: JOURNAL_MESSAGES.tooManyPhotos });
  });

  it("links only mods of the build's own mod list", async () => {
    const buildId = await newBuild();
    const otherBuild = await newBuild();
    await setMods(otherBuild, ["Intake"]);
    const [foreign] = await listMods(otherBuild);
    await expect(
      createJournalEntry(owner, buildId, write({ modIds: [foreign.id] })),
    ).rejects.toMatchObject({ userMessage: JOURNAL_MESSAGES.unknownMod });
  });
});

describe("the form's checks", () => {
  const form = {
    entryDate: "2026-02-01",
    title: "Brakes",
    body: "New pads",
    mileage: "",
    cost: "",
    currency: "",
  };
  it("accepts a plain entry and converts cost to minor units", () => {
    const parsed = journalEntrySchema.safeParse({ ...form, cost: "99.5", currency: "GBP" });
    expect(parsed.success && parsed.data).toMatchObject({ costMinor: 9950, currency: "GBP" });
  });
  it.each([
    [{ title: "  " }, "title", JOURNAL_MESSAGES.titleRequired],
    [{ title: "x".repeat(JOURNAL_LIMITS.title + 1) }, "title", JOURNAL_MESSAGES.titleTooLong],
    [{ body: "" }, "body", JOURNAL_MESSAGES.bodyRequired],
    [{ entryDate: "2026-02-30" }, "entryDate", JOURNAL_MESSAGES.date],
    [{ entryDate: "1850-01-01" }, "entryDate", JOURNAL_MESSAGES.dateRange],
    [{ cost: "10" }, "currency", "Choose the currency of the cost"],
    [{ mileage: "lots" }, "mileage", "Mileage must be between 0 and 2,000,000"],
  ])("refuses %o with its message", (change, path, message) => {
    const parsed = journalEntrySchema.safeParse({ ...form, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.error.issues.find((i) => i.path[0] === path)?.message).toBe(message);
    }
  });
});

describe("who sees a journal", () => {
  it("keeps a pending or rejected build's entries from visitors and other members", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const buildId = await newBuild(status);
      await createJournalEntry(owner, buildId, write());
      expect(await getBuildForViewer(buildId, null)).toBeNull();
      expect(await getBuildForViewer(buildId, other)).toBeNull();
      expect(await getBuildForViewer(buildId, owner)).not.toBeNull();
      expect(await getBuildForViewer(buildId, admin)).not.toBeNull();
      expect(await publicJournalFeed(buildId)).toBeNull();
    }
    const approved = await newBuild();
    await createJournalEntry(owner, approved, write());
    expect((await publicJournalFeed(approved))?.items).toHaveLength(1);
  });
});

describe("editing and deleting", () => {
  it("lets nobody but the owner edit, and the owner's edit is saved", async () => {
    const buildId = await newBuild();
    const { id } = await createJournalEntry(owner, buildId, write());
    const edit = {
      ...write({ fields: { ...entryFields, title: "Hijacked" } }),
      photos: [],
      removePhotoIds: [],
    };
    for (const actor of [other, admin]) {
      await expect(updateJournalEntry(actor, buildId, id, edit)).rejects.toMatchObject({
        kind: "forbidden",
      });
    }
    expect((await getJournalEntry(buildId, id))?.title).toBe(entryFields.title);
    await updateJournalEntry(owner, buildId, id, {
      ...edit,
      fields: { ...entryFields, title: "Coilovers, corner balanced" },
    });
    expect((await getJournalEntry(buildId, id))?.title).toBe("Coilovers, corner balanced");
  });

  it("removes photos and adds new ones on an edit", async () => {
    const buildId = await newBuild();
    const photo = await pngFile();
    const { id } = await createJournalEntry(
      owner,
      buildId,
      write({ newPhotos: [{ file: photo, caption: "a", description: null }] }),
    );
    const [first] = (await getJournalEntry(buildId, id))?.photos ?? [];
    await updateJournalEntry(owner, buildId, id, {
      ...write({ newPhotos: [{ file: photo, caption: "b", description: "Second" }] }),
      photos: [],
      removePhotoIds: [first.id],
    });
    const after = await getJournalEntry(buildId, id);
    expect(after?.photos.map((p) => p.caption)).toEqual(["b"]);
  });

  it("lets no other member delete; the owner and an admin (audited) may", async () => {
    const buildId = await newBuild();
    const { id } = await createJournalEntry(owner, buildId, write());
    await expect(deleteJournalEntry(other, buildId, id)).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect(await getJournalEntry(buildId, id)).not.toBeNull();
    await deleteJournalEntry(admin, buildId, id);
    expect(await getJournalEntry(buildId, id)).toBeNull();
    const audit = await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit).toMatchObject([{ action: "journal-entry-delete", adminId: admin.id }]);

    const second = await createJournalEntry(owner, buildId, write());
    await deleteJournalEntry(owner, buildId, second.id);
    expect(await getJournalEntry(buildId, second.id)).toBeNull();
  });

  it("deletes a removed photo's file unless a build photo still shows it", async () => {
    const buildId = await newBuild();
    const photo = await pngFile();
    const lone = await createJournalEntry(
      owner,
      buildId,
      write({ newPhotos: [{ file: photo, caption: null, description: null }] }),
    );
    const before = uploadedFiles().length;
    await deleteJournalEntry(owner, buildId, lone.id);
    expect(uploadedFiles().length).toBeLessThan(before);

    const shared = await createJournalEntry(
      owner,
      buildId,
      write({ newPhotos: [{ file: photo, caption: null, description: null }] }),
    );
    const [stored] = (await getJournalEntry(buildId, shared.id))?.photos ?? [];
    await getDb().insert(buildImages).values({ buildId, imageUrl: stored.url, sortOrder: 0 });
    const withShared = uploadedFiles().length;
    await deleteJournalEntry(owner, buildId, shared.id);
    expect(uploadedFiles().length).toBe(withShared);
  });

  it("logs an approved build's new and edited entries for the admins' review", async () => {
    const buildId = await newBuild();
    const { id } = await createJournalEntry(owner, buildId, write());
    await updateJournalEntry(owner, buildId, id, {
      ...write({ fields: { ...entryFields, body: "Changed" } }),
      photos: [],
      removePhotoIds: [],
    });
    const edits = await getDb().select().from(buildEdits).where(eq(buildEdits.buildId, buildId));
    expect(edits.map((e) => [e.changedFields, e.journalEntryId])).toEqual(
      expect.arrayContaining([
        [["journal-added"], id],
        [["journal-edited"], id],
      ]),
    );
    const pending = await newBuild("pending");
    await createJournalEntry(owner, pending, write());
    expect(await getDb().$count(buildEdits, eq(buildEdits.buildId, pending))).toBe(0);
  });
});

describe("followers' notices", () => {
  it("tells each follower once, not a muted one, not the author, nothing for a pending build", async () => {
    const buildFan = await createVerifiedUser({ name: "Build Fan" });
    const ownerFan = await createVerifiedUser({ name: "Owner Fan" });
    const both = await createVerifiedUser({ name: "Both Fan" });
    const muted = await createVerifiedUser({ name: "Muted Fan" });
    const buildId = await newBuild();
    const pending = await newBuild("pending");
    for (const b of [buildId, pending]) {
      await getDb()
        .insert(buildFollows)
        .values([buildFan, both, muted].map((u) => ({ buildId: b, userId: u.id })));
    }
    await getDb()
      .insert(memberFollows)
      .values([ownerFan, both, muted].map((u) => ({ followeeId: owner.id, followerId: u.id })));
    await getDb().insert(buildNoticeMutes).values({ buildId, userId: muted.id });
    // The author following their own build is never told about their own entry.
    await getDb().insert(buildFollows).values({ buildId, userId: owner.id });

    const photo = await pngFile();
    const { id, notified } = await createJournalEntry(
      owner,
      buildId,
      write({
        newPhotos: [
          { file: photo, caption: null, description: null },
          { file: photo, caption: null, description: null },
        ],
      }),
    );
    expect(notified).toBe(3);
    const notices = await getDb()
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/builds/${buildId}/journal/${id}`));
    expect(notices.map((n) => n.userId).sort()).toEqual([buildFan.id, ownerFan.id, both.id].sort());
    expect(notices[0]).toMatchObject({ kind: "journal-entry" });

    const quiet = await createJournalEntry(owner, pending, write());
    expect(quiet.notified).toBe(0);
    expect(
      await getDb().$count(
        notifications,
        and(eq(notifications.link, `/builds/${pending}/journal/${quiet.id}`)),
      ),
    ).toBe(0);
  });
});

async function setMods(buildId: string, names: string[], keepIdsOf = false) {
  const current = await getOwnBuildForEdit(owner.id, buildId);
  if (!current) throw new Error("no build");
  const values = keepIdsOf ? specFormFromStored(null, await listMods(buildId)) : emptySpecForm();
  values.mods = names.map((partName, i) => ({
    ...(values.mods[i] ?? emptyModRow()),
    category: "suspension",
    partName,
  }));
  const checked = checkSpecForm(values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const result = await updateBuild(owner.id, buildId, {
    fields: buildFields,
    removeImageIds: [],
    captions: {},
    newImages: [],
    specSheet: { form: checked.data, dynoImage: null, removeDynoImage: false },
  });
  if (!result.ok) throw new Error(result.error);
}

describe("mod links and edits of the mod list", () => {
  it("keeps an entry's mod link when the mod list is edited around it", async () => {
    const buildId = await newBuild();
    await setMods(buildId, ["Coilovers", "Sway bars"]);
    const [coilovers] = await listMods(buildId);
    const { id } = await createJournalEntry(owner, buildId, write({ modIds: [coilovers.id] }));

    // The owner renames the linked mod, removes the other one and adds a new one.
    await setMods(buildId, ["Coilovers (KW V3)", "Strut brace"], true);
    const mods = await listMods(buildId);
    expect(mods.map((m) => m.partName)).toEqual(["Coilovers (KW V3)", "Strut brace"]);
    expect(mods[0].id).toBe(coilovers.id);
    const entry = await getJournalEntry(buildId, id);
    expect(entry?.mods).toMatchObject([{ id: coilovers.id, partName: "Coilovers (KW V3)" }]);
    expect(await getDb().$count(buildJournalEntryMods, eq(buildJournalEntryMods.entryId, id))).toBe(
      1,
    );
  });

  it("drops the link only when its mod is removed", async () => {
    const buildId = await newBuild();
    await setMods(buildId, ["Turbo"]);
    const [turbo] = await listMods(buildId);
    const { id } = await createJournalEntry(owner, buildId, write({ modIds: [turbo.id] }));
    await setMods(buildId, [], true);
    expect((await getJournalEntry(buildId, id))?.mods).toEqual([]);
  });
});
