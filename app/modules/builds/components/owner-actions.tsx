// Edit and Delete for the owner of a build. Delete asks first (SPEC wording): in a dialog with
// JavaScript (its code loaded when Delete is pointed at, focused or clicked); without it, the
// Delete link opens the same question in the page (?confirm=delete).
import { Pencil, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useConfirmDialog } from "~/components/use-confirm-dialog";
import { useHydrated } from "~/components/use-hydrated";
import { type BuildActionResult, DETAIL_MESSAGES, usePostedResult } from "./build-actions";
import { DeleteBuildDialog, deleteQuestion } from "./delete-build-dialog";

export const CONFIRM_DELETE_PARAM = "confirm";
export const CONFIRM_DELETE_VALUE = "delete";

export function OwnerActions({ buildId, title }: { buildId: string; title: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<BuildActionResult>({ key: `delete-${buildId}` });
  const inlineConfirmHref = `?${CONFIRM_DELETE_PARAM}=${CONFIRM_DELETE_VALUE}#delete-build`;
  // Without the dialog's code (connection lost): ask in the page, as without JavaScript.
  const confirm = useConfirmDialog({
    onUnavailable: () => navigate(inlineConfirmHref, { preventScrollReset: true }),
  });
  const { setOpen } = confirm;

  // Success redirects to /builds (with the 'Build Deleted' toast); only a failure comes back.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result.ok) return;
    setOpen(false);
    toast.error(result.reason === "rate-limited" ? result.message : DETAIL_MESSAGES.deleteFailed);
  }, [fetcher.data, setOpen]);

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={`/edit-build/${buildId}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      {hydrated ? (
        <>
          <Button variant="destructive" {...confirm.triggerProps}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <DeleteBuildDialog confirm={confirm} fetcher={fetcher} title={title} />
        </>
      ) : (
        <Button asChild variant="destructive">
          <Link to={inlineConfirmHref} preventScrollReset>
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
      <p id="delete-build-question" className="font-medium [overflow-wrap:anywhere]">
        {deleteQuestion(title)}
      </p>
      {posted && !posted.ok ? (
        <p role="alert" className="text-destructive text-sm">
          {posted.reason === "rate-limited" ? posted.message : DETAIL_MESSAGES.deleteFailed}
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
