import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { subscribeToNewsletter } from "./newsletter.server";

async function subscribers() {
  const rows = await queryRows<{ email: string }>(
    sql`select email from newsletter_subscribers order by created_at`,
  );
  return rows.map((row) => row.email);
}

describe("subscribeToNewsletter", () => {
  it("stores a new address once, whatever its letter case on later sign-ups", async () => {
    await subscribeToNewsletter("Driver@Example.com");
    await subscribeToNewsletter("driver@example.com");
    await subscribeToNewsletter("DRIVER@EXAMPLE.COM");
    expect(await subscribers()).toEqual(["Driver@Example.com"]);
  });

  it("keeps different addresses apart", async () => {
    await subscribeToNewsletter("second@example.com");
    expect(await subscribers()).toEqual(["Driver@Example.com", "second@example.com"]);
  });
});
