// The account pages' tabs as links (addressable, no JavaScript needed): settings, security
// (passkeys, two-factor), the data export and deleting the account.
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export const ACCOUNT_PAGES = [
  { path: "/account", label: "Settings" },
  { path: "/account/security", label: "Security" },
  { path: "/account/export", label: "Export my data" },
  { path: "/account/delete", label: "Delete account" },
] as const satisfies readonly { path: string; label: string }[];
export type AccountPage = (typeof ACCOUNT_PAGES)[number]["path"];

export function AccountNav({ current }: { current: AccountPage }) {
  return (
    <nav aria-label="Account" className="-mx-1 mb-6 flex gap-1 overflow-x-auto px-1 pb-1">
      {ACCOUNT_PAGES.map((page) => (
        <Link
          key={page.path}
          to={page.path}
          aria-current={page.path === current ? "page" : undefined}
          className={cn(
            "inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-md px-3 font-medium text-sm transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            page.path === current
              ? "bg-accent text-accent-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {page.label}
        </Link>
      ))}
    </nav>
  );
}
