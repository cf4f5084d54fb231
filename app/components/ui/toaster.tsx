import { useSyncExternalStore } from "react";
import { LazyToaster as Sonner } from "./lazy-sonner";

const MOBILE_QUERY = "(max-width: 767px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True under 768px; false during SSR (toasts only ever appear after hydration anyway). */
function useIsMobile() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * The app's one toast outlet: bottom-right on desktop, top-center on phones (where a thumb and
 * the on-screen keyboard cover the bottom), coloured from the theme tokens. sonner itself loads
 * with the first toast (see ./lazy-sonner).
 */
export function Toaster({ theme }: { theme: "dark" | "light" }) {
  const mobile = useIsMobile();
  return (
    <Sonner
      theme={theme}
      position={mobile ? "top-center" : "bottom-right"}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      style={
        {
          "--normal-bg": "var(--surface-raised)",
          "--normal-text": "var(--foreground)",
          "--normal-border": "var(--border)",
          "--success-bg": "color-mix(in oklab, var(--success) 14%, var(--surface))",
          "--success-text": "var(--foreground)",
          "--success-border": "var(--success)",
          "--error-bg": "color-mix(in oklab, var(--destructive) 14%, var(--surface))",
          "--error-text": "var(--foreground)",
          "--error-border": "var(--destructive)",
          "--info-bg": "var(--surface-raised)",
          "--info-text": "var(--foreground)",
          "--info-border": "var(--border)",
          "--warning-bg": "color-mix(in oklab, var(--warning) 14%, var(--surface))",
          "--warning-text": "var(--foreground)",
          "--warning-border": "var(--warning)",
          fontFamily: "var(--font-sans)",
        } as React.CSSProperties
      }
    />
  );
}
