// Audit tab: every admin action, newest first — who, what, which record, status before → after.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { AuditEntry, Page } from "../types";
import { Pager } from "./pager";

const ACTION_LABELS: Record<string, string> = {
  "build-approve": "Approved build",
  "build-reject": "Rejected build",
  "build-feature": "Featured build",
  "build-unfeature": "Unfeatured build",
  "build-set-car-of-week": "Set Car of the Week",
  "build-unset-car-of-week": "Removed Car of the Week",
  "build-delete": "Deleted build",
  "event-approve": "Approved event",
  "event-reject": "Rejected event",
  "event-delete": "Deleted event",
  "feature-create": "Created feature",
  "feature-update": "Edited feature",
  "feature-delete": "Deleted feature",
};

/** 'Nov 22, 2026, 5:04 AM UTC': one clock for every admin, so entries compare at a glance. */
function formatWhen(iso: string) {
  return new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
}

function targetLink(entry: AuditEntry) {
  const title = entry.targetTitle ?? entry.targetId;
  if (entry.afterStatus === "deleted") return <span>{title}</span>;
  const to =
    entry.targetType === "event"
      ? `/events/${entry.targetId}`
      : entry.targetType === "media"
        ? `/media/${entry.targetId}`
        : entry.targetType === "marketplace-listing"
          ? `/marketplace/${entry.targetId}`
          : entry.targetType === "feature"
            ? `/features/${entry.targetId}`
            : `/builds/${entry.targetId}`;
  return (
    <Link to={to} className="hover:text-accent">
      {title}
    </Link>
  );
}

export function AuditLog({ entries }: { entries: Page<AuditEntry> }) {
  if (entries.items.length === 0) {
    return (
      <p className="rounded-xl bg-surface px-5 py-10 text-center text-muted-foreground ring-1 ring-border/50">
        No admin actions recorded yet.
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-border rounded-xl bg-surface ring-1 ring-border/50">
        {entries.items.map((entry) => (
          <li
            key={entry.id}
            data-testid="audit-entry"
            className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">
                {ACTION_LABELS[entry.action] ?? entry.action}: {targetLink(entry)}
              </p>
              <p className="text-muted-foreground text-sm">
                by {entry.adminName} ·{" "}
                <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
              </p>
            </div>
            <div className="flex items-center gap-2 text-sm">
              <Badge variant="outline">{entry.beforeStatus ?? "—"}</Badge>
              <ArrowRight aria-label="to" className="size-4 text-muted-foreground" />
              <Badge variant="outline">{entry.afterStatus ?? "—"}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <Pager tab="audit" page={entries.page} pageCount={entries.pageCount} />
    </>
  );
}
