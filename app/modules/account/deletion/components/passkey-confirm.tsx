// "Confirm with a passkey instead" on /account/delete, for members who have one: the browser's
// passkey prompt (the member's own passkeys only), then the form is sent with its answer in place
// of the password. The server checks the answer (isOwnPasskey); this only asks the browser. It
// needs JavaScript, so it appears once the page's scripts run and this browser has WebAuthn.
import { Fingerprint, LoaderCircle } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { answerPasskeyPrompt, browserSupportsPasskeys } from "~/lib/passkeys";
import { DELETION_FIELDS, DELETION_MESSAGES } from "../messages";

export function PasskeyConfirm({ busy }: { busy: boolean }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!hydrated || !browserSupportsPasskeys()) return null;

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    const field = form?.elements.namedItem(DELETION_FIELDS.passkey);
    if (!form || !(field instanceof HTMLInputElement)) return;
    setAsking(true);
    setProblem(null);
    const answer = await answerPasskeyPrompt().catch(() => null);
    setAsking(false);
    if (!answer?.ok) {
      setProblem(
        answer?.reason === "cancelled"
          ? DELETION_MESSAGES.passkeyCancelled
          : answer?.reason === "unsupported"
            ? DELETION_MESSAGES.passkeyUnavailable
            : DELETION_MESSAGES.failed,
      );
      return;
    }
    // The form's data is read as it is sent: the answer goes with this one submission only.
    field.value = JSON.stringify(answer.data);
    form.requestSubmit();
    field.value = "";
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        disabled={asking || busy}
        onClick={confirm}
      >
        {asking ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Fingerprint aria-hidden="true" />
        )}
        {asking ? "Waiting for your passkey..." : "Delete with a passkey instead"}
      </Button>
      {problem ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
