// The interactive panels of a listing page: Contact seller, Report listing and the seller's own
// controls. Each is a plain POST form to the page's action (works without JavaScript: the answer
// shows in the page); with JavaScript they post through a fetcher and answer with a toast too.
import { CheckCircle2, Flag, LogIn, Mail, Pencil, RotateCcw, Tag, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { FormMessage } from "~/components/ui/form-message";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { ActionResult } from "~/lib/action-result";
import {
  type LISTING_INTENT_FAILURES,
  MARKETPLACE_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from "../constants";

type ListingIntent = keyof typeof LISTING_INTENT_FAILURES;

/** The listing page's action answer: every success says what was done. */
type ListingActionResult = ActionResult<{ message: string }>;

/** The answer for these intents: the fetcher's (with JavaScript) or the page's (without). */
function useResult(
  intents: readonly ListingIntent[],
  fetcherData: ListingActionResult | undefined,
): ListingActionResult | undefined {
  const pageData = useActionData<ListingActionResult>();
  if (fetcherData) return fetcherData;
  return pageData && intents.some((i) => i === pageData.intent) ? pageData : undefined;
}

function useToast(result: ListingActionResult | undefined, fromFetcher: boolean) {
  useEffect(() => {
    if (!result || !fromFetcher) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result, fromFetcher]);
}

function Result({ result }: { result: ListingActionResult | undefined }) {
  if (!result) return null;
  if (!result.ok) return <FormMessage>{result.message}</FormMessage>;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-success/15 px-3 py-2 font-medium text-sm"
    >
      <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
      {result.message}
    </p>
  );
}

export function SignInPrompt({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface p-5 ring-1 ring-border/50">
      <p className="text-muted-foreground text-sm">{text}</p>
      <ButtonLink className="w-fit" to="/auth" icon={LogIn}>
        Sign In
      </ButtonLink>
    </div>
  );
}

export function ContactPanel({ sellerName }: { sellerName: string }) {
  const fetcher = useFetcher<ListingActionResult>({ key: "listing-contact" });
  const result = useResult(["contact"], fetcher.data);
  useToast(fetcher.data, true);
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.data]);
  return (
    <section
      aria-labelledby="contact-heading"
      className="flex flex-col gap-3 rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <h2
        id="contact-heading"
        className="flex items-center gap-2 font-display font-semibold text-xl uppercase tracking-wide"
      >
        <Mail aria-hidden="true" className="size-5 text-accent" />
        Contact seller
      </h2>
      <p className="text-muted-foreground text-sm">
        Your message is e-mailed to {sellerName}; they reply to your e-mail address.
      </p>
      <fetcher.Form ref={formRef} method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="contact" />
        <Label htmlFor="contact-message" className="sr-only">
          Message
        </Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={5}
          minLength={10}
          maxLength={2000}
          required
          placeholder="Hi, is this still available? When could I take a look?"
          aria-invalid={result && !result.ok && result.fieldErrors?.message ? true : undefined}
        />
        <Result result={result} />
        <Button type="submit" disabled={busy} className="w-fit">
          {busy ? "Sending..." : "Send Message"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

export function ReportPanel({ alreadyReported }: { alreadyReported: boolean }) {
  const fetcher = useFetcher<ListingActionResult>({ key: "listing-report" });
  const result = useResult(["report"], fetcher.data);
  useToast(fetcher.data, true);
  const busy = fetcher.state !== "idle";
  if (alreadyReported && !result) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Flag aria-hidden="true" className="size-4" />
        {MARKETPLACE_MESSAGES.reportDuplicate}
      </p>
    );
  }
  return (
    <details
      className="group rounded-xl bg-surface p-4 ring-1 ring-border/50"
      open={result !== undefined}
    >
      <summary className="flex cursor-pointer items-center gap-2 text-muted-foreground text-sm hover:text-foreground">
        <Flag aria-hidden="true" className="size-4" />
        Report listing
      </summary>
      {result?.ok ? (
        <div className="mt-3">
          <Result result={result} />
        </div>
      ) : (
        <fetcher.Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="report" />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="report-reason">Reason</Label>
            <NativeSelect id="report-reason" name="reason" defaultValue="" required>
              <option value="" disabled>
                Choose a reason
              </option>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REPORT_REASON_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="report-details">Details (optional)</Label>
            <Textarea id="report-details" name="details" rows={3} maxLength={1000} />
          </div>
          <Result result={result} />
          <Button type="submit" variant="outline" disabled={busy} className="w-fit">
            {busy ? "Sending..." : "Send Report"}
          </Button>
        </fetcher.Form>
      )}
    </details>
  );
}

export function OwnerPanel({
  listingId,
  status,
}: {
  listingId: string;
  status: "active" | "sold" | "removed";
}) {
  const fetcher = useFetcher<ListingActionResult>({ key: "listing-owner" });
  const result = useResult(["sold", "active", "delete"], fetcher.data);
  useToast(fetcher.data, true);
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="owner-heading"
      className="flex flex-col gap-3 rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <h2 id="owner-heading" className="font-display font-semibold text-xl uppercase tracking-wide">
        Your listing
      </h2>
      {status === "removed" ? (
        <p className="text-muted-foreground text-sm">
          An admin removed this listing; it is hidden from everyone else. You can still delete it.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ButtonLink variant="outline" to={`/marketplace/${listingId}/edit`} icon={Pencil}>
            Edit
          </ButtonLink>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={status === "sold" ? "active" : "sold"} />
            <Button type="submit" variant="outline" disabled={busy}>
              {status === "sold" ? <RotateCcw aria-hidden="true" /> : <Tag aria-hidden="true" />}
              {status === "sold" ? "Mark as available" : "Mark as sold"}
            </Button>
          </fetcher.Form>
        </div>
      )}
      <details className="rounded-lg">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md font-medium text-destructive text-sm hover:underline">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete listing
        </summary>
        <div
          role="alertdialog"
          aria-labelledby="delete-question"
          className="mt-3 flex flex-col gap-3 rounded-xl border border-destructive/60 bg-destructive/10 p-4"
        >
          <p id="delete-question" className="text-sm">
            {MARKETPLACE_MESSAGES.deleteQuestion}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="destructive">
              <Trash2 aria-hidden="true" />
              Yes, delete listing
            </Button>
          </Form>
        </div>
      </details>
      {result && !result.ok ? <Result result={result} /> : null}
      {result?.ok && !fetcher.data ? <Result result={result} /> : null}
    </section>
  );
}
