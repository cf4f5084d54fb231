// The Make and Model fields of the build form suggest from the catalogue (issue 18, item 1):
// a WAI-ARIA combobox driven by the keyboard or the pointer with JavaScript, and a plain text
// field that sends what was typed without it. The make is stored as the catalogue names it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demoUsers, expect, signedInContext, test, waitForHydration } from "./support";

const STAMP = Date.now().toString(36);
const SHOTS = "/tmp";

/** axe on the page with the list open, in both themes (they differ only in colours). */
async function expectNoAxeViolations(page: Page) {
  const found: string[] = [];
  for (const theme of ["dark", "light"]) {
    await page.evaluate((name) => {
      document.documentElement.classList.remove("dark", "light");
      document.documentElement.classList.add(name);
    }, theme);
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    found.push(...results.violations.map((v) => `${v.id} (${theme}): ${v.help}`));
  }
  await page.evaluate(() => document.documentElement.classList.replace("light", "dark"));
  expect(found).toEqual([]);
}

async function openBuildForm(page: Page) {
  await page.goto("/create-build");
  await waitForHydration(page);
}

test("with JavaScript: type 'vw', choose Volkswagen and a Golf by keyboard, or by pointer", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, demoUsers.member);
  await openBuildForm(page);

  const make = page.getByRole("combobox", { name: "Make" });
  await expect(make).toHaveAttribute("aria-expanded", "false");
  await make.pressSequentially("vw");
  const makeList = page.getByRole("listbox", { name: "Suggestions" });
  await expect(makeList.getByRole("option")).toHaveText(["Volkswagen"]);
  await expect(make).toHaveAttribute("aria-expanded", "true");
  await expect(make).toHaveAttribute("aria-controls", (await makeList.getAttribute("id")) ?? "");
  // Typing highlights nothing: Enter would send the form as typed.
  await expect(make).not.toHaveAttribute("aria-activedescendant");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await make.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/catalogue-combobox-make-${width}.png` });
  }

  await make.press("ArrowDown");
  const volkswagen = makeList.getByRole("option", { name: "Volkswagen" });
  await expect(volkswagen).toHaveAttribute("aria-selected", "true");
  await expect(make).toHaveAttribute(
    "aria-activedescendant",
    (await volkswagen.getAttribute("id")) ?? "",
  );
  await make.press("Enter");
  await expect(make).toHaveValue("Volkswagen");
  await expect(make).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page).toHaveURL(/\/create-build$/);

  // The model's suggestions are the chosen make's.
  const model = page.getByRole("combobox", { name: "Model" });
  await model.focus();
  await model.pressSequentially("gol");
  const modelList = page.getByRole("listbox", { name: "Suggestions" });
  await expect(modelList.getByRole("option")).toHaveText(["Golf", "Golf R", "Golf VR6"]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await model.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/catalogue-combobox-model-${width}.png` });
  }
  // Down twice, Up once (wrapping past the end is Up from the first): Golf R.
  await model.press("ArrowDown");
  await model.press("ArrowDown");
  await model.press("ArrowDown");
  await model.press("ArrowUp");
  await expect(modelList.getByRole("option", { name: "Golf R" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.screenshot({ path: `${SHOTS}/catalogue-combobox-highlighted-1280.png` });
  await expectNoAxeViolations(page);
  await expect(model).toBeFocused();
  await model.press("Enter");
  await expect(model).toHaveValue("Golf R");

  // Escape closes the list and keeps what was typed.
  await model.fill("");
  await model.pressSequentially("gt");
  await expect(modelList.getByRole("option", { name: "GTI", exact: true })).toBeVisible();
  await model.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(model).toHaveValue("gt");

  // Down on the closed field opens it; a click chooses.
  await model.press("ArrowDown");
  await modelList.getByRole("option", { name: "GTI", exact: true }).click();
  await expect(model).toHaveValue("GTI");
  await expect(model).toBeFocused();
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await context.close();
});

test.describe("without JavaScript", () => {
  test("Make and Model are text fields that send free text; the make is stored canonical", async ({
    browser,
  }) => {
    const title = `Catalogue no-JS ${STAMP}`;
    const { context, page } = await signedInContext(browser, demoUsers.members[0], {
      javaScriptEnabled: false,
    });
    await page.goto("/create-build");
    await expect(page.getByRole("combobox", { name: "Make" })).toHaveCount(0);
    await page.getByLabel("Build title").fill(title);
    await page.getByRole("textbox", { name: "Make" }).fill("vw");
    await page.getByRole("textbox", { name: "Model" }).fill("Golf GTI Clubsport");
    await page.getByLabel("Featured image URL").fill("https://example.com/clubsport.jpg");
    await page.getByRole("button", { name: "Create Build" }).click();
    await expect(page).not.toHaveURL(/\/create-build$/);

    await page.goto("/my-builds");
    const card = page.locator("article, li").filter({ hasText: title }).first();
    await expect(card).toContainText("Volkswagen Golf GTI Clubsport");
    await context.close();
  });
});
