// The build page's read side of issue 18: a build with a full spec sheet, two axles of fitment and
// a mod list shows them in sections (and passes axe in both themes, without sideways scrolling on
// a phone), a build without a spec shows none of them, builds of the same chassis are suggested,
// and the share card is a 1200x630 PNG for an approved build and a 404 for a pending one.
//
// The rows are written with SQL (the spec and mod forms are another part of the issue), so this
// file needs its app on PostgreSQL (TEST_DATABASE_URL, as in CI): with PGlite the app process
// holds the database alone.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import {
  type AppServer,
  demoUsers,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fileApp,
  makePhoto,
  pageShot,
  test,
} from "./support";

const STAMP = Date.now().toString(36);
const FULL = `Spec Sheet E46 ${STAMP}`;
const BARE = `Bare Build ${STAMP}`;
const TWIN = `E46 Twin ${STAMP}`;
const PENDING = `Pending E46 ${STAMP}`;

interface Ids {
  full: string;
  bare: string;
  twin: string;
  pending: string;
}

async function storePhoto(app: AppServer, ownerId: string, colors: [string, string]) {
  const stem = `${Date.now()}-0-${crypto.randomBytes(6).toString("hex")}`;
  const dir = path.join(app.dataDir, "uploads", "builds", ownerId);
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [480, 960]) {
    await makePhoto(path.join(dir, `${stem}-${width}.webp`), {
      width,
      height: (width * 3) / 4,
      colors,
    });
  }
  return `/uploads/builds/${ownerId}/${stem}-960.webp`;
}

async function writeBuilds(app: AppServer): Promise<Ids> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "select id from profiles where username = $1",
      [demoUsers.member.username],
    );
    const owner = rows[0].id;
    const insert = async (title: string, model: string, status: string, photo: string | null) => {
      const result = await client.query<{ id: string }>(
        `insert into builds (user_id, title, car_make, car_model, car_year, description, featured_image_url, approval_status)
         values ($1, $2, 'BMW', $3, 2003, 'Track-day E46 on coilovers.', $4, $5) returning id`,
        [owner, title, model, photo, status],
      );
      return result.rows[0].id;
    };
    const full = await insert(
      FULL,
      "M3",
      "approved",
      await storePhoto(app, owner, ["#0ea5e9", "#0f172a"]),
    );
    const twin = await insert(
      TWIN,
      "330Ci",
      "approved",
      await storePhoto(app, owner, ["#f97316", "#1e1b4b"]),
    );
    const bare = await insert(BARE, "Z4", "approved", null);
    const pending = await insert(PENDING, "M3", "pending", null);

    await client.query(
      `insert into build_specs (build_id, chassis_code, engine_code, displacement_cc, aspiration, fuel,
         power_hp, torque_nm, power_measured_at, dyno_type, layout, transmission, differential,
         suspension_type, suspension_brand, ride_height_notes, camber_front, camber_rear, brakes,
         exterior, interior, tags)
       values ($1, 'E46', 'S54B32', 3246, 'na', 'petrol', 338, 365, 'wheel', 'dynojet', 'fr',
         '6-speed manual', 'LSD 3.62', 'coilovers', 'KW V3', 'Two fingers of gap, see https://example.com/e46-setup',
         -2.5, -1.8, 'Brembo GT 6-pot front, 4-pot rear', 'Laguna Seca Blue, CSL trunk </script>',
         'Recaro Pole Position, half cage', array['track', 'euro'])`,
      [full],
    );
    await client.query(
      `insert into build_wheels (build_id, axle, wheel_name, diameter_in, width_in, offset_mm, bolt_pattern,
         centre_bore_mm, spacer_mm, tyre_size, fitment, rubs)
       values ($1, 'front', 'Apex EC-7', 18, 9.5, 35, '5x120', 72.6, null, '255/35R18', 'flush', false),
              ($1, 'rear', 'Apex EC-7', 18, 10.5, 25, '5x120', 72.6, 5, '285/30R18', 'poke', true)`,
      [full],
    );
    await client.query(
      `insert into build_mods (build_id, category, brand, part_name, part_number, status, installed_on, mileage, cost_minor, currency, sort_order)
       values ($1, 'suspension', 'KW', 'V3 coilovers', '35220047', 'installed', '2024-03-04', 61000, 210000, 'USD', 0),
              ($1, 'engine', 'Eisenmann', 'Race exhaust', null, 'installed', '2024-05-01', 62500, 180000, 'EUR', 1),
              ($1, 'engine', null, 'Individual throttle bodies', null, 'planned', null, null, 400000, 'USD', 2),
              ($1, 'suspension', 'Ground Control', 'Camber plates', null, 'removed', '2023-01-10', 55000, 35000, 'USD', 3)`,
      [full],
    );
    await client.query(
      "insert into build_specs (build_id, chassis_code) values ($1, 'e46'), ($2, 'E46')",
      [twin, pending],
    );
    await client.query(
      `insert into build_wheels (build_id, axle, diameter_in, width_in, offset_mm) values ($1, 'front', 18, 9, 38)`,
      [twin],
    );
    return { full, bare, twin, pending };
  } finally {
    await client.end();
  }
}

const SPEC_SECTIONS = [
  "Chassis & engine",
  "Power",
  "Drivetrain",
  "Suspension",
  "Brakes",
  "Wheels & tyres",
  "Exterior",
  "Interior",
];
const SECTIONS = ["Spec Sheet", ...SPEC_SECTIONS, "Mod List"];

if (process.env.TEST_DATABASE_URL) {
  test.describe("a build's spec sheet, mods and share card", () => {
    test.describe.configure({ mode: "serial" });
    let ids: Ids;

    test.beforeAll(async () => {
      const app = await fileApp();
      expect(app.databaseUrl, "this file needs the app on PostgreSQL").toBeTruthy();
      ids = await writeBuilds(app);
    });

    test("a full spec sheet shows in sections, with both axles and the mod list", async ({
      page,
    }) => {
      await page.goto(`/builds/${ids.full}`);
      const main = page.getByRole("main");
      const sheet = main.getByRole("region", { name: "Spec Sheet" });
      for (const name of SPEC_SECTIONS) {
        await expect(sheet.getByRole("heading", { name, exact: true })).toBeVisible();
      }
      await expect(main.getByRole("heading", { name: "Mod List", exact: true })).toBeVisible();
      // What was there before the spec sheet stays.
      await expect(main.getByRole("heading", { name: "Vehicle Details" })).toBeVisible();
      await expect(main.getByRole("heading", { name: "About This Build" })).toBeVisible();

      const engine = sheet.getByRole("region", { name: "Chassis & engine" });
      await expect(engine.getByRole("definition")).toContainText([
        "E46",
        "S54B32",
        "3,246 cc",
        "Naturally aspirated",
        "Petrol",
      ]);
      const power = sheet.getByRole("region", { name: "Power" });
      await expect(power).toContainText("338 hp at the wheels");
      await expect(power).toContainText("365 Nm");
      await expect(power).toContainText("Dynojet (inertia)");
      const suspension = sheet.getByRole("region", { name: "Suspension" });
      await expect(suspension).toContainText("Coilovers");
      await expect(suspension).toContainText("−2.5°");
      await expect(suspension).toContainText("−1.8°");
      // Member text: the link in the notes is a link, markup is shown as typed.
      await expect(suspension.getByRole("link", { name: /example\.com\/e46-setup/ })).toBeVisible();
      await expect(sheet.getByRole("region", { name: "Exterior" })).toContainText(
        "CSL trunk </script>",
      );

      const wheels = page.getByRole("table", { name: "Wheel and tyre fitment per axle" });
      const front = wheels.getByRole("row", { name: /^Front/ });
      const rear = wheels.getByRole("row", { name: /^Rear/ });
      await expect(front).toContainText("18x9.5 ET35");
      await expect(front).toContainText("255/35R18");
      await expect(front).toContainText("Flush");
      await expect(front).toContainText("No");
      await expect(rear).toContainText("18x10.5 ET25");
      await expect(rear).toContainText("5 mm");
      await expect(rear).toContainText("Poke");
      await expect(rear).toContainText("Yes");
      await expect(wheels.getByRole("columnheader", { name: "Bolt pattern" })).toBeVisible();
      await expect(wheels.getByRole("rowheader", { name: "Front" })).toBeVisible();

      await expect(page.getByRole("link", { name: "Track", exact: true })).toHaveAttribute(
        "href",
        "/builds?tag=track",
      );

      // Mods: grouped in the owner's order, badges, dates, mileage, costs and totals per currency.
      const mods = page.getByRole("region", { name: "Mod List" });
      await expect(mods.getByRole("heading", { level: 3 })).toHaveText(["Suspension", "Engine"]);
      const suspensionMods = mods.getByRole("table", { name: "Suspension mods" });
      await expect(suspensionMods.getByRole("row", { name: /V3 coilovers/ })).toContainText(
        /Installed.*Mar 4, 2024.*61,000.*\$2,100/,
      );
      await expect(suspensionMods.getByRole("row", { name: /Camber plates/ })).toContainText(
        "Removed",
      );
      await expect(mods.getByText("Installed cost")).toBeVisible();
      await expect(mods).toContainText("$2,100 + €1,800");
      await expect(
        mods.getByRole("table", { name: "Engine mods" }).getByRole("row", { name: /throttle/ }),
      ).toContainText("Planned");

      // Builds like this: the other E46, never the pending one; the same wheels on E46 too.
      const like = page.getByRole("region", { name: "Builds like this" });
      await expect(like.getByRole("heading", { name: TWIN })).toBeVisible();
      await expect(like.getByText(PENDING)).toHaveCount(0);
      const sameWheels = page.getByRole("region", {
        name: "Same wheel size and offset on this platform",
      });
      await expect(sameWheels).toContainText("18″ ET35 (±5 mm) on E46");
      await expect(sameWheels.getByRole("heading", { name: TWIN })).toBeVisible();

      // Structured data and the link preview.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd).toMatchObject({
        "@type": "Car",
        name: FULL,
        brand: { name: "BMW" },
        model: "M3",
        vehicleModelDate: "2003",
        vehicleEngine: { engineDisplacement: { value: 3246 }, enginePower: { value: 338 } },
      });
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`/builds/${ids.full}/card\\.png$`),
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
    });

    test("the full build page passes axe in both themes and fits a phone", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/builds/${ids.full}`);
      await expectNoAxeViolations(page, "a build page with a full spec sheet");
      await page.evaluate(() => {
        document.documentElement.classList.remove("light");
        document.documentElement.classList.add("dark");
      });
      await expectNoSidewaysScroll(page, 390);
    });

    test("screenshots at 390 and 1280 px, dark and light", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/builds/${ids.full}`);
      for (const theme of ["dark", "light"] as const) {
        await page.evaluate((name) => {
          document.documentElement.classList.remove("dark", "light");
          document.documentElement.classList.add(name);
        }, theme);
        for (const width of [390, 1280]) {
          await pageShot(page, `builds-spec-${theme}-${width}`, width, { eagerImages: true });
        }
      }
    });

    test("a build without a spec shows none of the sections", async ({ page }) => {
      await page.goto(`/builds/${ids.bare}`);
      await expect(page.getByRole("heading", { name: BARE })).toBeVisible();
      for (const name of [...SECTIONS, "Builds like this"]) {
        await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole("table")).toHaveCount(0);
      // The JSON-LD is there all the same, without an engine.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd["@type"]).toBe("Car");
      expect(jsonLd).not.toHaveProperty("vehicleEngine");
    });

    test("the share card is a 1200x630 PNG for an approved build, 404 for a pending one", async ({
      request,
    }) => {
      const card = await request.get(`/builds/${ids.full}/card.png`);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");
      const meta = await sharp(await card.body()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
      const etag = card.headers().etag;
      const again = await request.get(`/builds/${ids.full}/card.png`, {
        headers: { "If-None-Match": etag },
      });
      expect(again.status()).toBe(304);

      expect((await request.get(`/builds/${ids.pending}/card.png`)).status()).toBe(404);
      expect((await request.get("/builds/not-a-build/card.png")).status()).toBe(404);
    });
  });
}
