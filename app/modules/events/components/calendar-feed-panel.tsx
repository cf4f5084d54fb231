// "Your calendar" on My events: the member's private feed of the events they are going to, as an
// https:// address to copy and a webcal:// link that opens the calendar app, and "Reset link".
// Copy appears once scripts run (it needs the clipboard); Reset asks first, in a dialog with
// JavaScript, in place (a <details>) without it, like the other confirmed actions.
import { CalendarSync, Check, Copy, LoaderCircle, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { SectionTitle } from "~/components/page";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useConfirmDialog } from "~/components/use-confirm-dialog";
import { useHydrated } from "~/components/use-hydrated";
import { CALENDAR_FEED_MESSAGES } from "../messages";
import type { EventActionResult } from "./action-result";
import { useActionToast } from "./use-action-toast";

export const RESET_FEED_INTENT = "reset-calendar-feed";

export function CalendarFeedPanel({ https, webcal }: { https: string; webcal: string }) {
  const fieldId = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<EventActionResult>({ key: "calendar-feed-reset" });
  useActionToast(fetcher.data);
  const resetting = fetcher.state !== "idle";
  const [copied, setCopied] = useState(false);
  const [askInPlace, setAskInPlace] = useState(false);
  const confirm = useConfirmDialog({ onUnavailable: () => setAskInPlace(true) });
  const { ConfirmDialog, setOpen } = confirm;

  async function copy() {
    try {
      await navigator.clipboard.writeText(https);
      setCopied(true);
      toast.success("Calendar link copied.");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Could not copy: select the link and copy it yourself.");
    }
  }

  const resetForm = (
    <fetcher.Form method="post" onSubmit={() => setOpen(false)}>
      <input type="hidden" name="intent" value={RESET_FEED_INTENT} />
      <Button type="submit" variant="destructive" className="w-full" disabled={resetting}>
        {resetting ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <RotateCcw aria-hidden="true" />
        )}
        {resetting ? "Resetting..." : "Reset Link"}
      </Button>
    </fetcher.Form>
  );

  return (
    <section
      aria-labelledby="your-calendar"
      className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <SectionTitle id="your-calendar">Your calendar</SectionTitle>
      <p className="max-w-prose text-muted-foreground text-sm">
        Subscribe to this private link in your calendar app and the events you're going to show up
        there, with changes and cancellations as hosts make them. Anyone with the link can see those
        events: keep it to yourself, or reset it.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId}>Calendar link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={fieldId}
            readOnly
            value={https}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
            spellCheck={false}
          />
          {hydrated ? (
            <Button type="button" variant="secondary" onClick={copy} className="shrink-0">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy Link"}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <a href={webcal}>
            <CalendarSync aria-hidden="true" />
            Subscribe in Calendar App
          </a>
        </Button>
        <a
          href={https}
          className="font-semibold text-accent text-sm underline-offset-4 hover:underline"
        >
          Download .ics
        </a>
        {!hydrated || askInPlace ? (
          <details open={askInPlace || undefined} className="w-full sm:w-auto">
            <summary className="cursor-pointer select-none font-semibold text-destructive text-sm">
              Reset link
            </summary>
            <div className="mt-2 flex max-w-sm flex-col gap-2">
              <p className="text-sm">{CALENDAR_FEED_MESSAGES.resetConfirm}</p>
              {resetForm}
            </div>
          </details>
        ) : (
          <Button variant="ghost" disabled={resetting} {...confirm.triggerProps}>
            <RotateCcw aria-hidden="true" />
            Reset Link
          </Button>
        )}
      </div>
      {ConfirmDialog ? (
        <ConfirmDialog
          open={confirm.open}
          onOpenChange={setOpen}
          title="Reset calendar link"
          description={CALENDAR_FEED_MESSAGES.resetConfirm}
          busy={resetting}
          onClosed={confirm.focusTrigger}
        >
          {resetForm}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
