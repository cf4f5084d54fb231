// Prices are stored as whole hundredths of the currency's unit (price_cents = price × 100, for
// every currency, JPY included), so range filters in "units of the listing's currency" compare
// uniformly. Reading and writing them is shared by the forms, the list filters and the cards.

/** "12,500.5" → 1250050 (hundredths); null when not a price. */
export function parsePriceToCents(raw: string): number | null {
  const text = raw.trim().replace(/[,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The price as its currency writes it: $12,500 · €45.50 · ¥1,200,000. */
export function formatPrice(priceCents: number, currency: string, locale = "en-US"): string {
  const amount = priceCents / 100;
  const whole = priceCents % 100 === 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(amount);
  } catch {
    return `${amount.toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** Cents back to what the price field shows ("12500", "45.50"). */
export function centsToField(priceCents: number): string {
  return priceCents % 100 === 0
    ? String(priceCents / 100)
    : `${Math.floor(priceCents / 100)}.${String(priceCents % 100).padStart(2, "0")}`;
}
