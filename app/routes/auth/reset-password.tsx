import { Form } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { ButtonLink } from "~/components/ui/button-link";
import { defineIntents, intent } from "~/lib/actions.server";
import { InvalidError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import { countAuthAttempt, resetPassword } from "~/modules/auth/accounts.server";
import {
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from "~/modules/auth/messages";
import { newPasswordProblem } from "~/modules/auth/password-strength.server";
import { resetPasswordSchema } from "~/modules/auth/schemas";
import { NewPasswordFields } from "~/modules/auth/ui/account-fields";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import { authSchemas } from "~/modules/auth/ui/auth-schemas";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password — Camber Club" }];

// The e-mailed link goes through better-auth (/api/auth/reset-password/:token), which checks the
// token and sends the browser here with ?token=… or, when it is invalid or expired,
// ?error=INVALID_TOKEN.
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  return { token, invalid: !token || params.has("error") };
}

export const action = defineIntents("auth", {
  default: intent({
    who: "visitor",
    parse: parseWithSchema(resetPasswordSchema),
    failureMessage: UNEXPECTED_ERROR_MESSAGE,
    run: async ({ request, input }) => {
      const weak = await newPasswordProblem(input.password);
      if (weak) {
        throw new InvalidError("weak password", {
          userMessage: weak,
          fieldErrors: { password: weak },
        });
      }
      await countAuthAttempt(request, "reset-password");
      const outcome = await resetPassword(input.token, input.password);
      if (outcome.ok) {
        return flashRedirect("/auth", { type: "success", message: PASSWORD_RESET_MESSAGE });
      }
      // The page shows the invalid-link view for this message.
      const userMessage = outcome.invalidToken ? RESET_LINK_INVALID_MESSAGE : outcome.error;
      throw new InvalidError("password reset refused", { userMessage });
    },
  }),
});

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useForm({
    result: actionData,
    validate: schemaCheck(authSchemas, (s) => s.resetPasswordSchema),
  });
  const { errors } = form;

  if (loaderData.invalid || form.failure?.message === RESET_LINK_INVALID_MESSAGE) {
    return (
      <AuthLayout title="Link not valid">
        <Notice tone="error" title={RESET_LINK_INVALID_MESSAGE}>
          Reset links work once, for one hour.
        </Notice>
        <ButtonLink size="lg" className="w-full" to="/auth/forgot-password">
          Request a new link
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="After saving it, you'll be signed out everywhere and can sign in with the new one."
    >
      {form.formError ? <Notice tone="error" title={form.formError} /> : null}
      <Form method="post" {...form.props} className="grid gap-5" aria-label="Reset password">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          ids={{ password: "new-password", confirm: "confirm-new-password" }}
          label="New Password"
          errors={errors}
        />
        <SubmitButton size="lg" busy={form.busy} busyLabel="Saving..." className="w-full">
          Set new password
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
