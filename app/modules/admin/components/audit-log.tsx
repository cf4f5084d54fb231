// Audit tab: every moderation action anywhere on the site, newest first — who, what, which
// record, status before → after.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { AuditEntry, Page } from "../types";
import { Pager, tabPageHref } from "./pager";

const ACTION_LABELS: Record<string, string> = {
  "build-approve": "Approved build",
  "build-reject": "Rejected build",
  "build-feature": "Featured build",
  "build-unfeature": "Unfeatured build",
  "build-set-car-of-week": "Set Car of the Week",
  "build-unset-car-of-week": "Removed Car of the Week",
  "build-delete": "Deleted build",
  "build-mark-reviewed": "Reviewed build edits",
  "event-approve": "Approved event",
  "event-reject": "Rejected event",
  "event-delete": "Deleted event",
  "feature-create": "Created feature",
  "feature-update": "Edited feature",
  "feature-delete": "Deleted feature",
  "media-create": "Published media",
  "media-approve": "Approved media",
  "media-reject": "Rejected media",
  "media-feature": "Featured media",
  "media-unfeature": "Unfeatured media",
  "media-delete": "Deleted media",
  "listing-remove": "Removed listing",
  "listing-restore": "Restored listing",
  "report-dismiss": "Dismissed listing report",
  "forum-topic-lock": "Locked topic",
  "forum-topic-unlock": "Unlocked topic",
  "forum-topic-delete": "Deleted topic",
  "forum-post-delete": "Deleted reply in topic",
  "comment-delete": "Deleted comment",
  "content-report-dismiss": "Dismissed reports of",
  "content-report-hide": "Kept hidden after reports:",
  "content-held-approve": "Approved held",
  "job-retry": "Retried job",
  "account-delete": "Member deleted their account",
  "member-delete": "Deleted held account",
  "member-two-factor-reset": "Reset two-factor",
};

/** 'listing-remove' → 'Listing remove', for an action without a label yet. */
function readableAction(action: string) {
  const words = action.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TARGET_PATHS: Record<string, string> = {
  build: "/builds/",
  event: "/events/",
  media: "/media/",
  "marketplace-listing": "/marketplace/",
  feature: "/features/",
  "event-series": "/events/series/",
  "forum-topic": "/forums/topic/",
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
  const base = TARGET_PATHS[entry.targetType];
  // A deleted record has no page; a reply's entry keeps its topic's title, not its address.
  if (entry.afterStatus === "deleted" || !base) return <span>{title}</span>;
  return (
    <Link to={`${base}${entry.targetId}`} className="hover:text-accent">
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
                {ACTION_LABELS[entry.action] ?? readableAction(entry.action)}: {targetLink(entry)}
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
      <Pager page={entries.page} pageCount={entries.pageCount} hrefOf={tabPageHref("audit")} />
    </>
  );
}
