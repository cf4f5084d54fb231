// The state of a delete button that asks first in a ConfirmDialog whose code (with Radix Dialog
// and its scroll lock, ~12 KB gzip) is loaded when the button is pointed at, focused or clicked,
// not with the page: most visitors of a page with delete buttons never press one.
import { useRef, useState } from "react";
import { lazyModule } from "~/lib/lazy-module";

const confirmDialogModule = lazyModule(() => import("~/components/ui/confirm-dialog"));

export function useConfirmDialog({ onUnavailable }: { onUnavailable: () => void }) {
  const [open, setOpen] = useState(false);
  // Set once the dialog's code is there, so the component re-renders with it.
  const [, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function openDialog() {
    setOpen(true);
    if (confirmDialogModule.current) return;
    confirmDialogModule.load().then(
      () => setLoaded(true),
      () => {
        // The code could not be loaded (connection lost): the caller asks another way.
        setOpen(false);
        onUnavailable();
      },
    );
  }

  return {
    open,
    setOpen,
    /** The dialog component once loaded; render it with `open` and `setOpen`. */
    ConfirmDialog: confirmDialogModule.current?.ConfirmDialog,
    /** Spread on the delete button. */
    triggerProps: {
      ref: trigger,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: confirmDialogModule.preload,
      onFocus: confirmDialogModule.preload,
      onClick: openDialog,
    },
    /** For the dialog's onClosed: the focus goes back to the delete button. */
    focusTrigger: () => trigger.current?.focus(),
  };
}
