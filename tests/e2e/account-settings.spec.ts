// Account settings (/account) in a real browser, each test with a member of its own (the demo
// accounts' passwords are other specs' to rely on): changing the password signs out the member's
// other browsers (and this one when asked), the e-mail change goes through the link mailed to
// the new address, and the sessions list signs out one device or all of them. Without JavaScript
// and by keyboard too.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  createMember,
  expect,
  expectNoSidewaysScroll,
  fileApp,
  pageShot,
  signedInContext,
  signIn,
  tabTo,
  test,
  toast,
  waitForMail,
} from "./support";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";
const NEW_PASSWORD = "Dual-Clutch-Midnight-Run-88";

/** What better-auth's sign-in answers for these credentials (200, or 401 when refused). */
async function signInStatus(request: APIRequestContext, email: string, password: string) {
  const { baseURL } = await fileApp();
  const response = await request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  return response.status();
}

/** The page's sessions, one list item each. */
function sessionItems(page: Page) {
  return page.getByRole("region", { name: "Where you're signed in" }).getByRole("listitem");
}

/** The context of `page` is signed out: /account sends it to sign in. */
async function expectSentToSignIn(page: Page) {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth$/);
}

test("changing the password signs out the other browser and keeps this one", async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember("password");
  await signIn(page, member.email, member.password);
  const phone = await signedInContext(browser, member, { userAgent: IPHONE_SAFARI });

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Settings" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(sessionItems(page)).toHaveCount(2);
  await expect(sessionItems(page).filter({ hasText: "This device" })).toHaveCount(1);
  await expect(sessionItems(page).filter({ hasText: "Safari on iOS" })).toContainText("127.0.0.*");

  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current Password").fill("not-my-password-9");
  await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("That isn't your current password.")).toBeVisible();
  await expect(form.getByLabel("Current Password")).toBeFocused();
  await expect(form.getByLabel("New Password", { exact: true })).toHaveValue(NEW_PASSWORD);
  await expect(sessionItems(page)).toHaveCount(2);

  await form.getByLabel("Current Password").fill(member.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(
    toast(page, "Password changed. You're signed out on every other device."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(sessionItems(page)).toHaveCount(1);
  await expect(sessionItems(page)).toContainText("This device");
  await expect(form.getByLabel("Current Password")).toHaveValue("");

  // The phone is signed out on its next page; this browser stays signed in.
  await expectSentToSignIn(phone.page);
  await phone.context.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();

  expect(await signInStatus(request, member.email, member.password)).toBe(401);
  expect(await signInStatus(request, member.email, NEW_PASSWORD)).toBe(200);
});

test("without JavaScript: a password change that signs out this browser too", async ({
  browser,
  request,
}) => {
  const member = await createMember("nojs");
  const laptop = await signedInContext(browser, member, { userAgent: WINDOWS_FIREFOX });
  const { context, page } = await signedInContext(browser, member, { javaScriptEnabled: false });

  await page.goto("/account");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current Password").fill(member.password);
  await form.getByLabel("New Password", { exact: true }).fill("short");
  await form.getByLabel("Confirm Password").fill("short");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password must be at least 10 characters.")).toBeVisible();

  await form.getByLabel("Current Password").fill(member.password);
  await form.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await form.getByLabel("Sign out on this device too").check();
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The flash message is a <noscript> banner here, which Playwright's text selectors skip.
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text only, not the hydration JSON.
  expect(await page.evaluate(() => document.body.innerText)).toContain(
    "Password changed. Sign in with your new password.",
  );

  await expectSentToSignIn(page);
  await expectSentToSignIn(laptop.page);
  await Promise.all([context.close(), laptop.context.close()]);
  expect(await signInStatus(request, member.email, member.password)).toBe(401);
  expect(await signInStatus(request, member.email, NEW_PASSWORD)).toBe(200);
});

test("changing the e-mail: a link to the new address, a notice to the old, then sign in with the new", async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember("mail");
  await signIn(page, member.email, member.password);
  await page.goto("/account");
  const form = page.getByRole("form", { name: "Change e-mail address" });
  const field = form.getByLabel("New e-mail address");
  const send = form.getByRole("button", { name: "Send confirmation link" });

  // What a person might paste: refused on the field, kept as typed (up to the longest address).
  for (const typed of [`<script>alert(1)</script>`, "x".repeat(300)]) {
    await field.fill(typed);
    await send.click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(field).toHaveValue(typed.slice(0, 254));
  }
  await field.fill(member.email);
  await send.click();
  await expect(form.getByText("That's already your e-mail address.")).toBeVisible();

  // A long address must wrap on a phone.
  const newAddress = `${"long-unbroken-address-".repeat(3)}${Date.now()}@new-garage.example.com`;
  await field.fill(newAddress);
  await send.click();
  const sent = page.getByText(`We've sent a link to ${newAddress}.`);
  await expect(sent).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await pageShot(page, "account-settings-390", 390);
  await pageShot(page, "account-settings-1280", 1280);

  const notice = await waitForMail(member.email, "is being changed");
  expect(notice.text).toContain(newAddress);
  const confirmation = await waitForMail(newAddress, "Confirm your new");
  expect(confirmation.text).toContain("change the e-mail address");
  expect(confirmation.text).not.toContain("Welcome");
  // Nothing changed yet.
  expect(await signInStatus(request, member.email, member.password)).toBe(200);

  await page.goto(confirmation.links[0]);
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    toast(page, `Your e-mail address is changed. You sign in with ${newAddress} from now on.`),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "E-mail address" })).toContainText(newAddress);

  expect(await signInStatus(request, member.email, member.password)).toBe(401);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto("/auth");
  await other.getByLabel("Email", { exact: true }).fill(newAddress);
  await other.getByLabel("Password", { exact: true }).fill(member.password);
  await other.getByRole("button", { name: "Sign In", exact: true }).click();
  await other.waitForURL((url) => url.pathname === "/");
  await fresh.close();
});

test("by keyboard: Account from the menu, sign out one device, then everywhere", async ({
  page,
  browser,
}) => {
  const member = await createMember("sessions");
  const phone = await signedInContext(browser, member, { userAgent: IPHONE_SAFARI });
  const laptop = await signedInContext(browser, member, { userAgent: WINDOWS_FIREFOX });
  await signIn(page, member.email, member.password);

  await page.goto("/");
  await tabTo(page, page.getByRole("button", { name: "Account menu" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Account" })).toBeVisible();
  // Radix menus move by typing an item's first letter.
  await page.keyboard.press("a");
  await expect(page.getByRole("menuitem", { name: "Account" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account$/);
  await expect(sessionItems(page)).toHaveCount(3);

  const phoneRow = sessionItems(page).filter({ hasText: "Safari on iOS" });
  await tabTo(page, phoneRow.getByRole("button", { name: "Sign out" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Signed out of Safari on iOS.")).toBeVisible();
  await expect(sessionItems(page)).toHaveCount(2);
  await expect(sessionItems(page).filter({ hasText: "Firefox on Windows" })).toHaveCount(1);
  await expectSentToSignIn(phone.page);
  await laptop.page.goto("/account");
  await expect(laptop.page).toHaveURL(/\/account$/);

  await tabTo(page, page.getByRole("button", { name: "Sign out everywhere" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, "You're signed out on every device.")).toBeVisible();
  await expectSentToSignIn(page);
  await expectSentToSignIn(laptop.page);
  await Promise.all([phone.context.close(), laptop.context.close()]);
});
