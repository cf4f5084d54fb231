import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { readForm } from "~/lib/form-data.server";
import { rateLimitMessage } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import { allowAuthAttempt, requestPasswordReset } from "~/modules/auth/accounts.server";
import { RESET_REQUESTED_MESSAGE } from "~/modules/auth/messages";
import { emailOnlySchema, fieldErrors, formValues } from "~/modules/auth/schemas";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import { Field, fieldProps } from "~/modules/auth/ui/field";
import { Notice } from "~/modules/auth/ui/notice";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password — Camber Club" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const email = typeof values.email === "string" ? values.email.trim() : "";
  const parsed = emailOnlySchema.safeParse(values);
  if (!parsed.success) {
    return data({ sent: false, email, error: fieldErrors(parsed.error).email }, { status: 400 });
  }
  const byIp = await allowAuthAttempt(request, "reset-request");
  if (!byIp.allowed) {
    const error = rateLimitMessage(byIp.retryAfterSeconds);
    return data({ sent: false, email, error }, { status: 429 });
  }
  const outcome = await requestPasswordReset(parsed.data.email);
  if (!outcome.ok) return data({ sent: false, email, error: outcome.error }, { status: 500 });
  // The same answer whether or not the address has an account.
  return { sent: true, email, error: undefined };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const error = actionData?.error;

  useEffect(() => {
    if (actionData?.sent) toast.success(RESET_REQUESTED_MESSAGE);
  }, [actionData]);

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      {actionData?.sent ? (
        <Notice tone="success" title={RESET_REQUESTED_MESSAGE}>
          The link works for one hour. Nothing arrived? Check your spam folder, or send it again.
        </Notice>
      ) : null}
      <Form method="post" noValidate className="grid gap-5" aria-label="Request a password reset">
        <Field id="reset-email" label="Email" error={error}>
          <Input
            {...fieldProps("reset-email", error)}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={actionData?.email ?? ""}
            required
          />
        </Field>
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? "Sending..." : actionData?.sent ? "Send again" : "Send reset link"}
        </Button>
      </Form>
      <p className="text-center text-muted-foreground text-sm">
        Remembered it?{" "}
        <Link to="/auth" className="font-semibold text-accent underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
