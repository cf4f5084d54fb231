// The one report form of the site (a comment, a build, an event, a forum topic or reply): a reason
// (spam, harassment, off-topic, other) and an optional note for the admins. It posts to the page
// that shows the item (its report intent) as a plain form without JavaScript and through a fetcher
// with it; a refused report comes back with the chosen reason and the note kept.
//
// ReportControl is the whole control of a page: a "Report" link that opens the form in place. The
// link is a real one (?report=<key>), so without JavaScript the page comes back with the form open.
import { Flag } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  type FetcherWithComponents,
  Link,
  useActionData,
  useFetcher,
  useLocation,
} from "react-router";
import { isModifiedClick } from "~/components/list/load-more";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/use-hydrated";
import type { ActionFailure, ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/utils";
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_FIELD,
} from "../constants";
import { expectReportAnswer } from "./report-toasts";

export type ReportResult = ActionResult<{ reported?: string }>;

/** The URL parameter that opens a page's report form without JavaScript (?report=<key>). */
export const REPORT_PARAM = "report";

/** The form: its item's hidden fields, the reason, the note, Cancel and Send report. */
export function ReportForm({
  fetcher,
  fetcherKey,
  doneMessage = REPORT_MESSAGES.reportDone,
  action,
  intent,
  fields,
  legend,
  failure,
  cancel,
  className,
}: {
  /** The form's fetcher (its answer is read by the caller) and its key (for the toast). */
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  fetcherKey: string;
  /** The toast of a report that went through (the kind's own words); the shared one by default. */
  doneMessage?: string;
  /** The page whose action takes the report. */
  action: string;
  intent: string;
  /** The hidden fields naming the item (its id, when the page shows several). */
  fields: Record<string, string>;
  /** "Report this comment". */
  legend: string;
  /** The last refusal (from the fetcher, or posted without JavaScript): message and values. */
  failure: ActionFailure | null;
  /** The Cancel control (a link that closes the form). */
  cancel: ReactNode;
  className?: string;
}) {
  const busy = fetcher.state !== "idle";
  const first = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const noteId = useId();
  const errorId = useId();
  // Opened by a click: the first reason takes the focus (the link that opened it had it).
  useEffect(() => {
    if (hydrated) first.current?.focus({ preventScroll: true });
  }, [hydrated]);
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={() => expectReportAnswer(fetcherKey, doneMessage)}
      className={cn("flex flex-col gap-3 rounded-md border border-border/70 p-3", className)}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset
        className="flex min-w-0 flex-col gap-2"
        aria-describedby={failure ? errorId : undefined}
      >
        <legend className="mb-1 font-semibold text-sm">{legend}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason} className="flex items-center gap-2 text-sm">
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name="reason"
                value={reason}
                required
                defaultChecked={failure?.values.reason === reason}
                className="size-4 accent-[var(--color-accent)]"
              />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor={noteId} className="text-xs">
          Note for the admins (optional)
        </Label>
        <Textarea
          id={noteId}
          name="note"
          rows={2}
          maxLength={REPORT_NOTE_MAX}
          defaultValue={failure?.values.note}
          className="min-h-0 resize-y text-sm [overflow-wrap:anywhere]"
        />
      </div>
      {failure ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {failure.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Reporting..." : "Send report"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** This page's URL with ?report= set to `key` (or removed), keeping the other parameters. */
export function reportFormHref(search: string, key: string | null): string {
  const params = new URLSearchParams(search);
  params.delete(REPORT_PARAM);
  if (key) params.set(REPORT_PARAM, key);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * The answer of a report posted without JavaScript (the page was rendered again by its action),
 * when it is this control's: same intent and, on a page of several items, the same item.
 */
function usePostedReport(intent: string, targetId: string | undefined): ReportResult | undefined {
  const answer = useActionData() as ReportResult | undefined;
  if (!answer || answer.intent !== intent) return undefined;
  if (targetId === undefined) return answer;
  const about = answer.ok ? answer.reported : answer.values[REPORT_TARGET_FIELD];
  return about === targetId ? answer : undefined;
}

/**
 * A page's Report control for one item: the link, the form it opens in place, and "Thanks" once
 * the report is in (a toast too with JavaScript). `formKey` is its ?report= value ("build", or the
 * reply's id); `targetId` goes in the form when the page shows several items (a topic's replies).
 */
export function ReportControl({
  action,
  intent,
  formKey,
  targetId,
  what,
  className,
}: {
  action: string;
  intent: string;
  formKey: string;
  targetId?: string;
  /** "build", "event", "topic", "reply": the link's accessible name and the form's legend. */
  what: string;
  className?: string;
}) {
  const location = useLocation();
  const posted = usePostedReport(intent, targetId);
  const fetcherKey = `report-${intent}-${formKey}`;
  const fetcher = useFetcher<ReportResult>({ key: fetcherKey });
  const linkedOpen = new URLSearchParams(location.search).get(REPORT_PARAM) === formKey;
  const [open, setOpen] = useState(linkedOpen || (posted !== undefined && !posted.ok));
  const [done, setDone] = useState(posted?.ok === true);
  const trigger = useRef<HTMLAnchorElement>(null);
  // A navigation (back/forward) decides again whether the form is open.
  const linked = useRef(linkedOpen);
  useEffect(() => {
    if (linked.current === linkedOpen) return;
    linked.current = linkedOpen;
    setOpen(linkedOpen);
  }, [linkedOpen]);

  // Once sent, the form that had the focus is gone: the focus goes to the line replacing it.
  const focusDone = useRef(false);
  const doneLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done && focusDone.current) doneLine.current?.focus();
  }, [done]);

  const answered = useRef<ReportResult>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || answered.current === result) return;
    answered.current = result;
    // The toast is <ReportToasts>' (this control may be gone by then: the item hidden).
    if (result.ok) {
      setOpen(false);
      setDone(true);
      focusDone.current = true;
    }
  }, [fetcher.data, fetcher.state]);

  const fetched = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const failure = fetched ?? (posted && !posted.ok ? posted : null);
  if (done) {
    return (
      <p
        ref={doneLine}
        tabIndex={-1}
        role="status"
        className={cn("text-muted-foreground text-xs focus-visible:outline-none", className)}
      >
        {REPORT_MESSAGES.reportDone}
      </p>
    );
  }
  const toggle = (to: boolean) => (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    setOpen(to);
    if (!to) trigger.current?.focus();
  };
  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Link
        ref={trigger}
        to={reportFormHref(location.search, open ? null : formKey)}
        preventScrollReset
        replace
        aria-expanded={open}
        aria-label={`Report this ${what}`}
        onClick={toggle(!open)}
        className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-muted-foreground text-xs underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Flag aria-hidden="true" className="size-3.5" />
        Report
      </Link>
      {open ? (
        <ReportForm
          fetcher={fetcher}
          fetcherKey={fetcherKey}
          action={action}
          intent={intent}
          fields={targetId ? { [REPORT_TARGET_FIELD]: targetId } : {}}
          legend={`Report this ${what}`}
          failure={failure}
          cancel={
            <Button asChild variant="ghost" size="sm">
              <Link
                to={reportFormHref(location.search, null)}
                preventScrollReset
                replace
                onClick={toggle(false)}
              >
                Cancel
              </Link>
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
