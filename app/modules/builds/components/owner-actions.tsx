// Edit and Delete for the owner of a build. Delete asks first (SPEC wording): in a dialog with
// JavaScript; without it, the Delete link opens the same question in the page (?confirm=delete).
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { type BuildActionResult, DETAIL_MESSAGES, usePostedResult } from "./build-actions";
import { useHydrated } from "./use-hydrated";

export const CONFIRM_DELETE_PARAM = "confirm";
export const CONFIRM_DELETE_VALUE = "delete";

export function deleteQuestion(title: string) {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

export function OwnerActions({ buildId, title }: { buildId: string; title: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<BuildActionResult>({ key: `delete-${buildId}` });
  const deleting = fetcher.state !== "idle";

  // Success redirects to /builds (with the 'Build Deleted' toast); only a failure comes back.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result.ok) return;
    setOpen(false);
    toast.error(result.reason === "limited" ? result.message : DETAIL_MESSAGES.deleteFailed);
  }, [fetcher.data]);

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={`/edit-build/${buildId}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      {hydrated ? (
        <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </DialogTrigger>
          <DialogContent showCloseButton={!deleting}>
            <DialogHeader>
              <DialogTitle>Delete build</DialogTitle>
              <DialogDescription>{deleteQuestion(title)}</DialogDescription>
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
      ) : (
        <Button asChild variant="destructive">
          <Link
            to={`?${CONFIRM_DELETE_PARAM}=${CONFIRM_DELETE_VALUE}#delete-build`}
            preventScrollReset
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Link>
        </Button>
      )}
    </div>
  );
}

/** The delete question rendered in the page, for browsers without JavaScript. */
export function InlineDeleteConfirm({ buildId, title }: { buildId: string; title: string }) {
  const posted = usePostedResult(["delete"]);
  return (
    <div
      id="delete-build"
      role="alertdialog"
      aria-labelledby="delete-build-question"
      className="flex flex-col gap-4 rounded-xl border border-destructive/60 bg-destructive/10 p-4"
    >
      <p id="delete-build-question" className="font-medium">
        {deleteQuestion(title)}
      </p>
      {posted && !posted.ok ? (
        <p role="alert" className="text-destructive text-sm">
          {posted.reason === "limited" ? posted.message : DETAIL_MESSAGES.deleteFailed}
        </p>
      ) : null}
      <Form method="post" action={`/builds/${buildId}`} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="delete" />
        <Button type="submit" variant="destructive">
          Delete
        </Button>
        <Button asChild variant="outline">
          <Link to={`/builds/${buildId}`}>Cancel</Link>
        </Button>
      </Form>
    </div>
  );
}
