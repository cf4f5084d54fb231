// /builds' spec filters, chips and sorts (issue 18, item 4), with and without JavaScript.
//
// The first part needs no builds of its own: the panel's fields, the chips of a shared URL and
// the five sorts. The second part writes builds with spec sheets, wheels, likes and comments into
// the app's database with SQL (each title carries a word only they contain), which is possible
// when the app runs on PostgreSQL (TEST_DATABASE_URL, as in CI): a PGlite database is held by the
// app process alone.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import pg from "pg";
import { type AppServer, demoUsers, expect, fileApp, screenshot, test } from "./support";

const MARK = `zf${Date.now().toString(36)}`;

const cardTitles = (page: Page) => page.locator("main article h2");
const chip = (page: Page, name: string) =>
  page.getByRole("link", { name: `Remove filter: ${name}`, exact: true });

/** The Filter control turns from a link into a toggle button once React has hydrated. */
async function gotoBuilds(page: Page, search = "") {
  await page.goto(`/builds${search}`);
  await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
}

test.describe("the Filter panel and its chips", () => {
  test("a shared URL opens with its filters in the panel and as chips", async ({ page }) => {
    await gotoBuilds(
      page,
      `?q=${MARK}&chassis=e46&yearFrom=1998&tag=jdm&tag=drift&aspiration=turbo&suspension=coilovers&wheel=18&offsetMin=-5&offsetMax=40&powerMin=300&sort=most-liked`,
    );
    await expect(page.getByLabel("Chassis code")).toHaveValue("e46");
    await expect(page.getByLabel("Year from")).toHaveValue("1998");
    await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("jdm");
    await expect(page.getByLabel("Aspiration")).toHaveValue("turbo");
    await expect(page.getByLabel("Suspension")).toHaveValue("coilovers");
    await expect(page.getByLabel("Wheel diameter")).toHaveValue("18");
    await expect(page.getByLabel("Offset from (ET)")).toHaveValue("-5");
    await expect(page.getByLabel("Offset to (ET)")).toHaveValue("40");
    await expect(page.getByLabel("Power from (hp)")).toHaveValue("300");
    await expect(page.getByRole("combobox", { name: "Sort builds" })).toHaveValue("most-liked");

    const chips = page.getByRole("list", { name: "Active filters" }).getByRole("link");
    await expect(chips).toHaveText(
      [
        "Chassis E46",
        "Year from 1998",
        "Tag JDM",
        "Tag Drift",
        "Aspiration Turbo",
        "Suspension Coilovers",
        "Wheel 18 in",
        "Offset from ET-5",
        "Offset to ET+40",
        "Power from 300 hp",
      ].map((label) => `Remove filter: ${label}`),
    );
    await expect(page.getByTestId("builds-result-count")).toHaveText("0 builds");
    await expect(page.getByText("No builds found matching your search.")).toBeVisible();

    // A chip is a link to the same list without that filter (the old year name comes back new).
    await chip(page, "Tag JDM").click();
    await expect(page).toHaveURL(
      `/builds?q=${MARK}&chassis=e46&yearMin=1998&tag=drift&aspiration=turbo&suspension=coilovers&wheel=18&offsetMin=-5&offsetMax=40&powerMin=300&sort=most-liked`,
    );
    await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("drift");
    await chip(page, "Wheel 18 in").click();
    await expect(page).not.toHaveURL(/wheel=/);
    await expect(page.getByLabel("Wheel diameter")).toHaveValue("");
    await expect(chip(page, "Wheel 18 in")).toHaveCount(0);
    await expect(chip(page, "Chassis E46")).toBeVisible();

    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(`/builds?q=${MARK}&sort=most-liked`);
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
    await expect(page.getByLabel("Chassis code")).toHaveValue("");
  });

  test("the open panel with its chips has no WCAG A/AA violation, in either theme", async ({
    page,
  }) => {
    await gotoBuilds(page, "?chassis=E46&tag=jdm&wheel=18&offsetMin=-5&powerMax=400&sort=trending");
    await expect(chip(page, "Chassis E46")).toBeVisible();
    for (const theme of ["dark", "light"]) {
      await page.evaluate((name) => {
        document.documentElement.classList.remove("dark", "light");
        document.documentElement.classList.add(name);
      }, theme);
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .include("main")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id} (${theme}): ${v.nodes.map((n) => n.target).join(", ")}`,
        ),
      ).toEqual([]);
    }
  });

  test("the new fields filter through the URL as they change", async ({ page }) => {
    await gotoBuilds(page, `?q=${MARK}`);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.getByLabel("Chassis code").fill("S15");
    await expect(page).toHaveURL(new RegExp(`\\?q=${MARK}&chassis=S15$`));
    await page.getByLabel("Wheel diameter").selectOption("18");
    await expect(page).toHaveURL(/chassis=S15&wheel=18$/);
    // An offset is applied once it is a number in range, not while it is being typed.
    await page.getByLabel("Offset from (ET)").click();
    await page.keyboard.type("-");
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/wheel=18$/);
    await page.keyboard.type("10");
    await expect(page).toHaveURL(/wheel=18&offsetMin=-10$/);
    await page.getByLabel("Tag", { exact: true }).selectOption("drift");
    await expect(page).toHaveURL(/chassis=S15&tag=drift&wheel=18&offsetMin=-10$/);
    await expect(chip(page, "Offset from ET-10")).toBeVisible();
    await expect(chip(page, "Tag Drift")).toBeVisible();
  });

  test("the sort select offers the SPEC's three, then Most liked and Trending", async ({
    page,
  }) => {
    await gotoBuilds(page);
    const sort = page.getByRole("combobox", { name: "Sort builds" });
    await expect(sort.locator("option")).toHaveText([
      "Newest",
      "Oldest",
      "Featured",
      "Most liked",
      "Trending",
    ]);
    await sort.selectOption("most-liked");
    await expect(page).toHaveURL(/\/builds\?sort=most-liked$/);
    await sort.selectOption("trending");
    await expect(page).toHaveURL(/\/builds\?sort=trending$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the panel is a plain form and the chips plain links", async ({ page }) => {
      await page.goto(`/builds?q=${MARK}&filters=open`);
      await page.getByLabel("Chassis code").fill("E46");
      await page.getByLabel("Wheel diameter").selectOption("18");
      await page.getByLabel("Offset from (ET)").fill("30");
      await page.getByLabel("Offset to (ET)").fill("40");
      await page.getByRole("combobox", { name: "Sort builds" }).selectOption("trending");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/chassis=E46/);
      await expect(page).toHaveURL(/offsetMax=40/);
      await expect(page).toHaveURL(/sort=trending/);
      await expect(chip(page, "Offset from ET+30")).toBeVisible();
      await chip(page, "Chassis E46").click();
      await expect(page).toHaveURL(
        `/builds?q=${MARK}&wheel=18&offsetMin=30&offsetMax=40&sort=trending`,
      );
      await expect(page.getByLabel("Chassis code")).toHaveValue("");
      await expect(page.getByLabel("Offset to (ET)")).toHaveValue("40");
    });
  });
});

// ---------------------------------------------------------------------------------------------
// With builds of its own (PostgreSQL only)

interface Seed {
  name: string;
  make: string;
  model: string;
  year: number;
  chassis?: string;
  tags?: string[];
  wheels?: { axle: "front" | "rear"; diameter: number; offset: number }[];
  /** Likes from this many members: older than the trending window, or within it. */
  oldLikes?: number;
  recentLikes?: number;
  recentComments?: number;
}

// Newest last. The E46 on 18s at ET35 is the one the chassis + wheel + offset filter finds; each
// other build misses one of the three.
const SEEDS: Seed[] = [
  {
    name: "Golf Mk4",
    make: "Volkswagen",
    model: "Golf GTI",
    year: 2002,
    chassis: "MK4",
    wheels: [{ axle: "front", diameter: 17, offset: 38 }],
  },
  // No spec sheet: an E46 by its make, model and year only.
  { name: "Plain 3er", make: "BMW", model: "3 Series", year: 2002 },
  {
    name: "Wide E46",
    make: "BMW",
    model: "M3",
    year: 2005,
    chassis: "E46",
    wheels: [{ axle: "front", diameter: 18, offset: 12 }],
    recentComments: 1,
  },
  {
    name: "Silvia S15",
    make: "Nissan",
    model: "Silvia",
    year: 2001,
    chassis: "S15",
    tags: ["jdm", "drift"],
    wheels: [
      { axle: "front", diameter: 18, offset: 35 },
      { axle: "rear", diameter: 18, offset: 35 },
    ],
    recentLikes: 2,
  },
  {
    name: "Daily E46",
    make: "BMW",
    model: "330Ci",
    year: 2003,
    chassis: "e46",
    wheels: [{ axle: "front", diameter: 17, offset: 35 }],
    oldLikes: 3,
  },
  {
    name: "Imola E46",
    make: "BMW",
    model: "M3",
    year: 2004,
    chassis: "E46",
    tags: ["euro", "track"],
    wheels: [
      { axle: "front", diameter: 18, offset: 35 },
      { axle: "rear", diameter: 18, offset: 35 },
    ],
    oldLikes: 1,
  },
];
const title = (name: string) => `${name} ${MARK}`;

async function writeSeeds(app: AppServer) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const people = [demoUsers.admin, ...demoUsers.members].map((m) => m.username);
    const { rows: users } = await client.query<{ id: string }>(
      "select id from profiles where username = any($1) order by username",
      [people],
    );
    expect(users.length).toBeGreaterThanOrEqual(3);
    const now = Date.now();
    const hour = 3600_000;
    for (const [i, seed] of SEEDS.entries()) {
      const { rows } = await client.query<{ id: string }>(
        `insert into builds (user_id, title, description, car_make, car_model, car_year,
           approval_status, created_at)
         values ($1, $2, $3, $4, $5, $6, 'approved', $7) returning id`,
        [
          users[0].id,
          title(seed.name),
          `${seed.year} ${seed.make} ${seed.model} for the filter tests.`,
          seed.make,
          seed.model,
          seed.year,
          new Date(now - (SEEDS.length - i) * 60_000),
        ],
      );
      const id = rows[0].id;
      if (seed.chassis) {
        await client.query(
          "insert into build_specs (build_id, chassis_code, tags) values ($1, $2, $3)",
          [id, seed.chassis, seed.tags ?? []],
        );
      }
      for (const wheel of seed.wheels ?? []) {
        await client.query(
          "insert into build_wheels (build_id, axle, diameter_in, offset_mm) values ($1, $2, $3, $4)",
          [id, wheel.axle, wheel.diameter, wheel.offset],
        );
      }
      const likes = [
        ...Array.from({ length: seed.oldLikes ?? 0 }, () => now - 10 * 24 * hour),
        ...Array.from({ length: seed.recentLikes ?? 0 }, () => now - 2 * hour),
      ];
      for (const [u, at] of likes.entries()) {
        await client.query(
          "insert into build_likes (build_id, user_id, created_at) values ($1, $2, $3)",
          [id, users[u].id, new Date(at)],
        );
      }
      for (let c = 0; c < (seed.recentComments ?? 0); c++) {
        await client.query(
          "insert into build_comments (build_id, user_id, content, created_at) values ($1, $2, 'Love the stance', $3)",
          [id, users[c].id, new Date(now - hour)],
        );
      }
    }
  } finally {
    await client.end();
  }
}

/** Only the titles of this file's builds, in the order shown. */
async function ourTitles(page: Page): Promise<string[]> {
  const titles = await cardTitles(page).allTextContents();
  return titles.filter((t) => t.endsWith(MARK)).map((t) => t.slice(0, -MARK.length - 1));
}

async function expectOurs(page: Page, names: string[]) {
  await expect.poll(() => ourTitles(page)).toEqual(names);
}

if (process.env.TEST_DATABASE_URL) {
  test.describe("with builds", () => {
    test.describe.configure({ mode: "serial" });

    test.beforeAll(async () => {
      const app = await fileApp();
      expect(app.databaseUrl, "this part needs the app on PostgreSQL").toBeTruthy();
      await writeSeeds(app);
    });

    test("chassis, wheel diameter and offset range find the one build; chips widen again", async ({
      page,
    }) => {
      await gotoBuilds(page, `?q=${MARK}`);
      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await page.getByLabel("Chassis code").fill("E46");
      await expectOurs(page, ["Imola E46", "Daily E46", "Wide E46"]);
      await page.getByLabel("Wheel diameter").selectOption("18");
      await expectOurs(page, ["Imola E46", "Wide E46"]);
      await page.getByLabel("Offset from (ET)").fill("30");
      await page.getByLabel("Offset to (ET)").fill("40");
      await expect(page).toHaveURL(/chassis=E46&wheel=18&offsetMin=30&offsetMax=40$/);
      await expectOurs(page, ["Imola E46"]);
      await expect(page.getByTestId("builds-result-count")).toHaveText("1 build");

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "builds-filters-chips-1280");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "builds-filters-chips-390");
      await page.setViewportSize({ width: 1280, height: 720 });

      await chip(page, "Chassis E46").click();
      await expectOurs(page, ["Imola E46", "Silvia S15"]);
      await chip(page, "Wheel 18 in").click();
      await expectOurs(page, ["Imola E46", "Daily E46", "Silvia S15", "Golf Mk4"]);
      await expect(page.getByTestId("builds-result-count")).toHaveText("4 builds");
      await expect(page.getByLabel("Wheel diameter")).toHaveValue("");
    });

    test("sort=most-liked and sort=trending order the cards", async ({ page }) => {
      await gotoBuilds(page, `?q=${MARK}&sort=most-liked`);
      await expectOurs(page, [
        "Daily E46",
        "Silvia S15",
        "Imola E46",
        "Wide E46",
        "Plain 3er",
        "Golf Mk4",
      ]);
      const daily = page.locator("article", { hasText: title("Daily E46") });
      await expect(daily).toContainText("3 likes");

      // Trending counts the last 7 days only: the Daily's likes are older.
      await page.getByRole("combobox", { name: "Sort builds" }).selectOption("trending");
      await expect(page).toHaveURL(/sort=trending/);
      await expectOurs(page, [
        "Silvia S15",
        "Wide E46",
        "Imola E46",
        "Daily E46",
        "Plain 3er",
        "Golf Mk4",
      ]);
    });

    test("'E46' and 'VW' searches find the builds they name", async ({ page }) => {
      await gotoBuilds(page, "?q=E46");
      // By the spec sheet's chassis code, or by make, model and year (the plain 3 Series).
      await expect
        .poll(() => ourTitles(page))
        .toEqual(expect.arrayContaining(["Imola E46", "Daily E46", "Wide E46", "Plain 3er"]));
      expect(await ourTitles(page)).not.toContain("Silvia S15");
      expect(await ourTitles(page)).not.toContain("Golf Mk4");

      await gotoBuilds(page, `?q=${encodeURIComponent(`VW ${MARK}`)}`);
      await expectOurs(page, ["Golf Mk4"]);
      await gotoBuilds(page, "?q=VW+Golf");
      await expect.poll(() => ourTitles(page)).toContain("Golf Mk4");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("filters, chips, sorts and searches work as plain forms and links", async ({ page }) => {
        await page.goto(`/builds?q=${MARK}&filters=open`);
        await page.getByLabel("Chassis code").fill("E46");
        await page.getByLabel("Wheel diameter").selectOption("18");
        await page.getByLabel("Offset from (ET)").fill("30");
        await page.getByLabel("Offset to (ET)").fill("40");
        await page.getByRole("button", { name: "Apply Filters" }).click();
        await expect(page).toHaveURL(/offsetMax=40/);
        await expectOurs(page, ["Imola E46"]);
        await chip(page, "Offset to ET+40").click();
        await chip(page, "Offset from ET+30").click();
        await expect(page).toHaveURL(`/builds?q=${MARK}&chassis=E46&wheel=18`);
        await expectOurs(page, ["Imola E46", "Wide E46"]);

        await page.goto(`/builds?q=${MARK}`);
        await page.getByRole("combobox", { name: "Sort builds" }).selectOption("most-liked");
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect(page).toHaveURL(/sort=most-liked/);
        await expectOurs(page, [
          "Daily E46",
          "Silvia S15",
          "Imola E46",
          "Wide E46",
          "Plain 3er",
          "Golf Mk4",
        ]);
        await page.goto(`/builds?q=${MARK}&sort=trending`);
        await expectOurs(page, [
          "Silvia S15",
          "Wide E46",
          "Imola E46",
          "Daily E46",
          "Plain 3er",
          "Golf Mk4",
        ]);

        await page.goto("/builds");
        await page.getByRole("searchbox", { name: "Search builds" }).fill("E46");
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect(page).toHaveURL(/\?q=E46/);
        await expect
          .poll(() => ourTitles(page))
          .toEqual(expect.arrayContaining(["Imola E46", "Daily E46", "Wide E46", "Plain 3er"]));
        expect(await ourTitles(page)).not.toContain("Silvia S15");
        await page.goto(`/builds?q=${encodeURIComponent(`VW ${MARK}`)}`);
        await expectOurs(page, ["Golf Mk4"]);
      });
    });
  });
}
