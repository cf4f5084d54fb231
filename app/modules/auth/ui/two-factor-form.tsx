// The code step of signing in with two-factor (/auth/two-factor): one plain form (works without
// JavaScript) for the authenticator's six digits, or, by a link to ?method=backup, for one of the
// backup codes. A refused code is said beside the field; what was typed stays.
import { Form, Link } from "react-router";
import { InputField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ActionResult } from "~/lib/action-result";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import { authSchemas } from "./auth-schemas";

export const TWO_FACTOR_SIGN_IN_PATH = "/auth/two-factor";

export type SecondFactorMethod = "totp" | "backup-code";

export function TwoFactorForm({
  method,
  result,
}: {
  method: SecondFactorMethod;
  result?: ActionResult;
}) {
  const totp = method === "totp";
  const form = useForm({
    result,
    intent: method,
    validate: schemaCheck(authSchemas, (s) => (totp ? s.totpCodeSchema : s.backupCodeSchema)),
  });
  const error = form.errors.code;
  return (
    <div className="grid gap-5">
      <Form method="post" {...form.props} className="grid gap-5" aria-label="Two-factor code">
        <input type="hidden" name="intent" value={method} />
        {form.formError && !error ? <Notice tone="error" title={form.formError} /> : null}
        {totp ? (
          <InputField
            key="totp"
            id="two-factor-code"
            label="6-digit code"
            hint="Open your authenticator app and enter the code it shows for Camber Club."
            error={error}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={12}
            // The one field of the page, reached from the password step.
            autoFocus
            defaultValue={form.values.code ?? ""}
            className="tabular text-lg tracking-[0.3em]"
          />
        ) : (
          <InputField
            key="backup"
            id="two-factor-code"
            label="Backup code"
            hint="One of the codes you saved when you turned two-factor on. Each works once."
            error={error}
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={24}
            autoFocus
            defaultValue={form.values.code ?? ""}
            className="tabular"
          />
        )}
        <SubmitButton size="lg" busy={form.busy} busyLabel="Verifying..." className="w-full">
          Verify
        </SubmitButton>
      </Form>
      <div className="grid gap-2 text-center text-sm">
        <Link
          to={totp ? `${TWO_FACTOR_SIGN_IN_PATH}?method=backup` : TWO_FACTOR_SIGN_IN_PATH}
          replace
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          {totp ? "Use a backup code instead" : "Use your authenticator app instead"}
        </Link>
        <Link
          to="/auth"
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Start again with another account
        </Link>
      </div>
    </div>
  );
}
