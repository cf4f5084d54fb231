// The "Delete build" question in a dialog, with the form that deletes, for the build page and
// My Builds. Renders nothing until the dialog's code has loaded (useConfirmDialog).
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import type { useConfirmDialog } from "~/components/use-confirm-dialog";

/** SPEC's question, in the dialog and in the page (without JavaScript). */
export function deleteQuestion(title: string) {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

export function DeleteBuildDialog({
  confirm,
  fetcher,
  title,
  action,
  buildId,
}: {
  confirm: ReturnType<typeof useConfirmDialog>;
  fetcher: FetcherWithComponents<unknown>;
  /** The build's title, quoted in the question. */
  title: string;
  /** Where the form posts: the current route when left out. */
  action?: string;
  /** Sent as a field, for an action that deletes any of several builds. */
  buildId?: string;
}) {
  const { ConfirmDialog, setOpen } = confirm;
  if (!ConfirmDialog) return null;
  const deleting = fetcher.state !== "idle";
  return (
    <ConfirmDialog
      open={confirm.open}
      onOpenChange={(next) => !deleting && setOpen(next)}
      title="Delete build"
      description={deleteQuestion(title)}
      busy={deleting}
      onClosed={confirm.focusTrigger}
    >
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="delete" />
        {buildId ? <input type="hidden" name="buildId" value={buildId} /> : null}
        <Button type="submit" variant="destructive" disabled={deleting} className="w-full">
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </fetcher.Form>
    </ConfirmDialog>
  );
}
