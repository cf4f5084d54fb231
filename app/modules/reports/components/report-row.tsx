// One reported item in /admin/reports: what it is, an excerpt, its author, how many reported it
// and why, a link to it, and the two decisions: delete the content (confirmed) or dismiss.
import { Flag, XCircle } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import {
  ActionButton,
  AdminRow,
  AdminRowBadges,
  ConfirmDelete,
  formatShortDate,
  useAdminAction,
} from "~/modules/admin";
import { displayName } from "~/modules/profiles";
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from "../constants";
import type { QueueItem } from "../reports.server";

export function ReportRow({ item }: { item: QueueItem }) {
  const { fetcher, busyIntent } = useAdminAction(`report-${item.id}`);
  const common = { fetcher, busyIntent, id: item.id };
  const excerpt = item.content ? oneLine(item.content.excerpt, 120) : REPORT_MESSAGES.contentGone;
  return (
    <AdminRow
      testId="report-row"
      align="start"
      title={excerpt}
      href={item.content?.link}
      actions={
        <>
          {item.content ? (
            <ConfirmDelete
              {...common}
              intent="report-delete"
              what="reported content"
              title={oneLine(excerpt, 60)}
            />
          ) : null}
          <ActionButton {...common} intent="report-dismiss" icon={XCircle} label="Dismiss" />
        </>
      }
    >
      <p className="text-muted-foreground text-sm">
        {item.typeLabel}
        {item.content
          ? ` by ${displayName({ fullName: item.content.authorFullName, username: item.content.authorUsername })}`
          : null}{" "}
        · last reported {formatShortDate(item.latestAt)}
      </p>
      <AdminRowBadges>
        <Badge variant="warning">
          <Flag aria-hidden="true" />
          {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
        </Badge>
        {item.reasons.map((reason) => (
          <Badge key={reason} className="bg-surface-raised">
            {REPORT_REASON_LABELS[reason]}
          </Badge>
        ))}
      </AdminRowBadges>
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
        Reported by {item.reporters.join(", ")}
        {item.reportCount > item.reporters.length
          ? ` and ${item.reportCount - item.reporters.length} more`
          : null}
      </p>
      {item.notes.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1 text-muted-foreground text-sm [overflow-wrap:anywhere]">
          {item.notes.map((note, index) => (
            <li key={index}>“{oneLine(note, 200)}”</li>
          ))}
        </ul>
      ) : null}
    </AdminRow>
  );
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
