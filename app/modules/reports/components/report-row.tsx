// One reported item in /admin/reports: what it is, its picture, the content itself (an excerpt)
// by its author with a link to it, how many reported it, why and their notes — or, for an item the
// site held for review, "Held for review" and why — and the three decisions:
//   Dismiss (Approve for a held item): the content is fine; shown again if it was hidden.
//   Hide: it stays hidden (its author sees it marked "Hidden by the moderators"); reports resolved.
//   Delete (confirmed): its own area's admin delete; reports resolved.
import { CircleCheck, EyeOff, Flag, ShieldAlert, XCircle } from "lucide-react";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { HIDDEN_NOTES } from "~/lib/hidden";
import {
  ActionButton,
  ADMIN_ROW_PICTURE,
  AdminRow,
  AdminRowBadges,
  ConfirmDelete,
  formatShortDate,
  useAdminAction,
} from "~/modules/admin";
import { authorName } from "~/modules/profiles";
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from "../constants";
import type { QueueItem } from "../reports.server";

export function ReportRow({ item }: { item: QueueItem }) {
  const { fetcher, busyIntent } = useAdminAction(`report-${item.id}`);
  const common = { fetcher, busyIntent, id: item.id };
  const { content } = item;
  const title = content
    ? oneLine(content.title ?? content.excerpt, 120)
    : REPORT_MESSAGES.contentGone;
  // The content inline: a titled item's text, or a comment's that runs past its heading.
  const body =
    content && (content.title !== undefined || content.excerpt.length > title.length)
      ? oneLine(content.excerpt, 600)
      : null;
  return (
    <AdminRow
      testId="report-row"
      align="start"
      picture={
        content?.imageUrl ? (
          <StoredImage {...ADMIN_ROW_PICTURE} src={content.imageUrl} alt={title} />
        ) : undefined
      }
      title={title}
      href={content?.link}
      actions={
        <>
          {item.held ? (
            <ActionButton {...common} intent="report-dismiss" icon={CircleCheck} label="Approve" />
          ) : (
            <ActionButton {...common} intent="report-dismiss" icon={XCircle} label="Dismiss" />
          )}
          {content ? (
            <>
              <ActionButton {...common} intent="report-hide" icon={EyeOff} label="Hide" />
              <ConfirmDelete
                {...common}
                intent="report-delete"
                what={item.typeLabel.toLowerCase()}
                title={oneLine(title, 60)}
              />
            </>
          ) : null}
        </>
      }
    >
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
        {item.typeLabel}
        {content
          ? ` by ${authorName({ fullName: content.authorFullName, username: content.authorUsername })}`
          : null}{" "}
        · last reported {formatShortDate(item.latestAt)}
      </p>
      {body ? (
        <blockquote
          className="line-clamp-4 border-border border-l-2 pl-3 text-sm [overflow-wrap:anywhere]"
          data-testid="report-excerpt"
        >
          {body}
        </blockquote>
      ) : null}
      <AdminRowBadges>
        {item.held ? (
          <Badge variant="warning">
            <ShieldAlert aria-hidden="true" />
            {REPORT_MESSAGES.held}
          </Badge>
        ) : null}
        {item.reportCount > 0 ? (
          <Badge variant="warning">
            <Flag aria-hidden="true" />
            {item.reportCount === 1 ? "1 report" : `${item.reportCount} reports`}
          </Badge>
        ) : null}
        {content?.hidden ? (
          <Badge variant="outline">
            <EyeOff aria-hidden="true" />
            {HIDDEN_NOTES.review}
          </Badge>
        ) : null}
        {item.reasons.map((reason) => (
          <Badge key={reason} className="bg-surface-raised">
            {REPORT_REASON_LABELS[reason]}
          </Badge>
        ))}
      </AdminRowBadges>
      {item.held?.note ? (
        <p className="text-sm [overflow-wrap:anywhere]">
          <span className="font-semibold">Why it was held:</span> {oneLine(item.held.note, 300)}
        </p>
      ) : null}
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
        Reported by {item.reporters.join(", ")}
        {item.reporters.length < item.reportCount + (item.held ? 1 : 0)
          ? ` and ${item.reportCount + (item.held ? 1 : 0) - item.reporters.length} more`
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
