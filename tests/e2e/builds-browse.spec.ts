// Browsing builds: the /builds list (search, Filter panel, sort, Load More, URL state, with and
// without JavaScript) and the /builds/:id page (error views, carousel, zoom, likes, comments,
// owner delete, link previews).
//
// The first part holds whatever builds the demo seed brings: it searches and filters for things
// no build has. The second part writes its own builds (marked with a word only they contain) into
// the app's database with SQL, which is possible when the app runs on PostgreSQL
// (TEST_DATABASE_URL, as in CI): a PGlite database is held by the app process alone.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import {
  type AppServer,
  demoUsers,
  expect,
  fileApp,
  screenshot,
  signIn,
  test,
  toast,
} from "./support";

const UNKNOWN_BUILD = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

/** The Filter control turns from a link into a toggle button once React has hydrated. */
async function gotoBuilds(page: Page, search = "") {
  await page.goto(`/builds${search}`);
  await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
}

test.describe("/builds", () => {
  test("shows the title and the controls", async ({ page }) => {
    await gotoBuilds(page);
    await expect(page.getByRole("heading", { level: 1, name: "Build Showcases" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Build" })).toHaveAttribute(
      "href",
      "/create-build",
    );
    await expect(page.getByRole("searchbox", { name: "Search builds" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sort builds" })).toHaveValue("newest");
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
  });

  test("typing a search puts it in the URL and says when nothing matches", async ({ page }) => {
    await gotoBuilds(page);
    await page.getByRole("searchbox", { name: "Search builds" }).fill("no such build xyz");
    await expect(page).toHaveURL(/\/builds\?q=no\+such\+build\+xyz$/);
    await expect(page.getByText("No builds found matching your search.")).toBeVisible();
    await expect(page.getByText("No builds found.", { exact: true })).toHaveCount(0);

    // Refining the search replaces the history entry; Back returns to the list before it.
    await page.getByRole("searchbox", { name: "Search builds" }).fill("no such build xyzw");
    await expect(page).toHaveURL(/q=no\+such\+build\+xyzw$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/builds$/);
    await expect(page.getByRole("searchbox", { name: "Search builds" })).toHaveValue("");
    await expect(page.getByText("No builds found matching your search.")).toHaveCount(0);
  });

  test("a shared search URL opens with the search filled in", async ({ page }) => {
    await gotoBuilds(page, "?q=qqxz-supra&sort=oldest");
    await expect(page.getByRole("searchbox", { name: "Search builds" })).toHaveValue("qqxz-supra");
    await expect(page.getByRole("combobox", { name: "Sort builds" })).toHaveValue("oldest");
    await expect(page.getByText("No builds found matching your search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(page).toHaveURL(/\/builds$/);
  });

  test("the sort select lives in the URL", async ({ page }) => {
    await gotoBuilds(page);
    const sort = page.getByRole("combobox", { name: "Sort builds" });
    await expect(sort.locator("option")).toHaveText([
      "Newest",
      "Oldest",
      "Featured",
      "Most liked",
      "Trending",
    ]);
    await sort.selectOption("oldest");
    await expect(page).toHaveURL(/\/builds\?sort=oldest$/);
    await sort.selectOption("featured");
    await expect(page).toHaveURL(/\/builds\?sort=featured$/);
    // Newest is the default and leaves the URL clean.
    await sort.selectOption("newest");
    await expect(page).toHaveURL(/\/builds$/);
    await page.goBack();
    await expect(page).toHaveURL(/sort=featured$/);
    await expect(sort).toHaveValue("featured");
  });

  test("the Filter button opens a panel whose fields filter through the URL", async ({ page }) => {
    await gotoBuilds(page);
    const filter = page.getByRole("button", { name: "Filter", exact: true });
    await expect(filter).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Make")).toBeHidden();

    await filter.click();
    await expect(filter).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Make")).toBeVisible();
    await expect(page.getByLabel("Make").locator("option").first()).toHaveText("Any make");

    await page.getByLabel("Model").fill("Civic");
    await expect(page).toHaveURL(/\/builds\?model=Civic$/);
    // A year is applied once it is a whole year, not while it is being typed.
    await page.getByLabel("Year from").fill("19");
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/builds\?model=Civic$/);
    await page.getByLabel("Year from").fill("1990");
    await page.getByLabel("Year to").fill("1999");
    await expect(page).toHaveURL(/\/builds\?model=Civic&yearMin=1990&yearMax=1999$/);
    await expect(page.getByText("No builds found matching your search.")).toBeVisible();

    await screenshot(page, "builds-list-filter-1280");
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(/\/builds$/);
    await expect(page.getByLabel("Model")).toHaveValue("");
    await expect(page.getByText("No builds found matching your search.")).toHaveCount(0);
  });

  test("'Loading builds...' shows while a new search is on its way", async ({ page }) => {
    await gotoBuilds(page);
    // Hold the search's data request back for a moment.
    await page.route(/\/builds\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("combobox", { name: "Sort builds" }).selectOption("oldest");
    await expect(page.getByText("Loading builds...")).toBeVisible();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page.getByText("Loading builds...")).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form and the Filter panel work as plain links and forms", async ({ page }) => {
      await page.goto("/builds");
      await page.getByRole("searchbox", { name: "Search builds" }).fill("qqxz nothing");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=qqxz\+nothing/);
      await expect(page.getByText("No builds found matching your search.")).toBeVisible();

      await page.goto("/builds");
      await page.getByRole("link", { name: "Filter", exact: true }).click();
      await expect(page).toHaveURL(/\/builds\?filters=open$/);
      await page.getByLabel("Year to").fill("1900");
      await page.getByRole("combobox", { name: "Sort builds" }).selectOption("featured");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/sort=featured/);
      await expect(page).toHaveURL(/yearMax=1900/);
      await expect(page.getByLabel("Year to")).toHaveValue("1900");
      await expect(page.getByText("No builds found matching your search.")).toBeVisible();
    });
  });
});

test.describe("/builds/:id", () => {
  test("a malformed id shows 'Invalid Build ID' with a 400", async ({ page }) => {
    const response = await page.goto("/builds/not-a-uuid");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Build ID" })).toBeVisible();
    await expect(
      page.getByText("The build ID provided is not in the correct format."),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Invalid build ID format/);
    await page.getByRole("link", { name: "Back to Builds" }).click();
    await expect(page).toHaveURL(/\/builds$/);
    await expect(page.getByRole("heading", { level: 1, name: "Build Showcases" })).toBeVisible();
  });

  test("a uuid of an unsupported version is a malformed id too", async ({ page }) => {
    // Version digit 7: SPEC accepts uuid versions 1 to 5 only.
    const response = await page.goto("/builds/3fa85f64-5717-7562-b3fc-2c963f66afa6");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Invalid Build ID" })).toBeVisible();
  });

  test("a blank id says 'No build ID provided'", async ({ page }) => {
    const response = await page.goto("/builds/%20");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Invalid Build ID" })).toBeVisible();
    await expect(page.getByText("No build ID provided")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Builds" })).toBeVisible();
  });

  test("an unknown build shows 'Build Not Found' with a 404", async ({ page }) => {
    const response = await page.goto(`/builds/${UNKNOWN_BUILD}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Build Not Found" })).toBeVisible();
    await expect(
      page.getByText("The build you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Build not found/);
    await expect(page.getByRole("link", { name: "Back to Builds" })).toHaveAttribute(
      "href",
      "/builds",
    );
    await screenshot(page, "builds-detail-not-found-390");
  });

  test("signed-out likes and comments are refused with 401, not a redirect", async ({
    request,
  }) => {
    for (const [form, message] of [
      [{ intent: "like" }, "Please log in to like builds."],
      [{ intent: "unlike" }, "Please log in to like builds."],
      [{ intent: "comment", content: "Nice build!" }, "Please log in to comment on builds."],
    ] as const) {
      const response = await request.post(`/builds/${UNKNOWN_BUILD}`, {
        form,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(401);
      expect(await response.text()).toContain(message);
    }
  });

  test("a member cannot like, comment on or delete a build that does not exist", async ({
    page,
  }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    const attempts: Record<string, string>[] = [
      { intent: "like" },
      { intent: "comment", content: "Hello?" },
      { intent: "delete" },
    ];
    for (const form of attempts) {
      const response = await page.request.post(`/builds/${UNKNOWN_BUILD}`, {
        form,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(404);
    }
    const blank = await page.request.post(`/builds/${UNKNOWN_BUILD}`, {
      form: { intent: "comment", content: "   " },
      maxRedirects: 0,
    });
    expect(blank.status()).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------
// With builds written for this file (PostgreSQL only, see the top of the file)

/** A word only this file's builds contain in their titles, so a search finds exactly them. */
const MARK = `zq${Date.now().toString(36)}`;

interface Fixtures {
  /** The 15 public builds, oldest first. */
  builds: { id: string; title: string }[];
  gallery: { id: string; title: string };
  likeTarget: { id: string; title: string };
  pending: { id: string; title: string };
  doomed: { id: string; title: string };
}

const PUBLIC_BUILDS: {
  make: string;
  model: string;
  year: number;
  name: string;
  owner: number;
  featured?: boolean;
  description?: string | null;
  image?: "photo" | "heic" | null;
}[] = [
  { make: "Honda", model: "Civic", year: 1999, name: "EK Hatch", owner: 0 },
  { make: "BMW", model: "M3", year: 2001, name: "E46 Clubsport", owner: 1 },
  { make: "Porsche", model: "911", year: 1987, name: "G-Body", owner: 3, featured: true },
  { make: "Nissan", model: "240SX", year: 1993, name: "S13 Drift", owner: 2 },
  { make: "Mazda", model: "MX-5", year: 1994, name: "NA Daily", owner: 0, description: null },
  { make: "Toyota", model: "Supra", year: 1998, name: "Targa Top", owner: 1, featured: true },
  { make: "Subaru", model: "WRX STI", year: 2005, name: "Blobeye", owner: 2, image: "heic" },
  { make: "Ford", model: "Mustang GT", year: 2018, name: "Track Pack", owner: 3 },
  { make: "Honda", model: "S2000", year: 2006, name: "Canyon Carver", owner: 0 },
  { make: "Audi", model: "RS4", year: 2007, name: "Avant", owner: 1 },
  { make: "Chevrolet", model: "Corvette", year: 2020, name: "C8 on Air", owner: 2 },
  { make: "Mitsubishi", model: "Lancer Evolution", year: 2006, name: "IX MR", owner: 3 },
  { make: "Volkswagen", model: "GTI", year: 2003, name: "Bagged Mk4", owner: 1 },
  { make: "Nissan", model: "Skyline GT-R", year: 1996, name: "R33 Forged", owner: 2 },
  { make: "Honda", model: "NSX", year: 1991, name: "NA1 Gallery", owner: 0, featured: true },
];

/** Writes a small photo in the stored-image naming scheme (two WebP widths) under uploads/. */
async function storePhoto(app: AppServer, ownerId: string, index: number, hue: number) {
  const stem = `${Date.now()}-${index}-${crypto.randomBytes(6).toString("hex")}`;
  const dir = path.join(app.dataDir, "uploads", "builds", ownerId);
  fs.mkdirSync(dir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <rect width="960" height="720" fill="hsl(${hue},55%,22%)"/>
    <rect x="160" y="380" width="640" height="150" rx="60" fill="hsl(${hue},80%,55%)"/>
    <circle cx="320" cy="540" r="70" fill="#181818"/><circle cx="640" cy="540" r="70" fill="#181818"/>
  </svg>`;
  for (const width of [480, 960]) {
    await sharp(Buffer.from(svg))
      .resize(width)
      .webp()
      .toFile(path.join(dir, `${stem}-${width}.webp`));
  }
  return `/uploads/builds/${ownerId}/${stem}-960.webp`;
}

async function withDatabase<T>(app: AppServer, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function writeFixtures(app: AppServer): Promise<Fixtures> {
  return withDatabase(app, async (client) => {
    const people = demoUsers.members.map((m) => m.username);
    const { rows } = await client.query<{ id: string; username: string }>(
      "select id, username from profiles where username = any($1)",
      [people],
    );
    const idOf = (owner: number) => {
      const row = rows.find((r) => r.username === people[owner]);
      if (!row) throw new Error(`The demo member ${people[owner]} is missing`);
      return row.id;
    };
    const insertBuild = async (values: {
      owner: number;
      title: string;
      make: string;
      model: string;
      year: number | null;
      description: string | null;
      image: string | null;
      featured: boolean;
      approval: string;
      createdAt: Date;
    }) => {
      const result = await client.query<{ id: string }>(
        `insert into builds (user_id, title, description, car_make, car_model, car_year,
           featured_image_url, is_featured, approval_status, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          idOf(values.owner),
          values.title,
          values.description,
          values.make,
          values.model,
          values.year,
          values.image,
          values.featured,
          values.approval,
          values.createdAt,
        ],
      );
      return { id: result.rows[0].id, title: values.title };
    };

    const start = Date.now() - 2 * 24 * 3600_000;
    const builds: Fixtures["builds"] = [];
    for (const [i, spec] of PUBLIC_BUILDS.entries()) {
      const title = `${spec.name} ${MARK}`;
      const image =
        spec.image === "heic"
          ? "https://images.example.com/from-an-iphone.heic"
          : await storePhoto(app, idOf(spec.owner), 0, (i * 37) % 360);
      builds.push(
        await insertBuild({
          owner: spec.owner,
          title,
          make: spec.make,
          model: spec.model,
          year: spec.year,
          description:
            spec.description === undefined
              ? `${spec.year} ${spec.make} ${spec.model}, built by the e2e garage.`
              : spec.description,
          image,
          featured: spec.featured ?? false,
          approval: "approved",
          createdAt: new Date(start + i * 3600_000),
        }),
      );
    }

    // The newest build has three photos (two with captions), comments and a like.
    const gallery = builds[14];
    const owner = idOf(0);
    const photos = [
      await storePhoto(app, owner, 0, 10),
      await storePhoto(app, owner, 1, 130),
      await storePhoto(app, owner, 2, 250),
    ];
    const captions = ["Fresh out of the paint booth", null, "Night shoot at the meet"];
    for (const [i, url] of photos.entries()) {
      await client.query(
        "insert into build_images (build_id, image_url, caption, sort_order) values ($1, $2, $3, $4)",
        [gallery.id, url, captions[i], i],
      );
    }
    await client.query(
      "update builds set featured_image_url = $2, description = $3 where id = $1",
      [gallery.id, photos[0], "Bought it in 2019.\nRebuilt the C30A over one winter."],
    );
    const hour = 3600_000;
    await client.query(
      `insert into build_comments (build_id, user_id, content, created_at)
       values ($1, $2, 'First! Gorgeous colour.', $4), ($1, $3, 'What tyres are those?', $5)`,
      [gallery.id, idOf(2), idOf(3), new Date(Date.now() - 2 * hour), new Date(Date.now() - hour)],
    );
    await client.query("insert into build_likes (build_id, user_id) values ($1, $2)", [
      gallery.id,
      idOf(1),
    ]);

    const pending = await insertBuild({
      owner: 0,
      title: `Pending Datsun ${crypto.randomBytes(4).toString("hex")}`,
      make: "Datsun",
      model: "240Z",
      year: 1972,
      description: "Waiting for an admin.",
      image: null,
      featured: false,
      approval: "pending",
      createdAt: new Date(),
    });
    const doomed = await insertBuild({
      owner: 0,
      title: `Farewell Panda ${crypto.randomBytes(4).toString("hex")}`,
      make: "Fiat",
      model: "Panda",
      year: 1986,
      description: "Sold, so it goes.",
      image: null,
      featured: false,
      approval: "approved",
      createdAt: new Date(start - hour),
    });
    return { builds, gallery, likeTarget: builds[13], pending, doomed };
  });
}

const cardTitles = (page: Page) => page.locator("main article h2");

/** Waits until the detail page has hydrated (the empty comment form's button turns disabled). */
async function gotoBuild(page: Page, id: string) {
  await page.goto(`/builds/${id}`);
  await expect(page.getByRole("button", { name: "Post Comment" })).toBeDisabled();
}

if (process.env.TEST_DATABASE_URL) {
  test.describe("with builds", () => {
    test.describe.configure({ mode: "serial" });
    let fx: Fixtures;

    test.beforeAll(async () => {
      const app = await fileApp();
      expect(app.databaseUrl, "this part needs the app on PostgreSQL").toBeTruthy();
      fx = await writeFixtures(app);
    });

    test("cards show the SPEC fields, 8 first, then 6 per Load More", async ({ page }) => {
      await gotoBuilds(page, `?q=${MARK}`);
      await expect(cardTitles(page)).toHaveCount(8);
      // Newest first.
      await expect(cardTitles(page).first()).toHaveText(fx.gallery.title);

      const newest = page.locator("article", { hasText: fx.gallery.title });
      await expect(newest.getByText("By Maya Okafor")).toBeVisible();
      await expect(newest.getByText("Featured Build")).toBeVisible();
      await expect(newest.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(newest).toContainText("1 like");
      await expect(newest).toContainText("2 comments");
      const photo = newest.locator("img").first();
      await expect(photo).toHaveAttribute("srcset", /-480\.webp 480w, .*-960\.webp 960w/);

      await page.getByRole("link", { name: "Load More Builds" }).click();
      await expect(cardTitles(page)).toHaveCount(14);
      await expect(page).toHaveURL(new RegExp(`/builds\\?q=${MARK}$`));
      await page.getByRole("link", { name: "Load More Builds" }).click();
      await expect(cardTitles(page)).toHaveCount(15);
      await expect(page.getByRole("link", { name: "Load More Builds" })).toHaveCount(0);
      const titles = await cardTitles(page).allTextContents();
      expect(new Set(titles).size).toBe(15);
      expect(titles.at(-1)).toBe(fx.builds[0].title);

      // An empty description falls back to year, make and model; a HEIC photo to the placeholder.
      const plain = page.locator("article", { hasText: `NA Daily ${MARK}` });
      await expect(plain.getByText("1994 Mazda MX-5", { exact: true })).toBeVisible();
      const heic = page.locator("article", { hasText: `Blobeye ${MARK}` }).locator("img");
      await expect(heic).toHaveAttribute("src", "/placeholder.svg");

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "builds-list-1280");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "builds-list-390");
    });

    test("sort and filters apply to the cards", async ({ page }) => {
      await gotoBuilds(page, `?q=${MARK}&sort=oldest`);
      await expect(cardTitles(page).first()).toHaveText(fx.builds[0].title);

      await page.getByRole("combobox", { name: "Sort builds" }).selectOption("featured");
      await expect(page).toHaveURL(/sort=featured/);
      await expect(cardTitles(page).nth(0)).toHaveText(`NA1 Gallery ${MARK}`);
      await expect(cardTitles(page).nth(1)).toHaveText(`Targa Top ${MARK}`);
      await expect(cardTitles(page).nth(2)).toHaveText(`G-Body ${MARK}`);
      await expect(cardTitles(page).nth(3)).toHaveText(`R33 Forged ${MARK}`);
      await page.getByRole("link", { name: "Load More Builds" }).click();
      await expect(cardTitles(page)).toHaveCount(14);
      expect(new Set(await cardTitles(page).allTextContents()).size).toBe(14);

      await page.getByRole("button", { name: "Filter", exact: true }).click();
      await page.getByLabel("Make").selectOption("Honda");
      await expect(page).toHaveURL(/make=Honda/);
      await expect(cardTitles(page)).toHaveCount(3);
      await page.getByLabel("Year to").fill("2000");
      await expect(page).toHaveURL(/yearMax=2000/);
      await expect(cardTitles(page)).toHaveText([`NA1 Gallery ${MARK}`, `EK Hatch ${MARK}`]);
      await page.getByLabel("Model").fill("civ");
      await expect(cardTitles(page)).toHaveText([`EK Hatch ${MARK}`]);
    });

    test("a Load More that fails keeps the cards and says so", async ({ page }) => {
      await gotoBuilds(page, `?q=${MARK}`);
      await page.route(/\/builds\.data/, (route) => route.abort());
      await page.getByRole("link", { name: "Load More Builds" }).click();
      await expect(toast(page, "Error")).toContainText("Failed to load builds. Please try again.");
      await expect(cardTitles(page)).toHaveCount(8);
      await page.unroute(/\/builds\.data/);
      await page.getByRole("link", { name: "Load More Builds" }).click();
      await expect(cardTitles(page)).toHaveCount(14);
    });

    test("without JavaScript, Load More opens the next page", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(`/builds?q=${MARK}`);
      await expect(cardTitles(page)).toHaveCount(8);
      await page.getByRole("link", { name: "Load More Builds" }).click();
      await expect(page).toHaveURL(/cursor=/);
      await expect(cardTitles(page)).toHaveCount(6);
      await expect(cardTitles(page).first()).toHaveText(fx.builds[6].title);
      await page.getByRole("link", { name: "Back to first page" }).click();
      await expect(cardTitles(page)).toHaveCount(8);
      await context.close();
    });

    test("a card opens its build, with 'Loading build...' on the way", async ({ page }) => {
      await gotoBuilds(page, `?q=${MARK}`);
      await page.route(/\/builds\/[0-9a-f-]{36}\.data/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.getByRole("link", { name: fx.gallery.title }).click();
      await expect(page.getByText("Loading build...")).toBeVisible();
      await expect(page).toHaveURL(`/builds/${fx.gallery.id}`);
      await expect(page.getByRole("heading", { level: 1, name: fx.gallery.title })).toBeVisible();
    });

    test("the detail page shows photos, details, description and comments", async ({ page }) => {
      await gotoBuild(page, fx.gallery.id);
      await expect(page.getByText("Featured Build")).toBeVisible();
      await expect(page.getByText("Maya Okafor")).toBeVisible();
      await expect(page.locator("main time").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      const details = page.getByRole("region", { name: "Vehicle Details" });
      await expect(details).toContainText("MakeHonda");
      await expect(details).toContainText("ModelNSX");
      await expect(details).toContainText("Year1991");
      // Member text: the line break is kept (a <br> in the paragraph).
      const story = page.locator("p").filter({ hasText: /Bought it in 2019\.\s*Rebuilt the C30A/ });
      await expect(story).toBeVisible();
      await expect(story.locator("br")).toHaveCount(1);
      await expect(page.getByRole("button", { name: "1 Like" })).toBeVisible();

      const comments = page.getByRole("list", { name: "Comments" });
      await expect(comments.getByRole("listitem")).toHaveCount(2);
      await expect(comments.getByRole("listitem").first()).toContainText("First! Gorgeous colour.");
      await expect(comments.getByRole("listitem").first()).toContainText("Kenji Watanabe");
      await expect(comments.locator("time").first()).toHaveText(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
      );
      await expect(comments).toHaveCSS("max-height", "384px");
      await expect(comments).toHaveCSS("overflow-y", "auto");
      await expect(page.getByLabel("Add a comment")).toHaveAttribute("rows", "3");

      await screenshot(page, "builds-detail-1280");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "builds-detail-390");
    });

    test("the carousel moves by buttons, dots and keys, and zooms", async ({ page }) => {
      await gotoBuild(page, fx.gallery.id);
      const carousel = page.getByRole("region", { name: `Photos of ${fx.gallery.title}` });
      const counter = carousel.getByText(/^\d \/ 3$/);
      await expect(counter).toHaveText("1 / 3");
      await expect(carousel.getByText("Fresh out of the paint booth")).toBeVisible();

      await carousel.getByRole("button", { name: "Next photo" }).click();
      await expect(counter).toHaveText("2 / 3");
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText("3 / 3");
      await expect(carousel.getByText("Night shoot at the meet")).toBeInViewport();
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText("1 / 3");
      await carousel.getByRole("button", { name: "Previous photo" }).click();
      await expect(counter).toHaveText("3 / 3");
      await page.getByRole("button", { name: "Show photo 2 of 3" }).click();
      await expect(counter).toHaveText("2 / 3");
      await expect(page.getByRole("button", { name: "Show photo 2 of 3" })).toHaveAttribute(
        "aria-current",
        "true",
      );

      const photo = carousel.getByRole("button", { name: "Zoom photo 2" });
      await photo.click();
      const zoom = page.getByRole("dialog", { name: `${fx.gallery.title}, photo 2 of 3` });
      await expect(zoom).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(
        page.getByRole("dialog", { name: `${fx.gallery.title}, photo 3 of 3` }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // Focus comes back to the photo now showing.
      await expect(carousel.getByRole("button", { name: "Zoom photo 3" })).toBeFocused();
      await expect(counter).toHaveText("3 / 3");
    });

    test("signed out, liking and commenting ask to log in", async ({ page }) => {
      await gotoBuild(page, fx.likeTarget.id);
      await page.getByRole("button", { name: "0 Likes" }).click();
      await expect(toast(page, "Authentication required")).toContainText(
        "Please log in to like builds.",
      );
      await expect(page.getByRole("button", { name: "0 Likes" })).toBeVisible();

      const post = page.getByRole("button", { name: "Post Comment" });
      await expect(post).toBeDisabled();
      await page.getByLabel("Add a comment").fill("Let me in");
      await post.click();
      await expect(
        toast(page, "Authentication required").filter({
          hasText: "Please log in to comment on builds.",
        }),
      ).toBeVisible();
    });

    test("a member likes and unlikes a build", async ({ page }) => {
      await signIn(page, demoUsers.member.email, demoUsers.member.password);
      await gotoBuild(page, fx.likeTarget.id);
      const like = page.getByRole("button", { name: /Likes?$/ });
      await expect(like).toHaveText("0 Likes");
      await expect(like).toHaveAttribute("aria-pressed", "false");
      // The count changes at once (optimistic); wait for the server's answer before reloading.
      const saved = page.waitForResponse(
        (r) => r.request().method() === "POST" && /\/builds\/[0-9a-f-]{36}\.data/.test(r.url()),
      );
      await like.click();
      await expect(like).toHaveText("1 Like");
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await saved;
      await page.reload();
      await expect(page.getByRole("button", { name: "1 Like" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("button", { name: "Post Comment" })).toBeDisabled();
      // The unlike is saved before the test ends: the next test starts from 0 likes.
      const unsaved = page.waitForResponse(
        (r) => r.request().method() === "POST" && /\/builds\/[0-9a-f-]{36}\.data/.test(r.url()),
      );
      await page.getByRole("button", { name: "1 Like" }).click();
      await expect(page.getByRole("button", { name: "0 Likes" })).toBeVisible();
      await unsaved;
    });

    test("a failed like rolls back with the SPEC message", async ({ page }) => {
      await signIn(page, demoUsers.member.email, demoUsers.member.password);
      await gotoBuild(page, fx.likeTarget.id);
      await page.route(/\/builds\/[0-9a-f-]{36}\.data/, (route) =>
        route.request().method() === "POST" ? route.abort() : route.continue(),
      );
      await page.getByRole("button", { name: "0 Likes" }).click();
      await expect(toast(page, "Failed to update like. Please try again.")).toBeVisible();
      await expect(page.getByRole("button", { name: "0 Likes" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fx.likeTarget.title);
    });

    test("a member posts a comment: trimmed, 'Posting...', cleared, listed last", async ({
      page,
    }) => {
      await signIn(page, demoUsers.member.email, demoUsers.member.password);
      await gotoBuild(page, fx.gallery.id);
      const field = page.getByLabel("Add a comment");
      const post = page.getByRole("button", { name: "Post Comment" });
      await expect(post).toBeDisabled();
      await field.fill("   \n  ");
      await expect(post).toBeDisabled();

      await page.route(/\/builds\/[0-9a-f-]{36}\.data/, async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
      await field.fill("   Which alignment specs do you run?  ");
      await post.click();
      await expect(page.getByRole("button", { name: "Posting..." })).toBeDisabled();
      await expect(field).toBeDisabled();
      await expect(toast(page, "Success")).toContainText("Comment added successfully!");
      await expect(field).toHaveValue("");
      const last = page.getByRole("list", { name: "Comments" }).getByRole("listitem").last();
      await expect(last).toContainText("Maya Okafor");
      await expect(last.locator("p")).toHaveText("Which alignment specs do you run?");
      await expect(page.getByRole("heading", { name: "Comments (3)" })).toBeVisible();
    });

    test("the owner sees a pending build with its badge; nobody else does", async ({
      page,
      browser,
      baseURL,
    }) => {
      await signIn(page, demoUsers.member.email, demoUsers.member.password);
      await page.goto(`/builds/${fx.pending.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fx.pending.title);
      await expect(page.getByText("Pending review")).toBeVisible();
      await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute(
        "href",
        `/edit-build/${fx.pending.id}`,
      );

      const stranger = await browser.newContext({ baseURL });
      const response = await (await stranger.newPage()).goto(`/builds/${fx.pending.id}`);
      expect(response?.status()).toBe(404);
      await stranger.close();
    });

    test("a member sees no Edit or Delete on someone else's build", async ({ page }) => {
      await signIn(page, demoUsers.members[1].email, demoUsers.members[1].password);
      await gotoBuild(page, fx.gallery.id);
      await expect(page.getByRole("button", { name: "1 Like" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
      const response = await page.request.post(`/builds/${fx.gallery.id}`, {
        form: { intent: "delete" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(404);
    });

    test("the owner deletes a build after confirming", async ({ page }) => {
      await signIn(page, demoUsers.member.email, demoUsers.member.password);
      await gotoBuild(page, fx.doomed.id);
      const remove = page.getByRole("button", { name: "Delete" });
      await remove.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(
        `Are you sure you want to delete "${fx.doomed.title}"? This action cannot be undone.`,
      );
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeFocused();

      await remove.click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(/\/builds$/);
      await expect(toast(page, "Build Deleted")).toContainText(
        "Your build has been successfully deleted.",
      );
      const response = await page.goto(`/builds/${fx.doomed.id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Build Not Found" })).toBeVisible();
    });

    test("a shared build link carries Open Graph and Twitter previews", async ({
      request,
      baseURL,
    }) => {
      const html = await (await request.get(`/builds/${fx.gallery.id}`)).text();
      const meta = (key: string) =>
        html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
      expect(meta("og:title")).toBe(fx.gallery.title);
      expect(meta("og:description")).toContain("Bought it in 2019.");
      // An approved build is shared with its share card (photo, title, chassis, power, wheels).
      expect(meta("og:image")).toBe(`${baseURL}/builds/${fx.gallery.id}/card.png`);
      expect(meta("og:image:width")).toBe("1200");
      expect(meta("og:image:height")).toBe("630");
      expect(meta("og:url")).toBe(`${baseURL}/builds/${fx.gallery.id}`);
      expect(meta("twitter:card")).toBe("summary_large_image");
    });

    test("with no public build, the list invites to create the first one", async ({
      page,
      app,
    }) => {
      // Hide every public build for a moment (the demo seed's too), then put them back.
      const hidden = await withDatabase(app, async (client) => {
        const result = await client.query<{ id: string }>(
          "update builds set approval_status = 'pending' where approval_status = 'approved' returning id",
        );
        return result.rows.map((r) => r.id);
      });
      try {
        await gotoBuilds(page);
        await expect(page.getByText("No builds found.", { exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Create the First Build" })).toHaveAttribute(
          "href",
          "/create-build",
        );
        await expect(page.getByRole("link", { name: "Load More Builds" })).toHaveCount(0);
        await screenshot(page, "builds-list-empty-1280");
        await page.setViewportSize({ width: 390, height: 844 });
        await screenshot(page, "builds-list-empty-390");
      } finally {
        await withDatabase(app, (client) =>
          client.query("update builds set approval_status = 'approved' where id = any($1)", [
            hidden,
          ]),
        );
      }
    });
  });
}
