// One fetcher per row: its answer becomes the SPEC toast. Without JavaScript the same forms post
// as plain forms and the page shows the answer as a banner (see AdminActionBanner).
//
// An action often removes its own row (approving a pending build takes it off the Pending tab):
// the answer and the revalidated list arrive in the same render, so an effect inside the row
// would never run and the toast would be lost. So the toast is raised by a listener that outlives
// the rows: <AdminActionToasts> around the list renders one invisible listener per fetcher key
// the rows registered (without the provider, a row raises its own toasts).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { AdminActionResult } from "../messages";

const RegisterFetcher = createContext<((key: string) => void) | null>(null);

function useToastFor(data: AdminActionResult | undefined) {
  useEffect(() => {
    if (!data) return;
    if (data.ok) toast.success(data.message);
    else toast.error(data.message);
  }, [data]);
}

function FetcherToast({ fetcherKey }: { fetcherKey: string }) {
  useToastFor(useFetcher<AdminActionResult>({ key: fetcherKey }).data);
  return null;
}

export function AdminActionToasts({ children }: { children: ReactNode }) {
  const [keys, setKeys] = useState<string[]>([]);
  const register = useCallback(
    (key: string) => setKeys((known) => (known.includes(key) ? known : [...known, key])),
    [],
  );
  return (
    <RegisterFetcher.Provider value={register}>
      {children}
      {keys.map((key) => (
        <FetcherToast key={key} fetcherKey={key} />
      ))}
    </RegisterFetcher.Provider>
  );
}

export function useAdminAction(key: string) {
  const register = useContext(RegisterFetcher);
  useEffect(() => register?.(key), [register, key]);
  const fetcher = useFetcher<AdminActionResult>({ key });
  // Without the provider the row raises its own toasts.
  useToastFor(register ? undefined : fetcher.data);
  const busyIntent =
    fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;
  return { fetcher, busyIntent };
}
