import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * Shared by inputs, textareas and native selects so every field looks and focuses alike. A plain
 * string, not cn(): it is computed when the module loads, and cn's first call builds
 * tailwind-merge's class tables (tens of milliseconds on a phone) before anything is on screen.
 */
export const fieldClassName = [
  "w-full rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs sm:text-sm",
  "placeholder:text-muted-foreground",
  "transition-[border-color,box-shadow] focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/40",
].join(" ");

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        "h-10 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
