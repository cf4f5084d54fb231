// Tabs (All / Videos / Photos / Tutorials), search box and sort select of /media. The tabs are
// links and the search is one GET form, so everything lives in the URL and works without
// JavaScript; with it, typing submits after a short pause and the sort at once.
import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { useUrlChangeEffect } from "~/components/use-url-change-effect";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/modules/builds/components/use-hydrated";
import { MEDIA_SORT_LABELS, MEDIA_SORTS, MEDIA_TABS } from "../constants";
import { type MediaListQuery, mediaListHref } from "../params";

const TYPING_DELAY_MS = 350;

export function MediaTabs({ query }: { query: MediaListQuery }) {
  return (
    <nav aria-label="Media types" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1 rounded-lg border border-border bg-surface p-1">
        {MEDIA_TABS.map((tab) => {
          const current = (query.type ?? "") === tab.type;
          return (
            <li key={tab.label}>
              <Link
                to={mediaListHref({ ...query, type: tab.type || undefined, cursor: undefined })}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-4 font-medium text-sm transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current
                    ? "bg-accent text-accent-foreground"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

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

export function MediaSearchForm({ query }: { query: MediaListQuery }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The fields are uncontrolled; when the URL changes by other means (a tab, Back) they follow it,
  // except while a pause in typing is awaited (that text is newer).
  useUrlChangeEffect(() => {
    const form = formRef.current;
    if (!form || typingTimer.current !== undefined) return;
    const q = form.elements.namedItem("q");
    if (q instanceof HTMLInputElement && q.value.trim() !== query.q) q.value = query.q;
    const sort = form.elements.namedItem("sort");
    if (sort instanceof HTMLSelectElement) sort.value = query.sort;
  }, query);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  function submitNow(replace: boolean) {
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    const form = formRef.current;
    if (!form) return;
    submit(searchParamsOf(form), {
      method: "get",
      action: "/media",
      replace,
      preventScrollReset: true,
    });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/media"
      role="search"
      aria-label="Media"
      data-enhanced={hydrated ? "" : undefined}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) {
          submitNow(false);
          return;
        }
        clearTimeout(typingTimer.current);
        const refining = query.q !== "";
        typingTimer.current = setTimeout(() => submitNow(refining), TYPING_DELAY_MS);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submitNow(false);
      }}
      className="flex flex-1 flex-wrap items-center gap-3"
    >
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      <div className="relative min-w-0 flex-[1_1_16rem]">
        <Label htmlFor="media-q" className="sr-only">
          Search media
        </Label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          id="media-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search media"
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
      <Label htmlFor="media-sort" className="sr-only">
        Sort media
      </Label>
      <NativeSelect
        id="media-sort"
        name="sort"
        defaultValue={query.sort}
        wrapperClassName="w-full sm:w-44 sm:flex-none"
        className="h-11"
      >
        {MEDIA_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {MEDIA_SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </Form>
  );
}
