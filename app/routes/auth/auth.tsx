import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { submitAfterCheck } from "~/lib/lazy-module";
import { rateLimitMessage } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import { cn } from "~/lib/utils";
import {
  allowAuthAttempt,
  resendVerificationEmail,
  signIn,
  signUp,
} from "~/modules/auth/accounts.server";
import { type FieldErrors, formValues, MIN_PASSWORD_LENGTH } from "~/modules/auth/form-rules";
import {
  EMAIL_VERIFIED_MESSAGE,
  SIGN_IN_SUCCESS_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
  VERIFICATION_LINK_FAILED_MESSAGE,
  VERIFICATION_LINK_REQUESTED_MESSAGE,
} from "~/modules/auth/messages";
import { newPasswordProblem } from "~/modules/auth/password-strength.server";
import { emailOnlySchema, fieldErrors, signInSchema, signUpSchema } from "~/modules/auth/schemas";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import { type AuthSchemas, authSchemas } from "~/modules/auth/ui/auth-schemas";
import { Field, fieldProps } from "~/modules/auth/ui/field";
import { Notice } from "~/modules/auth/ui/notice";
import { PasswordInput } from "~/modules/auth/ui/password-input";
import type { Route } from "./+types/auth";

type Mode = "signin" | "signup";
type Intent = "signin" | "signup" | "resend-verification";

interface ActionResult {
  intent: Intent;
  ok: boolean;
  /** Field errors; "form" holds the form-wide one. */
  errors: FieldErrors;
  /** What the member typed (never passwords), to refill the form. */
  values: Record<string, string>;
  /** A success or follow-up message shown above the form. */
  notice?: string;
  /** The message to also show as a toast. */
  toast?: { type: "success" | "error"; message: string };
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: location.search.includes("mode=signup")
      ? "Sign up — Camber Club"
      : "Sign in — Camber Club",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/");
  const params = new URL(request.url).searchParams;
  const mode: Mode = params.get("mode") === "signup" ? "signup" : "signin";
  // better-auth's verify-email link lands here: ?verified=1 on success, plus &error=CODE when the
  // token was invalid or expired.
  const verification = params.get("error")
    ? ("failed" as const)
    : params.get("verified") === "1"
      ? ("verified" as const)
      : null;
  return { mode, verification };
}

function result(
  status: number,
  value: Omit<ActionResult, "errors" | "values"> & Partial<ActionResult>,
) {
  return data<ActionResult>({ errors: {}, values: {}, ...value }, { status });
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  const intent = form.get("intent");

  if (intent === "signin") {
    const echo = { email: text(values.email) };
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      return result(400, { intent, ok: false, errors: fieldErrors(parsed.error), values: echo });
    }
    const byIp = await allowAuthAttempt(request, "sign-in");
    if (!byIp.allowed) {
      const message = rateLimitMessage(byIp.retryAfterSeconds);
      return result(429, {
        intent,
        ok: false,
        errors: { form: message },
        values: echo,
        toast: { type: "error", message },
      });
    }
    const outcome = await signIn(parsed.data, request);
    if (outcome.ok) {
      const headers = new Headers();
      for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
      return flashRedirect("/", { type: "success", message: SIGN_IN_SUCCESS_MESSAGE }, { headers });
    }
    return result(outcome.retryAfterSeconds ? 429 : outcome.unverified ? 403 : 401, {
      intent,
      ok: false,
      errors: { form: outcome.error },
      values: echo,
      notice: outcome.notice,
      toast: { type: "error", message: outcome.error },
    });
  }

  if (intent === "signup") {
    const echo = {
      email: text(values.email),
      fullName: text(values.fullName),
      username: text(values.username),
    };
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      return result(400, { intent, ok: false, errors: fieldErrors(parsed.error), values: echo });
    }
    const weak = await newPasswordProblem(parsed.data.password, [
      parsed.data.email,
      parsed.data.fullName,
      parsed.data.username,
    ]);
    if (weak) return result(400, { intent, ok: false, errors: { password: weak }, values: echo });
    const byIp = await allowAuthAttempt(request, "sign-up");
    if (!byIp.allowed) {
      const message = rateLimitMessage(byIp.retryAfterSeconds);
      return result(429, {
        intent,
        ok: false,
        errors: { form: message },
        values: echo,
        toast: { type: "error", message },
      });
    }
    const outcome = await signUp(parsed.data, request);
    if (outcome.ok) {
      return result(200, {
        intent,
        ok: true,
        values: { email: parsed.data.email },
        notice: SIGN_UP_SUCCESS_MESSAGE,
        toast: { type: "success", message: SIGN_UP_SUCCESS_MESSAGE },
      });
    }
    return result(outcome.field ? 409 : 400, {
      intent,
      ok: false,
      errors: { [outcome.field ?? "form"]: outcome.error },
      values: echo,
      toast: { type: "error", message: outcome.error },
    });
  }

  if (intent === "resend-verification") {
    const echo = { email: text(values.email) };
    const parsed = emailOnlySchema.safeParse(values);
    if (!parsed.success) {
      return result(400, { intent, ok: false, errors: fieldErrors(parsed.error), values: echo });
    }
    const byIp = await allowAuthAttempt(request, "resend-verification");
    if (!byIp.allowed) {
      const message = rateLimitMessage(byIp.retryAfterSeconds);
      return result(429, { intent, ok: false, errors: { form: message }, values: echo });
    }
    const outcome = await resendVerificationEmail(parsed.data.email);
    if (!outcome.ok) {
      return result(400, { intent, ok: false, errors: { form: outcome.error }, values: echo });
    }
    return result(200, {
      intent,
      ok: true,
      values: echo,
      notice: VERIFICATION_LINK_REQUESTED_MESSAGE,
      toast: { type: "success", message: VERIFICATION_LINK_REQUESTED_MESSAGE },
    });
  }

  throw data("Unknown form", { status: 400 });
}

/** The mode to show: a finished sign-up moves on to sign-in; otherwise the form just posted. */
function modeFor(loaderMode: Mode, actionData: ActionResult | undefined): Mode {
  if (actionData?.intent === "signup") return actionData.ok ? "signin" : "signup";
  if (actionData?.intent === "signin") return "signin";
  return loaderMode;
}

/**
 * Validates in the browser before posting; the action checks again with the same schema. The
 * schemas load when the form is first focused (onFocus) or sent.
 */
function useClientValidation(
  schemaOf: (schemas: AuthSchemas) => AuthSchemas["signInSchema"] | AuthSchemas["signUpSchema"],
) {
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submitAfterCheck(event, authSchemas, (schemas, form) => {
      const parsed = schemaOf(schemas).safeParse(formValues(new FormData(form)));
      if (parsed.success) {
        setErrors(null);
        return true;
      }
      const found = schemas.fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found).find((k) => k !== "form");
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return false;
    });
  }
  return {
    clientErrors: errors,
    onSubmit,
    onFocus: authSchemas.preload,
    reset: () => setErrors(null),
  };
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(() => modeFor(loaderData.mode, actionData));

  // A new navigation or action result decides the mode again (e.g. the nav's Sign In link, or
  // the sign-up that just succeeded), and starts the form afresh from the result's echo (so a
  // refused password is not left in its field). Adjusted during render, not in an effect, so a
  // toggle clicked right after hydration is never overwritten by a late effect.
  // After a successful action React Router shows the action's result first and commits the new
  // location only once the loaders have run again: that second step is the same result, and must
  // not start the form afresh (it would wipe what the member has typed since: CI saw a password
  // typed into the sign-in form vanish that way).
  const [decided, setDecided] = useState({ key: location.key, actionData, form: 0 });
  if (decided.key !== location.key || decided.actionData !== actionData) {
    const newResult = decided.actionData !== actionData;
    const plainNavigation = actionData === undefined;
    setDecided({
      key: location.key,
      actionData,
      form: newResult || plainNavigation ? decided.form + 1 : decided.form,
    });
    setMode(modeFor(loaderData.mode, actionData));
  }

  // Keep the address bar in step with the mode without a round trip, so the toggle is instant.
  // Again after each navigation: a form's result lands on the address it was posted to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not read.
  useEffect(() => {
    const url = new URL(window.location.href);
    const wanted = mode === "signup" ? "signup" : null;
    if (url.searchParams.get("mode") === wanted) return;
    if (wanted) url.searchParams.set("mode", wanted);
    else url.searchParams.delete("mode");
    window.history.replaceState(window.history.state, "", url);
  }, [mode, location.key]);

  useEffect(() => {
    if (!actionData?.toast) return;
    const { type, message } = actionData.toast;
    if (type === "success") toast.success(message);
    else toast.error(message);
  }, [actionData]);

  function switchTo(next: Mode) {
    return (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setMode(next);
    };
  }

  const resultFor = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const signedUp = resultFor("signup")?.ok ? resultFor("signup") : undefined;

  return (
    <AuthLayout
      title={mode === "signup" ? "Join the club" : "Welcome back"}
      description={
        mode === "signup"
          ? "Create your account to post builds, host meets and join the conversation."
          : "Sign in to your Camber Club account."
      }
    >
      <ModeSwitch mode={mode} onSwitch={switchTo} />

      {signedUp?.notice ? <Notice tone="success" title={signedUp.notice} /> : null}
      {loaderData.verification === "verified" && !actionData ? (
        <Notice tone="success" title={EMAIL_VERIFIED_MESSAGE} />
      ) : null}
      {loaderData.verification === "failed" ? (
        <ResendVerification result={resultFor("resend-verification")} />
      ) : null}

      {mode === "signin" ? (
        <SignInForm
          key={`signin-${decided.form}`}
          result={resultFor("signin")}
          email={signedUp?.values.email}
        />
      ) : (
        <SignUpForm key={`signup-${decided.form}`} result={resultFor("signup")} />
      )}

      <p className="text-center text-muted-foreground text-sm">
        {mode === "signin" ? "Don't have an account? " : "Already have an account? "}
        <Link
          to={mode === "signin" ? "/auth?mode=signup" : "/auth"}
          onClick={switchTo(mode === "signin" ? "signup" : "signin")}
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          {mode === "signin" ? "Sign up" : "Sign in"}
        </Link>
      </p>
    </AuthLayout>
  );
}

function ModeSwitch({
  mode,
  onSwitch,
}: {
  mode: Mode;
  onSwitch: (next: Mode) => (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const options = [
    { value: "signin", label: "Sign in", to: "/auth" },
    { value: "signup", label: "Sign up", to: "/auth?mode=signup" },
  ] as const;
  return (
    <nav
      aria-label="Sign in or sign up"
      className="grid grid-cols-2 rounded-lg bg-background p-1 ring-1 ring-border"
    >
      {options.map((option) => {
        const active = option.value === mode;
        return (
          <Link
            key={option.value}
            to={option.to}
            replace
            aria-current={active ? "page" : undefined}
            onClick={onSwitch(option.value)}
            className={cn(
              "rounded-md px-3 py-2 text-center font-semibold text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active
                ? "bg-surface-raised text-foreground shadow-sm ring-1 ring-border"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** True while this page's form with `intent` is being submitted (or its redirect is loading). */
function useBusy(intent: Intent): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function SignInForm({ result, email }: { result?: ActionResult; email?: string }) {
  const busy = useBusy("signin");
  const { clientErrors, onSubmit, onFocus } = useClientValidation((s) => s.signInSchema);
  const errors = clientErrors ?? (result?.ok ? {} : (result?.errors ?? {}));
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="grid gap-5"
      aria-label="Sign in"
    >
      <input type="hidden" name="intent" value="signin" />
      {errors.form ? (
        <Notice tone="error" title={errors.form}>
          {clientErrors ? null : result?.notice}
        </Notice>
      ) : null}
      <Field id="signin-email" label="Email" error={errors.email}>
        <Input
          {...fieldProps("signin-email", errors.email)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={result?.values.email ?? email ?? ""}
          required
        />
      </Field>
      <Field
        id="signin-password"
        label="Password"
        error={errors.password}
        aside={
          <Link
            to="/auth/forgot-password"
            className="-my-1 py-1 text-muted-foreground text-xs underline-offset-4 hover:text-foreground hover:underline"
          >
            Forgot your password?
          </Link>
        }
      >
        <PasswordInput
          {...fieldProps("signin-password", errors.password)}
          name="password"
          autoComplete="current-password"
          required
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </Form>
  );
}

function SignUpForm({ result }: { result?: ActionResult }) {
  const busy = useBusy("signup");
  const { clientErrors, onSubmit, onFocus } = useClientValidation((s) => s.signUpSchema);
  const errors = clientErrors ?? (result?.ok ? {} : (result?.errors ?? {}));
  const values = result?.values ?? {};
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="grid gap-5"
      aria-label="Sign up"
    >
      <input type="hidden" name="intent" value="signup" />
      {errors.form ? <Notice tone="error" title={errors.form} /> : null}
      <Field id="signup-email" label="Email" error={errors.email}>
        <Input
          {...fieldProps("signup-email", errors.email)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={values.email ?? ""}
          required
        />
      </Field>
      <Field id="signup-full-name" label="Full Name" error={errors.fullName}>
        <Input
          {...fieldProps("signup-full-name", errors.fullName)}
          name="fullName"
          autoComplete="name"
          defaultValue={values.fullName ?? ""}
          required
        />
      </Field>
      <Field
        id="signup-username"
        label="Username (optional)"
        hint="Leave it empty and we'll pick one from your email."
        error={errors.username}
      >
        <Input
          {...fieldProps("signup-username", errors.username, true)}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={values.username ?? ""}
        />
      </Field>
      <Field
        id="signup-password"
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`}
        error={errors.password}
      >
        <PasswordInput
          {...fieldProps("signup-password", errors.password, true)}
          name="password"
          autoComplete="new-password"
          required
        />
      </Field>
      <Field id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword}>
        <PasswordInput
          {...fieldProps("signup-confirm-password", errors.confirmPassword)}
          name="confirmPassword"
          autoComplete="new-password"
          required
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </Form>
  );
}

/** After a failed verification link: say so, and offer a new link. */
function ResendVerification({ result }: { result?: ActionResult }) {
  const busy = useBusy("resend-verification");
  if (result?.ok) return <Notice tone="success" title={result.notice} />;
  const error = result?.errors.email ?? result?.errors.form;
  return (
    <Notice tone="error" title={VERIFICATION_LINK_FAILED_MESSAGE}>
      <p>Enter your email and we'll send you a new verification link.</p>
      <Form method="post" noValidate className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="resend-verification" />
        <label htmlFor="resend-email" className="sr-only">
          Email for a new verification link
        </label>
        <Input
          id="resend-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={result?.values.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "resend-email-error" : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Sending..." : "Send a new link"}
        </Button>
      </Form>
      {error ? (
        <p id="resend-email-error" role="alert" className="mt-2 font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </Notice>
  );
}
