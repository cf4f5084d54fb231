// The panel's tabs as links (?tab=…): addressable, shareable, and working without JavaScript.
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import type { AdminTab } from "../schemas";
import type { TabCounts } from "../types";

export function tabLabels(counts: TabCounts | null): Record<AdminTab, string> {
  const n = (value: number | undefined) => (value === undefined ? "" : ` (${value})`);
  return {
    users: "User Stats",
    "pending-builds": `Pending Builds${n(counts?.pendingBuilds)}`,
    "approved-builds": `Approved Builds${n(counts?.approvedBuilds)}`,
    "featured-builds": `Featured Builds${n(counts?.featuredBuilds)}`,
    "pending-events": `Pending Events${n(counts?.pendingEvents)}`,
    audit: "Audit Log",
  };
}

export function AdminTabs({ active, counts }: { active: AdminTab; counts: TabCounts | null }) {
  const labels = tabLabels(counts);
  return (
    <nav
      aria-label="Admin sections"
      className="flex max-w-full flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
    >
      {(Object.keys(labels) as AdminTab[]).map((tab) => (
        <Link
          key={tab}
          to={`/admin?tab=${tab}`}
          aria-current={tab === active ? "page" : undefined}
          preventScrollReset
          className={cn(
            "inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-md px-3 font-medium text-sm transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            tab === active
              ? "bg-accent text-accent-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {labels[tab]}
        </Link>
      ))}
    </nav>
  );
}
