// The Security page's passkeys: the member's list (name, when added, synced or on one device),
// renaming and removing (plain forms; removing asks first), and adding one. Adding is the
// browser's WebAuthn prompt, so it needs JavaScript: without it a note says so.
import { Fingerprint, KeyRound, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { ConfirmSubmit } from "~/components/forms/confirm-submit";
import { InputField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import { browserSupportsPasskeys, type PasskeyFailure, registerPasskey } from "~/lib/passkeys";
import type { PasskeyView } from "../queries.server";
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameProblem, SECURITY_MESSAGES } from "../rules";
import { securitySchemas } from "../security-schemas";
import type { SecurityResult } from "./two-factor-section";

const ADDED = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function addFailureMessage(failure: PasskeyFailure): string {
  switch (failure.reason) {
    case "cancelled":
      return SECURITY_MESSAGES.passkeyCancelled;
    case "unsupported":
      return SECURITY_MESSAGES.passkeyUnsupported;
    case "already-registered":
      return SECURITY_MESSAGES.passkeyAlreadyThere;
    case "refused":
      if (failure.code === "SESSION_NOT_FRESH") return SECURITY_MESSAGES.passkeySignInAgain;
      if (failure.code === "INVALID_PASSKEY_NAME") return failure.message;
      return SECURITY_MESSAGES.passkeyAddFailed;
    default:
      return SECURITY_MESSAGES.passkeyAddFailed;
  }
}

/** "Add a passkey": a name (optional), then the browser's prompt. */
function AddPasskey() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const supported = hydrated && browserSupportsPasskeys();
  const nameProblem = passkeyNameProblem(name, { required: false });

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (nameProblem) return;
    setBusy(true);
    setOutcome(null);
    const result = await registerPasskey(name).catch(
      (): PasskeyFailure => ({ ok: false, reason: "network" }),
    );
    setBusy(false);
    if (result.ok) {
      setName("");
      setOutcome({ ok: true, message: SECURITY_MESSAGES.passkeyAdded });
      await revalidator.revalidate();
    } else {
      setOutcome({ ok: false, message: addFailureMessage(result) });
    }
  }

  if (hydrated && !supported) {
    return <p className="text-muted-foreground text-sm">{SECURITY_MESSAGES.passkeyUnsupported}</p>;
  }
  return (
    <form onSubmit={add} className="grid max-w-md gap-4" aria-label="Add a passkey">
      {outcome ? <Notice tone={outcome.ok ? "success" : "error"} title={outcome.message} /> : null}
      <InputField
        id="passkey-new-name"
        label="Name (optional)"
        hint="So you can tell your passkeys apart, e.g. Pixel 8 or Work laptop."
        error={nameProblem ?? undefined}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={PASSKEY_NAME_MAX_LENGTH + 20}
        autoComplete="off"
        disabled={!hydrated}
      />
      <Button type="submit" className="w-fit" disabled={!hydrated || busy || Boolean(nameProblem)}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Fingerprint aria-hidden="true" />
        )}
        {busy ? "Waiting for your device..." : "Add a passkey"}
      </Button>
      <noscript>
        <p className="text-muted-foreground text-sm">{SECURITY_MESSAGES.passkeyNeedsJavaScript}</p>
      </noscript>
    </form>
  );
}

/** Whether the page is posting `intent` for this passkey. */
function usePosting(intent: string, id: string): boolean {
  const { formData } = useNavigation();
  return formData?.get("intent") === intent && formData?.get("id") === id;
}

function RenameForm({ passkey, result }: { passkey: PasskeyView; result?: SecurityResult }) {
  const mine = result && !result.ok && result.values.id === passkey.id ? result : undefined;
  const form = useForm({
    result: mine,
    intent: "passkey-rename",
    validate: schemaCheck(securitySchemas, (s) => s.passkeyRenameSchema),
    busy: usePosting("passkey-rename", passkey.id),
  });
  const id = `passkey-name-${passkey.id}`;
  return (
    <details open={mine ? true : undefined} className="w-full">
      <summary className="w-fit cursor-pointer select-none font-semibold text-accent text-sm">
        Rename
      </summary>
      <Form method="post" {...form.props} className="mt-3 grid max-w-md gap-3">
        <input type="hidden" name="intent" value="passkey-rename" />
        <input type="hidden" name="id" value={passkey.id} />
        <InputField
          id={id}
          label={
            <>
              New name<span className="sr-only"> for {passkey.label}</span>
            </>
          }
          error={form.errors.name ?? (form.failure ? form.formError : undefined)}
          name="name"
          maxLength={PASSKEY_NAME_MAX_LENGTH + 20}
          defaultValue={form.values.name ?? (passkey.named ? passkey.label : "")}
          autoComplete="off"
          required
        />
        <SubmitButton busy={form.busy} busyLabel="Saving..." className="w-fit">
          Save
        </SubmitButton>
      </Form>
    </details>
  );
}

function PasskeyRow({ passkey, result }: { passkey: PasskeyView; result?: SecurityResult }) {
  const removing = usePosting("passkey-remove", passkey.id);
  return (
    <li
      data-testid="passkey-row"
      className="grid min-w-0 gap-3 rounded-lg border border-border/60 bg-background/40 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex min-w-0 items-center gap-2 font-semibold">
            <KeyRound aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{passkey.label}</span>
          </p>
          <p className="text-muted-foreground text-xs">
            {passkey.createdAt ? (
              <>
                Added{" "}
                <time dateTime={passkey.createdAt}>
                  {ADDED.format(new Date(passkey.createdAt))}
                </time>
              </>
            ) : (
              "Added before dates were kept"
            )}
          </p>
          <div className="flex flex-wrap gap-1.5 pt-1">
            <Badge variant="outline">
              {passkey.synced ? "Synced across devices" : "This device only"}
            </Badge>
            {passkey.backedUp ? <Badge variant="outline">Backed up</Badge> : null}
          </div>
        </div>
        <ConfirmSubmit
          label="Remove"
          title="Remove passkey"
          question={`Remove the passkey "${passkey.label}"? You won't be able to sign in with it any more.`}
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={removing}
          icon={<Trash2 aria-hidden="true" />}
        >
          <input type="hidden" name="intent" value="passkey-remove" />
          <input type="hidden" name="id" value={passkey.id} />
        </ConfirmSubmit>
      </div>
      {/* A new name closes the form (a fresh one for the next rename). */}
      <RenameForm key={passkey.label} passkey={passkey} result={result} />
    </li>
  );
}

export function PasskeysSection({
  passkeys,
  result,
}: {
  passkeys: PasskeyView[];
  result?: SecurityResult;
}) {
  const answer =
    result && (result.intent === "passkey-rename" || result.intent === "passkey-remove")
      ? result.ok
        ? { ok: true, message: result.message ?? "" }
        : result.fieldErrors
          ? null
          : { ok: false, message: result.message }
      : null;
  return (
    <section
      aria-labelledby="passkeys-title"
      className="grid min-w-0 gap-5 rounded-xl border border-border/60 bg-surface p-5 sm:p-6"
    >
      <header className="grid gap-2">
        <h2
          id="passkeys-title"
          className="font-display font-semibold text-2xl uppercase tracking-wide"
        >
          Passkeys
        </h2>
        <p className="max-w-2xl text-muted-foreground text-sm">
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey
          stays on your device (or syncs in your password manager) and can't be phished.
        </p>
      </header>
      {answer ? <Notice tone={answer.ok ? "success" : "error"} title={answer.message} /> : null}
      {passkeys.length === 0 ? (
        <p className="text-sm">You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="grid gap-3">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} result={result} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}
