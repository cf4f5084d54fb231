// The job runner's admin page in the browser: /admin/jobs shows the counts and a dead job with its
// error (member text shown as text), and Retry queues it again. A dead job comes from a handler
// failing five times; the test writes one straight into the app's PostgreSQL database instead, so
// this file belongs to the PostgreSQL-only files (playwright.config.ts; CI always runs them). The
// page's queries are checked on both engines by app/lib/jobs/admin.server.test.ts.
import crypto from "node:crypto";
import pg from "pg";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  fileApp,
  pageShot,
  signIn,
  test,
  toast,
} from "./support";

test("an admin sees the jobs, a dead one's error, and retries it", async ({ page }) => {
  const { databaseUrl } = await fileApp();
  expect(
    databaseUrl,
    "this file runs only with TEST_DATABASE_URL (playwright.config.ts)",
  ).toBeTruthy();
  const longWord = "x".repeat(400);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into jobs (name, payload, status, attempts, max_attempts, last_error, finished_at)
       values ('events.reminder', $1, 'dead', 5, 5, $2, now())`,
      [
        // A reminder for an event that is gone: when it runs again it ends without a word.
        JSON.stringify({
          eventId: crypto.randomUUID(),
          userId: "gone",
          kind: "day",
          startsAt: new Date().toISOString(),
        }),
        `Error: <script>alert(1)</script> ${longWord}\n    at sendMail (mail.server.ts:42)`,
      ],
    );
  } finally {
    await client.end();
  }

  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Jobs" })
    .click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByText("Dead", { exact: true }).first()).toBeVisible();
  const row = page.getByTestId("failed-job-row").first();
  await expect(row).toContainText("events.reminder");
  await expect(row).toContainText("5 of 5 attempts");
  await expect(row).toContainText("Last error: Error: <script>alert(1)</script>");
  for (const width of [390, 1280]) {
    await expectNoSidewaysScroll(page, width);
    await pageShot(page, `admin-jobs-${width}`, width);
  }

  await row.getByRole("button", { name: "Retry" }).click();
  await expect(toast(page, "Job queued again")).toBeVisible();
  // Queued again; the app's worker runs it within seconds and it leaves the failed list.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("failed-job-row").count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await expect(page.getByText("No failed jobs.")).toBeVisible();
  const audit = await (await page.request.get("/admin?tab=audit")).text();
  expect(audit).toContain("Retried job");
});
