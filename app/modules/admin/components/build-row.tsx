// One build in a moderation tab: picture (placeholder for HEIC or broken), title, author, date,
// status and the actions this tab allows (SPEC §4): Approve / Reject (Approve only on the
// rejected tab), Feature / Unfeature on the approved and featured tabs, Car of Week / Unset only
// on the featured tab. On the recently edited tab: what the owner's edits changed, Reject and
// Mark reviewed.
import { Ban, CheckCheck, CircleCheck, Star, StarOff, Trophy, X } from "lucide-react";
import { Link } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { formatShortDate } from "../format";
import type { AdminBuildRow, BuildEditSummary, BuildTab } from "../types";
import { ActionButton } from "./action-button";
import { ADMIN_ROW_PICTURE, AdminRow, AdminRowBadges, ApprovalBadge } from "./admin-row";
import { ConfirmDelete } from "./confirm-delete";
import { useAdminAction } from "./use-admin-action";

export type BuildRowTab = BuildTab | "edited-builds" | "rejected";

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  make: "Make",
  model: "Model",
  year: "Year",
  description: "Description",
  spec: "Spec sheet",
  mods: "Mod list",
  "photo-order": "Photo order",
  "alt-text": "Photo descriptions",
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** 'Changed: Title, Description · 2 photos added · 1 photo removed'. */
export function describeEdits(edits: BuildEditSummary): string {
  const parts: string[] = [];
  // Journal entries are listed on their own, each with its link (JournalEdits).
  const fields = edits.changedFields.filter((f) => !f.startsWith("journal-"));
  if (fields.length > 0) {
    parts.push(`Changed: ${fields.map((f) => FIELD_LABELS[f] ?? f).join(", ")}`);
  }
  if (edits.photosAdded > 0) parts.push(`${plural(edits.photosAdded, "photo")} added`);
  if (edits.photosRemoved > 0) parts.push(`${plural(edits.photosRemoved, "photo")} removed`);
  return parts.join(" · ");
}

export function BuildRow({
  build,
  tab,
  edits,
}: {
  build: AdminBuildRow;
  tab: BuildRowTab;
  edits?: BuildEditSummary;
}) {
  const { fetcher, busyIntent } = useAdminAction(`admin-build-${build.id}`);
  const common = { fetcher, busyIntent, id: build.id };
  return (
    <AdminRow
      testId="admin-build-row"
      picture={<StoredImage {...ADMIN_ROW_PICTURE} src={build.imageUrl} alt={build.title} />}
      title={build.title}
      href={`/builds/${build.id}`}
      actions={
        <>
          {tab !== "edited-builds" ? (
            <ActionButton {...common} intent="build-approve" icon={CircleCheck} label="Approve" />
          ) : null}
          {tab !== "rejected" ? (
            <ActionButton {...common} intent="build-reject" icon={Ban} label="Reject" />
          ) : null}
          {tab === "edited-builds" ? (
            <ActionButton
              {...common}
              intent="build-mark-reviewed"
              icon={CheckCheck}
              label="Mark reviewed"
            />
          ) : null}
          {tab === "approved-builds" || tab === "featured-builds" ? (
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
        </>
      }
    >
      <p className="text-muted-foreground text-sm">
        by {build.ownerName} · {formatShortDate(build.createdAt)}
      </p>
      {edits ? (
        <p className="text-sm" data-testid="admin-build-edits">
          {describeEdits(edits)}{" "}
          <span className="text-muted-foreground">
            ({plural(edits.editCount, "edit")}, last on {formatShortDate(edits.lastEditedAt)})
          </span>
        </p>
      ) : null}
      {edits && edits.journal.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm" data-testid="admin-build-journal-edits">
          {edits.journal.map((entry) => (
            <li key={entry.id} className="[overflow-wrap:anywhere]">
              {entry.added ? "Journal entry added: " : "Journal entry edited: "}
              <Link
                to={`/builds/${build.id}/journal/${entry.id}`}
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <AdminRowBadges>
        <ApprovalBadge status={build.approvalStatus} />
        {build.isFeatured ? <Badge variant="accent">Featured</Badge> : null}
        {build.isCarOfWeek ? (
          <Badge variant="outline">
            <Trophy aria-hidden="true" />
            Car of the Week
          </Badge>
        ) : null}
      </AdminRowBadges>
    </AdminRow>
  );
}
