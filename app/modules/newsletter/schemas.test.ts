import { describe, expect, it } from "vitest";
import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema, parseNewsletterForm } from "./schemas";

describe("newsletterSchema", () => {
  it("accepts an ordinary address and trims surrounding spaces", () => {
    expect(newsletterSchema.parse({ email: "  driver@example.com \n" })).toEqual({
      email: "driver@example.com",
    });
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["no @", "driver.example.com"],
    ["no domain", "driver@"],
    ["no local part", "@example.com"],
    ["spaces inside", "dri ver@example.com"],
  ])("rejects %s with the form's message", (_case, email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NEWSLETTER_EMAIL_MESSAGE);
  });

  it("rejects a missing or non-text field with the same message", () => {
    expect(newsletterSchema.safeParse({}).error?.issues[0]?.message).toBe(NEWSLETTER_EMAIL_MESSAGE);
    expect(newsletterSchema.safeParse({ email: 42 }).error?.issues[0]?.message).toBe(
      NEWSLETTER_EMAIL_MESSAGE,
    );
  });

  it("accepts 254 characters and rejects 255", () => {
    // Domain labels are at most 63 characters, so a long address is built from dotted labels.
    const labels = (total: number) => {
      const parts: string[] = [];
      let length = 0;
      while (length < total) {
        const size = Math.min(60, total - length - (parts.length ? 1 : 0));
        parts.push("b".repeat(size));
        length += size + (parts.length > 1 ? 1 : 0);
      }
      return parts.join(".");
    };
    const long254 = `driver@${labels(254 - "driver@".length - ".com".length)}.com`;
    const long255 = `driver@${labels(255 - "driver@".length - ".com".length)}.com`;
    expect(long254).toHaveLength(254);
    expect(long255).toHaveLength(255);
    expect(newsletterSchema.safeParse({ email: long254 }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: long255 }).error?.issues[0]?.message).toBe(
      NEWSLETTER_EMAIL_MESSAGE,
    );
  });
});

describe("parseNewsletterForm", () => {
  it("reads the email field from FormData", () => {
    const form = new FormData();
    form.set("email", " Driver@Example.com ");
    expect(parseNewsletterForm(form)).toEqual({ ok: true, email: "Driver@Example.com" });
  });

  it("returns the message when the field is absent", () => {
    expect(parseNewsletterForm(new FormData())).toEqual({
      ok: false,
      error: NEWSLETTER_EMAIL_MESSAGE,
    });
  });
});
