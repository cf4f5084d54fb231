import path from "node:path";
import type { Page } from "@playwright/test";
import { demoUsers, expect, makePhoto, specTempDir, tabTo, test } from "./support";

const photoDir = specTempDir("keyboard");

async function signInWithKeyboard(page: Page) {
  await page.goto("/auth");
  await tabTo(page, page.getByLabel("Email", { exact: true }));
  await page.keyboard.type(demoUsers.member.email);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(demoUsers.member.password);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/");
}

test("sign in with the keyboard", async ({ page }) => {
  await signInWithKeyboard(page);
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("create a build with the keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page);
  await page.goto("/create-build");
  const title = `Keyboard build ${Date.now()}`;
  for (const [label, value] of [
    ["Build title", title],
    ["Make", "Honda"],
    ["Model", "Civic EK9"],
    ["Year", "1998"],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  // The photo picker is reachable with Tab; the operating system's file dialog it opens is not
  // part of the page, so the test hands the file to the focused input directly.
  const fileInput = page.locator("#build-images");
  await tabTo(page, fileInput);
  await fileInput.setInputFiles(
    await makePhoto(path.join(photoDir, "keyboard.jpg"), { width: 800, height: 600 }),
  );
  await expect(page.getByRole("heading", { name: /^Build Images \(/ })).toHaveText(
    "Build Images (1/5)",
  );
  await tabTo(page, page.getByRole("button", { name: "Create Build" }));
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/builds");
  await expect(page.getByText("Build Created!")).toBeVisible();
});

test("comment on a build with the keyboard", async ({ page }) => {
  await signInWithKeyboard(page);
  await page.goto("/builds");
  const first = page.locator('main article a[href^="/builds/"]').first();
  await tabTo(page, first, 120);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/builds\/[0-9a-f-]{36}$/);
  const text = `Clean work, keyboard only ${Date.now()}`;
  await tabTo(page, page.getByLabel("Add a comment"), 150);
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole("button", { name: "Post Comment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Comment added successfully!")).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
});

test("RSVP to an event with the keyboard", async ({ page }) => {
  await signInWithKeyboard(page);
  await page.goto("/events");
  const hrefs = await page
    .locator('main a[href^="/events/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => /^\/events\/[0-9a-f-]{36}$/.test(h));
  expect(href).toMatch(/^\/events\/[0-9a-f-]{36}$/);
  await page.goto(href as string);
  const rsvp = page.getByRole("region", { name: "RSVP" });
  const attend = rsvp.getByRole("button", { name: /^(Attend|Join Waitlist)$/ });
  const cancel = rsvp.getByRole("button", { name: /^(Cancel RSVP|Leave Waitlist)$/ });
  if (await cancel.isVisible()) {
    await tabTo(page, cancel, 150);
    await page.keyboard.press("Enter");
    await expect(attend).toBeVisible();
  }
  await tabTo(page, attend, 150);
  await page.keyboard.press("Space");
  await expect(cancel).toBeVisible();
});
