// "E-mail address": the member types a new address; a link goes there, and the address changes
// when it is followed. The page says where the link went (the same words whether or not the
// address has an account elsewhere: see requestEmailChange).
import { Form } from "react-router";
import { InputField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import { EMAIL_MAX_LENGTH, emailChangeSentMessage } from "../rules";
import { settingsSchemas } from "./settings-schemas";
import { SettingsSection } from "./settings-section";

const INTENT = "change-email";

/** The address a link was just sent to, when that is the last answer. */
function sentTo(result: unknown): string | null {
  const answer = result as { ok?: unknown; intent?: unknown; email?: unknown } | undefined;
  return answer?.ok === true && answer.intent === INTENT && typeof answer.email === "string"
    ? answer.email
    : null;
}

export function ChangeEmailForm({ email, result }: { email: string; result: unknown }) {
  const form = useForm({
    result,
    intent: INTENT,
    validate: schemaCheck(settingsSchemas, (s) => s.changeEmailSchema),
  });
  const sent = sentTo(result);

  return (
    <SettingsSection
      id="email-heading"
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="font-semibold text-foreground">{email}</strong>. A new
          address takes over once you follow the link we send to it.
        </>
      }
    >
      {sent ? (
        <Notice
          tone="success"
          title={emailChangeSentMessage(sent)}
          className="[overflow-wrap:anywhere]"
        >
          Until then you sign in with {email}. The link works for 24 hours; nothing arrived? Check
          the spam folder, or send it again.
        </Notice>
      ) : null}
      {form.formError ? <Notice tone="error" title={form.formError} /> : null}
      <Form method="post" {...form.props} aria-label="Change e-mail address" className="grid gap-4">
        <input type="hidden" name="intent" value={INTENT} />
        <InputField
          id="new-email"
          label="New e-mail address"
          error={form.errors.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={form.values.email ?? sent ?? ""}
          required
        />
        <SubmitButton busy={form.busy} busyLabel="Sending..." className="w-full sm:w-fit">
          {sent ? "Send the link again" : "Send confirmation link"}
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}
