import { Ban, CircleCheck, Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ApprovalStatus } from "../types";

const LOOK: Record<
  ApprovalStatus,
  { label: string; variant: "warning" | "success" | "destructive" }
> = {
  pending: { label: "Pending review", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
};

/** The approval state of an event, as its host and admins see it. */
export function EventStatusBadge({
  status,
  className,
}: {
  status: ApprovalStatus;
  className?: string;
}) {
  const { label, variant } = LOOK[status];
  const Icon = status === "pending" ? Clock : status === "approved" ? CircleCheck : Ban;
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
