// /auth/two-factor — the code step of signing in to an account with two-factor on. The password
// step on /auth leaves the plugin's challenge cookie and sends the browser here; a right code
// (the authenticator's, or a backup code) starts the session and goes to / with 'Welcome back!',
// like a sign-in without two-factor. Plain forms: no JavaScript needed.
import { redirect } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import { RateLimitedError, UnauthenticatedError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { countAuthAttempt } from "~/modules/auth/accounts.server";
import {
  SIGN_IN_SUCCESS_MESSAGE,
  TWO_FACTOR_EXPIRED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from "~/modules/auth/messages";
import { backupCodeSchema, totpCodeSchema } from "~/modules/auth/schemas";
import {
  completeTwoFactorSignIn,
  readTwoFactorChallenge,
  type SecondFactor,
} from "~/modules/auth/two-factor-sign-in.server";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import { type SecondFactorMethod, TwoFactorForm } from "~/modules/auth/ui/two-factor-form";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor check — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (getActor(context)) throw redirect("/");
  // Opened without a sign-in waiting for its code (or after its ten minutes): start at /auth.
  if (!(await readTwoFactorChallenge(request))) {
    throw await flashRedirect("/auth", { type: "error", message: TWO_FACTOR_EXPIRED_MESSAGE });
  }
  const method: SecondFactorMethod =
    new URL(request.url).searchParams.get("method") === "backup" ? "backup-code" : "totp";
  return { method };
}

/** One intent per kind of code; the same answers for both. */
function secondFactorIntent(factor: SecondFactor, schema: typeof totpCodeSchema) {
  return intent<{ code: string }, Response, "visitor">({
    who: "visitor",
    parse: parseWithSchema(schema),
    failureMessage: UNEXPECTED_ERROR_MESSAGE,
    run: async ({ request, input, actor }) => {
      // Signed in already: nothing to finish (and a code must never be checked against the
      // session's own account here, which would use up its backup codes).
      if (actor) return redirect("/");
      await countAuthAttempt(request, "two-factor");
      const outcome = await completeTwoFactorSignIn(factor, input.code, request);
      if (outcome.ok) {
        const headers = new Headers();
        for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
        return flashRedirect(
          "/",
          { type: "success", message: SIGN_IN_SUCCESS_MESSAGE },
          { headers },
        );
      }
      if (outcome.kind === "restart") {
        return flashRedirect("/auth", { type: "error", message: outcome.message });
      }
      if (outcome.kind === "locked") {
        throw new RateLimitedError(outcome.retryAfterSeconds ?? 60, {
          userMessage: outcome.message,
        });
      }
      throw new UnauthenticatedError("wrong two-factor code", {
        userMessage: outcome.message,
        fieldErrors: { code: outcome.message },
      });
    },
  });
}

export const action = defineIntents("auth-two-factor", {
  totp: secondFactorIntent("totp", totpCodeSchema),
  "backup-code": secondFactorIntent("backup-code", backupCodeSchema),
});

/** A code sent while the connection is down: the page stays, the notice says so. */
export const clientAction = intentClientAction("auth-two-factor", {
  totp: UNEXPECTED_ERROR_MESSAGE,
  "backup-code": UNEXPECTED_ERROR_MESSAGE,
});

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const totp = loaderData.method === "totp";
  return (
    <AuthLayout
      title="Two-factor check"
      description={
        totp
          ? "Your account has two-factor authentication on. Enter the code from your authenticator app to finish signing in."
          : "Lost your phone? Enter one of the backup codes you saved to finish signing in."
      }
    >
      <TwoFactorForm
        key={loaderData.method}
        method={loaderData.method}
        result={actionData as ActionResult | undefined}
      />
    </AuthLayout>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
