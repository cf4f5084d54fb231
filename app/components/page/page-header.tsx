// The head of a page: its title in the display face, an optional lede, an optional call to
// action and anything above the title (a back link, a kicker). List and form pages put it in a
// band across the page (`band`); detail pages use the bare title (PageTitle) in their layout.
import type { ReactNode } from "react";
import { Container } from "~/components/layout/container";
import { cn } from "~/lib/utils";

const TITLE_SIZES = {
  /** List, form and account pages. */
  page: "text-4xl sm:text-5xl",
  /** Detail pages and problem screens, whose titles are members' words and often long. */
  detail: "text-3xl sm:text-4xl",
} as const;

export function PageTitle({
  children,
  size = "page",
  className,
  id,
}: {
  children: ReactNode;
  size?: keyof typeof TITLE_SIZES;
  className?: string;
  id?: string;
}) {
  return (
    <h1
      id={id}
      className={cn(
        "font-display font-bold uppercase leading-tight tracking-wide [overflow-wrap:anywhere]",
        TITLE_SIZES[size],
        className,
      )}
    >
      {children}
    </h1>
  );
}

export function PageHeader({
  title,
  lede,
  actions,
  above,
  children,
}: {
  title: ReactNode;
  lede?: ReactNode;
  /** The page's main call to action, at the band's end (below the title on phones). */
  actions?: ReactNode;
  /** Over the title: a back link or a kicker. */
  above?: ReactNode;
  /** Under the lede, inside the band (tabs, counters). */
  children?: ReactNode;
}) {
  return (
    <header className="border-border/60 border-b bg-surface/40">
      <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 max-w-2xl">
          {above}
          <PageTitle>{title}</PageTitle>
          {lede ? <p className="mt-2 text-muted-foreground">{lede}</p> : null}
          {children}
        </div>
        {actions ? (
          <div className="flex shrink-0 flex-wrap gap-3 self-start sm:self-auto">{actions}</div>
        ) : null}
      </Container>
    </header>
  );
}

/** A heading of a section inside a page. */
export function SectionTitle({
  children,
  as: Heading = "h2",
  className,
  id,
}: {
  children: ReactNode;
  as?: "h2" | "h3";
  className?: string;
  id?: string;
}) {
  return (
    <Heading
      id={id}
      className={cn("font-display font-semibold text-2xl uppercase tracking-wide", className)}
    >
      {children}
    </Heading>
  );
}
