// A one-click admin action: a small form posting intent + id (plain post without JavaScript,
// through the row's fetcher with it), with a spinner while its own intent is running.
import { LoaderCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { AdminActionResult } from "../messages";

interface RowAction {
  fetcher: FetcherWithComponents<AdminActionResult>;
  /** The intent the row's fetcher is sending, if any: every button of the row waits for it. */
  busyIntent: string | null;
  intent: string;
  id: string;
}

/** The form behind every row button (ActionButton, the confirmed Delete): intent + id. */
export function IntentSubmit({
  fetcher,
  busyIntent,
  intent,
  id,
  variant,
  className,
  onSubmit,
  children,
}: RowAction & {
  variant: ButtonProps["variant"];
  className?: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={variant}
        disabled={busyIntent !== null}
        className={className}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}

export function ActionButton({
  icon: Icon,
  label,
  variant = "secondary",
  ...action
}: RowAction & {
  icon: LucideIcon;
  label: string;
  variant?: ButtonProps["variant"];
}) {
  return (
    <IntentSubmit {...action} variant={variant}>
      {action.busyIntent === action.intent ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {label}
    </IntentSubmit>
  );
}
