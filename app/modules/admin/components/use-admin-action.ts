// One fetcher per row: its answer becomes the SPEC toast. Without JavaScript the same forms post
// as plain forms and the page shows the answer as a banner (see AdminActionBanner).
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { AdminActionResult } from "../schemas";

export function useAdminAction(key: string) {
  const fetcher = useFetcher<AdminActionResult>({ key });
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [fetcher.data]);
  const busyIntent =
    fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;
  return { fetcher, busyIntent };
}
