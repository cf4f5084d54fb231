// A text field that suggests values: the WAI-ARIA APG combobox with a listbox popup
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). It is a plain <input name=…> first:
// without JavaScript, or while its suggestions cannot load, it sends whatever was typed. Once the
// scripts run it gains role=combobox and a listbox of suggestions, from a fixed list or from a
// URL answering `{ suggestions: [{ value, label? }] }` for `?q=<typed text>`.
import * as React from "react";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export interface ComboboxOption {
  /** What goes in the field when chosen. */
  value: string;
  /** What the list shows, when it says more than the value ("E46 · BMW 3 Series (1997–2006)"). */
  label?: string;
}

export type ComboboxProps = Omit<React.ComponentProps<"input">, "type" | "role" | "list"> & {
  id: string;
  /** A URL answering suggestions for `?q=` (plus `related`), or a fixed list filtered here. */
  source: string | readonly ComboboxOption[];
  /**
   * Other fields of the same form whose values go with each request, as query parameter →
   * field name: `{ make: "carMake" }` asks for the models of the make typed beside it.
   */
  related?: Readonly<Record<string, string>>;
  /**
   * The listbox's accessible name. Not the field's label ("Suggestions", not "Make
   * suggestions"): the field alone answers to its label.
   */
  listLabel: string;
  /** Called with the value when the member chooses a suggestion. */
  onSelectOption?: (option: ComboboxOption) => void;
};

/** How long typing pauses before suggestions are asked for, so each key is not a request. */
const DEBOUNCE_MS = 120;
/** Answers already fetched, by URL: the same prefix typed again is answered at once. */
const answers = new Map<string, readonly ComboboxOption[]>();

/** The options whose value, or one of its later words onwards, starts with what is typed. */
export function filterOptions(options: readonly ComboboxOption[], typed: string) {
  const text = typed.trim().toLowerCase();
  if (!text) return options.slice();
  return options.filter((option) =>
    option.value
      .toLowerCase()
      .split(/[\s\-/]+/)
      .some((_, i, words) => words.slice(i).join(" ").startsWith(text)),
  );
}

function isOptionList(body: unknown): body is { suggestions: ComboboxOption[] } {
  if (!body || typeof body !== "object") return false;
  const suggestions = (body as { suggestions?: unknown }).suggestions;
  return (
    Array.isArray(suggestions) &&
    suggestions.every((s) => s && typeof s === "object" && typeof s.value === "string")
  );
}

export function Combobox({
  id,
  source,
  related,
  listLabel,
  onSelectOption,
  onChange,
  onKeyDown,
  onBlur,
  className,
  ref,
  ...input
}: ComboboxProps) {
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  // Only a hydrated field is a combobox; the server's is a plain text field.
  const [enhanced, setEnhanced] = React.useState(false);
  React.useEffect(() => setEnhanced(true), []);

  const [options, setOptions] = React.useState<readonly ComboboxOption[]>([]);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const [status, setStatus] = React.useState("");
  const request = React.useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>(
    {},
  );
  React.useEffect(() => {
    const pending = request.current;
    return () => {
      clearTimeout(pending.timer);
      pending.abort?.abort();
    };
  }, []);

  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && options.length > 0;

  function show(found: readonly ComboboxOption[], highlight: "none" | "first" | "last") {
    setOptions(found);
    setOpen(found.length > 0);
    setStatus(
      found.length === 0
        ? ""
        : `${found.length} ${found.length === 1 ? "suggestion" : "suggestions"}. Use the arrow keys to choose.`,
    );
    setActive(highlight === "first" ? 0 : highlight === "last" ? found.length - 1 : -1);
  }

  function close() {
    clearTimeout(request.current.timer);
    request.current.abort?.abort();
    setOpen(false);
    setActive(-1);
  }

  function suggestionUrl(url: string, typed: string) {
    const target = new URL(url, window.location.href);
    target.searchParams.set("q", typed);
    const form = inputRef.current?.form;
    for (const [param, fieldName] of Object.entries(related ?? {})) {
      const field = form?.elements.namedItem(fieldName);
      const value = field instanceof HTMLInputElement ? field.value.trim() : "";
      target.searchParams.set(param, value);
    }
    return target.toString();
  }

  /** Looks up the suggestions for what is typed now; `delay` waits for a pause in typing. */
  function lookUp(highlight: "none" | "first" | "last", delay: number) {
    const typed = inputRef.current?.value ?? "";
    clearTimeout(request.current.timer);
    request.current.abort?.abort();
    if (typeof source !== "string") {
      show(filterOptions(source, typed), highlight);
      return;
    }
    const url = suggestionUrl(source, typed);
    const known = answers.get(url);
    if (known) {
      show(known, highlight);
      return;
    }
    request.current.timer = setTimeout(async () => {
      const abort = new AbortController();
      request.current.abort = abort;
      try {
        const response = await fetch(url, { signal: abort.signal });
        const body: unknown = response.ok ? await response.json() : null;
        if (!isOptionList(body)) return;
        answers.set(url, body.suggestions);
        // The member may have moved on while the answer travelled.
        if (document.activeElement === inputRef.current) show(body.suggestions, highlight);
      } catch {
        // Offline or aborted: the field stays a free-text field.
      }
    }, delay);
  }

  function choose(option: ComboboxOption) {
    const field = inputRef.current;
    if (field) field.value = option.value;
    close();
    setStatus(`${option.value} selected.`);
    onSelectOption?.(option);
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (event.altKey || !expanded) lookUp(event.altKey ? "none" : "first", 0);
        else setActive((index) => (index + 1) % options.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) close();
        else if (!expanded) lookUp("last", 0);
        else setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case "Enter":
        // Enter without a highlighted suggestion submits the form, as in any text field.
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case "Tab":
        close();
        break;
    }
  }

  // Keep the highlighted suggestion in view in a list that scrolls.
  React.useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  return (
    <div className="relative">
      <Input
        {...input}
        ref={setRefs}
        id={id}
        type="text"
        autoComplete="off"
        className={className}
        {...(enhanced
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              // The listbox exists only while it shows suggestions.
              "aria-controls": expanded ? listId : undefined,
              "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
        onChange={(event) => {
          onChange?.(event);
          lookUp("none", DEBOUNCE_MS);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          onBlur?.(event);
          close();
        }}
      />
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-surface-raised p-1 text-foreground shadow-xl"
        >
          {options.map((option, index) => (
            <div
              key={`${option.value}-${index}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // mousedown, not click: it runs before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                "cursor-pointer select-none rounded-md px-3 py-2 text-sm",
                index === active ? "bg-accent text-accent-foreground" : "text-foreground",
              )}
            >
              {option.label ?? option.value}
            </div>
          ))}
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
