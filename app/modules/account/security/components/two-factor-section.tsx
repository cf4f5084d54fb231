// The Security page's two-factor section: off (turn it on with the password), setting up (the QR
// code and the key as text, then the first code), on (backup codes left, new ones, turn it off).
// Every step is a plain form posting to the page (no JavaScript needed); a refused password or
// code is said beside its field and the step stays where it was.
import { ShieldCheck, ShieldOff } from "lucide-react";
import { Form } from "react-router";
import { InputField, PasswordField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import type { TwoFactorView } from "../queries.server";
import { SECURITY_MESSAGES } from "../rules";
import { securitySchemas } from "../security-schemas";
import { BackupCodes } from "./backup-codes";

export type SecurityResult = ActionResult<{ message?: string; backupCodes?: string[] }>;

const TWO_FACTOR_INTENTS = [
  "two-factor-start",
  "two-factor-verify",
  "two-factor-cancel",
  "backup-codes",
  "two-factor-disable",
];

function isTwoFactorIntent(intent: string | null): boolean {
  return intent !== null && TWO_FACTOR_INTENTS.includes(intent);
}

/** The key grouped in fours, as authenticator apps print it ("ABCD EFGH …"). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function PasswordStep({
  intent,
  result,
  label,
  busyLabel,
  hint,
}: {
  intent: string;
  result?: SecurityResult;
  label: string;
  busyLabel: string;
  hint?: string;
}) {
  const form = useForm({
    result,
    intent,
    validate: schemaCheck(securitySchemas, (s) => s.passwordSchema),
  });
  return (
    <Form method="post" {...form.props} className="grid max-w-sm gap-4">
      <input type="hidden" name="intent" value={intent} />
      <PasswordField
        id={`${intent}-password`}
        label="Your password"
        hint={hint}
        error={form.errors.password}
        name="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton busy={form.busy} busyLabel={busyLabel} className="w-fit">
        {label}
      </SubmitButton>
    </Form>
  );
}

function SetUpStep({
  qrCode,
  secret,
  result,
}: {
  qrCode: string;
  secret: string;
  result?: SecurityResult;
}) {
  const form = useForm({
    result,
    intent: "two-factor-verify",
    validate: schemaCheck(securitySchemas, (s) => s.setupCodeSchema),
  });
  const cancelling = useForm({ result, intent: "two-factor-cancel" });
  return (
    <div className="grid gap-6">
      <ol className="grid gap-6">
        <li className="grid gap-3">
          <p className="text-sm">
            <span className="font-semibold">1.</span> Scan this code with your authenticator app
            (Google Authenticator, 1Password, Authy, Microsoft Authenticator…).
          </p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={qrCode}
              width={200}
              height={200}
              alt="QR code to add Camber Club to your authenticator app"
              className="size-[200px] shrink-0 rounded-lg bg-white p-2"
            />
            <div className="grid min-w-0 gap-2">
              <p className="text-muted-foreground text-sm">
                Can't scan it? Choose "enter a setup key" in the app and type this key (time-based):
              </p>
              <code
                data-testid="totp-setup-key"
                className="w-fit max-w-full select-all break-all rounded-md bg-surface-raised px-3 py-2 font-mono text-sm tracking-wider"
              >
                {grouped(secret)}
              </code>
            </div>
          </div>
        </li>
        <li>
          <Form method="post" {...form.props} className="grid max-w-sm gap-4">
            <input type="hidden" name="intent" value="two-factor-verify" />
            <InputField
              id="two-factor-setup-code"
              label={
                <>
                  <span className="font-semibold">2.</span> Enter the 6-digit code it shows
                </>
              }
              error={form.errors.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={12}
              defaultValue={form.values.code ?? ""}
              className="tabular tracking-[0.3em]"
            />
            <SubmitButton busy={form.busy} busyLabel="Checking..." className="w-fit">
              Turn on two-factor
            </SubmitButton>
          </Form>
        </li>
      </ol>
      <Form method="post">
        <input type="hidden" name="intent" value="two-factor-cancel" />
        <Button type="submit" variant="ghost" size="sm" disabled={cancelling.busy}>
          {cancelling.busy ? "Cancelling..." : "Cancel set-up"}
        </Button>
      </Form>
    </div>
  );
}

/** A password form folded under its summary, open again after a refusal of it. */
function Folded({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: React.ReactNode;
}) {
  return (
    <details open={open || undefined} className="rounded-lg border border-border px-4 py-2">
      <summary className="cursor-pointer select-none py-1 font-semibold text-sm">{summary}</summary>
      <div className="pt-3 pb-2">{children}</div>
    </details>
  );
}

export function TwoFactorSection({
  view,
  admin,
  result,
}: {
  view: TwoFactorView;
  admin: { required: boolean; missing: boolean };
  result?: SecurityResult;
}) {
  const failedIntent = result && !result.ok ? result.intent : null;
  const codes =
    result?.ok && (result.intent === "two-factor-verify" || result.intent === "backup-codes")
      ? result.backupCodes
      : undefined;
  const answered =
    result?.ok && !codes && result.message && isTwoFactorIntent(result.intent) ? (
      <Notice tone="success" title={result.message} />
    ) : result && !result.ok && !result.fieldErrors && isTwoFactorIntent(result.intent) ? (
      <Notice tone="error" title={result.message} />
    ) : null;

  return (
    <section
      aria-labelledby="two-factor-title"
      className="grid min-w-0 gap-5 rounded-xl border border-border/60 bg-surface p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="two-factor-title"
          className="font-display font-semibold text-2xl uppercase tracking-wide"
        >
          Two-factor authentication
        </h2>
        {view.state === "on" ? (
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" /> On
          </Badge>
        ) : (
          <Badge variant="outline">
            <ShieldOff aria-hidden="true" /> Off
          </Badge>
        )}
      </header>
      {admin.missing ? (
        <Notice
          tone="error"
          title="Two-factor authentication is required for admins. Turn it on to open the admin panel."
        />
      ) : null}
      {answered}
      {codes ? (
        <BackupCodes
          codes={codes}
          title={result?.ok && result.message ? result.message : SECURITY_MESSAGES.twoFactorOn}
        />
      ) : view.state === "off" ? (
        <>
          <p className="max-w-2xl text-muted-foreground text-sm">
            Besides your password, signing in will ask for a 6-digit code from an authenticator app
            on your phone. Someone who learns your password still can't get in.
            {admin.required ? " Admins must have it on." : " It's optional for members."}
          </p>
          <PasswordStep
            intent="two-factor-start"
            result={result}
            label="Turn on two-factor"
            busyLabel="Checking..."
            hint="To confirm it's you before setting it up."
          />
        </>
      ) : view.state === "setting-up" ? (
        <SetUpStep qrCode={view.qrCode} secret={view.secret} result={result} />
      ) : (
        <>
          <p className="max-w-2xl text-muted-foreground text-sm">
            Signing in asks for a code from your authenticator app after your password.{" "}
            <span className="font-semibold text-foreground tabular">
              {view.backupCodesLeft === 1
                ? "1 backup code left."
                : `${view.backupCodesLeft} backup codes left.`}
            </span>
          </p>
          <div className="grid gap-3">
            <Folded summary="Make new backup codes" open={failedIntent === "backup-codes"}>
              <p className="mb-3 max-w-md text-muted-foreground text-sm">
                Your old codes stop working and ten new ones are shown once.
              </p>
              <PasswordStep
                intent="backup-codes"
                result={result}
                label="Make new codes"
                busyLabel="Making codes..."
              />
            </Folded>
            {admin.required ? (
              <p className="text-muted-foreground text-sm">
                {SECURITY_MESSAGES.adminKeepsTwoFactor}
              </p>
            ) : (
              <Folded summary="Turn off two-factor" open={failedIntent === "two-factor-disable"}>
                <p className="mb-3 max-w-md text-muted-foreground text-sm">
                  Signing in will need only your password (or a passkey). We'll email you that it
                  was turned off.
                </p>
                <PasswordStep
                  intent="two-factor-disable"
                  result={result}
                  label="Turn off two-factor"
                  busyLabel="Turning off..."
                />
              </Folded>
            )}
          </div>
        </>
      )}
    </section>
  );
}
