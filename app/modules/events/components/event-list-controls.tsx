// Search box, period select and Near Me button of /events, in the list pages' search form (see
// ~/components/list/search-filters): everything lives in the URL and works without JavaScript
// (Near Me submits near=me, which the server answers from the profile location or by asking for
// a city). With JavaScript, Near Me first asks the browser for its position.
import { Check, LoaderCircle, LocateFixed } from "lucide-react";
import { useState } from "react";
import {
  SearchField,
  SearchFilters,
  searchParamsOf,
  useSearchForm,
} from "~/components/list/search-filters";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { useHydrated } from "~/components/use-hydrated";
import { CATEGORY_LABELS, EVENT_CATEGORIES } from "../categories";
import {
  EVENT_PERIODS,
  type EventListQuery,
  MAX_SEARCH_LENGTH,
  nearParams,
  nearValue,
  PERIOD_LABELS,
} from "../params";

/** How long the browser may take to find its position before we fall back. */
const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The URL of /events with these parameters (empty ones and the default period left out). */
export function eventsHref(params: URLSearchParams): string {
  const search = searchParamsOf(params, DEFAULTS).toString();
  return search ? `/events?${search}` : "/events";
}

const DEFAULTS = { period: "upcoming" };

/** /events with the search and period of `query` and the given Near Me parameters. */
export function hrefWithNear(query: EventListQuery, near: [string, string][]): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  params.set("period", query.period);
  if (query.category) params.set("category", query.category);
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
  const [locating, setLocating] = useState(false);
  const form = useSearchForm({
    action: "/events",
    query,
    values: { q: query.q, period: query.period, category: query.category ?? "" },
    defaults: DEFAULTS,
  });

  /** Near Me with JavaScript: the browser's position, else the server's fallbacks (near=me). */
  function locate(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const params = form.formParams();
    params.delete("near");
    params.delete("place");
    params.delete("city");
    const fallBack = () => {
      setLocating(false);
      params.set("near", "me");
      form.submitParams(params);
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
        form.submitParams(params);
      },
      fallBack,
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <SearchFilters form={form} label="Events" className="flex flex-wrap items-center gap-3">
      <SearchField
        id="events-q"
        label="Search events"
        defaultValue={query.q}
        maxLength={MAX_SEARCH_LENGTH}
        className="flex-[1_1_18rem]"
      />

      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-none sm:items-center">
        <Label htmlFor="events-period" className="sr-only">
          Period
        </Label>
        <NativeSelect
          id="events-period"
          name="period"
          defaultValue={query.period}
          wrapperClassName="w-full sm:w-44"
          className="h-11"
        >
          {EVENT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>

        <Label htmlFor="events-category" className="sr-only">
          Category
        </Label>
        <NativeSelect
          id="events-category"
          name="category"
          defaultValue={query.category ?? ""}
          wrapperClassName="w-full sm:w-44"
          className="h-11"
        >
          <option value="">All categories</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </NativeSelect>

        {nearActive ? (
          // On: the button turns it off (back to soonest first).
          <ButtonLink
            variant="outline"
            className="col-span-2 h-11 border-accent text-accent sm:col-span-1"
            to={hrefWithNear(query, [])}
            preventScrollReset
            aria-label="Near Me (on): sort by date again"
            icon={Check}
          >
            Near Me
          </ButtonLink>
        ) : (
          <Button
            type="submit"
            name="near"
            value="me"
            variant="outline"
            className="col-span-2 h-11 sm:col-span-1"
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
    </SearchFilters>
  );
}
