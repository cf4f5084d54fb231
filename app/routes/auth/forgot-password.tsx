import { useEffect } from "react";
import { Form, Link, redirect } from "react-router";
import { toast } from "sonner";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { useForm } from "~/lib/forms/use-form";
import { countAuthAttempt, requestPasswordReset } from "~/modules/auth/accounts.server";
import { RESET_REQUESTED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "~/modules/auth/messages";
import { emailOnlySchema } from "~/modules/auth/schemas";
import { EmailField } from "~/modules/auth/ui/account-fields";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password — Camber Club" }];

export function loader({ context }: Route.LoaderArgs) {
  if (getActor(context)) throw redirect("/");
  return null;
}

export const action = defineIntents("auth", {
  default: intent({
    who: "visitor",
    parse: parseWithSchema(emailOnlySchema),
    failureMessage: UNEXPECTED_ERROR_MESSAGE,
    run: async ({ request, input }) => {
      await countAuthAttempt(request, "reset-request");
      const outcome = await requestPasswordReset(input.email);
      if (!outcome.ok) throw new Error(`password reset request failed: ${outcome.error}`);
      // The same answer whether or not the address has an account.
      return { email: input.email };
    },
  }),
});

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const form = useForm({ result: actionData });
  const sent = actionData?.ok === true;
  // Every refusal concerns the one field.
  const error = form.errors.email ?? form.formError;

  useEffect(() => {
    if (actionData?.ok) toast.success(RESET_REQUESTED_MESSAGE);
  }, [actionData]);

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      {sent ? (
        <Notice tone="success" title={RESET_REQUESTED_MESSAGE}>
          The link works for one hour. Nothing arrived? Check your spam folder, or send it again.
        </Notice>
      ) : null}
      <Form
        method="post"
        {...form.props}
        className="grid gap-5"
        aria-label="Request a password reset"
      >
        <EmailField
          id="reset-email"
          error={error}
          defaultValue={actionData?.ok ? actionData.email : (form.values.email ?? "")}
        />
        <SubmitButton size="lg" busy={form.busy} busyLabel="Sending..." className="w-full">
          {sent ? "Send again" : "Send reset link"}
        </SubmitButton>
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

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
