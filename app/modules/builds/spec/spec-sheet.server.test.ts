// Writing a build's spec sheet, wheels and mods through createBuild/updateBuild (one transaction
// with the build), on PGlite and PostgreSQL: all or nothing, owners only, the admins' edit log.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildEdits, buildMods, buildSpecs, builds, buildWheels } from "~/db/schema";
import { ImageRejectedError } from "~/lib/images.server";
import { pngFile, uploadedFiles } from "../../../../tests/setup/uploads";
import { createVerifiedUser, type TestUser } from "../../../../tests/setup/users";
import {
  createBuild,
  isDynoImageRejection,
  type SpecSheetSubmission,
  updateBuild,
} from "../builds.server";
import type { BuildFields } from "../schemas";
import { emptyModRow, emptySpecForm, type SpecFormValues } from "./form-values";
import { getSpecSheet, listMods } from "./queries.server";
import { checkSpecForm, type ModInput } from "./schemas";
import {
  listSpecCompleteness,
  replaceMods,
  saveSpecSheet,
  specSheetCompleteness,
} from "./spec-sheet.server";

const fields: BuildFields = {
  title: "Silvia S15 Spec R",
  carMake: "Nissan",
  carModel: "Silvia",
  carYear: 2001,
  description: null,
  featuredImageUrl: "https://example.com/s15.jpg",
};

function specForm(edit: (values: SpecFormValues) => void = () => {}): SpecFormValues {
  const values = emptySpecForm();
  values.spec.chassisCode = "S15";
  values.spec.engineCode = "SR20DET";
  values.spec.aspiration = "turbo";
  values.spec.powerHp = "320";
  values.tags = ["jdm", "drift"];
  values.front = { ...values.front, diameterIn: "18", widthIn: "9.5", offsetMm: "22" };
  values.front.tyreSize = "235/40R18";
  values.front.boltPattern = "5x114.3";
  values.rear = { ...values.rear, diameterIn: "18", widthIn: "10.5", offsetMm: "15" };
  values.rear.tyreSize = "265/35R18";
  values.mods = [
    { ...emptyModRow(), category: "forced-induction", brand: "Garrett", partName: "GTX2867R" },
    { ...emptyModRow(), category: "suspension", brand: "BC Racing", partName: "BR coilovers" },
    { ...emptyModRow(), category: "exhaust", partName: "Catback", cost: "850", currency: "GBP" },
  ];
  edit(values);
  return values;
}

function submission(values: SpecFormValues, dynoImage: File | null = null): SpecSheetSubmission {
  const checked = checkSpecForm(values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return { form: checked.data, dynoImage, removeDynoImage: false };
}

const edit = (specSheet?: SpecSheetSubmission) => ({
  fields,
  removeImageIds: [],
  captions: {},
  newImages: [],
  specSheet,
});

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Spec Owner" });
  other = await createVerifiedUser({ name: "Someone Else" });
});

describe("creating a build with a spec sheet", () => {
  it("stores the sheet, both axles and the mods in order", async () => {
    const { id } = await createBuild(owner.id, fields, [], submission(specForm()));
    const sheet = await getSpecSheet(id);
    expect(sheet).toMatchObject({
      chassisCode: "S15",
      engineCode: "SR20DET",
      aspiration: "turbo",
      powerHp: 320,
      tags: ["jdm", "drift"],
      hideModCosts: false,
    });
    expect(sheet?.wheels.map((w) => [w.axle, w.diameterIn, w.widthIn, w.offsetMm])).toEqual([
      ["front", 18, 9.5, 22],
      ["rear", 18, 10.5, 15],
    ]);
    const mods = await listMods(id);
    expect(mods.map((m) => [m.partName, m.sortOrder])).toEqual([
      ["GTX2867R", 0],
      ["BR coilovers", 1],
      ["Catback", 2],
    ]);
    expect(mods[2]).toMatchObject({ costMinor: 85000, currency: "GBP" });
  });

  it("stores no spec row for an empty sheet", async () => {
    const { id } = await createBuild(owner.id, fields, [], submission(emptySpecForm()));
    expect(await getSpecSheet(id)).toBeNull();
    expect(await listMods(id)).toEqual([]);
  });

  it("stores the dyno-sheet photo with the build", async () => {
    const dyno = await pngFile("dyno.png", { color: "#112233" });
    const { id } = await createBuild(owner.id, fields, [], submission(specForm(), dyno));
    const sheet = await getSpecSheet(id);
    expect(sheet?.dynoImageUrl).toMatch(/^\/uploads\/builds\//);
  });

  it("leaves no build, spec row, wheel or file when a mod cannot be written", async () => {
    const filesBefore = uploadedFiles().length;
    const [buildsBefore, specsBefore, wheelsBefore] = await Promise.all([
      getDb().$count(builds),
      getDb().$count(buildSpecs),
      getDb().$count(buildWheels),
    ]);
    const broken = submission(specForm(), await pngFile("dyno.png"));
    // Past the form's checks (a bug, or a write that races a constraint): the database refuses it.
    broken.form.mods.push({ ...broken.form.mods[0], category: "nitrous" } as unknown as ModInput);
    await expect(createBuild(owner.id, fields, [], broken)).rejects.toThrow();
    expect(await getDb().$count(builds)).toBe(buildsBefore);
    expect(await getDb().$count(buildSpecs)).toBe(specsBefore);
    expect(await getDb().$count(buildWheels)).toBe(wheelsBefore);
    expect(uploadedFiles().length).toBe(filesBefore);
  });
});

describe("a refused dyno-sheet photo", () => {
  it("is told apart from the build photos, and no photo stays stored", async () => {
    const filesBefore = uploadedFiles().length;
    const notAnImage = new File([new TextEncoder().encode("not a png")], "dyno.png", {
      type: "image/png",
    });
    const photo = { file: await pngFile("car.png"), caption: null };
    const error = await createBuild(
      owner.id,
      fields,
      [photo],
      submission(specForm(), notAnImage),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(isDynoImageRejection(error)).toBe(true);
    expect(uploadedFiles().length).toBe(filesBefore);

    const badPhoto = { file: notAnImage, caption: null };
    const photoError = await createBuild(owner.id, fields, [badPhoto]).catch((e: unknown) => e);
    expect(photoError).toBeInstanceOf(ImageRejectedError);
    expect(isDynoImageRejection(photoError)).toBe(false);
  });
});

describe("the use-cases inside one transaction", () => {
  it("a failing mod insert rolls back the spec sheet written before it", async () => {
    const { id } = await createBuild(owner.id, fields, []);
    const good = submission(specForm()).form;
    await expect(
      getDb().transaction(async (tx) => {
        await saveSpecSheet(tx, id, { ...good.spec, dynoImageUrl: null });
        await replaceMods(tx, id, [{ ...good.mods[0], partName: "   " }]);
      }),
    ).rejects.toThrow();
    expect(await getDb().$count(buildSpecs, eq(buildSpecs.buildId, id))).toBe(0);
    expect(await getDb().$count(buildWheels, eq(buildWheels.buildId, id))).toBe(0);
  });
});

describe("editing the spec sheet", () => {
  it("replaces the sheet, wheels and mods; keeps the dyno photo unless removed", async () => {
    const dyno = await pngFile("dyno.png");
    const { id } = await createBuild(owner.id, fields, [], submission(specForm(), dyno));
    const stored = (await getSpecSheet(id))?.dynoImageUrl;
    const changed = specForm((v) => {
      v.spec.powerHp = "410";
      v.rear = emptySpecForm().rear;
      v.mods = [v.mods[2], v.mods[0]];
    });
    expect(await updateBuild(owner.id, id, edit(submission(changed)))).toEqual({ ok: true });
    const sheet = await getSpecSheet(id);
    expect(sheet?.powerHp).toBe(410);
    expect(sheet?.dynoImageUrl).toBe(stored);
    expect(sheet?.wheels.map((w) => w.axle)).toEqual(["front"]);
    expect((await listMods(id)).map((m) => m.partName)).toEqual(["Catback", "GTX2867R"]);

    const remove = { ...submission(changed), removeDynoImage: true };
    expect(await updateBuild(owner.id, id, edit(remove))).toEqual({ ok: true });
    expect((await getSpecSheet(id))?.dynoImageUrl).toBeNull();
  });

  it("clearing every field removes the sheet and the mods", async () => {
    const { id } = await createBuild(owner.id, fields, [], submission(specForm()));
    await updateBuild(owner.id, id, edit(submission(emptySpecForm())));
    expect(await getSpecSheet(id)).toBeNull();
    expect(await listMods(id)).toEqual([]);
  });

  it("an owner cannot write another member's build", async () => {
    const { id } = await createBuild(owner.id, fields, [], submission(specForm()));
    const hijack = submission(
      specForm((v) => {
        v.spec.powerHp = "999";
        v.mods = [{ ...emptyModRow(), category: "other", partName: "Hijacked" }];
      }),
    );
    expect(await updateBuild(other.id, id, edit(hijack))).toEqual({
      ok: false,
      error: "not-found",
    });
    expect((await getSpecSheet(id))?.powerHp).toBe(320);
    expect((await listMods(id)).map((m) => m.partName)).not.toContain("Hijacked");
  });

  it("logs 'spec' and 'mods' for the admins when an approved build's sheet changes", async () => {
    const { id } = await createBuild(owner.id, fields, [], submission(specForm()));
    await getDb().update(builds).set({ approvalStatus: "approved" }).where(eq(builds.id, id));
    const editsOf = () => getDb().select().from(buildEdits).where(eq(buildEdits.buildId, id));

    // The same sheet again: nothing changed, nothing logged.
    await updateBuild(owner.id, id, edit(submission(specForm())));
    expect(await editsOf()).toEqual([]);

    await updateBuild(owner.id, id, edit(submission(specForm((v) => (v.front.offsetMm = "30")))));
    expect((await editsOf()).map((e) => e.changedFields)).toEqual([["spec"]]);

    await updateBuild(
      owner.id,
      id,
      edit(
        submission(
          specForm((v) => {
            v.front.offsetMm = "30";
            v.mods = v.mods.slice(1);
          }),
        ),
      ),
    );
    expect((await editsOf()).map((e) => e.changedFields)).toContainEqual(["mods"]);
  });

  it("leaves the sheet alone when an edit does not carry it", async () => {
    const { id } = await createBuild(owner.id, fields, [], submission(specForm()));
    await updateBuild(owner.id, id, edit());
    expect((await getSpecSheet(id))?.chassisCode).toBe("S15");
    expect(await getDb().$count(buildMods, eq(buildMods.buildId, id))).toBe(3);
  });
});

describe("completeness", () => {
  it("is 0 without a sheet, grows with it and reaches 100", async () => {
    expect(specSheetCompleteness(null, [])).toBe(0);
    const { id: empty } = await createBuild(owner.id, fields, []);
    const { id: partial } = await createBuild(owner.id, fields, [], submission(specForm()));
    const full = specForm((v) => {
      v.spec.layout = "fr";
      v.spec.suspensionType = "coilovers";
      v.spec.brakes = "Brembo";
      v.spec.exterior = "Aero kit";
      v.spec.interior = "Bucket seats";
    });
    const { id: complete } = await createBuild(owner.id, fields, [], submission(full));
    const result = await listSpecCompleteness([empty, partial, complete]);
    expect(result[empty]).toBe(0);
    expect(result[partial]).toBeGreaterThan(0);
    expect(result[partial]).toBeLessThan(100);
    expect(result[complete]).toBe(100);
  });
});
