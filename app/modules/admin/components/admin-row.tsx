// One record in an admin list (a build, an event, a media item, a feature, a listing, a report):
// its picture, its title, a few lines about it and the buttons an admin has for it. Every admin
// page lists its records with this row, so they look and wrap alike at every width: stacked on a
// phone, picture | text | buttons from the sm breakpoint.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

/** The picture's box in a row: give these to the image component (StoredImage, MediaCover). */
export const ADMIN_ROW_PICTURE = {
  width: 160,
  height: 100,
  sizes: "160px",
  className: "aspect-[8/5] w-full shrink-0 rounded-lg object-cover sm:w-40",
} as const;

const APPROVAL_BADGE = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
} as const;

/** A moderated record's approval status (builds, media). */
export function ApprovalBadge({ status }: { status: keyof typeof APPROVAL_BADGE }) {
  const { label, variant } = APPROVAL_BADGE[status];
  return <Badge variant={variant}>{label}</Badge>;
}

export function AdminRow({
  testId,
  picture,
  title,
  href,
  align = "center",
  actions,
  children,
}: {
  testId?: string;
  picture?: ReactNode;
  title: ReactNode;
  /** The record's public page: the title links there. Without it the title is a heading. */
  href?: string;
  /** "start" for rows whose text runs long (an event's description). */
  align?: "center" | "start";
  actions: ReactNode;
  /** The lines under the title: author, date, badges. */
  children?: ReactNode;
}) {
  // Two lines on a phone (the row is narrow there), one from sm where the buttons sit beside it.
  const titleClass =
    "line-clamp-2 font-display font-semibold text-lg uppercase tracking-wide [overflow-wrap:anywhere] sm:truncate";
  return (
    <li
      className={cn(
        "flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:flex-row",
        align === "start" ? "sm:items-start" : "sm:items-center",
      )}
      data-testid={testId}
    >
      {picture}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {href ? (
          <Link to={href} className={cn(titleClass, "hover:text-accent")}>
            {title}
          </Link>
        ) : (
          <h3 className={titleClass}>{title}</h3>
        )}
        {children}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:max-w-[22rem] sm:justify-end">
        {actions}
      </div>
    </li>
  );
}

/** The row's badges, on one wrapping line. */
export function AdminRowBadges({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-1.5">{children}</div>;
}
