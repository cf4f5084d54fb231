// A one-click admin action: a small form posting intent + id (plain post without JavaScript,
// through the row's fetcher with it), with a spinner while its own intent is running.
import { LoaderCircle, type LucideIcon } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { AdminActionResult } from "../messages";

export function ActionButton({
  fetcher,
  busyIntent,
  intent,
  id,
  icon: Icon,
  label,
  variant = "secondary",
}: {
  fetcher: FetcherWithComponents<AdminActionResult>;
  busyIntent: string | null;
  intent: string;
  id: string;
  icon: LucideIcon;
  label: string;
  variant?: ButtonProps["variant"];
}) {
  const busy = busyIntent === intent;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={variant}
        disabled={busyIntent !== null}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Icon aria-hidden="true" />
        )}
        {label}
      </Button>
    </fetcher.Form>
  );
}
