// /account/security — how the member signs in: two-factor (TOTP with backup codes; optional for
// members, required for admins, who are sent here until it is on) and passkeys. Every change is an
// intent of this page (plain forms), except adding a passkey: the browser's WebAuthn prompt with
// better-auth's passkey endpoints (app/lib/passkeys.ts), which needs JavaScript.

import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { AccountNav } from "~/modules/account";
import { PasskeysSection } from "~/modules/account/security/components/passkeys-section";
import {
  type SecurityResult,
  TwoFactorSection,
} from "~/modules/account/security/components/two-factor-section";
import { removePasskey, renamePasskey } from "~/modules/account/security/passkeys.server";
import { loadSecurity } from "~/modules/account/security/queries.server";
import { SECURITY_MESSAGES } from "~/modules/account/security/rules";
import {
  passkeyIdSchema,
  passkeyRenameSchema,
  passwordSchema,
  setupCodeSchema,
} from "~/modules/account/security/schemas";
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  regenerateBackupCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "~/modules/account/security/two-factor.server";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () => [
  { title: "Security — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = await requireActor(context);
  return loadSecurity(actor);
}

/** Password checks (turning two-factor on or off, new backup codes) share one budget. */
const PASSWORD_CHECKS = { name: "account:password-check", limit: 10, windowSeconds: 10 * 60 };

export const action = defineIntents("account-security", {
  "two-factor-start": intent({
    who: "member",
    rateLimit: PASSWORD_CHECKS,
    parse: parseWithSchema(passwordSchema),
    failureMessage: SECURITY_MESSAGES.twoFactorFailed,
    run: ({ actor, input, request }) => startTwoFactorSetup(actor, input.password, request),
  }),
  "two-factor-verify": intent({
    who: "member",
    rateLimit: { name: "account:two-factor-setup-code", limit: 10, windowSeconds: 10 * 60 },
    parse: parseWithSchema(setupCodeSchema),
    failureMessage: SECURITY_MESSAGES.twoFactorFailed,
    run: async ({ actor, input, request, responseHeaders }) => {
      const { backupCodes } = await confirmTwoFactorSetup(
        actor,
        input.code,
        request,
        responseHeaders,
      );
      return { backupCodes, message: SECURITY_MESSAGES.twoFactorOn };
    },
  }),
  "two-factor-cancel": intent({
    who: "member",
    failureMessage: SECURITY_MESSAGES.twoFactorFailed,
    run: async ({ actor }) => {
      await cancelTwoFactorSetup(actor);
      return { message: SECURITY_MESSAGES.setupCancelled };
    },
  }),
  "backup-codes": intent({
    who: "member",
    rateLimit: PASSWORD_CHECKS,
    parse: parseWithSchema(passwordSchema),
    failureMessage: SECURITY_MESSAGES.twoFactorFailed,
    run: async ({ actor, input, request }) => {
      const { backupCodes } = await regenerateBackupCodes(actor, input.password, request);
      return { backupCodes, message: SECURITY_MESSAGES.backupCodesNew };
    },
  }),
  "two-factor-disable": intent({
    who: "member",
    rateLimit: PASSWORD_CHECKS,
    parse: parseWithSchema(passwordSchema),
    failureMessage: SECURITY_MESSAGES.twoFactorFailed,
    run: async ({ actor, input, request, responseHeaders }) => {
      await turnOffTwoFactor(actor, input.password, request, responseHeaders);
      return { message: SECURITY_MESSAGES.twoFactorOff };
    },
  }),
  "passkey-rename": intent({
    who: "member",
    rateLimit: { name: "account:passkey", limit: 30, windowSeconds: 10 * 60 },
    parse: parseWithSchema(passkeyRenameSchema),
    failureMessage: SECURITY_MESSAGES.passkeyFailed,
    run: async ({ actor, input }) => {
      await renamePasskey(actor, input.id, input.name);
      return { message: SECURITY_MESSAGES.passkeyRenamed };
    },
  }),
  "passkey-remove": intent({
    who: "member",
    rateLimit: { name: "account:passkey", limit: 30, windowSeconds: 10 * 60 },
    parse: parseWithSchema(passkeyIdSchema),
    failureMessage: SECURITY_MESSAGES.passkeyFailed,
    run: async ({ actor, input }) => {
      await removePasskey(actor, input.id);
      return { message: SECURITY_MESSAGES.passkeyRemoved };
    },
  }),
});

/** A form sent while the connection is down: the page stays, its failure message shows. */
export const clientAction = intentClientAction("account-security", {
  "two-factor-start": SECURITY_MESSAGES.twoFactorFailed,
  "two-factor-verify": SECURITY_MESSAGES.twoFactorFailed,
  "two-factor-cancel": SECURITY_MESSAGES.twoFactorFailed,
  "backup-codes": SECURITY_MESSAGES.twoFactorFailed,
  "two-factor-disable": SECURITY_MESSAGES.twoFactorFailed,
  "passkey-rename": SECURITY_MESSAGES.passkeyFailed,
  "passkey-remove": SECURITY_MESSAGES.passkeyFailed,
});

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SecurityResult | undefined;
  return (
    <FormPage
      kicker="Account"
      title="Security"
      lede="How you sign in to Camber Club: two-factor authentication and passkeys."
    >
      <div>
        <AccountNav current="/account/security" />
        <div className="grid gap-6">
          <TwoFactorSection view={loaderData.twoFactor} admin={loaderData.admin} result={result} />
          <PasskeysSection passkeys={loaderData.passkeys} result={result} />
        </div>
      </div>
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
