// The answer of an admin form posted as a plain form (without JavaScript, or a page whose forms
// navigate): a banner above the list, in the SPEC's words.
import type { AdminActionResult } from "../messages";

export function ActionBanner({ result }: { result: AdminActionResult | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={
        result.ok
          ? "rounded-lg bg-success/15 px-4 py-3 font-medium text-sm"
          : "rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm"
      }
    >
      {result.message}
    </p>
  );
}
