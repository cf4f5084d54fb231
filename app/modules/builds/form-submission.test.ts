import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "~/lib/image-rules";
import { INSECURE_IMAGE_URL_MESSAGE } from "~/lib/image-urls";
import type { BuildFormFailure } from "./components/build-form/messages";
import { parseBuildSubmission } from "./form-submission.server";

function form(fields: Record<string, string | string[] | File[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const VALID = { title: " Track S2000 ", carMake: "Honda", carModel: "S2000", carYear: "2006" };
const photo = (name = "a.jpg", bytes = 10) => new File([new Uint8Array(bytes)], name);

async function failureOf(result: ReturnType<typeof parseBuildSubmission>) {
  if (result.ok) throw new Error("expected a failure");
  // data() keeps the payload and status as they are.
  const { data, init } = result.answer as unknown as { data: BuildFormFailure; init: ResponseInit };
  return { body: data, status: init.status };
}

describe("parseBuildSubmission", () => {
  it("pairs each photo with its caption, in order", () => {
    const result = parseBuildSubmission(
      form({ ...VALID, images: [photo("1.jpg"), photo("2.jpg")], imageCaption: ["Front", " "] }),
      "create",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.submission.fields.title).toBe("Track S2000");
    expect(result.submission.fields.carYear).toBe(2006);
    expect(result.submission.newImages.map((i) => [i.file.name, i.caption])).toEqual([
      ["1.jpg", "Front"],
      ["2.jpg", null],
    ]);
  });

  it("reads the photos' descriptions and positions (the no-JavaScript selects send the same)", () => {
    const result = parseBuildSubmission(
      form({
        ...VALID,
        images: [photo("1.jpg")],
        imageCaption: [""],
        imageAltText: ["  Red coupe\non bronze wheels "],
        "altText:img-a": "",
        "altText:img-b": "Rear three-quarter",
        "photoPosition:img-a": "2",
        "photoPosition:img-b": "1",
      }),
      "edit",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.submission.newImages[0].altText).toBe("Red coupe on bronze wheels");
    expect(result.submission.altTexts).toEqual({ "img-a": null, "img-b": "Rear three-quarter" });
    expect(result.submission.positions).toEqual({ "img-a": 2, "img-b": 1 });
  });

  it("refuses a description over 250 characters and keeps what was typed", async () => {
    const long = "x".repeat(251);
    const { body, status } = await failureOf(
      parseBuildSubmission(
        form({ ...VALID, "altText:img-a": long, "photoPosition:img-a": "1" }),
        "edit",
      ),
    );
    expect(status).toBe(400);
    expect(body.errors.images).toBe("Descriptions must be 250 characters or less");
    expect(body.altTexts).toEqual({ "img-a": long });
    expect(body.positions).toEqual({ "img-a": 1 });
  });

  it("asks for an image on create, but not when a featured image URL is given", async () => {
    const { body, status } = await failureOf(parseBuildSubmission(form(VALID), "create"));
    expect(status).toBe(400);
    expect(body.errors.images).toBe("Image Required: Please add at least one image to your build.");
    expect(body.toast).toEqual({
      title: "Image Required",
      description: "Please add at least one image to your build.",
    });
    expect(body.values?.title).toBe(" Track S2000 ");
    const withUrl = parseBuildSubmission(
      form({ ...VALID, featuredImageUrl: "https://example.com/car.jpg" }),
      "create",
    );
    expect(withUrl.ok).toBe(true);
  });

  it("refuses an http: featured image URL (the browser would block it) with a clear message", async () => {
    const { body } = await failureOf(
      parseBuildSubmission(
        form({ ...VALID, featuredImageUrl: "http://example.com/car.jpg" }),
        "create",
      ),
    );
    expect(body.errors.featuredImageUrl).toBe(INSECURE_IMAGE_URL_MESSAGE);
  });

  it("leaves the image rule of an edit to updateBuild (it knows the kept photos)", () => {
    expect(parseBuildSubmission(form(VALID), "edit").ok).toBe(true);
  });

  it("refuses more than 5 photos with the create or edit wording", async () => {
    const six = Array.from({ length: 6 }, (_, i) => photo(`${i}.jpg`));
    const create = await failureOf(parseBuildSubmission(form({ ...VALID, images: six }), "create"));
    expect(create.body.toast).toEqual({
      title: "Too many images",
      description: "You can upload a maximum of 5 images.",
    });
    const edit = await failureOf(parseBuildSubmission(form({ ...VALID, images: six }), "edit"));
    expect(edit.body.toast.description).toBe("You can have a maximum of 5 images total.");
  });

  it("refuses a photo over 5MB and keeps what was typed", async () => {
    const big = photo("big.jpg", MAX_IMAGE_BYTES + 1);
    const { body } = await failureOf(
      parseBuildSubmission(form({ ...VALID, images: [big], imageCaption: ["Mine"] }), "create"),
    );
    expect(body.errors.images).toBe(
      'File too large: Please select images smaller than 5MB. "big.jpg" is 5.1MB.',
    );
    expect(body.toast.title).toBe("File too large");
    expect(body.newCaptions).toEqual(["Mine"]);
    expect(body.values?.carModel).toBe("S2000");
  });

  it("reports field errors with the schema's messages", async () => {
    const { body } = await failureOf(
      parseBuildSubmission(
        form({ title: "", carMake: "Honda", carModel: "", carYear: "1800", images: [photo()] }),
        "create",
      ),
    );
    expect(body.errors.title).toBe("Title is required");
    expect(body.errors.carModel).toBe("Model is required");
    expect(body.errors.carYear).toMatch(/^Year must be between 1900 and \d{4}$/);
    expect(body.toast.title).toBe("Title is required");
  });

  it("reads removals and captions of kept photos on edit", () => {
    const result = parseBuildSubmission(
      form({ ...VALID, removeImageId: ["a", "b"], "caption:c": "Rear", "caption:d": "" }),
      "edit",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.submission.removeImageIds).toEqual(["a", "b"]);
    expect(result.submission.captions).toEqual({ c: "Rear", d: null });
  });

  it("checks the spec sheet and mod list steps and sends back everything typed", async () => {
    const sent = form({
      ...VALID,
      images: [photo()],
      "spec.chassisCode": "AP1",
      "spec.tag": ["jdm", "track"],
      "front.offsetMm": "120",
      "front.tyreSize": "wide",
      "rear.boltPattern": "5 lugs",
      "mod.category": ["engine", ""],
      "mod.brand": ["Spoon", ""],
      "mod.partName": ["", ""],
      "mod.partNumber": ["", ""],
      "mod.status": ["installed", "installed"],
      "mod.installedOn": ["", ""],
      "mod.mileage": ["", ""],
      "mod.cost": ["", ""],
      "mod.currency": ["", ""],
    });
    const { body, status } = await failureOf(parseBuildSubmission(sent, "create"));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      "front.offsetMm": "Offset must be between -80 and +80 mm",
      "front.tyreSize": "Tyre size must look like 255/35R18",
      "rear.boltPattern": "Bolt pattern must look like 5x114.3",
      "mods.0.partName": "Part name is required",
    });
    expect(body.toast.title).toBe("Offset must be between -80 and +80 mm");
    expect(body.values?.title).toBe(" Track S2000 ");
    expect(body.spec?.spec.chassisCode).toBe("AP1");
    expect(body.spec?.tags).toEqual(["jdm", "track"]);
    expect(body.spec?.front.offsetMm).toBe("120");
    expect(body.spec?.rear.boltPattern).toBe("5 lugs");
    expect(body.spec?.mods.map((m) => m.brand)).toEqual(["Spoon", ""]);
  });

  it("passes a valid spec sheet on to the use-case, blank mod rows left out", () => {
    const result = parseBuildSubmission(
      form({
        ...VALID,
        images: [photo()],
        "front.offsetMm": "ET45",
        "mod.category": ["", "exhaust"],
        "mod.partName": ["", "Spoon N1"],
        "mod.status": ["installed", "installed"],
        "mod.cost": ["", "1299.99"],
        "mod.currency": ["", "USD"],
        "spec.hideModCosts": "on",
      }),
      "create",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { specSheet } = result.submission;
    expect(specSheet.form.spec.wheels).toEqual([expect.objectContaining({ offsetMm: 45 })]);
    expect(specSheet.form.spec.hideModCosts).toBe(true);
    expect(specSheet.form.mods).toEqual([
      expect.objectContaining({ partName: "Spoon N1", costMinor: 129999, currency: "USD" }),
    ]);
    expect(specSheet.dynoImage).toBeNull();
  });

  it("a no-JavaScript row button sends the form back changed, with no error and nothing saved", async () => {
    const { body, status } = await failureOf(
      parseBuildSubmission(
        form({
          ...VALID,
          "front.offsetMm": "120",
          "mod.category": ["engine", "fuel"],
          "mod.partName": ["Cams", "Injectors"],
          modRowAction: "up-mod:1",
        }),
        "edit",
      ),
    );
    expect(status).toBe(200);
    expect(body.draft).toBe(true);
    expect(body.errors).toEqual({});
    expect(body.toast).toEqual({
      title: "Row moved up.",
      description: "Nothing is saved until you press Save Changes.",
    });
    expect(body.spec?.mods.map((m) => m.partName)).toEqual(["Injectors", "Cams"]);
    expect(body.spec?.front.offsetMm).toBe("120");
  });
});
