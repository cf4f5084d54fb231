// Search box and sort select of /features. One GET form, so the state lives in the URL and works
// without JavaScript (Enter or the Search button submits it). With JavaScript, typing submits
// after a short pause and the select at once. "View Previous Features" travels as a hidden field.
import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { useUrlChangeEffect } from "~/components/use-url-change-effect";
import { useHydrated } from "~/modules/builds/components/use-hydrated";
import { FEATURE_SORT_LABELS } from "../constants";
import type { FeatureListQuery } from "../params";

const TYPING_DELAY_MS = 350;

/** The form's values as URL parameters, without empty fields and the default sort. */
function searchParamsOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string" || value.trim() === "") continue;
    if (key === "sort" && value === "newest") continue;
    params.set(key, value.trim());
  }
  return params;
}

export function FeatureListControls({ query }: { query: FeatureListQuery }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The fields are uncontrolled; when the URL changes by other means (back button, a link) they
  // take the URL's values. Not while a pause in typing is awaited: that text is newer.
  useUrlChangeEffect(() => {
    const form = formRef.current;
    if (!form || typingTimer.current !== undefined) return;
    const q = form.elements.namedItem("q");
    if (q instanceof HTMLInputElement && q.value.trim() !== query.q) q.value = query.q;
    const sort = form.elements.namedItem("sort");
    if (sort instanceof HTMLSelectElement && sort.value !== query.sort) sort.value = query.sort;
  }, query);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  function submitNow(replace: boolean) {
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    const form = formRef.current;
    if (!form) return;
    submit(searchParamsOf(form), {
      method: "get",
      action: "/features",
      replace,
      preventScrollReset: true,
    });
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    if (field instanceof HTMLSelectElement) {
      submitNow(false);
      return;
    }
    // Typing: wait for a pause. The first keystroke of a new search adds a history entry (so
    // Back returns to the list before it); refining it replaces that entry.
    clearTimeout(typingTimer.current);
    const refining = searchParams.has("q");
    typingTimer.current = setTimeout(() => submitNow(refining), TYPING_DELAY_MS);
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/features"
      role="search"
      aria-label="Features"
      // Marks the enhanced form (submits as you type), for tests and styling.
      data-enhanced={hydrated ? "" : undefined}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        submitNow(false);
      }}
      className="flex flex-wrap items-center gap-3"
    >
      {query.previous ? <input type="hidden" name="previous" value="1" /> : null}
      <div className="relative min-w-0 flex-[1_1_16rem]">
        <Label htmlFor="features-q" className="sr-only">
          Search features
        </Label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id="features-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search features"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
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
      <Label htmlFor="features-sort" className="sr-only">
        Sort features
      </Label>
      <NativeSelect
        id="features-sort"
        name="sort"
        defaultValue={query.sort}
        wrapperClassName="flex-[1_1_auto] sm:w-44 sm:flex-none"
        className="h-11"
      >
        {Object.entries(FEATURE_SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </Form>
  );
}
