// One build in a moderation tab: picture (placeholder for HEIC or broken), title, author, date,
// status and the actions this tab allows (SPEC §4): Approve / Reject everywhere, Feature /
// Unfeature on the approved and featured tabs, Car of Week / Unset only on the featured tab.
import { Ban, CircleCheck, Star, StarOff, Trophy, X } from "lucide-react";
import { Link } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { formatShortDate } from "../format";
import type { AdminBuildRow, BuildTab } from "../types";
import { ActionButton } from "./action-button";
import { ConfirmDelete } from "./confirm-delete";
import { useAdminAction } from "./use-admin-action";

const STATUS_BADGE = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
} as const;

export function BuildRow({ build, tab }: { build: AdminBuildRow; tab: BuildTab }) {
  const { fetcher, busyIntent } = useAdminAction(`admin-build-${build.id}`);
  const status = STATUS_BADGE[build.approvalStatus];
  const common = { fetcher, busyIntent, id: build.id };
  return (
    <li
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:flex-row sm:items-center"
      data-testid="admin-build-row"
    >
      <StoredImage
        src={build.imageUrl}
        alt={build.title}
        width={160}
        height={100}
        sizes="160px"
        className="aspect-[8/5] w-full shrink-0 rounded-lg object-cover sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link
          to={`/builds/${build.id}`}
          className="truncate font-display font-semibold text-lg uppercase tracking-wide hover:text-accent"
        >
          {build.title}
        </Link>
        <p className="text-muted-foreground text-sm">
          by {build.ownerName} · {formatShortDate(build.createdAt)}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={status.variant}>{status.label}</Badge>
          {build.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
          {build.isCarOfWeek ? (
            <Badge variant="outline">
              <Trophy aria-hidden="true" />
              Car of the Week
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:max-w-[22rem] sm:justify-end">
        <ActionButton {...common} intent="build-approve" icon={CircleCheck} label="Approve" />
        <ActionButton {...common} intent="build-reject" icon={Ban} label="Reject" />
        {tab !== "pending-builds" ? (
          build.isFeatured ? (
            <ActionButton {...common} intent="build-unfeature" icon={StarOff} label="Unfeature" />
          ) : (
            <ActionButton {...common} intent="build-feature" icon={Star} label="Feature" />
          )
        ) : null}
        {tab === "featured-builds" ? (
          build.isCarOfWeek ? (
            <ActionButton {...common} intent="build-unset-car-of-week" icon={X} label="Unset" />
          ) : (
            <ActionButton
              {...common}
              intent="build-set-car-of-week"
              icon={Trophy}
              label="Car of Week"
            />
          )
        ) : null}
        <ConfirmDelete {...common} intent="build-delete" what="build" title={build.title} />
      </div>
    </li>
  );
}
