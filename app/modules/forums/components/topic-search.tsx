// The search box of /forums: one GET form, so the search lives in the URL and works without
// JavaScript (Enter or the Search button). With JavaScript it also searches after a pause in
// typing. The selected category is kept.
import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useUrlChangeEffect } from "~/components/use-url-change-effect";
import { forumsHref } from "../params";

const TYPING_DELAY_MS = 350;

export function TopicSearch({ q, category }: { q: string; category: string }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The field is uncontrolled; when the URL changes by other means (Back, a category link),
  // it takes the URL's value. Not while a pause in typing is awaited: that text is newer.
  useUrlChangeEffect(() => {
    const input = inputRef.current;
    if (input && typingTimer.current === undefined && input.value.trim() !== q) input.value = q;
  }, q);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  function search(replace: boolean) {
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    const text = inputRef.current?.value.trim() ?? "";
    navigate(forumsHref({ q: text, category }), { replace, preventScrollReset: true });
  }

  return (
    <Form
      method="get"
      action="/forums"
      role="search"
      aria-label="Forum topics"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        search(false);
      }}
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <div className="relative min-w-0 flex-1">
        <Label htmlFor="forum-q" className="sr-only">
          Search topics
        </Label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id="forum-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search topics and posts"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="pl-9"
          onChange={() => {
            // The first keystroke of a new search adds a history entry (Back returns to the
            // list before it); refining it replaces that entry.
            clearTimeout(typingTimer.current);
            const refining = q !== "";
            typingTimer.current = setTimeout(() => search(refining), TYPING_DELAY_MS);
          }}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {q ? (
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link to={forumsHref({ category })} aria-label="Clear search">
            <X aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </Form>
  );
}
