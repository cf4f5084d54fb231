// What Near Me is doing, under the list controls: "Nearest first from Portland, OR" with Change
// and Clear, or — when neither the browser nor the profile gave a place — a city box (offline
// suggestions as you type; a plain GET form without JavaScript).
import { LocateFixed, Navigation, X } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { type EventListQuery, nearValue } from "../params";
import type { NearState } from "../types";
import { hrefWithNear } from "./event-list-controls";
import { PlaceCombobox } from "./place-combobox";

const PROMPTS = {
  ask: "Type a city to see the nearest events first.",
  "no-location": "We couldn't get your location. Type your city to see the nearest events first.",
  unavailable: "Near Me is unavailable right now. Please try again in a moment.",
} as const;

export function NearMeBar({ query, near }: { query: EventListQuery; near: NearState }) {
  if (near.origin) {
    const from =
      near.origin.source === "browser"
        ? "your location"
        : near.origin.source === "profile"
          ? `${near.origin.label} (your profile location)`
          : near.origin.label;
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-surface px-4 py-3 text-sm ring-1 ring-border/50">
        <p className="flex min-w-0 items-center gap-2">
          <Navigation aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <span>
            Nearest first from <strong className="font-semibold">{from}</strong>
          </span>
        </p>
        <div className="ml-auto flex gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={hrefWithNear(query, [["near", "city"]])} preventScrollReset>
              Change city
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to={hrefWithNear(query, [])} preventScrollReset>
              <X aria-hidden="true" />
              Clear
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!near.prompt) return null;
  const message =
    near.prompt.reason === "not-found"
      ? `We couldn't find "${near.prompt.text}". Try the city's name, e.g. "Portland, OR".`
      : PROMPTS[near.prompt.reason];
  return <CityPrompt query={query} message={message} />;
}

function CityPrompt({ query, message }: { query: EventListQuery; message: string }) {
  const navigate = useNavigate();
  const defaultCity = query.near?.kind === "city" ? query.near.text : "";
  return (
    <Form
      method="get"
      action="/events"
      className="flex flex-col gap-3 rounded-lg bg-surface p-4 ring-1 ring-border/50 sm:flex-row sm:items-end"
    >
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.period !== "upcoming" ? (
        <input type="hidden" name="period" value={query.period} />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Label htmlFor="near-city">Your city</Label>
        <p id="near-city-hint" role="status" className="text-muted-foreground text-sm">
          {message}
        </p>
        <PlaceCombobox
          id="near-city"
          name="city"
          defaultValue={defaultCity}
          placeholder="e.g. Portland, OR"
          aria-describedby="near-city-hint"
          maxLength={120}
          required
          autoFocus
          className="h-11"
          onPick={(place) =>
            navigate(
              hrefWithNear(query, [
                ["near", nearValue(place.latitude, place.longitude)],
                ["place", place.label],
              ]),
              { preventScrollReset: true },
            )
          }
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="h-11 flex-1">
          <LocateFixed aria-hidden="true" />
          Show nearest
        </Button>
        <Button asChild variant="ghost" className="h-11">
          <Link to={hrefWithNear(query, [])} preventScrollReset>
            Cancel
          </Link>
        </Button>
      </div>
    </Form>
  );
}
