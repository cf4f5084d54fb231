// The listing form's answer when its request fails on the way (offline): the form's own failure
// shape, so it stays as typed and says SPEC's message (see ~/lib/network-failure).

import { LISTING_TEXT_FIELDS, type ListingFormValues } from "../constants";
import type { ListingFormFailure } from "../listing-form.server";

export function listingRequestFailure(form: FormData, message: string): ListingFormFailure {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    ok: false,
    errors: { form: message },
    values: Object.fromEntries(LISTING_TEXT_FIELDS.map((n) => [n, text(n)])) as ListingFormValues,
  };
}
