// A link that looks like a button ("Sign In", "Cancel", "Back to Builds", "Try again"): the same
// <a> that `<Button asChild><Link …><Icon aria-hidden="true" />…</Link></Button>` renders,
// written once, with the optional leading icon hidden from screen readers.
import type { VariantProps } from "class-variance-authority";
import type { ComponentType } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./button";

export function ButtonLink({
  icon: Icon,
  variant,
  size,
  className,
  children,
  ...link
}: LinkProps &
  VariantProps<typeof buttonVariants> & {
    /** A lucide icon before the text. */
    icon?: ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  }) {
  return (
    <Link className={cn(buttonVariants({ variant, size }), className)} {...link}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Link>
  );
}
