// The owner's "Delete build" question on the build page, as a modal dialog (Radix: focus is
// trapped, Escape closes it). Its own module so the build page loads the dialog code only when
// Delete is about to be used (./owner-actions), not for every visitor.
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { BuildActionResult } from "./build-actions";

export function DeleteBuildDialog({
  open,
  onOpenChange,
  fetcherKey,
  question,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The key of the fetcher the owner actions watch (same state here and there). */
  fetcherKey: string;
  question: string;
  /** Puts the focus back on the Delete button (there is no Radix trigger to return to). */
  onClosed: () => void;
}) {
  const fetcher = useFetcher<BuildActionResult>({ key: fetcherKey });
  const deleting = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={!deleting}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete build</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="destructive" disabled={deleting} className="w-full">
              {deleting ? "Deleting..." : "Delete"}
            </Button>
          </fetcher.Form>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
