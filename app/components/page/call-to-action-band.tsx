// The closing invitation of a page (home "Join the community", About "Join Our Community"): a
// glowing band with a title, a line of text and a row of large buttons.
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { ButtonLink } from "~/components/ui/button-link";

export interface CallToAction {
  to: string;
  label: string;
  /** The first action is the main one; the others are quieter. */
  variant?: "outline" | "ghost";
  icon?: LucideIcon;
}

export function CallToActionBand({
  id,
  title,
  actions,
  children,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  actions: CallToAction[];
  /** The line of text under the title. */
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-accent/25 via-surface to-surface px-6 py-12 text-center ring-1 ring-border/60 sm:px-12"
    >
      <h2 id={id} className="font-display font-bold text-4xl uppercase tracking-wide">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground text-lg">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((action) => (
          <ButtonLink
            key={action.to}
            size="lg"
            variant={action.variant}
            to={action.to}
            icon={action.icon}
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
