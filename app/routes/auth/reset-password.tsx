import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { submitAfterCheck } from "~/lib/lazy-module";
import { rateLimitMessage } from "~/lib/rate-limit.server";
import { allowAuthAttempt, resetPassword } from "~/modules/auth/accounts.server";
import { type FieldErrors, formValues, MIN_PASSWORD_LENGTH } from "~/modules/auth/form-rules";
import { PASSWORD_RESET_MESSAGE, RESET_LINK_INVALID_MESSAGE } from "~/modules/auth/messages";
import { newPasswordProblem } from "~/modules/auth/password-strength.server";
import { fieldErrors, resetPasswordSchema } from "~/modules/auth/schemas";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import { authSchemas } from "~/modules/auth/ui/auth-schemas";
import { Field, fieldProps } from "~/modules/auth/ui/field";
import { Notice } from "~/modules/auth/ui/notice";
import { PasswordInput } from "~/modules/auth/ui/password-input";
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

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) {
    return data({ invalidToken: false, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const weak = await newPasswordProblem(parsed.data.password);
  if (weak) return data({ invalidToken: false, errors: { password: weak } }, { status: 400 });
  const byIp = await allowAuthAttempt(request, "reset-password");
  if (!byIp.allowed) {
    const form = rateLimitMessage(byIp.retryAfterSeconds);
    return data({ invalidToken: false, errors: { form } }, { status: 429 });
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password);
  if (outcome.ok) {
    return flashRedirect("/auth", { type: "success", message: PASSWORD_RESET_MESSAGE });
  }
  if (outcome.invalidToken) {
    return data({ invalidToken: true, errors: {} as FieldErrors }, { status: 400 });
  }
  return data({ invalidToken: false, errors: { form: outcome.error } }, { status: 400 });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors: FieldErrors = clientErrors ?? actionData?.errors ?? {};

  if (loaderData.invalid || actionData?.invalidToken) {
    return (
      <AuthLayout title="Link not valid">
        <Notice tone="error" title={RESET_LINK_INVALID_MESSAGE}>
          Reset links work once, for one hour.
        </Notice>
        <Button asChild size="lg" className="w-full">
          <Link to="/auth/forgot-password">Request a new link</Link>
        </Button>
      </AuthLayout>
    );
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submitAfterCheck(event, authSchemas, (schemas, form) => {
      const parsed = schemas.resetPasswordSchema.safeParse(formValues(new FormData(form)));
      setClientErrors(parsed.success ? null : schemas.fieldErrors(parsed.error));
      return parsed.success;
    });
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="After saving it, you'll be signed out everywhere and can sign in with the new one."
    >
      {errors.form ? <Notice tone="error" title={errors.form} /> : null}
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={authSchemas.preload}
        className="grid gap-5"
        aria-label="Reset password"
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          id="new-password"
          label="New Password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
          error={errors.password}
        >
          <PasswordInput
            {...fieldProps("new-password", errors.password, true)}
            name="password"
            autoComplete="new-password"
            required
          />
        </Field>
        <Field id="confirm-new-password" label="Confirm Password" error={errors.confirmPassword}>
          <PasswordInput
            {...fieldProps("confirm-new-password", errors.confirmPassword)}
            name="confirmPassword"
            autoComplete="new-password"
            required
          />
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Saving..." : "Set new password"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
