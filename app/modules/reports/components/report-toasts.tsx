// The toast that answers a report sent with JavaScript, raised by a listener that outlives the
// report form: the third member's report hides the item, and the revalidated page (which shows a
// placeholder in its place, without the form) arrives with the answer, so a toast raised inside
// the form would never run. A form registers its fetcher's key when it is sent; <ReportToasts>
// (rendered once by the site's frame) holds that fetcher until its answer is in and says it.
import { useEffect, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { ActionResult } from "~/lib/action-result";

interface Expected {
  key: string;
  /** What a report that went through is answered with ("Thanks — …"). */
  done: string;
}

let expected: readonly Expected[] = [];
const listeners = new Set<() => void>();
const NONE: readonly Expected[] = [];

function publish(next: readonly Expected[]) {
  expected = next;
  for (const listener of listeners) listener();
}

/** Call when a report form is sent through the fetcher `key`: its answer becomes a toast. */
export function expectReportAnswer(key: string, done: string): void {
  if (!expected.some((e) => e.key === key)) publish([...expected, { key, done }]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function AnswerToast({ fetcherKey, done }: { fetcherKey: string; done: string }) {
  const fetcher = useFetcher<ActionResult>({ key: fetcherKey });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(done);
    else toast.error(fetcher.data.message);
    publish(expected.filter((e) => e.key !== fetcherKey));
  }, [fetcher.state, fetcher.data, fetcherKey, done]);
  return null;
}

export function ReportToasts() {
  const pending = useSyncExternalStore(
    subscribe,
    () => expected,
    () => NONE,
  );
  return pending.map((e) => <AnswerToast key={e.key} fetcherKey={e.key} done={e.done} />);
}
