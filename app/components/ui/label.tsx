import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A form label. Like Radix's Label (which it replaces, for its bytes on every page): a double
 * click on it does not select its text, unless the click was on a control inside the label.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
    <label
      className={cn(
        "font-medium text-foreground text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
