import { useEffect, useState } from "react";
import { Form, Link, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { toast } from "sonner";
import { fieldProps } from "~/components/forms/field";
import { InputField, PasswordField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Input } from "~/components/ui/input";
import type { ActionResult } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  RateLimitedError,
  UnauthenticatedError,
} from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { schemaCheck, useForm } from "~/lib/forms/use-form";
import {
  clientLoaderFallback,
  intentClientAction,
  revalidateUnlessRequestFailed,
} from "~/lib/network-failure";
import { RETURN_TO_PARAM, safeRedirectPath } from "~/lib/safe-redirect";
import { cn } from "~/lib/utils";
import {
  countAuthAttempt,
  resendVerificationEmail,
  signIn,
  signUp,
} from "~/modules/auth/accounts.server";
import {
  EMAIL_VERIFIED_MESSAGE,
  SIGN_IN_SUCCESS_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  VERIFICATION_LINK_FAILED_MESSAGE,
  VERIFICATION_LINK_REQUESTED_MESSAGE,
  VERIFICATION_RESENT_MESSAGE,
} from "~/modules/auth/messages";
import { newPasswordProblem } from "~/modules/auth/password-strength.server";
import { emailOnlySchema, signInSchema, signUpSchema } from "~/modules/auth/schemas";
import { EmailField, NewPasswordFields } from "~/modules/auth/ui/account-fields";
import { AuthLayout } from "~/modules/auth/ui/auth-layout";
import { authSchemas } from "~/modules/auth/ui/auth-schemas";
import { PasskeySignIn } from "~/modules/auth/ui/passkey-sign-in";
import { TWO_FACTOR_SIGN_IN_PATH } from "~/modules/auth/ui/two-factor-form";
import { SignUpGuardFields } from "~/modules/trust";
import {
  checkSignUpGuard,
  issueSignUpStamp,
  signUpGuardInput,
  signUpGuardMessage,
} from "~/modules/trust/index.server";
import type { Route } from "./+types/auth";

type Mode = "signin" | "signup";
type AuthResult = ActionResult<{ email?: string }>;

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: location.search.includes("mode=signup")
      ? "Sign up — Camber Club"
      : "Sign in — Camber Club",
  },
];

/** Where signing in leads: the members-only page that sent the visitor here, else home. */
function returnPath(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM));
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (getActor(context)) throw redirect(returnPath(request));
  const params = new URL(request.url).searchParams;
  const mode: Mode = params.get("mode") === "signup" ? "signup" : "signin";
  // better-auth's verify-email link lands here: ?verified=1 on success, plus &error=CODE when the
  // token was invalid or expired.
  const verification = params.get("error")
    ? ("failed" as const)
    : params.get("verified") === "1"
      ? ("verified" as const)
      : null;
  // The sign-up form's signed start time (the trust area's guard against form-filling scripts).
  return { mode, verification, unreachable: false, signUpStamp: issueSignUpStamp() };
}

/**
 * In the browser: the page opened while the connection is down still shows its form, with the
 * notice that the site could not be reached (signing in needs it).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      mode: (new URL(request.url).searchParams.get("mode") === "signup"
        ? "signup"
        : "signin") as Mode,
      verification: null,
      unreachable: true,
      signUpStamp: "",
    }),
    "auth",
  );
}

export const action = defineIntents("auth", {
  signin: intent({
    who: "visitor",
    parse: parseWithSchema(signInSchema),
    failureMessage: UNEXPECTED_ERROR_MESSAGE,
    run: async ({ request, input }) => {
      await countAuthAttempt(request, "sign-in");
      const outcome = await signIn(input, request);
      if (outcome.ok) {
        const headers = new Headers();
        for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
        // Two-factor on: the code is asked on its own page (its cookie names this sign-in).
        if (outcome.needsSecondFactor) return redirect(TWO_FACTOR_SIGN_IN_PATH, { headers });
        return flashRedirect(
          returnPath(request),
          { type: "success", message: SIGN_IN_SUCCESS_MESSAGE },
          { headers },
        );
      }
      const shown = { userMessage: outcome.error };
      if (outcome.retryAfterSeconds) throw new RateLimitedError(outcome.retryAfterSeconds, shown);
      // The page adds that a new verification link was just sent.
      if (outcome.unverified) throw new ForbiddenError("email not verified", shown);
      throw new UnauthenticatedError("sign-in refused", shown);
    },
  }),
  signup: intent({
    who: "visitor",
    parse: parseWithSchema(signUpSchema),
    failureMessage: UNEXPECTED_ERROR_MESSAGE,
    run: async ({ request, form, input }) => {
      const weak = await newPasswordProblem(input.password, [
        input.email,
        input.fullName,
        input.username,
      ]);
      if (weak) {
        throw new InvalidError("weak password", {
          userMessage: weak,
          fieldErrors: { password: weak },
        });
      }
      await countAuthAttempt(request, "sign-up");
      const guard = checkSignUpGuard(signUpGuardInput(form));
      // A script that filled the honeypot reads a success, and nothing is created.
      if (guard === "bot") return { email: input.email };
      if (guard !== "ok") {
        throw new InvalidError(`sign-up form ${guard}`, { userMessage: signUpGuardMessage(guard) });
      }
      const outcome = await signUp(input, request);
      if (outcome.ok) return { email: input.email };
      if (outcome.field) {
        throw new ConflictError("sign-up refused", {
          userMessage: outcome.error,
          fieldErrors: { [outcome.field]: outcome.error },
        });
      }
      throw new InvalidError("sign-up refused", { userMessage: outcome.error });
    },
  }),
  "resend-verification": intent({
    who: "visitor",
    parse: parseWithSchema(emailOnlySchema),
    failureMessage: UNEXPECTED_ERROR_MESSAGE,
    run: async ({ request, input }) => {
      await countAuthAttempt(request, "resend-verification");
      const outcome = await resendVerificationEmail(input.email);
      if (!outcome.ok) throw new InvalidError("resend refused", { userMessage: outcome.error });
    },
  }),
});

/** A submission that never got through answers like the server's failure: the notice, the e-mail kept. */
const keepFormOffline = intentClientAction("auth", {
  signin: UNEXPECTED_ERROR_MESSAGE,
  signup: UNEXPECTED_ERROR_MESSAGE,
  "resend-verification": UNEXPECTED_ERROR_MESSAGE,
});
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

/**
 * After a refused sign-up the page loads its data again, so the form gets a fresh stamp (one that
 * expired while the page was open would otherwise be refused again and again).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const result = args.actionResult as AuthResult | undefined;
  if (result && !result.ok && result.intent === "signup" && result.reason !== "failed") return true;
  return revalidateUnlessRequestFailed(args);
}

/** The mode to show: a finished sign-up moves on to sign-in; otherwise the form just posted. */
function modeFor(loaderMode: Mode, actionData: AuthResult | undefined): Mode {
  if (actionData?.intent === "signup") return actionData.ok ? "signin" : "signup";
  if (actionData?.intent === "signin") return "signin";
  return loaderMode;
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
    if (!actionData) return;
    if (actionData.ok) {
      if (actionData.intent === "signup") toast.success(SIGN_UP_SUCCESS_MESSAGE);
      if (actionData.intent === "resend-verification") {
        toast.success(VERIFICATION_LINK_REQUESTED_MESSAGE);
      }
      return;
    }
    // Refusals of a field's value are shown beside the field only.
    const { intent, reason, fieldErrors } = actionData;
    const beside = reason === "invalid" && (intent === "signin" || fieldErrors !== undefined);
    if ((intent === "signin" || intent === "signup") && !beside) toast.error(actionData.message);
  }, [actionData]);

  function switchTo(next: Mode) {
    return (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setMode(next);
    };
  }

  const signedUp = actionData?.ok && actionData.intent === "signup" ? actionData : undefined;

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

      {loaderData.unreachable && !actionData ? (
        <Notice tone="error" title={UNEXPECTED_ERROR_MESSAGE}>
          The site could not be reached. Check your connection and try again.
        </Notice>
      ) : null}

      {signedUp ? <Notice tone="success" title={SIGN_UP_SUCCESS_MESSAGE} /> : null}
      {loaderData.verification === "verified" && !actionData ? (
        <Notice tone="success" title={EMAIL_VERIFIED_MESSAGE} />
      ) : null}
      {loaderData.verification === "failed" ? <ResendVerification result={actionData} /> : null}

      {mode === "signin" ? (
        <>
          <SignInForm key={`signin-${decided.form}`} result={actionData} email={signedUp?.email} />
          <PasskeySignIn />
        </>
      ) : (
        <SignUpForm
          key={`signup-${decided.form}`}
          result={actionData}
          stamp={loaderData.signUpStamp}
        />
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

function SignInForm({ result, email }: { result?: AuthResult; email?: string }) {
  const form = useForm({
    result,
    intent: "signin",
    validate: schemaCheck(authSchemas, (s) => s.signInSchema),
  });
  const { errors } = form;
  // An unverified account was just sent a new link: the notice says so under the refusal.
  const unverified =
    form.failure?.reason === "forbidden" && form.formError === form.failure.message;
  return (
    <Form method="post" {...form.props} className="grid gap-5" aria-label="Sign in">
      <input type="hidden" name="intent" value="signin" />
      {form.formError ? (
        <Notice tone="error" title={form.formError}>
          {unverified ? VERIFICATION_RESENT_MESSAGE : null}
        </Notice>
      ) : null}
      <EmailField
        id="signin-email"
        error={errors.email}
        defaultValue={form.values.email ?? email ?? ""}
      />
      <PasswordField
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
        name="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton size="lg" busy={form.busy} busyLabel="Signing in..." className="w-full">
        Sign In
      </SubmitButton>
    </Form>
  );
}

function SignUpForm({ result, stamp }: { result?: AuthResult; stamp: string }) {
  const form = useForm({
    result,
    intent: "signup",
    validate: schemaCheck(authSchemas, (s) => s.signUpSchema),
  });
  const { errors, values } = form;
  return (
    <Form method="post" {...form.props} className="grid gap-5" aria-label="Sign up">
      <input type="hidden" name="intent" value="signup" />
      <SignUpGuardFields stamp={stamp} />
      {form.formError ? <Notice tone="error" title={form.formError} /> : null}
      <EmailField id="signup-email" error={errors.email} defaultValue={values.email ?? ""} />
      <InputField
        id="signup-full-name"
        label="Full Name"
        error={errors.fullName}
        name="fullName"
        autoComplete="name"
        defaultValue={values.fullName ?? ""}
        required
      />
      <InputField
        id="signup-username"
        label="Username (optional)"
        hint="Leave it empty and we'll pick one from your email."
        error={errors.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values.username ?? ""}
      />
      <NewPasswordFields
        ids={{ password: "signup-password", confirm: "signup-confirm-password" }}
        label="Password"
        errors={errors}
      />
      <SubmitButton size="lg" busy={form.busy} busyLabel="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </Form>
  );
}

/** After a failed verification link: say so, and offer a new link. */
function ResendVerification({ result }: { result?: AuthResult }) {
  const form = useForm({ result, intent: "resend-verification" });
  if (result?.ok && result.intent === "resend-verification") {
    return <Notice tone="success" title={VERIFICATION_LINK_REQUESTED_MESSAGE} />;
  }
  const error = form.errors.email ?? form.failure?.message;
  return (
    <Notice tone="error" title={VERIFICATION_LINK_FAILED_MESSAGE}>
      <p>Enter your email and we'll send you a new verification link.</p>
      <Form method="post" {...form.props} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="resend-verification" />
        <label htmlFor="resend-email" className="sr-only">
          Email for a new verification link
        </label>
        <Input
          {...fieldProps("resend-email", error)}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={form.values.email ?? ""}
          className="sm:flex-1"
        />
        <SubmitButton variant="secondary" busy={form.busy} busyLabel="Sending...">
          Send a new link
        </SubmitButton>
      </Form>
      {error ? (
        <p id="resend-email-error" role="alert" className="mt-2 font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </Notice>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
