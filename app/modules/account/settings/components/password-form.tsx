// "Password": the current one, a new one (the sign-up rule, with its confirmation) and whether to
// sign out on this device too. Every other device is signed out by the change either way.
import { Form } from "react-router";
import { PasswordField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import { NewPasswordFields } from "~/modules/auth";
import { settingsSchemas } from "./settings-schemas";
import { SettingsSection } from "./settings-section";

const INTENT = "change-password";

export function ChangePasswordForm({ result }: { result: unknown }) {
  const form = useForm({
    result,
    intent: INTENT,
    validate: schemaCheck(settingsSchemas, (s) => s.changePasswordSchema),
  });
  const { errors } = form;

  return (
    <SettingsSection
      id="password-heading"
      title="Password"
      description="Changing it signs you out on every other device, in case someone else knows the old one."
    >
      {form.formError ? <Notice tone="error" title={form.formError} /> : null}
      <Form method="post" {...form.props} aria-label="Change password" className="grid gap-5">
        <input type="hidden" name="intent" value={INTENT} />
        <PasswordField
          id="current-password"
          label="Current Password"
          error={errors.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          ids={{ password: "new-password", confirm: "confirm-new-password" }}
          label="New Password"
          errors={errors}
        />
        <label className="flex w-fit cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="signOutHere"
            defaultChecked={form.values.signOutHere === "on"}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--accent)]"
          />
          <span className="grid gap-0.5">
            <span className="font-medium">Sign out on this device too</span>
            <span className="text-muted-foreground">
              Otherwise you stay signed in here with the new password.
            </span>
          </span>
        </label>
        <SubmitButton busy={form.busy} busyLabel="Saving..." className="w-full sm:w-fit">
          Change password
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}
