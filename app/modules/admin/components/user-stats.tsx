// User Stats tab: total accounts, Active Users (created in the last 30 days), Activity Rate and
// the six-month trend chart and the user list, newest first, with the activity badge and the
// last sign-in.

import type { LucideIcon } from "lucide-react";
import { Activity, UserPlus, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ActivityBadge } from "../activity";
import { formatShortDate } from "../format";
import type { UserStats } from "../types";
import { ActivityChart } from "./activity-chart";
import { Pager, tabPageHref } from "./pager";

const BADGE_VARIANT: Record<ActivityBadge, "success" | "accent" | "default" | "outline"> = {
  "New User": "success",
  Recent: "accent",
  Regular: "default",
  Veteran: "outline",
};

function StatCard({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50">
      <Icon aria-hidden="true" className="size-8 text-accent" />
      <div>
        <p className="text-muted-foreground text-sm">{label}</p>
        <p className="font-display font-semibold text-3xl">{value}</p>
      </div>
    </div>
  );
}

function signInLabel(iso: string | null) {
  return iso ? formatShortDate(iso) : "Never";
}

export function UserStatsPanel({ stats }: { stats: UserStats }) {
  const { users } = stats;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={Users} label="Total Users" value={String(stats.totalUsers)} />
        <StatCard icon={UserPlus} label="Active Users" value={String(stats.activeUsers)} />
        <StatCard icon={Activity} label="Activity Rate" value={`${stats.activityRate}%`} />
      </div>
      <ActivityChart weeks={stats.weekly} />
      <section
        aria-labelledby="users-title"
        className="rounded-xl bg-surface ring-1 ring-border/50"
      >
        <h2
          id="users-title"
          className="border-border border-b px-5 py-4 font-display font-semibold text-lg uppercase tracking-wide"
        >
          Users
        </h2>
        {users.items.length === 0 ? (
          <p className="px-5 py-6 text-muted-foreground">No users yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {users.items.map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold">{user.fullName || user.username}</p>
                  <p className="truncate text-muted-foreground text-sm">@{user.username}</p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
                  <span>Joined {formatShortDate(user.createdAt)}</span>
                  <span>Last sign-in {signInLabel(user.lastSignInAt)}</span>
                  <Badge variant={BADGE_VARIANT[user.badge]}>{user.badge}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pager page={users.page} pageCount={users.pageCount} hrefOf={tabPageHref("users")} />
    </div>
  );
}
