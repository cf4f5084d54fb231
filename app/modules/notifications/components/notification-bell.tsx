// The bell in the navigation: a plain link to /notifications (works without JavaScript) with the
// number of unread notices, which arrives with the root loader's viewer data.
import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "~/lib/utils";

/** The badge text: the number up to 9, then '9+'. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : "Notifications";
}

export function NotificationBell({ unread, className }: { unread: number; className?: string }) {
  const label = bellLabel(unread);
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          "relative inline-flex size-9 shrink-0 items-center justify-center rounded-md transition-colors sm:size-10",
          "hover:bg-surface-raised focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          isActive ? "text-accent" : "text-foreground",
          className,
        )
      }
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 font-semibold text-[11px] text-accent-foreground tabular-nums leading-none ring-2 ring-background"
        >
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * Without JavaScript on a narrow screen the bar has no room for the bell next to the plain account
 * links, so the scrolling section row (navbar) starts with this link instead.
 */
export function NoScriptNoticeLink({ unread }: { unread: number }) {
  return (
    <NavLink
      to="/notifications"
      aria-label={bellLabel(unread)}
      className={({ isActive }) =>
        cn(
          "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 font-medium text-sm",
          isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground",
        )
      }
    >
      <Bell aria-hidden="true" className="size-4" />
      {unread > 0 ? (
        <span className="rounded-full bg-accent px-1.5 font-semibold text-accent-foreground text-xs tabular-nums">
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
