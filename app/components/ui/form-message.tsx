import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A field's error text. role=alert makes screen readers announce it when it appears; give it an
 * id and point the field's aria-describedby at it. Renders nothing without a message.
 */
export function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p role="alert" className={cn("font-medium text-destructive text-sm", className)} {...props}>
      {children}
    </p>
  );
}
