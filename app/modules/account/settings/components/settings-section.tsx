import type { ReactNode } from "react";
import { CardDescription, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/** One part of the settings page: a card with its heading (the section's name) and text. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "grid gap-5 rounded-xl border border-border/60 bg-surface p-5 shadow-sm sm:p-6",
        className,
      )}
    >
      <header className="grid gap-1.5">
        <CardTitle id={id} className="text-xl">
          {title}
        </CardTitle>
        <CardDescription className="[overflow-wrap:anywhere]">{description}</CardDescription>
      </header>
      {children}
    </section>
  );
}
