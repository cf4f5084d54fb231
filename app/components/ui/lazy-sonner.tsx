import { type ComponentType, useEffect, useState } from "react";
import type { ExternalToast, toast as sonnerToast, ToasterProps } from "sonner";

/**
 * sonner, loaded only when the first toast is needed (~9 KB gzip off every page's initial
 * JavaScript; docs/decisions/ — see "front-end budgets" in docs/performance.md).
 *
 * In the browser build, vite.config.ts resolves every `import { toast } from "sonner"` to this
 * module, so the rest of the app keeps importing sonner as usual. The server build uses sonner
 * itself (toasts are never shown during SSR). A call queues until sonner is loaded and its
 * Toaster has mounted (an empty live region first, then the toast, so screen readers announce it),
 * in the order the calls were made.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
/** Starts loading sonner (once); the Toaster below calls it after the first interaction. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let wantToaster: (() => void) | undefined;
let toasterWanted = false;

let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

type Method = Exclude<keyof typeof sonnerToast, "prototype">;

function run(method: Method | null, args: unknown[]) {
  toasterWanted = true;
  wantToaster?.();
  queue = queue
    .then(() => Promise.all([loadSonner(), toasterMounted]))
    .then(([module]) => {
      const fn = method ? module.toast[method] : module.toast;
      (fn as (...values: unknown[]) => unknown)(...args);
    })
    .catch(() => {
      // sonner could not be loaded (offline): the toast is lost, the page keeps working.
    });
}

/** Gives the toast an id now, so callers get one back synchronously as with sonner itself. */
function withId(args: unknown[]): [unknown[], string | number] {
  const [message, options] = args as [unknown, ExternalToast | undefined];
  const id = options?.id ?? `toast-${++nextId}`;
  return [[message, { ...options, id }, ...args.slice(2)], id];
}

/**
 * The error toasts on screen (id → text). A success means the form that failed was fixed: its
 * earlier errors go, instead of staying stacked under the success. The same error again replaces
 * the one shown rather than stacking a copy.
 */
const shownErrors = new Map<string | number, unknown>();
const MAX_TRACKED_ERRORS = 20;

function show(method: Method | null) {
  return (...args: unknown[]) => {
    const [message, options] = args as [unknown, ExternalToast | undefined];
    if (method === "error" && options?.id === undefined && typeof message === "string") {
      const same = [...shownErrors].find(([, text]) => text === message);
      if (same) args = [message, { ...options, id: same[0] }, ...args.slice(2)];
    }
    if (method === "success") {
      for (const id of shownErrors.keys()) run("dismiss", [id]);
      shownErrors.clear();
    }
    const [withIds, id] = withId(args);
    if (method === "error") {
      shownErrors.delete(id);
      shownErrors.set(id, message);
      if (shownErrors.size > MAX_TRACKED_ERRORS) {
        shownErrors.delete(shownErrors.keys().next().value as string | number);
      }
    }
    run(method, withIds);
    return id;
  };
}

export const toast = Object.assign(show(null), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  message: show("message"),
  loading: show("loading"),
  promise: (...args: unknown[]) => run("promise", args),
  custom: show("custom"),
  dismiss: (id?: string | number) => {
    if (id === undefined) shownErrors.clear();
    else shownErrors.delete(id);
    run("dismiss", [id]);
    return id;
  },
}) as unknown as typeof sonnerToast;

function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}

/**
 * Renders sonner's Toaster once sonner is loaded: as soon as a toast is asked for, or after the
 * first pointer or key press (so a later toast appears without delay). Renders nothing on the
 * server and during hydration.
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      wantToaster = undefined;
      window.removeEventListener("pointerdown", load, true);
      window.removeEventListener("keydown", load, true);
      loadSonner().then(
        (module) => {
          if (!cancelled) setToaster(() => module.Toaster);
        },
        () => {},
      );
    };
    if (toasterWanted) {
      load();
    } else {
      wantToaster = load;
      window.addEventListener("pointerdown", load, true);
      window.addEventListener("keydown", load, true);
    }
    return () => {
      cancelled = true;
      wantToaster = undefined;
      window.removeEventListener("pointerdown", load, true);
      window.removeEventListener("keydown", load, true);
    };
  }, []);

  if (!Toaster) return null;
  return (
    <>
      <Toaster {...props} />
      <Mounted />
    </>
  );
}
