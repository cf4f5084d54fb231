// One media item in /admin/media: picture, title (links to the item), type, author, date, status
// and the actions: Approve / Reject (from any state), Feature / Unfeature, Delete (confirmed).
import { Ban, CircleCheck, Eye, Star, StarOff } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ActionButton, ConfirmDelete, formatShortDate, useAdminAction } from "~/modules/admin";
import { displayName } from "~/modules/profiles";
import type { AdminMediaRow as Row } from "../media.server";
import { MediaTypeBadge } from "./media-badges";
import { MediaCover } from "./media-cover";

const STATUS_BADGE = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
} as const;

export function AdminMediaRow({ item }: { item: Row }) {
  const { fetcher, busyIntent } = useAdminAction(`admin-media-${item.id}`);
  const status = STATUS_BADGE[item.approvalStatus];
  const common = { fetcher, busyIntent, id: item.id };
  return (
    <li
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:flex-row sm:items-center"
      data-testid="admin-media-row"
    >
      <MediaCover
        src={item.imageUrl}
        alt={item.title}
        width={160}
        height={100}
        sizes="160px"
        className="aspect-[8/5] w-full shrink-0 rounded-lg sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Link
          to={`/media/${item.id}`}
          className="truncate font-display font-semibold text-lg uppercase tracking-wide hover:text-accent"
        >
          {item.title}
        </Link>
        <p className="text-muted-foreground text-sm">
          by {displayName({ fullName: item.authorFullName, username: item.authorUsername })} ·{" "}
          {formatShortDate(item.createdAt)} ·{" "}
          <span className="inline-flex items-center gap-1 tabular">
            <Eye aria-hidden="true" className="size-3.5" />
            {item.views}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <MediaTypeBadge type={item.type} className="bg-surface-raised" />
          <Badge variant={status.variant}>{status.label}</Badge>
          {item.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:max-w-[22rem] sm:justify-end">
        {item.approvalStatus !== "approved" ? (
          <ActionButton {...common} intent="media-approve" icon={CircleCheck} label="Approve" />
        ) : null}
        {item.approvalStatus !== "rejected" ? (
          <ActionButton {...common} intent="media-reject" icon={Ban} label="Reject" />
        ) : null}
        {item.isFeatured ? (
          <ActionButton {...common} intent="media-unfeature" icon={StarOff} label="Unfeature" />
        ) : (
          <ActionButton {...common} intent="media-feature" icon={Star} label="Feature" />
        )}
        <ConfirmDelete {...common} intent="media-delete" what="media item" title={item.title} />
      </div>
    </li>
  );
}
