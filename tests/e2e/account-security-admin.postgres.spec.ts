// Admins must have two-factor (issue 21), in real Chromium: a member is made an admin with the
// admin CLI (npm run admin:grant, as an operator does), and until they turn two-factor on every
// admin page sends them to the Security page, told why; with it on, the panel opens and they
// cannot turn it off. The CLI writes into the app's database while the app runs, which only a
// PostgreSQL server allows (the embedded one belongs to the app process): a PostgreSQL-only file
// (playwright.config.ts; CI always runs them). The same rules are checked on both engines by
// app/routes/admin/members-route.server.test.ts.
import { execFile } from "node:child_process";
import path from "node:path";
import {
  demoUsers,
  expect,
  fileApp,
  signIn,
  specTempDir,
  test,
  toast,
  turnOnTwoFactor,
} from "./support";

const ROOT = path.resolve(import.meta.dirname, "../..");
const REQUIRED =
  "Two-factor authentication is required for admins. Turn it on to open the admin panel.";
const cliDataDir = specTempDir("admin-cli");

/** `npm run admin:grant -- <email>` against the file's app database. */
async function grantAdmin(email: string): Promise<string> {
  const { databaseUrl } = await fileApp();
  expect(databaseUrl, "this file runs only with TEST_DATABASE_URL").toBeTruthy();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/admin-role.ts", "grant", email],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: cliDataDir },
        timeout: 60_000,
      },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || stdout)) : resolve(stdout)),
    );
  });
}

test("a new admin is sent to set up two-factor before the admin panel opens", async ({ page }) => {
  const member = demoUsers.members[0];
  expect(await grantAdmin(member.email)).toContain(`Granted admin to ${member.email}.`);

  await signIn(page, member.email, member.password);
  for (const path of ["/admin", "/admin/members", "/admin?tab=audit"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/account\/security$/);
  }
  await expect(toast(page, REQUIRED)).toBeVisible();
  // The page says it too, for as long as two-factor is off.
  await expect(page.getByRole("alert").filter({ hasText: REQUIRED })).toBeVisible();
  await expect(page.getByText("Admins must have it on.")).toBeVisible();

  await turnOnTwoFactor(page, member);
  await page.getByRole("link", { name: "I've saved them" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REQUIRED })).toHaveCount(0);
  // Admins keep it: there is no way to turn it off.
  await expect(page.getByText("Turn off two-factor")).toHaveCount(0);
  await expect(
    page.getByText("Admins must keep two-factor on. Ask another admin to reset it"),
  ).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
});
