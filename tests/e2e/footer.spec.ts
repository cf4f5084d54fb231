// The footer's newsletter box: the e-mail field and the Subscribe button are one control row (or
// stack), so they are the same height at every width the layout changes at.
import { expect, test, waitForMail } from "./support";

for (const width of [390, 800, 1100, 1280]) {
  test(`the newsletter field and button are the same height at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const footer = page.locator("footer");
    const field = footer.getByLabel("Email address");
    const button = footer.getByRole("button", { name: "Subscribe" });
    await field.scrollIntoViewIfNeeded();
    const fieldBox = await field.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(fieldBox && buttonBox).toBeTruthy();
    expect(Math.round(fieldBox?.height ?? 0), "field height").toBe(
      Math.round(buttonBox?.height ?? -1),
    );
    expect(fieldBox?.height ?? 0).toBeGreaterThanOrEqual(40);
    // Both inside the page: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await footer
      .locator("section[aria-labelledby='footer-newsletter']")
      .screenshot({ path: test.info().outputPath(`newsletter-${width}.png`) });
  });
}

test("subscribing mails a confirmation link; following it confirms the subscription", async ({
  page,
}) => {
  await page.goto("/about");
  const email = `reader-${Date.now().toString(36)}@example.com`;
  const footer = page.locator("footer");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    footer.getByText(
      "Almost there! Check your inbox and follow the link we sent to confirm your subscription.",
    ),
  ).toBeVisible();

  const mail = await waitForMail(email, "Confirm your Camber Club newsletter subscription");
  expect(mail.links).toHaveLength(1);
  const link = new URL(mail.links[0] as string);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  await expect(
    page.getByText(
      "Your subscription is confirmed. You're on the list for the Camber Club newsletter.",
    ),
  ).toBeVisible();
  // Following the link again still says so; a made-up link does not.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  const bogus = await page.goto(
    "/newsletter/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  );
  expect(bogus?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Confirmation link not valid" })).toBeVisible();
});
