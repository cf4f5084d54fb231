// The spec sheet and mod list steps of /create-build and /edit-build (issue 18, items 2, 3, 7), in
// real Chromium: with JavaScript (create with two axles of fitment and three mods, reorder, then
// edit from My Builds' completeness hint) and without it (bad values keep everything typed, the
// row buttons work by posting, fixing the values saves).
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  makePhoto,
  signIn,
  specTempDir,
  test,
  toast,
} from "./support";

const RUN = Date.now().toString(36);
const LONG = "W".repeat(300);
const SCRIPT = "<script>alert(1)</script>";
const photoDir = specTempDir("spec-photos");

/** Fails the test on any dialog: typed markup must never run. */
function refuseDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

/** axe-core (WCAG 2.1 A/AA) on the page as it is now: the steps open, filled or in error. */
async function expectNoAxeViolations(page: Page, what: string) {
  // The pointer off the buttons: a hovered button is checked in its resting colours.
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe violations on ${what}`,
  ).toEqual([]);
}

async function openBuildForm(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
}

const step = (page: Page, title: "Spec sheet (optional)" | "Mod list (optional)") =>
  page.locator("details", { has: page.getByRole("heading", { name: title }) });

async function openStep(page: Page, title: "Spec sheet (optional)" | "Mod list (optional)") {
  const details = step(page, title);
  if ((await details.getAttribute("open")) === null) {
    await details.locator("summary").click();
  }
  await expect(details).toHaveAttribute("open", "");
}

/** The field labelled exactly `text` (the SPEC fields add "(optional)" to some labels). */
const label = (page: Page, text: string) =>
  page.getByLabel(
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(\\(optional\\))?$`),
  );
/** A mod row's field: "Mod 2 Part name" to a screen reader. */
const modField = (page: Page, n: number, text: string) => label(page, `Mod ${n} ${text}`);

async function fillSpecFields(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = label(page, name);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

async function fillMod(page: Page, n: number, mod: Record<string, string>) {
  for (const [name, value] of Object.entries(mod)) {
    const field = modField(page, n, name);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await expect(label(page, name), name).toHaveValue(value);
  }
}

const partNames = (page: Page) =>
  page
    .locator('input[name="mod.partName"]')
    .evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((i) => i.value).filter(Boolean));

const SPEC_VALUES = {
  "Chassis code": "S15",
  "Engine code": "SR20DET",
  "Displacement (cc)": "1998",
  Aspiration: "turbo",
  Fuel: "petrol",
  "Power (hp)": "320",
  "Torque (Nm)": "392",
  "Measured at": "wheel",
  "Dyno type": "dynojet",
  Layout: "fr",
  Differential: "OS Giken 2-way",
  Type: "coilovers",
  "Camber front (°)": "-2.5",
  "Camber rear (°)": "-1.5",
  "Front wheel": "Work Meister S1 3P",
  "Front diameter (in)": "18",
  "Front width (in)": "9.5",
  "Front offset (ET, mm)": "+22",
  "Front bolt pattern": "5x114.3",
  "Front centre bore (mm)": "73.1",
  "Front spacer (mm)": "5",
  "Front tyre size": "235/40R18",
  "Front fitment": "flush",
  "Front rubs": "no",
  "Rear diameter (in)": "18",
  "Rear width (in)": "10.5",
  "Rear offset (ET, mm)": "15",
  "Rear bolt pattern": "5x114.3",
  "Rear tyre size": "265/35R18",
  "Rear fitment": "poke",
  "Rear rubs": "yes",
};

test.describe.configure({ mode: "serial" });

let createdTitle = "";

test("with JavaScript: a build with a spec sheet, two axles and three mods, then edited", async ({
  page,
}) => {
  refuseDialogs(page);
  const member = demoUsers.members[2];
  await signIn(page, member.email, member.password);
  await openBuildForm(page, "/create-build");
  createdTitle = `Spec S15 ${RUN}`;
  await label(page, "Build title").fill(createdTitle);
  await label(page, "Make").fill("Nissan");
  await label(page, "Model").fill("Silvia Spec R");
  await label(page, "Year").fill("2001");
  await label(page, "Featured image URL").fill("https://example.com/s15.jpg");

  // Both steps start closed on a new build; the keyboard opens them.
  await expect(step(page, "Spec sheet (optional)")).not.toHaveAttribute("open", "");
  await label(page, "Description").focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    if (
      await step(page, "Spec sheet (optional)")
        .locator("summary")
        .evaluate((s) => s === document.activeElement)
    )
      break;
  }
  await expect(step(page, "Spec sheet (optional)").locator("summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(step(page, "Spec sheet (optional)")).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await expect(label(page, "Chassis code")).toBeFocused();

  await fillSpecFields(page, SPEC_VALUES);
  await label(page, "Transmission").fill(SCRIPT);
  await label(page, "Exterior").fill(LONG);
  await label(page, "Interior").fill("Bride Zeta IV, Nardi Classic");
  await label(page, "Brakes").fill("Brembo 4-pot front");
  await label(page, "Brand").fill("BC Racing");
  await page.getByRole("checkbox", { name: "JDM" }).check();
  await page.getByRole("checkbox", { name: "Drift" }).check();
  const dyno = await makePhoto(path.join(photoDir, "dyno.png"), { format: "png" });
  await label(page, "Dyno sheet photo").setInputFiles(dyno);

  await openStep(page, "Mod list (optional)");
  await fillMod(page, 1, {
    Category: "forced-induction",
    Brand: "Garrett",
    "Part name": "GTX2867R turbo",
    Status: "installed",
    "Install date": "2023-04-01",
    Mileage: "84000",
    Cost: "1850",
    Currency: "GBP",
  });
  await fillMod(page, 2, {
    Category: "suspension",
    Brand: "BC Racing",
    "Part name": "BR coilovers",
  });
  await fillMod(page, 3, {
    Category: "exhaust",
    "Part name": LONG.slice(0, 100),
    "Part number": SCRIPT,
    Status: "planned",
  });
  // A fourth row added and removed again; the third moved to the top, the keyboard staying on it.
  await page.getByRole("button", { name: "Add a mod" }).click();
  await expect(modField(page, 4, "Category")).toBeFocused();
  await page.getByRole("button", { name: "Remove mod 4" }).click();
  await expect(modField(page, 4, "Category")).toHaveCount(0);
  await page.getByRole("button", { name: "Move mod 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move mod 2 up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move mod 1 down" })).toBeFocused();
  expect(await partNames(page)).toEqual([LONG.slice(0, 100), "GTX2867R turbo", "BR coilovers"]);

  await expectNoAxeViolations(page, "the filled steps");
  for (const width of [1280, 390]) {
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `/tmp/editor-spec-steps-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Create Build" }).click();
  await expect(page).toHaveURL(/\/builds$/);
  await expect(toast(page, "Build Created!")).toContainText(
    "Your build has been successfully submitted.",
  );

  // My Builds: the hint, and its link to the spec sheet step of the edit form.
  await page.goto("/my-builds");
  const card = page.getByRole("listitem").filter({ hasText: createdTitle });
  await expect(card.getByText("Spec sheet 100% complete")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/editor-my-builds-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole("link", { name: `Edit spec sheet (${createdTitle})` }).click();
  await expect(page).toHaveURL(/\/edit-build\/[0-9a-f-]+#spec-sheet$/);
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
  await expect(step(page, "Spec sheet (optional)")).toHaveAttribute("open", "");

  // Everything came back as stored (numbers as the database keeps them).
  await expectValues(page, {
    ...SPEC_VALUES,
    "Camber front (°)": "-2.5",
    "Front offset (ET, mm)": "22",
    Transmission: SCRIPT,
    Exterior: LONG,
  });
  await expect(page.getByRole("checkbox", { name: "JDM" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Current dyno sheet" })).toBeVisible();
  await expect(step(page, "Mod list (optional)")).toHaveAttribute("open", "");
  expect(await partNames(page)).toEqual([LONG.slice(0, 100), "GTX2867R turbo", "BR coilovers"]);
  await expect(modField(page, 2, "Cost")).toHaveValue("1850");
  await expect(modField(page, 2, "Currency")).toHaveValue("GBP");

  // Edit: a new offset, "rear same as front", one mod fewer, costs hidden.
  await label(page, "Front offset (ET, mm)").fill("30");
  await page.getByRole("checkbox", { name: "Rear same as front" }).check();
  await expect(label(page, "Rear offset (ET, mm)")).toHaveCount(0);
  await page.getByRole("button", { name: "Remove mod 1" }).click();
  await page.getByRole("checkbox", { name: "Hide what my mods cost" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]+$/);
  await expect(toast(page, "Build Updated!")).toBeVisible();

  // The build page shows what was saved, in its sections.
  await expect(page.getByRole("heading", { name: "Spec Sheet" })).toBeVisible();
  for (const section of ["Chassis & engine", "Power", "Drivetrain", "Wheels & tyres"]) {
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  const wheels = page.getByRole("table").filter({ hasText: "235/40R18" });
  await expect(wheels.getByRole("rowheader", { name: "Front" })).toBeVisible();
  await expect(wheels.getByRole("rowheader", { name: "Rear" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mod List" })).toBeVisible();
  await expect(page.getByRole("rowheader").filter({ hasText: "GTX2867R turbo" })).toBeVisible();

  await page.goto(page.url().replace("/builds/", "/edit-build/"));
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
  await openStep(page, "Spec sheet (optional)");
  await expectValues(page, { "Front offset (ET, mm)": "30", "Rear offset (ET, mm)": "30" });
  await expectValues(page, { "Rear tyre size": "235/40R18", "Rear fitment": "flush" });
  expect(await partNames(page)).toEqual(["GTX2867R turbo", "BR coilovers"]);
  await expect(page.getByRole("checkbox", { name: "Hide what my mods cost" })).toBeChecked();
});

test("with JavaScript: a bad value is caught before sending, at its field, in its step", async ({
  page,
}) => {
  const member = demoUsers.members[2];
  await signIn(page, member.email, member.password);
  await openBuildForm(page, "/create-build");
  await label(page, "Build title").fill(`Checked ${RUN}`);
  await label(page, "Make").fill("Honda");
  await label(page, "Model").fill("Civic Type R");
  await label(page, "Featured image URL").fill("https://example.com/ek9.jpg");
  await openStep(page, "Spec sheet (optional)");
  await label(page, "Rear tyre size").fill("wide");
  // Closed again: the error opens it and takes the keyboard there.
  await step(page, "Spec sheet (optional)").locator("summary").click();
  await page.getByRole("button", { name: "Create Build" }).click();
  await expect(step(page, "Spec sheet (optional)")).toHaveAttribute("open", "");
  await expect(label(page, "Rear tyre size")).toBeFocused();
  await expect(label(page, "Rear tyre size")).toHaveAccessibleDescription(
    /Tyre size must look like 255\/35R18/,
  );
  await expectNoAxeViolations(page, "the spec sheet step with an error");
  await expectNoSidewaysScroll(page, 390);
  await expect(page).toHaveURL(/\/create-build$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bad values show their messages, keep everything typed, and fixing them saves", async ({
    page,
  }) => {
    refuseDialogs(page);
    const member = demoUsers.members[3];
    await signIn(page, member.email, member.password);
    await page.goto("/create-build");
    const title = `No-JS spec ${RUN}`;
    const typed = {
      "Build title": title,
      Make: "Toyota",
      Model: "Supra",
      Year: "1997",
      "Featured image URL": "https://example.com/jza80.jpg",
    };
    await fillSpecFields(page, typed);
    await openStep(page, "Spec sheet (optional)");
    const spec = {
      "Chassis code": "JZA80",
      "Engine code": "2JZ-GTE",
      Aspiration: "twin-turbo",
      "Power (hp)": "600",
      Transmission: SCRIPT,
      Exterior: LONG,
      "Front offset (ET, mm)": "120",
      "Front tyre size": "wide",
      "Front bolt pattern": "5 lugs",
      "Front diameter (in)": "18",
      "Rear diameter (in)": "19",
      "Rear width (in)": "10",
    };
    await fillSpecFields(page, spec);
    await page.getByRole("checkbox", { name: "Stance" }).check();
    await openStep(page, "Mod list (optional)");
    await fillMod(page, 1, { Category: "engine", Brand: "HKS", "Part name": "Step 2 cams" });
    await fillMod(page, 2, {
      Category: "fuel",
      "Part name": "1000cc injectors",
      Cost: "640",
      Currency: "USD",
    });

    await page.getByRole("button", { name: "Create Build" }).click();
    await expect(page).toHaveURL(/\/create-build$/);
    // The first problem heads the form; each message sits at its field.
    await expect(page.getByRole("alert").first()).toContainText(
      "Offset must be between -80 and +80 mm",
    );
    for (const [field, message] of [
      ["Front offset (ET, mm)", "Offset must be between -80 and +80 mm"],
      ["Front tyre size", "Tyre size must look like 255/35R18"],
      ["Front bolt pattern", "Bolt pattern must look like 5x114.3"],
    ]) {
      await expect(label(page, field)).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true }).last()).toBeVisible();
    }
    await expect(label(page, "Front offset (ET, mm)")).toHaveAttribute("aria-invalid", "true");
    await expect(step(page, "Spec sheet (optional)")).toHaveAttribute("open", "");
    await expect(step(page, "Mod list (optional)")).toHaveAttribute("open", "");
    await expectValues(page, { ...typed, ...spec });
    await expect(page.getByRole("checkbox", { name: "Stance" })).toBeChecked();
    await expect(modField(page, 1, "Part name")).toHaveValue("Step 2 cams");
    await expect(modField(page, 2, "Cost")).toHaveValue("640");
    await expect(modField(page, 2, "Currency")).toHaveValue("USD");
    // (axe and the sideways-scroll check run scripts in the page: the JavaScript tests do them.)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
      await page.screenshot({ path: `/tmp/editor-nojs-errors-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The row buttons post the form: a row added, the second moved up, nothing saved or lost.
    await page.getByRole("button", { name: "Add a mod" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Row added." })).toBeVisible();
    await expect(modField(page, 4, "Category")).toHaveCount(1);
    await expectValues(page, { ...typed, ...spec });
    await page.getByRole("button", { name: "Move mod 2 up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Row moved up." })).toBeVisible();
    expect(await partNames(page)).toEqual(["1000cc injectors", "Step 2 cams"]);

    // Enter in a field sends the form (not a row button).
    await fillSpecFields(page, {
      "Front offset (ET, mm)": "-15",
      "Front tyre size": "255/35 R18",
      "Front bolt pattern": "5x114.3",
    });
    await label(page, "Chassis code").press("Enter");
    await expect(page).toHaveURL(/\/builds$/);

    // Stored as typed (the tyre size normalised) in the order chosen.
    await page.goto("/my-builds");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card.getByText(/^Spec sheet \d+% complete$/)).toBeVisible();
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(step(page, "Spec sheet (optional)")).toHaveAttribute("open", "");
    await expectValues(page, {
      "Chassis code": "JZA80",
      Transmission: SCRIPT,
      Exterior: LONG,
      "Front offset (ET, mm)": "-15",
      "Front tyre size": "255/35 R18",
      "Rear diameter (in)": "19",
    });
    expect(await partNames(page)).toEqual(["1000cc injectors", "Step 2 cams"]);
  });
});
