// The members' "Event reminders" switch, in the browser: it works without JavaScript and by
// keyboard. The admins' /admin/jobs page is in jobs-admin.postgres.spec.ts.
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  pageShot,
  signedInContext,
  signIn,
  test,
  toast,
} from "./support";

test("a member turns event reminders off and on again, without JavaScript", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, demoUsers.members[1], {
    javaScriptEnabled: false,
  });
  await page.goto("/events/mine");
  const section = page.getByRole("region", { name: /Event reminders/ });
  await expect(section.getByRole("heading")).toHaveText("Event reminders: On");
  await section.getByRole("button", { name: "Turn Reminders Off" }).click();
  await expect(page).toHaveURL(/\/events\/mine$/);
  await expect(section.getByRole("heading")).toHaveText("Event reminders: Off");
  await expect(section).toContainText("Reminders are off");
  await section.getByRole("button", { name: "Turn Reminders On" }).click();
  await expect(section.getByRole("heading")).toHaveText("Event reminders: On");
  await context.close();
});

test("the event reminders switch by keyboard, with a toast", async ({ page }) => {
  await signIn(page, demoUsers.members[2].email, demoUsers.members[2].password);
  await page.goto("/events/mine");
  const button = page.getByRole("button", { name: "Turn Reminders Off" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Event reminders are off.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn Reminders On" })).toBeVisible();
  for (const width of [390, 1280]) {
    await expectNoSidewaysScroll(page, width);
    await pageShot(page, `events-mine-reminders-${width}`, width);
  }
});
