// The check-in page's desk: the count ("n of m checked in"), the camera scanner with its Express
// toggle, the ticket code field, the answer to the last scan, and the attendee search. With
// JavaScript every scan and button posts through one fetcher and the count refreshes; without it
// the ticket field and the Check in buttons are plain forms and the search is a GET form.
import { CheckCircle2, CircleAlert, Search, Ticket } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Form, useActionData, useFetcher } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/components/use-hydrated";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/utils";
import { formatEventTime } from "../time";
import type { CheckInAttendee, CheckInSummary } from "./check-in.server";
import { CHECK_IN_MESSAGES, CHECK_IN_SEARCH_MAX, MAX_TICKET_LENGTH } from "./messages";
import { CameraScanner } from "./scanner";

/** The action's answer to a check-in or a ticket read. */
export interface CheckInResult {
  message: string;
  status: "checked-in" | "already" | "found";
  attendee: CheckInAttendee;
  /** The check-in time on the meet's clock, when in. */
  checkedInLabel: string | null;
}
type DeskResult = ActionResult<CheckInResult>;

/** The camera sees one code for many frames: the same code again within this time is ignored. */
const SAME_CODE_PAUSE_MS = 4000;

export function CheckInDesk({
  summary,
  query,
  results,
}: {
  summary: CheckInSummary;
  query: string;
  results: CheckInAttendee[] | null;
}) {
  const fetcher = useFetcher<DeskResult>({ key: `check-in-${summary.eventId}` });
  const posted = useActionData<DeskResult>();
  const hydrated = useHydrated();
  const [express, setExpress] = useState(false);
  const last = useRef<{ code: string; at: number } | null>(null);
  const busy = fetcher.state !== "idle";

  /** One ticket code, as the camera or the code field delivers it. */
  const handleScan = useCallback(
    (code: string, fromCamera = false) => {
      const token = code.trim();
      if (!token) return;
      const now = Date.now();
      if (fromCamera && last.current?.code === token && now - last.current.at < SAME_CODE_PAUSE_MS)
        return;
      last.current = { code: token, at: now };
      fetcher.submit(
        { intent: express ? "check-in-token" : "lookup-token", token },
        { method: "post" },
      );
    },
    [express, fetcher],
  );
  const onCamera = useCallback((code: string) => handleScan(code, true), [handleScan]);

  const result = fetcher.data ?? posted;
  return (
    <div className="flex flex-col gap-6">
      <p
        aria-live="polite"
        className="rounded-xl bg-surface p-5 font-display text-3xl uppercase tracking-wide ring-1 ring-border/50 tabular"
      >
        <span className="text-accent">{summary.checkedIn}</span> of {summary.going} checked in
      </p>

      {!summary.open ? (
        <p className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
          {CHECK_IN_MESSAGES.closed}
        </p>
      ) : null}

      <section aria-labelledby="scan-title" className="flex flex-col gap-4">
        <h2 id="scan-title" className="font-display text-xl uppercase tracking-wide">
          Scan tickets
        </h2>
        {hydrated ? (
          <>
            <CameraScanner onScan={onCamera} />
            <label className="flex items-start gap-3 rounded-lg bg-surface px-4 py-3 ring-1 ring-border/50">
              <input
                type="checkbox"
                checked={express}
                onChange={(event) => setExpress(event.target.checked)}
                className="mt-1 size-4 accent-[var(--color-accent)]"
              />
              <span className="flex flex-col">
                <span className="font-semibold">Express</span>
                <span className="text-muted-foreground text-sm">
                  Check in as soon as a ticket is scanned. Off: each scan shows who it is first.
                </span>
              </span>
            </label>
          </>
        ) : null}
        <TicketCodeForm onCode={hydrated ? handleScan : null} />
        <ResultPanel result={result} fetcher={fetcher} busy={busy} />
      </section>

      <AttendeeSearch
        query={query}
        results={results}
        timeZone={summary.timeZone}
        fetcher={fetcher}
      />
    </div>
  );
}

/**
 * The ticket code typed or pasted (a camera that cannot read, no camera at all). With JavaScript
 * it goes the scanner's way (Express decides); without, the form posts and checks in.
 */
function TicketCodeForm({ onCode }: { onCode: ((code: string) => void) | null }) {
  const fieldId = useId();
  const hintId = useId();
  const [code, setCode] = useState("");
  return (
    <Form
      method="post"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        if (!onCode) return;
        event.preventDefault();
        onCode(code);
        setCode("");
      }}
    >
      <input type="hidden" name="intent" value="check-in-token" />
      <Label htmlFor={fieldId}>Ticket code</Label>
      <div className="flex gap-2">
        <Input
          id={fieldId}
          name="token"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={MAX_TICKET_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={hintId}
          className="min-w-0 flex-1 font-mono"
        />
        {/* Never disabled: the next member's code is typed while the last answer loads. */}
        <Button type="submit" variant="outline">
          <Ticket aria-hidden="true" />
          {onCode ? "Enter" : "Check in"}
        </Button>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        The code under "Code as text" on the member's ticket page.
      </p>
    </Form>
  );
}

type DeskFetcher = ReturnType<typeof useFetcher<DeskResult>>;

function ResultPanel({
  result,
  fetcher,
  busy,
}: {
  result: DeskResult | undefined;
  fetcher: DeskFetcher;
  busy: boolean;
}) {
  if (!result) return <div aria-live="polite" />;
  if (!result.ok) {
    return (
      <div aria-live="polite">
        <p
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-destructive/60 bg-destructive/10 px-4 py-3"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          {result.message}
        </p>
      </div>
    );
  }
  const { attendee, status } = result;
  return (
    <div aria-live="polite">
      <div
        className={cn(
          "flex flex-col gap-3 rounded-xl border px-4 py-3",
          status === "checked-in" && "border-success/60 bg-success/10",
          status === "already" && "border-warning/60 bg-warning/10",
          status === "found" && "border-border bg-surface",
        )}
      >
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={attendee.avatarUrl} name={attendee.name} sizes="40px" className="size-10" />
          <div className="flex min-w-0 flex-col">
            <p role="status" className="font-semibold [overflow-wrap:anywhere]">
              {status === "checked-in" ? (
                <CheckCircle2 aria-hidden="true" className="mr-1 inline size-4 text-success" />
              ) : null}
              {result.message}
            </p>
            {attendee.username ? (
              <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                @{attendee.username}
              </p>
            ) : null}
          </div>
        </div>
        {status === "found" ? (
          <fetcher.Form method="post" className="flex">
            <input type="hidden" name="intent" value="check-in" />
            <input type="hidden" name="memberId" value={attendee.memberId} />
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? "Checking in..." : `Check in ${attendee.name}`}
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </div>
  );
}

function AttendeeSearch({
  query,
  results,
  timeZone,
  fetcher,
}: {
  query: string;
  results: CheckInAttendee[] | null;
  timeZone: string;
  fetcher: DeskFetcher;
}) {
  const fieldId = useId();
  const busyMember = fetcher.state !== "idle" ? fetcher.formData?.get("memberId") : null;
  return (
    <section aria-labelledby="search-title" className="flex flex-col gap-3">
      <h2 id="search-title" className="font-display text-xl uppercase tracking-wide">
        Find by name
      </h2>
      <Form method="get" role="search" className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>Name or username</Label>
        <div className="flex gap-2">
          <Input
            id={fieldId}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={CHECK_IN_SEARCH_MAX}
            autoComplete="off"
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </Form>
      {results === null ? (
        <p className="text-muted-foreground text-sm">{CHECK_IN_MESSAGES.searchEmpty}</p>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground text-sm">{CHECK_IN_MESSAGES.noMatches}</p>
      ) : (
        <ul aria-label="Matching attendees" className="flex flex-col gap-2">
          {results.map((attendee) => (
            <li
              key={attendee.memberId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface px-4 py-3 ring-1 ring-border/50"
            >
              <span className="flex min-w-0 items-center gap-3">
                <Avatar
                  src={attendee.avatarUrl}
                  name={attendee.name}
                  sizes="32px"
                  className="size-8"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold [overflow-wrap:anywhere]">{attendee.name}</span>
                  {attendee.username ? (
                    <span className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                      @{attendee.username}
                    </span>
                  ) : null}
                </span>
              </span>
              {attendee.checkedInAt ? (
                <span className="flex items-center gap-1 font-semibold text-sm text-success">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Checked in {formatEventTime(attendee.checkedInAt, timeZone)}
                </span>
              ) : (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="check-in" />
                  <input type="hidden" name="memberId" value={attendee.memberId} />
                  <Button
                    type="submit"
                    size="sm"
                    disabled={busyMember === attendee.memberId}
                    aria-label={`Check in ${attendee.name}`}
                  >
                    {busyMember === attendee.memberId ? "Checking in..." : "Check in"}
                  </Button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
