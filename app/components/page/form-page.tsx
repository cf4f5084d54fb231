// The frame of a page that holds one form (create a build, edit a listing, a new topic…): an
// optional way back, the header — kicker, title, lede — and the form below, in one column.
import type { ReactNode } from "react";
import { Container } from "~/components/layout/container";
import { cn } from "~/lib/utils";
import { BackLink } from "./back-link";
import { PageTitle } from "./page-header";

const WIDTHS = { default: "max-w-3xl", wide: "max-w-4xl" } as const;

export function FormPage({
  back,
  kicker,
  title,
  titleAside,
  lede,
  width = "default",
  children,
}: {
  /** The link above the header ("Back to Forums", "My Builds"). */
  back?: { to: string; label: string };
  /** The small line over the title ("Marketplace", "Host your own event"). */
  kicker?: ReactNode;
  title: ReactNode;
  /** Beside the title (a review badge). */
  titleAside?: ReactNode;
  lede?: ReactNode;
  /** `wide` for forms with a photo grid (builds). */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <main className={cn("flex-1 pb-20", back ? "pt-8" : "pt-10")}>
      <Container className={cn("flex flex-col gap-8", WIDTHS[width])}>
        {back ? (
          <BackLink to={back.to} className="w-fit">
            {back.label}
          </BackLink>
        ) : null}
        <header className="flex flex-col gap-2">
          {kicker ? (
            <p className="flex items-center gap-2 font-display text-accent text-sm uppercase tracking-[0.2em]">
              {kicker}
            </p>
          ) : null}
          {titleAside ? (
            <div className="flex flex-wrap items-center gap-3">
              <PageTitle>{title}</PageTitle>
              {titleAside}
            </div>
          ) : (
            <PageTitle>{title}</PageTitle>
          )}
          {lede ? <p className="max-w-2xl break-words text-muted-foreground">{lede}</p> : null}
        </header>
        {children}
      </Container>
    </main>
  );
}
