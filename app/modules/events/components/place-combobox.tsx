// A text field that suggests cities from the offline gazetteer (GET /events/places) as you type:
// the ARIA 1.2 combobox pattern (arrow keys move through the list, Enter picks, Escape closes).
// Free text stays allowed; `onPick` tells the parent which city was chosen. Without JavaScript
// it is a plain text field.
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "~/components/ui/input";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { cn } from "~/lib/utils";
import type { PlaceSuggestion } from "../types";

const TYPING_DELAY_MS = 200;
const MIN_QUERY_LENGTH = 2;

export const PLACES_ENDPOINT = "/events/places";

export interface PlaceComboboxProps
  extends Omit<React.ComponentProps<"input">, "onChange" | "value" | "defaultValue"> {
  id: string;
  defaultValue?: string;
  /** A suggestion was chosen (its label is now the field's text). */
  onPick?: (place: PlaceSuggestion) => void;
  /** The text changed by typing. */
  onTextChange?: (text: string) => void;
}

export function PlaceCombobox({
  id,
  defaultValue = "",
  onPick,
  onTextChange,
  className,
  ...inputProps
}: PlaceComboboxProps) {
  const listId = useId();
  const [text, setText] = useState(defaultValue);
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const fieldRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(fieldRef, text, (typed) => {
    setText(typed);
    onTextChange?.(typed);
  });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function search(query: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (query.trim().length < MIN_QUERY_LENGTH) {
      setPlaces([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`${PLACES_ENDPOINT}?q=${encodeURIComponent(query.trim())}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { places: PlaceSuggestion[] };
        setPlaces(body.places);
        setActive(-1);
        setOpen(body.places.length > 0);
        setStatus(
          body.places.length === 0
            ? "No matching cities. You can keep the text as typed."
            : `${body.places.length} ${body.places.length === 1 ? "city" : "cities"} found. Use the arrow keys to choose.`,
        );
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        // Suggestions are a convenience: typing stays possible without them.
        console.error("[events] city suggestions failed", error);
        setPlaces([]);
        setOpen(false);
      }
    }, TYPING_DELAY_MS);
  }

  function pick(place: PlaceSuggestion) {
    setText(place.label);
    setOpen(false);
    setPlaces([]);
    setStatus(`${place.label} selected.`);
    onPick?.(place);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === "ArrowUp") {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className="relative">
      <MapPin
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
      />
      <Input
        {...inputProps}
        ref={fieldRef}
        id={id}
        value={text}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        className={cn("pl-9", className)}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => {
          if (places.length > 0) setOpen(true);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Matching cities"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-md border border-border bg-surface-raised p-1 shadow-xl"
      >
        {places.map((place, index) => (
          <div
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: it runs before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm",
              index === active ? "bg-accent text-accent-foreground" : "text-foreground",
            )}
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 opacity-70" />
            {place.label}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
