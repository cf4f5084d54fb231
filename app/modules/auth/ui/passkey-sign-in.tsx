// "Sign in with a passkey" under the sign-in form. No e-mail is typed: the browser offers the
// passkeys it holds for this site, and the one chosen names the account. It needs JavaScript (the
// WebAuthn prompt is a browser API): until the page's scripts run the button is disabled, and
// without them a note says to use the e-mail and password instead. Browsers without WebAuthn do
// not show it.
import { Fingerprint, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { browserSupportsPasskeys, type PasskeyFailure, signInWithPasskey } from "~/lib/passkeys";
import {
  PASSKEY_CANCELLED_MESSAGE,
  PASSKEY_NEEDS_JAVASCRIPT_MESSAGE,
  PASSKEY_SIGN_IN_FAILED_MESSAGE,
  PASSKEY_UNKNOWN_MESSAGE,
  SIGN_IN_SUCCESS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from "../messages";

function failureMessage(failure: PasskeyFailure): string {
  switch (failure.reason) {
    case "cancelled":
      return PASSKEY_CANCELLED_MESSAGE;
    case "network":
      return UNEXPECTED_ERROR_MESSAGE;
    case "refused":
      if (failure.code === "PASSKEY_NOT_FOUND") return PASSKEY_UNKNOWN_MESSAGE;
      // The site's own refusals (a passkey that did not verify the person) say why.
      if (failure.code === "PASSKEY_USER_NOT_VERIFIED") return failure.message;
      return PASSKEY_SIGN_IN_FAILED_MESSAGE;
    default:
      return PASSKEY_SIGN_IN_FAILED_MESSAGE;
  }
}

export function PasskeySignIn() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (hydrated && !browserSupportsPasskeys()) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const result = await signInWithPasskey().catch(
      (): PasskeyFailure => ({ ok: false, reason: "network" }),
    );
    if (result.ok) {
      toast.success(SIGN_IN_SUCCESS_MESSAGE);
      // The session cookie is set: the home page's loaders see the member.
      navigate("/");
      return;
    }
    setBusy(false);
    setError(failureMessage(result));
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase tracking-wider">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={!hydrated || busy}
        onClick={signIn}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? null : <Fingerprint aria-hidden="true" />}
        {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </Button>
      {error ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <noscript>
        <p className="text-center text-muted-foreground text-xs">
          {PASSKEY_NEEDS_JAVASCRIPT_MESSAGE}
        </p>
      </noscript>
    </div>
  );
}
