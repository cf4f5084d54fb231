// Passkeys and two-factor in real Chromium (issue 21): a member adds a passkey with Chromium's
// virtual authenticator (WebAuthn over CDP), names and renames it, signs in with it and removes
// it; another turns two-factor on (QR page, key, first code, backup codes once), signs in with a
// code and with a backup code (used once, refused the second time); the demo admin resets a
// member's two-factor from /admin/members and the Audit tab shows it.
//
// The app runs at http://localhost:<port>: WebAuthn refuses an IP address as a passkey's relying
// party, and BASE_URL's host name is the site's (app/lib/auth.server.ts).
import type { Page } from "@playwright/test";
import {
  createMember,
  demoUsers,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  pageShot,
  signIn,
  signInWithForm,
  tabTo,
  test,
  toast,
  turnOnTwoFactor,
  waitForMail,
} from "./support";

test.use({ appHost: "localhost" });

const WELCOME = "Welcome back!";

/**
 * A platform authenticator in this page's browser (Chromium's virtual one): it makes and uses
 * passkeys without a prompt, verifying the user (as a fingerprint would).
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

test("a member adds a passkey, names it, signs in with it and removes it", async ({ page }) => {
  const member = demoUsers.members[1];
  const authenticator = await virtualAuthenticator(page);
  await signIn(page, member.email, member.password);
  await page.goto("/account/security");
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Security" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  // A name too long is said beside the field before anything is asked of the device.
  const name = page.getByLabel("Name (optional)");
  await name.fill("x".repeat(61));
  await expect(page.getByText("Keep the name under 61 characters.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeDisabled();
  await name.fill("Diego's phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. You can use it to sign in.")).toBeVisible();
  const rows = page.getByTestId("passkey-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Diego's phone");
  await expect(rows.first()).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  expect(await authenticator.credentials()).toHaveLength(1);
  await waitForMail(member.email, "A passkey was added");

  // Renamed (a long unbroken name and a tag are shown as text, inside the page's width).
  const long = `${"W".repeat(40)}<script>x</script>`;
  await rows.first().getByText("Rename", { exact: true }).click();
  await rows
    .first()
    .getByLabel(/New name for/)
    .fill(long);
  await rows.first().getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Passkey renamed.")).toBeVisible();
  await expect(rows.first()).toContainText(long);
  for (const width of [390, 1280]) await expectNoSidewaysScroll(page, width);
  await pageShot(page, "account-security-passkey-390", 390);
  await pageShot(page, "account-security-passkey-1280", 1280);

  // Signed out, the passkey signs the member in: no e-mail or password typed.
  await page.context().clearCookies();
  await page.goto("/auth");
  await pageShot(page, "auth-sign-in-passkey-390", 390);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toast(page, WELCOME)).toBeVisible();
  await page.goto("/account/security");
  await expect(rows.first()).toContainText(long);

  // Removing asks first.
  await rows.first().getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove passkey" });
  await expect(dialog).toContainText("You won't be able to sign in with it any more.");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Passkey removed.")).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  // A removed passkey no longer signs anyone in.
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "This passkey isn't registered with Camber Club",
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test("a member with a passkey deletes the account with it instead of the password", async ({
  page,
}) => {
  const member = await createMember("passkey-leaver");
  await virtualAuthenticator(page);
  await signIn(page, member.email, member.password);
  await page.goto("/account/security");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. You can use it to sign in.")).toBeVisible();

  await page.goto("/account/delete");
  const form = page.getByRole("form", { name: "Confirm it's you" });
  const username = (await form.locator("strong").first().textContent()) ?? "";
  expect(username).not.toBe("");
  const withPasskey = form.getByRole("button", { name: "Delete with a passkey instead" });
  // The username is still asked for: the passkey answers for the password only.
  await withPasskey.click();
  await expect(form.getByText("Type your username to confirm.")).toBeVisible();
  await pageShot(page, "account-delete-passkey-390", 390);
  await pageShot(page, "account-delete-passkey-1280", 1280);
  // By keyboard: the username, then Tab to the passkey button and Enter.
  await form.getByLabel("Your username").fill(username);
  await tabTo(page, withPasskey);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(toast(page, "Your account has been deleted.")).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
});

test("a member turns two-factor on, then signs in with a code and with a backup code once", async ({
  page,
  browser,
}) => {
  const member = demoUsers.members[2];
  await signIn(page, member.email, member.password);
  await page.goto("/account/security");
  // The set-up page with its QR code, at both widths.
  await page.getByLabel("Your password").fill(member.password);
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page, "/account/security setting up two-factor");
  for (const width of [390, 1280]) await expectNoSidewaysScroll(page, width);
  await pageShot(page, "account-security-two-factor-setup-390", 390);
  await pageShot(page, "account-security-two-factor-setup-1280", 1280);
  // A wrong first code is said beside the field; the QR code stays.
  await page.getByLabel(/Enter the 6-digit code it shows/).fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(
    page.getByText("That code didn't work. Check your authenticator's clock and try again."),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await page.getByRole("button", { name: "Cancel set-up" }).click();
  await expect(page.getByText("Two-factor set-up cancelled.")).toBeVisible();

  const { backupCodes } = await turnOnTwoFactor(page, member);
  await expect(page.getByRole("link", { name: "Download as text" })).toHaveAttribute(
    "download",
    "camber-club-backup-codes.txt",
  );
  await pageShot(page, "account-security-backup-codes-390", 390);
  await page.getByRole("link", { name: "I've saved them" }).click();
  await expect(page.getByText("10 backup codes left.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" })).toHaveCount(0);
  await pageShot(page, "account-security-two-factor-on-1280", 1280);

  // The code step after the password (signInWithForm reads the code off the "authenticator").
  const fresh = await browser.newContext();
  const next = await fresh.newPage();
  await signInWithForm(next, member.email, member.password);
  await expect(toast(next, WELCOME)).toBeVisible();
  await fresh.close();

  // Lost phone: a backup code instead, on the same step.
  const signInWithBackupCode = async (code: string) => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto("/auth");
    await other.getByLabel("Email", { exact: true }).fill(member.email);
    await other.getByLabel("Password", { exact: true }).fill(member.password);
    await other.getByRole("button", { name: "Sign In", exact: true }).click();
    await other.waitForURL((url) => url.pathname === "/auth/two-factor");
    await expect(other.getByRole("heading", { name: "Two-factor check" })).toBeVisible();
    await other.getByRole("link", { name: "Use a backup code instead" }).click();
    await other.getByLabel("Backup code").fill(code);
    await other.getByRole("button", { name: "Verify" }).click();
    return { context, page: other };
  };
  const first = await signInWithBackupCode(backupCodes[0]);
  await first.page.waitForURL((url) => url.pathname === "/");
  await expect(toast(first.page, WELCOME)).toBeVisible();
  await first.context.close();
  const second = await signInWithBackupCode(backupCodes[0]);
  await expect(
    second.page.getByText(
      "That backup code didn't work. Check it and try again: each code works only once.",
    ),
  ).toBeVisible();
  await expect(second.page).toHaveURL(/\/auth\/two-factor/);
  await expectNoAxeViolations(second.page, "/auth/two-factor with a refused code");
  for (const width of [390, 1280]) await expectNoSidewaysScroll(second.page, width);
  await pageShot(second.page, "auth-two-factor-390", 390);
  await pageShot(second.page, "auth-two-factor-1280", 1280);
  await second.context.close();
});

test("the demo admin resets a member's two-factor; the Audit tab shows it", async ({
  page,
  browser,
}) => {
  const member = demoUsers.members[3];
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email, member.password);
  await turnOnTwoFactor(memberPage, member);

  // The demo admin signs in with the documented secret's code (the sign-in helper gives it).
  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Members" })
    .click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await page.getByLabel("Username or email").fill(member.username);
  await page.getByRole("button", { name: "Find" }).click();
  const row = page.getByTestId("member-security-row").filter({ hasText: member.email });
  await expect(row).toContainText("Two-factor on");
  await expect(row).toContainText("0 passkeys");
  for (const width of [390, 1280]) await expectNoSidewaysScroll(page, width);
  await pageShot(page, "admin-members-390", 390);
  await pageShot(page, "admin-members-1280", 1280);

  await row.getByRole("button", { name: "Reset two-factor" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset two-factor" });
  await expect(dialog).toContainText("they are signed out everywhere");
  await dialog.getByRole("button", { name: "Reset two-factor" }).click();
  await expect(
    page.getByText("Two-factor reset: the member was signed out everywhere and told by email."),
  ).toBeVisible();
  await expect(row).toContainText("Two-factor off");
  await expect(row.getByRole("button", { name: "Reset two-factor" })).toHaveCount(0);

  await page.goto("/admin?tab=audit");
  const entry = page.getByTestId("audit-entry").first();
  await expect(entry).toContainText(`Reset two-factor: @${member.username}`);
  await expect(entry).toContainText("two-factor on");
  await expect(entry).toContainText("two-factor off");

  // The member was signed out, is told by e-mail, and signs in with the password alone.
  await waitForMail(member.email, "Your two-factor authentication was reset");
  await memberPage.goto("/account/security");
  await expect(memberPage).toHaveURL(/\/auth$/);
  await signIn(memberPage, member.email, member.password);
  await memberPage.goto("/account/security");
  await expect(memberPage.getByRole("button", { name: "Turn on two-factor" })).toBeVisible();
  await memberContext.close();
});
