// Delete with a confirmation: a dialog with JavaScript (its code loaded when Delete is pointed at,
// focused or clicked); without it, or when that code cannot be loaded, a <details> that opens the
// same question in place (no script needed) with the real submit button inside.
import { LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { useConfirmDialog } from "~/components/use-confirm-dialog";
import { useHydrated } from "~/components/use-hydrated";
import type { AdminActionResult } from "../messages";
import { IntentSubmit } from "./action-button";

export function ConfirmDelete({
  fetcher,
  busyIntent,
  intent,
  id,
  what,
  title,
}: {
  fetcher: FetcherWithComponents<AdminActionResult>;
  busyIntent: string | null;
  intent: string;
  id: string;
  /** "build" or "event", for the dialog's wording. */
  what: string;
  title: string;
}) {
  const hydrated = useHydrated();
  // Set when the dialog's code could not be loaded: the question is asked in place instead.
  const [askInPlace, setAskInPlace] = useState(false);
  const confirm = useConfirmDialog({ onUnavailable: () => setAskInPlace(true) });
  const { ConfirmDialog, setOpen } = confirm;
  const deleting = busyIntent === intent;
  const question = `Are you sure you want to permanently delete the ${what} "${title}"? This cannot be undone.`;
  const submit = (
    <IntentSubmit
      fetcher={fetcher}
      busyIntent={busyIntent}
      intent={intent}
      id={id}
      variant="destructive"
      className="w-full"
      onSubmit={() => setOpen(false)}
    >
      {deleting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {deleting ? "Deleting..." : "Delete"}
    </IntentSubmit>
  );

  if (!hydrated || askInPlace) {
    return (
      <details
        open={askInPlace || undefined}
        className="rounded-md border border-destructive/40 px-2 py-1"
      >
        <summary className="cursor-pointer select-none font-semibold text-destructive text-xs">
          Delete
        </summary>
        <div className="mt-2 flex max-w-xs flex-col gap-2">
          <p className="text-xs">{question}</p>
          {submit}
        </div>
      </details>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="destructive"
        disabled={busyIntent !== null}
        {...confirm.triggerProps}
      >
        {deleting ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Trash2 aria-hidden="true" />
        )}
        {deleting ? "Deleting..." : "Delete"}
      </Button>
      {ConfirmDialog ? (
        <ConfirmDialog
          open={confirm.open}
          onOpenChange={setOpen}
          title={`Delete ${what}`}
          description={question}
          size="sm"
          onClosed={confirm.focusTrigger}
        >
          {submit}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
