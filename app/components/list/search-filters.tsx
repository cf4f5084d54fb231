// The one search-and-filter form of the list pages (builds, events, features, forums, marketplace,
// media). It is a plain GET form, so the search lives in the URL and works without JavaScript
// (Enter or the Search button submits it). With JavaScript: a select submits at once, typing
// submits after a short pause (the first keystroke of a new search adds a history entry, so Back
// returns to the list before it; refining it replaces that entry), and the uncontrolled fields
// follow the URL when it changes by other means (Back, a tab, a "clear" link). Each area fills
// the form with its own fields.
import { Search } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useUrlChangeEffect } from "~/components/use-url-change-effect";
import { cn } from "~/lib/utils";

export const TYPING_DELAY_MS = 350;

/**
 * The form's values as URL parameters: trimmed, without empty fields and without the values
 * that are the list's defaults (so URLs stay short).
 */
export function searchParamsOf(
  entries: Iterable<[string, FormDataEntryValue]>,
  defaults: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (typeof value !== "string" || value.trim() === "") continue;
    if (defaults[key] === value.trim()) continue;
    params.set(key, value.trim());
  }
  return params;
}

export interface SearchFormOptions {
  /** The list's path, e.g. "/builds". */
  action: string;
  /** The URL's query as the loader parsed it (a new object, or another value, when it changed). */
  query: unknown;
  /** The fields' values in that query (what the fields show after the URL changed). */
  values: Record<string, string>;
  /** Values left out of the URL (e.g. { sort: "newest" }). */
  defaults?: Record<string, string>;
  /** Typing submits after a pause (default); false: only Search and the selects submit. */
  typing?: boolean;
  /** Every submit replaces the history entry instead of adding one. */
  replace?: boolean;
}

export type SearchForm = ReturnType<typeof useSearchForm>;

export function useSearchForm({
  action,
  query,
  values,
  defaults,
  typing = true,
  replace = false,
}: SearchFormOptions) {
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Not while a pause in typing is awaited: that text is newer than the URL.
  useUrlChangeEffect(() => {
    const form = formRef.current;
    if (!form || typingTimer.current !== undefined) return;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      // Equal once trimmed: keep what was typed (a trailing space before the next word).
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field.value.trim() !== value
      ) {
        field.value = value;
      }
    }
  }, query);

  // Marks the enhanced form (it submits as you type), for tests and styling.
  useEffect(() => {
    formRef.current?.setAttribute("data-enhanced", "");
    return () => clearTimeout(typingTimer.current);
  }, []);

  function stopTyping() {
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
  }

  /** Goes to the list with these parameters (defaults left out). */
  function submitParams(params: URLSearchParams, replaceEntry = false) {
    stopTyping();
    submit(searchParamsOf(params, defaults), {
      method: "get",
      action,
      replace: replace || replaceEntry,
      preventScrollReset: true,
    });
  }

  /** The form's fields as they are now. */
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
      submitParams(formParams());
      return;
    }
    if (!typing || !(field instanceof HTMLInputElement)) return;
    // A number being typed ("19…") is not a number yet: wait for a whole one.
    if (!field.checkValidity()) {
      stopTyping();
      return;
    }
    clearTimeout(typingTimer.current);
    const refining = searchParams.has(field.name);
    typingTimer.current = setTimeout(() => submitParams(formParams(), refining), TYPING_DELAY_MS);
  }

  return {
    formRef,
    onChange,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      submitParams(formParams());
    },
    submitParams,
    formParams,
    action,
  };
}

/** The search form's frame: `role="search"`, named `label`, filled with the area's fields. */
export function SearchFilters({
  form,
  label,
  className,
  children,
}: {
  form: SearchForm;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      ref={form.formRef}
      method="get"
      action={form.action}
      role="search"
      aria-label={label}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
      className={className}
    >
      {children}
    </Form>
  );
}

/** The search box: a magnifier, the text field and a Search button inside it. */
export function SearchField({
  id,
  label,
  defaultValue,
  placeholder = label,
  maxLength = 100,
  className,
}: {
  id: string;
  /** The field's (visually hidden) label, e.g. 'Search builds'. */
  label: string;
  defaultValue: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={cn("relative min-w-0 flex-[1_1_16rem]", className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
      />
      <Input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
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
  );
}
