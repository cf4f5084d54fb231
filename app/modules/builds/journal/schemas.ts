// The journal entry form's text fields, checked the same way in the browser (once loaded) and by
// the entry intents. Mileage, cost and currency follow the mod list's rules (../spec).
import { z } from "zod";
import { numberText, SPEC_MESSAGES } from "../spec/schemas";
import { CURRENCY, LIMITS } from "../spec/values";
import { JOURNAL_LIMITS, JOURNAL_MESSAGES, todayIso } from "./constants";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Tomorrow (UTC): an owner east of UTC may already be a day ahead of the server. */
function latestDay(): string {
  return todayIso(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

const entryDate = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const date = new Date(`${v}T00:00:00Z`);
    if (!DAY.test(v) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: "custom", message: JOURNAL_MESSAGES.date });
      return z.NEVER;
    }
    if (v < JOURNAL_LIMITS.firstDay || v > latestDay()) {
      ctx.addIssue({ code: "custom", message: JOURNAL_MESSAGES.dateRange });
      return z.NEVER;
    }
    return v;
  });

export const journalEntrySchema = z
  .object({
    entryDate,
    title: z
      .string()
      .trim()
      .min(1, JOURNAL_MESSAGES.titleRequired)
      .max(JOURNAL_LIMITS.title, JOURNAL_MESSAGES.titleTooLong),
    body: z
      .string()
      .trim()
      .min(1, JOURNAL_MESSAGES.bodyRequired)
      .max(JOURNAL_LIMITS.body, JOURNAL_MESSAGES.bodyTooLong),
    mileage: numberText({ label: "Mileage", range: LIMITS.mileage, strip: /(?:km|mi|miles)$/i }),
    cost: numberText({ label: "Cost", range: LIMITS.cost, decimals: 2 }),
    currency: z.string().trim(),
  })
  .transform((value, ctx) => {
    const currency = value.currency === "" ? null : value.currency;
    if (currency !== null && !CURRENCY.has(currency)) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: SPEC_MESSAGES.unknownChoice });
      return z.NEVER;
    }
    if (value.cost !== null && currency === null) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: SPEC_MESSAGES.currency });
      return z.NEVER;
    }
    return {
      entryDate: value.entryDate,
      title: value.title,
      body: value.body,
      mileage: value.mileage,
      costMinor: value.cost === null ? null : Math.round(value.cost * 100),
      // A currency without a cost says nothing: not stored (the table keeps both or neither).
      currency: value.cost === null ? null : currency,
    };
  });

export type JournalEntryFields = z.output<typeof journalEntrySchema>;
