import type * as React from "react";
import { cn } from "~/lib/utils";

/** A placeholder in the shape of content that is on its way (client navigations only). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-surface-raised", className)}
      {...props}
    />
  );
}
