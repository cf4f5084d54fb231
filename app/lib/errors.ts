// The one family of errors a use-case throws when a request cannot be done as asked. Each kind
// has one HTTP status; the action pipeline (actions.server.ts) and the route error boundary map
// them, so no area declares its own "not found" or "forbidden" class. Anything else thrown is an
// unexpected failure: logged once, answered with the intent's failure message and a 500.
//
// `message` is for the log (ids, context); `userMessage` is what the member may read. When a use
// case has nothing better to say than the intent's own failure text, it leaves userMessage out.
import { data } from "react-router";

export type DomainErrorKind =
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "invalid"
  | "rate-limited";

const STATUS: Record<DomainErrorKind, number> = {
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  invalid: 400,
  "rate-limited": 429,
};

export interface DomainErrorOptions {
  /** The text shown to the member (SPEC wording); the intent's failure message when absent. */
  userMessage?: string;
  /** Per-field messages of an invalid submission, keyed by the form field's name. */
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly status: number;
  readonly userMessage?: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(kind: DomainErrorKind, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.status = STATUS[kind];
    this.userMessage = options.userMessage;
    this.fieldErrors = options.fieldErrors;
  }
}

/** A DomainError class of one kind, with a default log text. */
function kindOfError(kind: Exclude<DomainErrorKind, "rate-limited">, defaultMessage: string) {
  return class extends DomainError {
    constructor(message = defaultMessage, options?: DomainErrorOptions) {
      super(kind, message, options);
    }
  };
}

export class UnauthenticatedError extends kindOfError("unauthenticated", "Not signed in") {}
export class ForbiddenError extends kindOfError("forbidden", "Forbidden") {}
export class NotFoundError extends kindOfError("not-found", "Not found") {}
export class ConflictError extends kindOfError("conflict", "Conflict") {}
export class InvalidError extends kindOfError("invalid", "Invalid input") {}

export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, options: DomainErrorOptions = {}) {
    super("rate-limited", `Rate limited for ${retryAfterSeconds}s`, options);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * Loaders: stops with an error response when the condition does not hold, for the route's error
 * boundary to show (its status handler picks the SPEC view). The idiom of the React Router model
 * apps: the happy path reads straight down, every refusal is one line.
 */
export function invariantResponse(
  condition: unknown,
  message: string,
  init: { status: number },
): asserts condition {
  if (!condition) throw data(message, init);
}
