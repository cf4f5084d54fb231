// The panel's tabs as links: addressable, shareable, and working without JavaScript. The SPEC's
// tabs (plus Audit Log) are one route, /admin?tab=…; the content areas the SPEC does not have
// (features, media, marketplace) are their own routes under /admin/…, each with its own loader
// and action, listed in ADMIN_SECTIONS and shown as further tabs of the same bar.
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import type { AdminTab } from "../messages";
import type { TabCounts } from "../types";

/** The admin sub-routes, in tab order after the /admin?tab=… tabs. */
export const ADMIN_SECTIONS = [
  { path: "/admin/features", label: "Features" },
  { path: "/admin/media", label: "Media" },
  { path: "/admin/marketplace", label: "Marketplace" },
  { path: "/admin/reports", label: "Reports" },
  { path: "/admin/jobs", label: "Jobs" },
  { path: "/admin/members", label: "Members" },
] as const satisfies readonly { path: string; label: string }[];
export type AdminSection = (typeof ADMIN_SECTIONS)[number]["path"];

export function tabLabels(counts: TabCounts | null): Record<AdminTab, string> {
  const n = (value: number | undefined) => (value === undefined ? "" : ` (${value})`);
  return {
    users: "User Stats",
    "pending-builds": `Pending Builds${n(counts?.pendingBuilds)}`,
    "approved-builds": `Approved Builds${n(counts?.approvedBuilds)}`,
    "featured-builds": `Featured Builds${n(counts?.featuredBuilds)}`,
    "edited-builds": `Recently Edited${n(counts?.editedBuilds)}`,
    "pending-events": `Pending Events${n(counts?.pendingEvents)}`,
    rejected: `Rejected${n(counts?.rejected)}`,
    audit: "Audit Log",
  };
}

function TabLink({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      preventScrollReset
      className={cn(
        "inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-md px-3 font-medium text-sm transition-colors",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        current
          ? "bg-accent text-accent-foreground"
          : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </Link>
  );
}

/**
 * `active` is the current /admin?tab=… tab or the path of the current admin section route.
 * `counts` fills the "(n)" of the SPEC's tabs; section routes may pass null.
 */
export function AdminTabs({
  active,
  counts,
}: {
  active: AdminTab | AdminSection;
  counts: TabCounts | null;
}) {
  const labels = tabLabels(counts);
  return (
    <nav
      aria-label="Admin sections"
      className="flex max-w-full flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
    >
      {(Object.keys(labels) as AdminTab[]).map((tab) => (
        <TabLink key={tab} to={`/admin?tab=${tab}`} current={tab === active} label={labels[tab]} />
      ))}
      {ADMIN_SECTIONS.map((section) => (
        <TabLink
          key={section.path}
          to={section.path}
          current={section.path === active}
          label={section.label}
        />
      ))}
    </nav>
  );
}
