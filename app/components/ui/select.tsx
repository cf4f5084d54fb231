import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { fieldClassName } from "./input";

/**
 * A styled native <select>: works without JavaScript (plain GET/POST forms), on every phone's
 * own picker, and with the keyboard out of the box.
 */
export function NativeSelect({
  className,
  wrapperClassName,
  children,
  ...props
}: React.ComponentProps<"select"> & { wrapperClassName?: string }) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <select
        className={cn(fieldClassName, "h-10 cursor-pointer appearance-none pr-9", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 text-muted-foreground"
      />
    </div>
  );
}
