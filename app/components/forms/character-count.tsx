import { cn } from "~/lib/utils";

/**
 * "9,412 / 10,000" once a text nears its limit, red when over it. The fields have no maxLength:
 * a paste past the limit is kept (nothing lost) and the form says what to shorten.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  if (length < max * 0.8) return null;
  const over = length > max;
  return (
    <span
      aria-live="polite"
      className={cn(
        "text-xs tabular",
        over ? "font-semibold text-destructive" : "text-muted-foreground",
      )}
    >
      {length.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
    </span>
  );
}
