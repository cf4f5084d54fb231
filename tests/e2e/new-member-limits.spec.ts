// New members (the trust area), in the browser with the sign-up checks on: the sign-up form sent
// too quickly is refused with the typed text kept, then goes through once the member took their
// time; the new member starts a topic and is refused a second one inside the pause (the message
// says how long, the typed topic stays); their reply with three links is held (they are told
// why; a visitor does not see it); the admin finds it in /admin/reports and approves it, and the
// visitor sees it.
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  pageShot,
  signedInContext,
  signIn,
  test,
  toast,
  waitForMail,
} from "./support";

// A longer minimum than the default 3 s: on a busy machine loading the page alone can take
// seconds, and the quick attempt below must stay quicker than the minimum.
const MIN_FILL_SECONDS = 10;
test.use({ appEnv: { SIGNUP_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS), SIGNUP_IP_LIMIT: "3" } });
test.describe.configure({ mode: "serial" });

const RUN = Date.now().toString(36);
const member = {
  email: `rookie-${RUN}@example.com`,
  password: "first-gear-ek9-2026",
  fullName: "Riley Rookie",
};
const FIRST_TOPIC = `First topic ${RUN}`;
const REPLY = `Hi all, Riley here ${RUN}. Shortlist:
https://parts.example.com/ek9/coilovers
https://parts.example.com/ek9/rigid-collars
https://parts.example.com/ek9/wheels`;

test("sign-up sent too quickly is refused with the typed text kept; taking a moment it goes through", async ({
  page,
  browser,
  baseURL,
}) => {
  const fill = async (target: Page) => {
    await target.getByLabel("Email", { exact: true }).fill(member.email);
    await target.getByLabel("Full Name").fill(member.fullName);
    await target.getByLabel("Password", { exact: true }).fill(member.password);
    await target.getByLabel("Confirm Password").fill(member.password);
  };
  // The person opens the form first and takes their time (the quick attempt happens meanwhile).
  await page.goto("/auth?mode=signup");
  // The form's stamp was made before this moment: waiting from here is never too little.
  const opened = Date.now();

  // A script's speed: filled and sent as soon as the page is there (without JavaScript, so no
  // wait for the page's scripts stands between them).
  const plainContext = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await plainContext.newPage();
  await plain.goto("/auth?mode=signup", { waitUntil: "domcontentloaded" });
  await fill(plain);
  await plain.getByRole("button", { name: "Create Account" }).click();
  const quick = "That was quick — please check the form and submit again.";
  await expect(plain.getByRole("alert").filter({ hasText: quick })).toBeVisible();
  await expect(plain.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  await expect(plain.getByLabel("Full Name")).toHaveValue(member.fullName);
  // The honeypot is out of reach: not in the tab order, hidden from assistive technology.
  await expect(plain.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
  await expect(plain.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  for (const width of [390, 1280])
    await pageShot(plain, `new-member-sign-up-quick-${width}`, width);
  await plainContext.close();

  await fill(page);
  await page.waitForTimeout(Math.max(0, opened + MIN_FILL_SECONDS * 1000 + 500 - Date.now()));
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Account created! Please check your email" }),
  ).toBeVisible();
  const verification = await waitForMail(member.email, "Verify");
  await page.goto(verification.links[0]);
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
});

test("a new member starts a topic; the next one inside the pause is refused, the text kept", async ({
  page,
}) => {
  await signIn(page, member.email, member.password);
  await page.goto("/forums/create");
  await page.getByLabel("Title").fill(FIRST_TOPIC);
  await page.getByLabel("Category").selectOption({ label: "General" });
  await page.getByLabel("Content").fill("Hello from a brand new member.");
  await page.getByRole("button", { name: "Create Topic" }).click();
  await expect(toast(page, "Topic created successfully!")).toBeVisible();

  await page.goto("/forums/create");
  const title = `Second topic ${RUN}`;
  const content = "Another question, right away.";
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: "General" });
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create Topic" }).click();
  await expect(
    page
      .getByText(
        /^Please wait (1 minute )?(\d+ seconds|2 minutes) before starting another topic — new members wait 2 minutes between topics\.$/,
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Content")).toHaveValue(content);
  for (const width of [390, 1280]) await pageShot(page, `new-member-topic-pause-${width}`, width);
});

test("a reply with 3 links waits for an admin, who approves it; then visitors see it", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, member.email, member.password);
  await page.goto("/forums");
  await page.getByRole("link", { name: FIRST_TOPIC }).first().click();
  await page.waitForURL(/\/forums\/topic\//);
  const topicUrl = page.url();
  await page.getByLabel("Your reply", { exact: true }).fill(REPLY);
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(
    toast(
      page,
      "Your post is waiting for a moderator's approval because new members' posts with more than 2 links are reviewed.",
    ),
  ).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(topicUrl);
  await expect(visitor.getByRole("heading", { level: 1, name: FIRST_TOPIC })).toBeVisible();
  await expect(visitor.getByText(`Riley here ${RUN}`)).toHaveCount(0);

  const { context, page: admin } = await signedInContext(browser, demoUsers.admin);
  await admin.goto("/admin/reports");
  const row = admin.getByTestId("report-row").filter({ hasText: `Riley here ${RUN}` });
  await expect(row).toContainText("New member's post with 3 links");
  for (const width of [390, 1280]) await pageShot(admin, `new-member-held-queue-${width}`, width);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(row).toHaveCount(0);
  await context.close();

  await visitor.goto(topicUrl);
  await expect(visitor.getByText(`Riley here ${RUN}`)).toBeVisible();
  await visitorContext.close();
});
