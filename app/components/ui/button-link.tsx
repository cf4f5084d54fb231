// A router link in a button's look, with an optional leading icon: the one spelling of
// `<Button asChild><Link to=…><Icon aria-hidden="true" />Label</Link></Button>` (calls to action,
// "Clear search", "Create the First Build"). It is a real link: it works without JavaScript and
// screen readers announce it as one.
import type { LucideIcon } from "lucide-react";
import { Link, type LinkProps } from "react-router";
import { Button, type ButtonProps } from "./button";

export function ButtonLink({
  variant,
  size,
  className,
  icon: Icon,
  children,
  ...link
}: LinkProps &
  Pick<ButtonProps, "variant" | "size"> & {
    /** Decorative: the link's text names it. */
    icon?: LucideIcon;
  }) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
