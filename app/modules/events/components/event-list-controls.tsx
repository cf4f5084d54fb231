// Search box, period select and Near Me button of /events. One GET form, so everything lives in
// the URL and works without JavaScript (Enter or the Search button submits; Near Me submits
// near=me, which the server answers from the profile location or by asking for a city). With
// JavaScript, typing submits after a short pause, the select at once, and Near Me first asks the
// browser for its position.
import { Check, LoaderCircle, LocateFixed, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { useUrlChangeEffect } from "~/components/use-url-change-effect";
import {
  EVENT_PERIODS,
  type EventListQuery,
  MAX_SEARCH_LENGTH,
  nearParams,
  nearValue,
  PERIOD_LABELS,
} from "../params";
import { useHydrated } from "./use-hydrated";

const TYPING_DELAY_MS = 350;
/** How long the browser may take to find its position before we fall back. */
const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The URL of /events with these parameters (empty ones and the default period left out). */
export function eventsHref(params: URLSearchParams): string {
  const clean = new URLSearchParams();
  for (const [key, value] of params) {
    if (value.trim() === "" || (key === "period" && value === "upcoming")) continue;
    clean.append(key, value.trim());
  }
  const search = clean.toString();
  return search ? `/events?${search}` : "/events";
}

/** /events with the search and period of `query` and the given Near Me parameters. */
export function hrefWithNear(query: EventListQuery, near: [string, string][]): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  params.set("period", query.period);
  for (const [key, value] of near) params.append(key, value);
  return eventsHref(params);
}

export function EventListControls({
  query,
  nearActive,
}: {
  query: EventListQuery;
  /** Events are sorted by distance right now. */
  nearActive: boolean;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [locating, setLocating] = useState(false);

  // The fields are uncontrolled; when the URL changes by other means (Back, a "clear" link) they
  // take the URL's values. Not while a pause in typing is awaited: that text is newer.
  useUrlChangeEffect(() => {
    const form = formRef.current;
    if (!form || typingTimer.current !== undefined) return;
    const q = form.elements.namedItem("q");
    if (q instanceof HTMLInputElement && q.value.trim() !== query.q) q.value = query.q;
    const period = form.elements.namedItem("period");
    if (period instanceof HTMLSelectElement && period.value !== query.period) {
      period.value = query.period;
    }
  }, query);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  function go(params: URLSearchParams, replace: boolean) {
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    submit(new URLSearchParams(eventsHref(params).split("?")[1] ?? ""), {
      method: "get",
      action: "/events",
      replace,
      preventScrollReset: true,
    });
  }

  function formParams(): URLSearchParams {
    const params = new URLSearchParams();
    const form = formRef.current;
    if (!form) return params;
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string") params.append(key, value);
    }
    return params;
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const field = event.target;
    if (field instanceof HTMLSelectElement) {
      go(formParams(), false);
      return;
    }
    // Typing: wait for a pause. The first keystroke of a new search adds a history entry (Back
    // returns to the list before it); refining it replaces that entry.
    clearTimeout(typingTimer.current);
    const refining = searchParams.has("q");
    typingTimer.current = setTimeout(() => go(formParams(), refining), TYPING_DELAY_MS);
  }

  /** Near Me with JavaScript: the browser's position, else the server's fallbacks (near=me). */
  function locate(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const params = formParams();
    params.delete("near");
    params.delete("place");
    params.delete("city");
    const fallBack = () => {
      setLocating(false);
      params.set("near", "me");
      go(params, false);
    };
    if (!("geolocation" in navigator)) {
      fallBack();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        params.set("near", nearValue(position.coords.latitude, position.coords.longitude));
        go(params, false);
      },
      fallBack,
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/events"
      role="search"
      aria-label="Events"
      data-enhanced={hydrated ? "" : undefined}
      onChange={hydrated ? onChange : undefined}
      onSubmit={
        hydrated
          ? (event) => {
              event.preventDefault();
              go(formParams(), false);
            }
          : undefined
      }
      className="flex flex-wrap items-center gap-3"
    >
      <div className="relative min-w-0 flex-[1_1_18rem]">
        <Label htmlFor="events-q" className="sr-only">
          Search events
        </Label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id="events-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search events"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          className="h-11 pr-24 pl-9"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className="absolute inset-y-1.5 right-1.5 h-auto"
        >
          Search
        </Button>
      </div>

      <div className="flex flex-[1_1_auto] items-center gap-3 sm:flex-none">
        <Label htmlFor="events-period" className="sr-only">
          Period
        </Label>
        <NativeSelect
          id="events-period"
          name="period"
          defaultValue={query.period}
          wrapperClassName="flex-1 sm:w-44 sm:flex-none"
          className="h-11"
        >
          {EVENT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>

        {nearActive ? (
          // On: the button turns it off (back to soonest first).
          <Button
            asChild
            variant="outline"
            className="h-11 flex-1 border-accent text-accent sm:flex-none"
          >
            <Link
              to={hrefWithNear(query, [])}
              preventScrollReset
              aria-label="Near Me (on): sort by date again"
            >
              <Check aria-hidden="true" />
              Near Me
            </Link>
          </Button>
        ) : (
          <Button
            type="submit"
            name="near"
            value="me"
            variant="outline"
            className="h-11 flex-1 sm:flex-none"
            disabled={locating}
            onClick={hydrated ? locate : undefined}
          >
            {locating ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <LocateFixed aria-hidden="true" />
            )}
            {locating ? "Locating..." : "Near Me"}
          </Button>
        )}
      </div>

      {/* Near Me stays on while the search or the period changes. */}
      {nearParams(query.near).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Form>
  );
}
