// The one action pipeline. A route declares its intents (the buttons and forms that post to it):
// who may use each, its rate limit, how its form is parsed, the use-case it runs, the SPEC text
// shown when it fails and what it writes to the audit log. The pipeline does the protocol around
// them, the same way for every area:
//
//   read the form once (body-size limit, malformed bodies answer 400)
//   → pick the intent (the form's "intent" field; "default" when a route has one form without it)
//   → who: visitor / member / admin (the actor the root middleware resolved)
//   → rate limit: per member, else per client; 429 with the real wait and Retry-After
//   → parse: 400 with the message and per-field errors, typed text echoed back
//   → run the use-case: its DomainErrors become their status with their user message (or the
//     intent's failure message); anything else is logged once here and answers 500 with it.
//
// Every answer is an ActionResult: `{ ok: true, intent, …data }` or `{ ok: false, intent, reason,
// message, fieldErrors?, values }`, so forms and fetchers read one shape everywhere. A use-case
// may return a Response instead (a redirect after a delete), which is passed through.
import {
  type ActionFunctionArgs,
  data,
  type RouterContextProvider,
  redirect,
  type UNSAFE_DataWithResponseInit,
} from "react-router";
import type { Db, Tx } from "~/db/client.server";
import {
  type ActionFailure,
  type ActionSuccess,
  echoValues,
  type FailureReason,
  intentOf,
} from "./action-result";
import { type Actor, adminRefusalMessage, getActor } from "./actor.server";
import { type AuditEntry, recordAuditEntry } from "./audit.server";
import { isDomainError } from "./errors";
import { flashRedirect } from "./flash.server";
import { readForm } from "./form-data.server";
import { log } from "./log.server";
import { consumeRequestRateLimit, type RateLimitRule, rateLimitMessage } from "./rate-limit.server";

export type { ActionFailure, ActionResult, ActionSuccess, FailureReason } from "./action-result";

export type Who = "visitor" | "member" | "admin";

export type ParseResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** An audit entry as a use-case knows it; the pipeline adds the acting admin and the action. */
export type IntentAuditEntry = Omit<AuditEntry, "adminId" | "action">;

export interface IntentContext<TInput, TWho extends Who> {
  request: Request;
  params: ActionFunctionArgs["params"];
  context: Readonly<RouterContextProvider>;
  form: FormData;
  /** Non-null for member and admin intents. */
  actor: TWho extends "visitor" ? Actor | null : Actor;
  input: TInput;
  /** Writes this intent's audit entry inside the use-case's transaction. */
  audit: (tx: Db | Tx, entry: IntentAuditEntry) => Promise<void>;
  /**
   * Headers sent with the intent's answer, success or refusal: e.g. the new session cookie
   * better-auth sets when turning two-factor on rotates the session.
   */
  responseHeaders: Headers;
}

export interface IntentRateLimit extends RateLimitRule {
  /** The rule's name in the rate-limit table ("builds:comment"). */
  name: string;
}

export interface IntentSpec<TInput, TResult, TWho extends Who = Who> {
  who: TWho;
  rateLimit?: IntentRateLimit;
  parse?: (form: FormData) => ParseResult<TInput>;
  run: (ctx: IntentContext<TInput, TWho>) => Promise<TResult | Response>;
  /**
   * The SPEC text shown when the intent fails for any reason without its own message; a function
   * when an unexpected failure has SPEC words of its own (a stored upload that failed).
   */
  failureMessage: string | ((error: unknown) => string);
  /**
   * Member and admin intents asked by a visitor: a redirect to /auth (forms posted by the page),
   * the same redirect with this flash message, or a 401 failure with this message (buttons
   * posting through fetchers stay on the page).
   */
  signedOut?: "redirect" | { redirectMessage: string } | { message: string };
  /** The audit log's action name; set when the intent is a moderation action. */
  audit?: string;
}

/** Declares one intent with its types inferred (use inside defineIntents' object). */
export function intent<TInput = undefined, TResult = void, TWho extends Who = Who>(
  spec: IntentSpec<TInput, TResult, TWho>,
): IntentSpec<TInput, TResult, TWho> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: a table of intents whose inputs differ
type AnyIntent = IntentSpec<any, any, any>;

// biome-ignore lint/suspicious/noConfusingVoidType: a use-case that returns nothing answers {}
type SuccessData<T> = [Exclude<T, Response>] extends [void | undefined]
  ? Record<never, never>
  : // biome-ignore lint/suspicious/noConfusingVoidType: as above
    Exclude<Exclude<T, Response>, void | undefined>;

type ResultOf<Intents extends Record<string, AnyIntent>> =
  | {
      [K in keyof Intents & string]: Intents[K] extends IntentSpec<infer _I, infer R, infer _W>
        ? ActionSuccess<SuccessData<R>> & { intent: K }
        : never;
    }[keyof Intents & string]
  | ActionFailure;

export interface DefineIntentsOptions {
  /**
   * How the request's body becomes a form (multipart uploads stream their files elsewhere), or
   * the failure to answer when the body itself is refused (an upload over the form's limits).
   */
  readForm?: (request: Request) => Promise<FormData | UNSAFE_DataWithResponseInit<ActionFailure>>;
}

function failure(
  intent: string | null,
  reason: FailureReason,
  message: string,
  status: number,
  values: Record<string, string>,
  extra: { fieldErrors?: Record<string, string>; headers?: HeadersInit } = {},
) {
  const result: ActionFailure = { ok: false, intent, reason, message, values };
  if (extra.fieldErrors && Object.keys(extra.fieldErrors).length > 0) {
    result.fieldErrors = extra.fieldErrors;
  }
  return data(result, { status, headers: extra.headers });
}

/** A redirect or a data() answer thrown on purpose (requireActor, invariantResponse). */
function isThrownAnswer(error: unknown): boolean {
  if (error instanceof Response) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function failureText(spec: AnyIntent, error: unknown): string {
  return typeof spec.failureMessage === "string" ? spec.failureMessage : spec.failureMessage(error);
}

function reasonOf(kind: string): FailureReason {
  return kind === "unauthenticated" ||
    kind === "forbidden" ||
    kind === "not-found" ||
    kind === "conflict" ||
    kind === "invalid" ||
    kind === "rate-limited"
    ? kind
    : "failed";
}

/**
 * The route's `action`, built from its intents. `label` names the area in the log ("builds").
 */
export function defineIntents<const Intents extends Record<string, AnyIntent>>(
  label: string,
  intents: Intents,
  options: DefineIntentsOptions = {},
): (
  args: ActionFunctionArgs,
) => Promise<UNSAFE_DataWithResponseInit<ResultOf<Intents>> | Response> {
  type Answer = UNSAFE_DataWithResponseInit<ResultOf<Intents>> | Response;
  const read = options.readForm ?? readForm;
  return async ({ request, params, context }): Promise<Answer> => {
    let form: FormData;
    try {
      const answer = await read(request);
      if (!(answer instanceof FormData)) return answer as Answer;
      form = answer;
    } catch (error) {
      // A body refused while it was read (an upload too large): the form's answer, not a crash.
      if (!isDomainError(error)) throw error;
      return failure(
        null,
        reasonOf(error.kind),
        error.userMessage ?? error.message,
        error.status,
        {},
        {
          fieldErrors: error.fieldErrors,
        },
      ) as Answer;
    }
    const values = echoValues(form);
    const name = intentOf(form);
    const spec = name !== null && Object.hasOwn(intents, name) ? intents[name] : undefined;
    if (!name || !spec) {
      return failure(null, "invalid", "Unknown action.", 400, values) as Answer;
    }
    const fail = (
      reason: FailureReason,
      message: string,
      status: number,
      extra?: Parameters<typeof failure>[5],
    ) => failure(name, reason, message, status, values, extra) as Answer;

    const actor = getActor(context);
    if (spec.who !== "visitor" && !actor) {
      if (spec.signedOut && typeof spec.signedOut === "object" && "message" in spec.signedOut) {
        return fail("unauthenticated", spec.signedOut.message, 401);
      }
      if (spec.signedOut && typeof spec.signedOut === "object") {
        const message = spec.signedOut.redirectMessage;
        throw await flashRedirect("/auth", { type: "error", message });
      }
      throw redirect("/auth");
    }
    // A member asking for an admin intent is refused in place (403), with nothing changed; so is
    // an admin without two-factor (told to turn it on).
    if (spec.who === "admin" && !actor?.isAdmin) {
      return fail("forbidden", adminRefusalMessage(actor), 403);
    }

    if (spec.rateLimit) {
      const { name: rule, ...limit } = spec.rateLimit;
      const verdict = await consumeRequestRateLimit(
        request,
        rule,
        limit,
        actor ? `user:${actor.id}` : undefined,
      );
      if (!verdict.allowed) {
        return fail("rate-limited", rateLimitMessage(verdict.retryAfterSeconds), 429, {
          headers: { "Retry-After": String(verdict.retryAfterSeconds) },
        });
      }
    }

    let input: unknown;
    if (spec.parse) {
      const parsed = spec.parse(form);
      if (!parsed.ok) {
        return fail("invalid", parsed.message, 400, { fieldErrors: parsed.fieldErrors });
      }
      input = parsed.value;
    }

    const audit = async (tx: Db | Tx, entry: IntentAuditEntry) => {
      if (!spec.audit || !actor) throw new Error(`${label}:${name} declares no audit action`);
      await recordAuditEntry({ ...entry, adminId: actor.id, action: spec.audit }, tx);
    };

    const responseHeaders = new Headers();
    try {
      const result = await spec.run({
        request,
        params,
        context,
        form,
        actor,
        input,
        audit,
        responseHeaders,
      });
      if (result instanceof Response) return result;
      const payload = result && typeof result === "object" ? result : {};
      return data({ ...payload, ok: true, intent: name }, { headers: responseHeaders }) as Answer;
    } catch (error) {
      if (isThrownAnswer(error)) throw error;
      if (isDomainError(error)) {
        const headers = new Headers(responseHeaders);
        if ("retryAfterSeconds" in error) {
          const { retryAfterSeconds } = error as { retryAfterSeconds: number };
          headers.set("Retry-After", String(retryAfterSeconds));
        }
        const message =
          error.userMessage ??
          ("retryAfterSeconds" in error
            ? rateLimitMessage((error as { retryAfterSeconds: number }).retryAfterSeconds)
            : failureText(spec, error));
        return fail(reasonOf(error.kind), message, error.status, {
          fieldErrors: error.fieldErrors,
          headers,
        });
      }
      log.error({ err: error, intent: `${label}:${name}` }, `${label}: ${name} failed`);
      return fail("failed", failureText(spec, error), 500);
    }
  };
}
