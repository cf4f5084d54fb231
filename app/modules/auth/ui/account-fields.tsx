// The fields the account forms share: an email address (sign in, sign up, forgot password) and
// a new password with its confirmation (sign up, reset password), so the autocomplete hints, the
// strength hint and the confirmation stay the same on every page that asks for them.
import { InputField, PasswordField } from "~/components/forms/fields";
import { MIN_PASSWORD_LENGTH } from "../form-rules";

export function EmailField({
  id,
  error,
  defaultValue,
}: {
  id: string;
  error?: string;
  defaultValue: string;
}) {
  return (
    <InputField
      id={id}
      label="Email"
      error={error}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      defaultValue={defaultValue}
      required
    />
  );
}

/** A new password (with the strength rule as its hint) and its confirmation. */
export function NewPasswordFields({
  ids,
  label,
  errors,
}: {
  ids: { password: string; confirm: string };
  /** "Password" when signing up, "New Password" when resetting. */
  label: string;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <PasswordField
        id={ids.password}
        label={label}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
        error={errors.password}
        name="password"
        autoComplete="new-password"
        required
      />
      <PasswordField
        id={ids.confirm}
        label="Confirm Password"
        error={errors.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
    </>
  );
}
