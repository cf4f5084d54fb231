// What a page shows instead of its content: nothing to show yet (EmptyState), a part that could
// not be loaded (ErrorPanel, with a retry link that works without JavaScript), and a whole page
// that cannot be shown (ProblemScreen: the not-found and failed views of detail pages, used by
// their error boundaries).
import { ArrowLeft, RotateCw, SearchX, TriangleAlert } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Container } from "~/components/layout/container";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/utils";
import { PageTitle } from "./page-header";

export function EmptyState({
  title,
  description,
  action,
  icon: Icon,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link (e.g. "Clear search and filters", "Create the First Build"). */
  action?: ReactNode;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center",
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-8 text-muted-foreground" /> : null}
      <p className="text-lg">{title}</p>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

/**
 * 'Try again': loads the same URL again (replace: no extra history entry). A real link, so it
 * works without JavaScript.
 */
export function RetryLink({ href, variant }: { href: string; variant?: "outline" }) {
  return (
    <ButtonLink variant={variant} to={href} replace icon={RotateCw}>
      Try again
    </ButtonLink>
  );
}

export function ErrorPanel({
  title,
  description,
  retryHref,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Loads the same URL again (replace: no extra history entry). */
  retryHref?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center",
        className,
      )}
    >
      <p className="text-lg">{title}</p>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {retryHref ? <RetryLink href={retryHref} variant="outline" /> : null}
    </div>
  );
}

/**
 * A whole page given over to one message: an icon, the title, a sentence and what to do next.
 * ProblemScreen is its not-found and failed form; pages that refuse a visitor use it too.
 */
export function MessageScreen({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  text: ReactNode;
  /** The buttons: the way back, a retry, a sign-in link. */
  children: ReactNode;
}) {
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="flex max-w-xl flex-col items-center gap-5 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-raised text-accent">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <PageTitle size="detail">{title}</PageTitle>
        <p className="text-muted-foreground">{text}</p>
        {children}
      </Container>
    </main>
  );
}

/**
 * A detail page that cannot be shown: 'Build Not Found', 'Invalid Build ID', 'Failed to load…',
 * with the way back to its list and, for a failure, a retry.
 */
export function ProblemScreen({
  title,
  text,
  back,
  retryHref,
  kind = "not-found",
}: {
  title: string;
  text: ReactNode;
  back: { to: string; label: string };
  retryHref?: string;
  kind?: "not-found" | "failed";
}) {
  return (
    <MessageScreen icon={kind === "failed" ? TriangleAlert : SearchX} title={title} text={text}>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink
          variant={kind === "failed" ? "outline" : "default"}
          to={back.to}
          icon={ArrowLeft}
        >
          {back.label}
        </ButtonLink>
        {kind === "failed" && retryHref ? <RetryLink href={retryHref} /> : null}
      </div>
    </MessageScreen>
  );
}
