// One media item in /admin/media: picture, title (links to the item), type, author, date, status
// and the actions: Approve / Reject (from any state), Feature / Unfeature, Delete (confirmed).
import { Ban, CircleCheck, Eye, Star, StarOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import {
  ActionButton,
  ADMIN_ROW_PICTURE,
  AdminRow,
  AdminRowBadges,
  ApprovalBadge,
  ConfirmDelete,
  formatShortDate,
  useAdminAction,
} from "~/modules/admin";
import { displayName } from "~/modules/profiles";
import type { AdminMediaRow as Row } from "../media.server";
import { MediaTypeBadge } from "./media-badges";
import { MediaCover } from "./media-cover";

export function AdminMediaRow({ item }: { item: Row }) {
  const { fetcher, busyIntent } = useAdminAction(`admin-media-${item.id}`);
  const common = { fetcher, busyIntent, id: item.id };
  return (
    <AdminRow
      testId="admin-media-row"
      picture={<MediaCover {...ADMIN_ROW_PICTURE} src={item.imageUrl} alt={item.title} />}
      title={item.title}
      href={`/media/${item.id}`}
      actions={
        <>
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
        </>
      }
    >
      <p className="text-muted-foreground text-sm">
        by {displayName({ fullName: item.authorFullName, username: item.authorUsername })} ·{" "}
        {formatShortDate(item.createdAt)} ·{" "}
        <span className="inline-flex items-center gap-1 tabular">
          <Eye aria-hidden="true" className="size-3.5" />
          {item.views}
        </span>
      </p>
      <AdminRowBadges>
        <MediaTypeBadge type={item.type} className="bg-surface-raised" />
        <ApprovalBadge status={item.approvalStatus} />
        {item.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
      </AdminRowBadges>
    </AdminRow>
  );
}
