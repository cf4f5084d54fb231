import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { Flash } from "~/lib/flash.server";

/**
 * Shows the root loader's one-time flash (set before a redirect, e.g. 'Welcome back!') as a toast.
 * Each navigation that carries a flash brings a new object, so it shows once per navigation; the
 * ref stops React's development double-run of effects from showing it twice.
 */
export function FlashToast({ flash }: { flash: Flash | null | undefined }) {
  const shown = useRef<Flash | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    const show =
      flash.type === "success" ? toast.success : flash.type === "error" ? toast.error : toast.info;
    show(flash.message, { description: flash.description });
  }, [flash]);
  return null;
}

/**
 * Toasts need JavaScript; browsers running none (plain form posts) get the same message as a
 * banner at the top of the page.
 */
export function NoScriptFlash({ flash }: { flash: Flash | null | undefined }) {
  if (!flash) return null;
  const tone =
    flash.type === "success"
      ? "border-success text-foreground"
      : flash.type === "error"
        ? "border-destructive text-foreground"
        : "border-border text-foreground";
  return (
    <noscript>
      <div role="status" className={`border-l-4 bg-surface px-4 py-3 text-sm ${tone}`}>
        <strong className="font-semibold">{flash.message}</strong>
        {flash.description ? <span> {flash.description}</span> : null}
      </div>
    </noscript>
  );
}
