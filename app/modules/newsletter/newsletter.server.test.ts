// Double opt-in: a sign-up is pending until the mailed link is followed; sign-ups are limited per
// client address and confirmation mails per e-mail address.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/lib/client-ip.server";
import { readOutbox } from "~/lib/mail.server";
import {
  CONFIRMATION_SUBJECT,
  confirmNewsletterSubscription,
  NEWSLETTER_RATE_LIMITS,
  subscribeToNewsletter,
} from "./newsletter.server";

let ipCounter = 0;
/** A request from its own client address (each test gets fresh per-client limits). */
function requestFrom(ip = `203.0.113.${++ipCounter}`) {
  return new Request("http://localhost:3000/newsletter", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip },
  });
}

async function rows() {
  return queryRows<{ email: string; confirmed: boolean }>(
    sql`select email, confirmed_at is not null as confirmed
        from newsletter_subscribers order by created_at`,
  );
}

async function subscribe(email: string, request = requestFrom()) {
  const outcome = await subscribeToNewsletter(email, request);
  if (outcome.kind === "accepted") await outcome.mail;
  return outcome;
}

async function mailsTo(email: string) {
  return (await readOutbox()).filter((mail) => mail.to === email);
}

function tokenOf(link: string | undefined): string {
  return new URL(link as string).searchParams.get("token") as string;
}

describe("subscribeToNewsletter", () => {
  it("stores a pending address and mails it a confirmation link with nothing but the address", async () => {
    const outcome = await subscribe("Driver@Example.com");
    expect(outcome.kind).toBe("accepted");
    expect(await rows()).toEqual([{ email: "Driver@Example.com", confirmed: false }]);
    const [mail, ...others] = await mailsTo("Driver@Example.com");
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(CONFIRMATION_SUBJECT);
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(mail?.text).toContain("Driver@Example.com");
    expect(mail?.html).toBeUndefined();
  });

  it("counts the address only after the link is followed; following it again changes nothing", async () => {
    const [mail] = await mailsTo("Driver@Example.com");
    const token = tokenOf(mail?.links[0]);
    expect(await confirmNewsletterSubscription(token)).toBe("confirmed");
    expect(await rows()).toEqual([{ email: "Driver@Example.com", confirmed: true }]);
    const [before] = await queryRows<{ at: string }>(
      sql`select confirmed_at::text as at from newsletter_subscribers`,
    );
    expect(await confirmNewsletterSubscription(token)).toBe("confirmed");
    const [after] = await queryRows<{ at: string }>(
      sql`select confirmed_at::text as at from newsletter_subscribers`,
    );
    expect(after?.at).toBe(before?.at);
  });

  it("keeps one row per address in any letter case, and mails a confirmed address nothing", async () => {
    await subscribe("driver@example.com");
    await subscribe("DRIVER@EXAMPLE.COM");
    expect(await rows()).toEqual([{ email: "Driver@Example.com", confirmed: true }]);
    expect(await mailsTo("driver@example.com")).toEqual([]);
    expect(await mailsTo("DRIVER@EXAMPLE.COM")).toEqual([]);
  });

  it("refuses unknown, malformed and expired tokens, and a replaced link", async () => {
    expect(await confirmNewsletterSubscription("")).toBe("invalid");
    expect(await confirmNewsletterSubscription("x".repeat(43))).toBe("invalid");
    expect(await confirmNewsletterSubscription("'; drop table x;--")).toBe("invalid");

    await subscribe("late@example.com");
    const [first] = await mailsTo("late@example.com");
    // Asking again mails a new link; the old one stops working.
    await subscribe("late@example.com");
    const [second] = await mailsTo("late@example.com");
    expect(second?.links[0]).not.toBe(first?.links[0]);
    expect(await confirmNewsletterSubscription(tokenOf(first?.links[0]))).toBe("invalid");

    await queryRows(
      sql`update newsletter_subscribers set confirmation_expires_at = now() - interval '1 minute'
          where email = 'late@example.com'`,
    );
    expect(await confirmNewsletterSubscription(tokenOf(second?.links[0]))).toBe("expired");
    expect((await rows()).find((row) => row.email === "late@example.com")?.confirmed).toBe(false);
  });

  it("sends one address at most 3 confirmation mails a day, answering the same way", async () => {
    const email = "target@example.com";
    for (let i = 0; i < NEWSLETTER_RATE_LIMITS.perAddress.limit + 3; i++) {
      // From a different client each time: the per-address limit holds across clients.
      expect((await subscribe(email)).kind).toBe("accepted");
    }
    expect(await mailsTo(email)).toHaveLength(NEWSLETTER_RATE_LIMITS.perAddress.limit);
  });

  it("refuses a client over 10 sign-ups an hour, with the wait", async () => {
    const client = requestFrom("198.51.100.7");
    for (let i = 0; i < NEWSLETTER_RATE_LIMITS.perClient.limit; i++) {
      expect((await subscribe(`bulk-${i}@example.com`, client)).kind).toBe("accepted");
    }
    const refused = await subscribe("bulk-last@example.com", client);
    expect(refused).toEqual({ kind: "limited", retryAfterSeconds: expect.any(Number) });
    expect(refused.kind === "limited" && refused.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await mailsTo("bulk-last@example.com")).toEqual([]);
    // Another client is not affected.
    expect((await subscribe("bulk-last@example.com")).kind).toBe("accepted");
  });
});
