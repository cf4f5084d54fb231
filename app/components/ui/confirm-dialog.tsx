// A "are you sure?" modal (Radix Dialog: focus trapped, Escape closes it) with a Cancel button and
// the caller's confirming form. Pages do not import it: they use useConfirmDialog
// (~/components/confirm-dialog-trigger), which loads this module, and Radix Dialog with it, only
// when a delete button is about to be used. See docs/decisions/014-front-end-budgets.md.
import type * as React from "react";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** While the confirmed action runs: Cancel and the close button are disabled. */
  busy?: boolean;
  /** Size of the Cancel button, to match the confirming button. */
  size?: "sm" | "default";
  /** Puts the focus back on the button that opened it (there is no Radix trigger to return to). */
  onClosed: () => void;
  /** The confirming form (its submit button). */
  children: React.ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  size = "default",
  onClosed,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={!busy}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" size={size} disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          {children}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
