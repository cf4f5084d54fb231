import type * as React from "react";
import { cn } from "~/lib/utils";

/** The site's content width (about 1280px) with its side gutters. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}
