// A form post that asks first ("Remove this passkey?"): with JavaScript the question opens in a
// dialog (its code loaded when the button is pointed at, focused or pressed); without it, or when
// that code cannot be loaded, a <details> opens the same question in place with the real submit
// button inside. Either way the post is a plain <Form> of the page's route: its fields (intent,
// id…) are the children.
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useConfirmDialog } from "~/components/use-confirm-dialog";
import { useHydrated } from "~/components/use-hydrated";

export function ConfirmSubmit({
  label,
  title,
  question,
  confirmLabel,
  busyLabel,
  busy,
  variant = "destructive",
  size = "sm",
  icon,
  children,
}: {
  /** The button that asks (and the summary without JavaScript). */
  label: string;
  /** The dialog's title. */
  title: string;
  question: string;
  /** The button that does it. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  variant?: ButtonProps["variant"];
  size?: "sm" | "default";
  icon?: ReactNode;
  /** The form's fields: hidden inputs (intent, id), or a field to fill in before confirming. */
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [askInPlace, setAskInPlace] = useState(false);
  const confirm = useConfirmDialog({ onUnavailable: () => setAskInPlace(true) });
  const { ConfirmDialog, setOpen } = confirm;

  const form = (
    <Form method="post" className="flex flex-col gap-3" onSubmit={() => setOpen(false)}>
      {children}
      <Button type="submit" variant={variant} size={size} disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? busyLabel : confirmLabel}
      </Button>
    </Form>
  );

  if (!hydrated || askInPlace) {
    return (
      <details
        open={askInPlace || undefined}
        className="rounded-md border border-destructive/40 px-3 py-1.5"
      >
        <summary className="cursor-pointer select-none font-semibold text-destructive text-sm">
          {label}
        </summary>
        <div className="mt-2 flex max-w-sm flex-col gap-2 pb-2">
          <p className="text-sm">{question}</p>
          {form}
        </div>
      </details>
    );
  }
  return (
    <>
      <Button type="button" size={size} variant={variant} disabled={busy} {...confirm.triggerProps}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
        {busy ? busyLabel : label}
      </Button>
      {ConfirmDialog ? (
        <ConfirmDialog
          open={confirm.open}
          onOpenChange={setOpen}
          title={title}
          description={question}
          size={size}
          busy={busy}
          onClosed={confirm.focusTrigger}
        >
          {form}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
