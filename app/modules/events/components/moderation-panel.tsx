// Admin controls on the event page: Approve, Reject (SPEC §4: directly, from any state) and a
// permanent Delete behind a confirmation. The admin panel's Pending Events tab uses the same
// server functions (setEventApprovalStatus, deleteEvent).
import { Ban, CircleCheck, LoaderCircle, type LucideIcon, ShieldCheck, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { ApprovalStatus } from "../types";
import type { EventActionResult } from "./action-result";
import { EventStatusBadge } from "./status-badge";
import { useActionToast } from "./use-action-toast";

const DECISIONS = [
  { intent: "approve", icon: CircleCheck, label: "Approve", status: "approved" },
  { intent: "reject", icon: Ban, label: "Reject", status: "rejected" },
] as const;

/** Approve or Reject: off while any decision is being sent or when it is already the status. */
function DecisionButton({
  intent,
  icon: Icon,
  label,
  busy,
  current,
}: {
  intent: "approve" | "reject";
  icon: LucideIcon;
  label: string;
  /** The intent being sent, if any. */
  busy: string | null;
  current: boolean;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="secondary"
      disabled={!!busy || current}
    >
      {busy === intent ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}

export function ModerationPanel({
  eventId,
  title,
  status,
}: {
  eventId: string;
  title: string;
  status: ApprovalStatus;
}) {
  const fetcher = useFetcher<EventActionResult>({ key: `moderate-${eventId}` });
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;

  return (
    <section
      aria-labelledby="moderation-title"
      className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="moderation-title"
          className="flex items-center gap-2 font-display font-semibold text-lg uppercase tracking-wide"
        >
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
          Moderation
        </h2>
        <EventStatusBadge status={status} />
      </div>
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        {DECISIONS.map((decision) => (
          <DecisionButton
            key={decision.intent}
            intent={decision.intent}
            icon={decision.icon}
            label={decision.label}
            busy={busy}
            current={status === decision.status}
          />
        ))}
      </fetcher.Form>
      {/* <details> needs no JavaScript: the confirmation opens in place. */}
      <details className="group rounded-md border border-destructive/40 px-3 py-2">
        <summary className="cursor-pointer select-none font-semibold text-destructive text-sm">
          Delete event…
        </summary>
        <fetcher.Form method="post" className="mt-3 flex flex-col gap-3">
          <p className="text-sm [overflow-wrap:anywhere]">
            Are you sure you want to delete "{title}"? This removes the event, its RSVPs and its
            flyer permanently.
          </p>
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="destructive"
            disabled={!!busy}
            className="self-start"
          >
            {busy === "delete" ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {busy === "delete" ? "Deleting..." : "Delete permanently"}
          </Button>
        </fetcher.Form>
      </details>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {fetcher.data.message}
        </p>
      ) : null}
    </section>
  );
}
