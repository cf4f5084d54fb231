// The host's tools in real Chromium: the host of a demo meet with attendees moves its start (each
// attendee is told in-app and by e-mail; the calendar file has a higher SEQUENCE), another host
// cancels their meet with a reason (attendees told; the page says "Cancelled"; the calendar file
// says STATUS:CANCELLED), and the category filter of /events is kept in the URL.
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  pageShot,
  signIn,
  test,
  toast,
  waitForHydration,
  waitForMail,
} from "./support";

test.describe.configure({ mode: "serial" });

const [MAYA, DIEGO, KENJI, SOFIA] = demoUsers.members;

/** The id of a demo event, from its card on /events. */
async function eventIdOf(page: Page, title: string): Promise<string> {
  await page.goto(`/events?q=${encodeURIComponent(title)}`);
  const href = await page
    .locator("article", { hasText: title })
    .getByRole("link", { name: title })
    .getAttribute("href");
  return href?.split("/").pop() ?? "";
}

test("the host moves the start of a meet with attendees: each is told, the calendar updates", async ({
  page,
}) => {
  await signIn(page, SOFIA.email, SOFIA.password);
  const id = await eventIdOf(page, "Cars & Coffee Denver");
  const icsBefore = await (await page.request.get(`/events/${id}/calendar.ics`)).text();
  expect(icsBefore).toContain("SEQUENCE:0");

  await page.goto(`/events/${id}`);
  await waitForHydration(page);
  // The host hosts: no RSVP button, the host tools instead.
  const aside = page.getByRole("complementary", { name: "RSVP and attendees" });
  await expect(aside.getByRole("heading", { name: "Host tools" })).toBeVisible();
  await expect(aside.getByRole("button", { name: /^(Attend|RSVP|I'm going)/ })).toHaveCount(0);
  await expect(page.getByText("Cars & Coffee", { exact: true })).toBeVisible();
  await expect(page.getByText(/8:00\s–\s10:30\sAM\sM[DS]T/)).toBeVisible();
  await pageShot(page, "events-host-tools-1280", 1280);
  await pageShot(page, "events-host-tools-390", 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await aside.getByRole("link", { name: "Edit event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Event" })).toBeVisible();
  await waitForHydration(page);
  const start = page.getByLabel("Date and time");
  const [day] = (await start.inputValue()).split("T");
  await start.fill(`${day}T09:30`);
  await page.getByLabel("Ends", { exact: true }).fill(`${day}T12:00`);
  // The city decides the zone: the select shows it and cannot be changed.
  await expect(page.getByRole("combobox", { name: "Time zone" })).toBeDisabled();
  await pageShot(page, "events-edit-1280", 1280);
  await pageShot(page, "events-edit-390", 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(toast(page, "Your changes were saved. 3 members were told")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByText(/9:30\sAM\s–\s12:00\sPM\sM[DS]T/)).toBeVisible();

  for (const attendee of [MAYA, DIEGO, demoUsers.admin]) {
    const mail = await waitForMail(attendee.email, 'New time for "Cars & Coffee Denver"');
    expect(mail.text).toContain("→");
  }
  const icsAfter = await (await page.request.get(`/events/${id}/calendar.ics`)).text();
  expect(icsAfter).toContain("SEQUENCE:1");
  expect(icsAfter.match(/^UID:(.*)$/m)?.[1]).toBe(icsBefore.match(/^UID:(.*)$/m)?.[1]);
});

test("the host cancels a meet with a reason: attendees are told, the page says Cancelled", async ({
  page,
}) => {
  await signIn(page, KENJI.email, KENJI.password);
  const id = await eventIdOf(page, "Night Meet at the Docks");
  await page.goto(`/events/${id}`);
  await waitForHydration(page);

  // The confirmation step: the reason first, then the destructive button.
  await page.getByText("Cancel event", { exact: true }).click();
  const reason = page.getByRole("textbox", { name: "Reason" });
  await reason.fill("<script>alert(1)</script> Rain all night: we'll meet again next month.");
  await page.getByRole("button", { name: "Cancel event for everyone" }).click();
  await expect(toast(page, "The event is cancelled. 2 members were told.")).toBeVisible();

  const note = page.getByRole("note", { name: "Cancelled" });
  await expect(note).toContainText("<script>alert(1)</script> Rain all night");
  await expect(page.getByRole("link", { name: "Edit event" })).toHaveCount(0);
  for (const attendee of [MAYA, SOFIA]) {
    const mail = await waitForMail(attendee.email, '"Night Meet at the Docks"');
    expect(mail.text).toContain("Rain all night");
  }
  const ics = await (await page.request.get(`/events/${id}/calendar.ics`)).text();
  expect(ics).toContain("STATUS:CANCELLED");
  expect(ics).toContain("SEQUENCE:1");

  // An attendee sees it cancelled, with no RSVP button.
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto(`/events/${id}`);
  await expect(page.getByRole("note", { name: "Cancelled" })).toBeVisible();
  await expect(page.getByRole("button", { name: /cancel rsvp|attend/i })).toHaveCount(0);
  await pageShot(page, "events-cancelled-390", 390);
  await pageShot(page, "events-cancelled-1280", 1280);
});

test("the category filter is a select named category, kept in the URL", async ({ page }) => {
  await page.goto("/events");
  await waitForHydration(page);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Track Day" });
  await expect(page).toHaveURL(/category=track-day/);
  await expect(page.locator("article h2")).toHaveText(["HPDE Track Day at PIR"]);
  await pageShot(page, "events-category-390", 390);
  await pageShot(page, "events-category-1280", 1280);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("combobox", { name: "Period" }).selectOption({ label: "This Month" });
  await expect(page).toHaveURL(/category=track-day/);
  await expect(page).toHaveURL(/period=month/);
});
