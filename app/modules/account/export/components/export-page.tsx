// /account/export: what the export holds, the Request export button and the member's recent
// exports with their status. Works without JavaScript (the button is a plain form posting to the
// page; "Check again" reloads it); with it, the list checks again by itself while an export is
// being prepared, gently (every 3 s at first, then less often), and only while the tab is seen.
import {
  CircleAlert,
  CircleCheck,
  CircleSlash,
  Clock,
  Download,
  FileArchive,
  LoaderCircle,
  RefreshCw,
} from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { PostedAnswer } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { SectionTitle } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EXPORT_MESSAGES, EXPORT_PATH } from "../constants";

export const REQUEST_EXPORT_INTENT = "request-export";

export interface ExportRow {
  id: string;
  status: "pending" | "ready" | "failed" | "expired";
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
}

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/** The same text on the server and in the browser: dates are shown in UTC, and say so. */
function formatDate(iso: string): string {
  return `${DATE.format(new Date(iso))} UTC`;
}

/** "840 KB", "12.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

const STATUS: Record<
  ExportRow["status"],
  { label: string; variant: "warning" | "success" | "destructive" | "default"; Icon: typeof Clock }
> = {
  pending: { label: EXPORT_MESSAGES.statusPending, variant: "warning", Icon: Clock },
  ready: { label: EXPORT_MESSAGES.statusReady, variant: "success", Icon: CircleCheck },
  failed: { label: EXPORT_MESSAGES.statusFailed, variant: "destructive", Icon: CircleAlert },
  expired: { label: EXPORT_MESSAGES.statusExpired, variant: "default", Icon: CircleSlash },
};

/** How long to wait before the n-th check of a pending export: 3 s, 3 s, 5 s, … at most 15 s. */
function pollDelayMs(checks: number): number {
  return Math.min(15_000, 3_000 + Math.max(0, checks - 1) * 2_000);
}

/** While an export is being prepared, reloads the page's data now and then (tab visible only). */
function useCheckWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    if (!pending) return;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      checks += 1;
      timer = setTimeout(() => {
        if (document.visibilityState === "visible") void revalidate().finally(schedule);
        else schedule();
      }, pollDelayMs(checks));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [pending, revalidate]);
}

export function ExportPage({
  exports,
  answer,
}: {
  exports: ExportRow[];
  /** The Request export form's answer, when the page posted it (a refusal, with its message). */
  answer: { ok: boolean; message: string } | null;
}) {
  const navigation = useNavigation();
  const requesting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === REQUEST_EXPORT_INTENT;
  const pending = exports.some((e) => e.status === "pending");
  useCheckWhilePending(pending);

  return (
    <div className="flex flex-col gap-10">
      <section
        aria-labelledby="export-request-heading"
        className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50"
      >
        <SectionTitle id="export-request-heading">Get a copy of your data</SectionTitle>
        <p className="max-w-prose text-sm">{EXPORT_MESSAGES.intro}</p>
        <p className="max-w-prose text-muted-foreground text-sm">{EXPORT_MESSAGES.howItWorks}</p>
        <PostedAnswer answer={answer} />
        <Form method="post" className="flex">
          <input type="hidden" name="intent" value={REQUEST_EXPORT_INTENT} />
          <SubmitButton busy={requesting} busyLabel={EXPORT_MESSAGES.requestBusy}>
            <FileArchive aria-hidden="true" />
            {EXPORT_MESSAGES.requestButton}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="export-list-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SectionTitle id="export-list-heading">{EXPORT_MESSAGES.listHeading}</SectionTitle>
          {pending ? (
            <Button asChild variant="secondary" size="sm">
              {/* A plain reload: what checks the status without JavaScript. */}
              <Link to={EXPORT_PATH} reloadDocument>
                <RefreshCw aria-hidden="true" />
                {EXPORT_MESSAGES.checkAgain}
              </Link>
            </Button>
          ) : null}
        </div>
        {pending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
            {EXPORT_MESSAGES.pendingNote}
          </p>
        ) : null}
        {exports.length === 0 ? (
          <p className="text-muted-foreground text-sm">{EXPORT_MESSAGES.listEmpty}</p>
        ) : (
          <ul aria-label={EXPORT_MESSAGES.listHeading} className="flex flex-col gap-3">
            {exports.map((row) => (
              <ExportItem key={row.id} row={row} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ExportItem({ row }: { row: ExportRow }) {
  const status = STATUS[row.status];
  return (
    <li
      data-export-id={row.id}
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant}>
            <status.Icon aria-hidden="true" />
            {status.label}
          </Badge>
          <span className="font-medium text-sm">
            Requested <time dateTime={row.requestedAt}>{formatDate(row.requestedAt)}</time>
          </span>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          {row.sizeBytes !== null ? (
            <div className="flex gap-1">
              <dt>Size:</dt>
              <dd>{formatSize(row.sizeBytes)}</dd>
            </div>
          ) : null}
          {row.expiresAt ? (
            <div className="flex gap-1">
              <dt>{row.status === "expired" ? "Expired:" : "Expires:"}</dt>
              <dd>
                <time dateTime={row.expiresAt}>{formatDate(row.expiresAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        {row.status === "failed" ? (
          <p className="text-destructive text-sm">{EXPORT_MESSAGES.failedNote}</p>
        ) : null}
      </div>
      {row.status === "ready" ? (
        <Button asChild className="shrink-0">
          {/* A document download (never a client-side navigation): the answer is the zip. */}
          <a href={`${EXPORT_PATH}/${row.id}/download`} download>
            <Download aria-hidden="true" />
            {EXPORT_MESSAGES.download}
            <span className="sr-only"> the export requested {formatDate(row.requestedAt)}</span>
          </a>
        </Button>
      ) : null}
    </li>
  );
}
