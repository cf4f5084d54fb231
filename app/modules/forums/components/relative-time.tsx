// Relative times ('3 hours ago') that render the same on the server and during hydration (both
// use the server's clock, passed down by the loader), then follow the reader's clock and stay
// fresh while the page is open.
import { useEffect, useState } from "react";
import { relativeTime } from "../relative-time";

const TICK_MS = 60_000;

/** The server's "now" (ISO) until hydrated, then the browser's, refreshed every minute. */
export function useNow(serverNow?: string): number {
  const [now, setNow] = useState(() => (serverNow ? Date.parse(serverNow) : Date.now()));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const FULL_DATE = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

export function RelativeTime({
  iso,
  now,
  className,
}: {
  iso: string;
  now: number;
  className?: string;
}) {
  return (
    <time dateTime={iso} title={`${FULL_DATE.format(new Date(iso))} UTC`} className={className}>
      {relativeTime(iso, now)}
    </time>
  );
}
