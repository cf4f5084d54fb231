// /account — the member's settings: sign-in e-mail, password, and where they are signed in. The
// account pages' tabs (AccountNav) lead to Security, Export and Delete. Visitors go to /auth.

import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor, requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { AccountNav } from "~/modules/account";
import { ChangeEmailForm } from "~/modules/account/settings/components/email-form";
import { ChangePasswordForm } from "~/modules/account/settings/components/password-form";
import { SessionsList } from "~/modules/account/settings/components/sessions-list";
import { currentSessionId, listMemberSessions } from "~/modules/account/settings/queries.server";
import {
  EMAIL_CHANGE_PARAM,
  emailChangedMessage,
  SETTINGS_FAILURE_MESSAGES,
  SETTINGS_MESSAGES,
  sessionSignedOutMessage,
} from "~/modules/account/settings/rules";
import { changeEmailSchema, changePasswordSchema } from "~/modules/account/settings/schemas";
import {
  changePassword,
  endAllSessions,
  requestEmailChange,
  revokeSession,
} from "~/modules/account/settings/settings.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Account settings — Camber Club" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The e-mail change link (better-auth moved the account, or refused an invalid link and added
  // ?error=CODE) lands here, in whichever browser it was opened: say what happened, once.
  if (params.has(EMAIL_CHANGE_PARAM)) throw await emailChangeLanding(context, params.has("error"));
  const actor = await requireActor(context);
  const current = await currentSessionId(request);
  const { sessions, more } = await listMemberSessions(actor.id, current);
  return { email: actor.email, currentSessionId: current, sessions, more };
}

async function emailChangeLanding(context: Route.LoaderArgs["context"], failed: boolean) {
  const actor = getActor(context);
  if (failed) {
    const flash = { type: "error", message: SETTINGS_MESSAGES.emailChangeLinkInvalid } as const;
    return flashRedirect(actor ? "/account" : "/auth", flash);
  }
  return actor
    ? flashRedirect("/account", { type: "success", message: emailChangedMessage(actor.email) })
    : flashRedirect("/auth", { type: "success", message: SETTINGS_MESSAGES.emailChangedSignIn });
}

/** An answer's Set-Cookie headers (a new session cookie, or the ones that clear it). */
function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export const action = defineIntents("account", {
  "change-password": intent({
    who: "member",
    // Guessing the current password from a borrowed session: a few tries, then the real wait.
    rateLimit: { name: "account:change-password", limit: 5, windowSeconds: 15 * 60 },
    parse: parseWithSchema(changePasswordSchema),
    failureMessage: SETTINGS_FAILURE_MESSAGES["change-password"],
    run: async ({ actor, input, request }) => {
      const change = await changePassword(actor, input, request);
      const headers = cookieHeaders(change.setCookies);
      return change.signedOut
        ? flashRedirect(
            "/auth",
            { type: "success", message: SETTINGS_MESSAGES.passwordChangedSignedOut },
            { headers },
          )
        : flashRedirect(
            "/account",
            { type: "success", message: SETTINGS_MESSAGES.passwordChanged },
            { headers },
          );
    },
  }),
  "change-email": intent({
    who: "member",
    // Each request mails two addresses, one of them typed by the member.
    rateLimit: { name: "account:change-email", limit: 5, windowSeconds: 60 * 60 },
    parse: parseWithSchema(changeEmailSchema),
    failureMessage: SETTINGS_FAILURE_MESSAGES["change-email"],
    run: ({ actor, input, request }) => requestEmailChange(actor, input, request),
  }),
  "revoke-session": intent({
    who: "member",
    rateLimit: { name: "account:sessions", limit: 30, windowSeconds: 60 },
    parse: (form) => {
      const id = form.get("sessionId");
      return typeof id === "string" && id
        ? { ok: true, value: id }
        : { ok: false, message: SETTINGS_MESSAGES.sessionEnded };
    },
    failureMessage: SETTINGS_FAILURE_MESSAGES["revoke-session"],
    run: async ({ actor, input, request }) => {
      const { device } = await revokeSession(actor, input, await currentSessionId(request));
      return flashRedirect("/account", {
        type: "success",
        message: sessionSignedOutMessage(device),
      });
    },
  }),
  "sign-out-everywhere": intent({
    who: "member",
    rateLimit: { name: "account:sessions", limit: 30, windowSeconds: 60 },
    failureMessage: SETTINGS_FAILURE_MESSAGES["sign-out-everywhere"],
    run: async ({ actor, request }) => {
      const change = await endAllSessions(actor, request);
      return flashRedirect(
        "/auth",
        { type: "success", message: SETTINGS_MESSAGES.signedOutEverywhere },
        { headers: cookieHeaders(change.setCookies) },
      );
    },
  }),
});

/** In the browser: a request that never got through keeps what was typed and says it failed. */
const keepFormsOffline = intentClientAction("account", SETTINGS_FAILURE_MESSAGES);
export const clientAction = (args: Route.ClientActionArgs) => keepFormsOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function AccountSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      kicker="Account"
      title="Account settings"
      lede="Your sign-in e-mail, your password, and the devices you're signed in on."
    >
      <div>
        <AccountNav current="/account" />
        <div className="grid gap-6">
          <ChangeEmailForm email={loaderData.email} result={actionData} />
          {/* A changed password starts a new session here: the form starts afresh with it. */}
          <ChangePasswordForm key={loaderData.currentSessionId} result={actionData} />
          <SessionsList sessions={loaderData.sessions} more={loaderData.more} result={actionData} />
        </div>
      </div>
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
