import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import type { NewsletterResult } from "../schemas";

/**
 * The footer's newsletter box. With JavaScript it checks the address in the browser (same schema
 * as the server) and subscribes through a fetcher, answering in place; without it, the form posts
 * normally and the page comes back with a flash message. The footer is on every page, so the
 * schema (and zod with it) is loaded when the field is first used, not with the page.
 */
function loadSchemas() {
  return import("../schemas");
}

export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const ids = { input: useId(), message: useId() };

  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const error = clientError ?? (result && !result.ok ? result.error : null);
  const success = !clientError && result?.ok ? result.message : null;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // If the schema cannot be loaded (connection lost), the action checks the address instead.
    const parsed = await loadSchemas().then(
      ({ parseNewsletterForm }) => parseNewsletterForm(form),
      () => ({ ok: true as const, email: String(form.get("email") ?? "") }),
    );
    if (!parsed.ok) {
      setClientError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    setClientError(null);
    // Without redirectTo the action answers with JSON instead of redirecting.
    fetcher.submit({ email: parsed.email }, { method: "post", action: "/newsletter" });
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/newsletter"
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={ids.input} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <Input
          ref={inputRef}
          id={ids.input}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={320}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || success ? ids.message : undefined}
          onFocus={() => void loadSchemas().catch(() => {})}
          onChange={() => setClientError(null)}
          // grow, not flex-1: in the stacked (column) layouts a zero flex-basis squeezed the
          // field to its text height beside a full-height button.
          className="min-w-0 grow"
        />
        <Button type="submit" disabled={busy} className="shrink-0">
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <FormMessage id={error ? ids.message : undefined}>{error}</FormMessage>
      <p
        id={success ? ids.message : undefined}
        role="status"
        className="font-medium text-sm text-success"
      >
        {success}
      </p>
    </form>
  );
}
