// The one logger: structured JSON lines (pino) on stdout, one object per event, with the id of the
// request being served (AsyncLocalStorage) on every line written while serving it.
//
//   import { log } from "~/lib/log.server";
//   log.error({ err: error, buildId }, "[builds] update failed");
//
// server.ts also routes console.error / console.warn here (routeConsoleToLog), so the existing
// `console.error("[area] … failed", error)` calls become JSON error lines with the request id and
// the error's stack. console.info / console.log stay plain text for the local developer (the demo
// credentials the seed prints on a first start are for the person at the terminal, not a log).
//
// Nothing secret reaches the output: fields named like secrets (password, token, cookie,
// authorization, …) are replaced by pino's redaction, and every written line is scrubbed of the
// values of secret environment variables (BETTER_AUTH_SECRET, *_PASSWORD, *_SECRET*, *_TOKEN,
// *_KEY) and of credentials in URLs (postgres://user:pass@…, smtp://user:pass@…).
//
// The server bundle and server.ts load this module separately, so the logger and the request
// context live on globalThis under well-known symbols (like lifecycle.server.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { format, stripVTControlCharacters } from "node:util";
import pino, { type DestinationStream, type Level, type Logger } from "pino";

export interface RequestContext {
  requestId: string;
}

export const REDACTED = "[redacted]";

/** Field paths pino replaces with "[redacted]" wherever they appear (top level or one level down). */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
];
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
];

const SECRET_ENV_NAME = /(SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE|ACCESS_KEY|API_KEY)/i;
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@"'\\]+:)[^\s/@"'\\]+@/gi;

/** The values of secret-looking environment variables (and passwords inside *_URL values). */
export function secretValuesFrom(source: NodeJS.ProcessEnv): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(source)) {
    if (!value) continue;
    if (SECRET_ENV_NAME.test(name) && value.length >= 6) values.add(value);
    if (/_URL$/i.test(name)) {
      try {
        const url = new URL(value);
        if (url.password) {
          values.add(url.password);
          values.add(decodeURIComponent(url.password));
        }
      } catch {
        // not a URL
      }
    }
  }
  return [...values].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length);
}

/** Removes URL credentials and the given secret values from a text (raw and JSON-escaped). */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text.replace(URL_CREDENTIALS, `$1${REDACTED}@`);
  for (const secret of secrets) {
    if (out.includes(secret)) out = out.replaceAll(secret, REDACTED);
    const escaped = JSON.stringify(secret).slice(1, -1);
    if (escaped !== secret && out.includes(escaped)) out = out.replaceAll(escaped, REDACTED);
  }
  return out;
}

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** One JSON log line as a short human line (development on a terminal). */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, time, msg, requestId, err, pid: _pid, hostname: _host, ...rest } = entry;
  const when = new Date(typeof time === "number" ? time : String(time));
  const clock = Number.isNaN(when.getTime()) ? String(time) : when.toISOString().slice(11, 23);
  const name = (LEVEL_NAMES[Number(level)] ?? String(level).toUpperCase()).padEnd(5);
  const id = requestId ? ` (${String(requestId).slice(0, 8)})` : "";
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
  const stack =
    err && typeof err === "object" && "stack" in err ? `\n    ${String(err.stack)}` : "";
  return `${clock} ${name}${id} ${msg ?? ""}${fields ? `  ${fields}` : ""}${stack}\n`;
}

export interface LoggerOptions {
  level?: Level | "silent";
  /** Where lines go (stdout by default). Tests pass a stream that collects them. */
  destination?: DestinationStream;
  /** Human-readable lines instead of JSON (development on a terminal). */
  pretty?: boolean;
  /** Extra secret values to scrub; the environment's are always scrubbed. */
  secrets?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

const CONTEXT_KEY = Symbol.for("camber.requestContext");
const LOGGER_KEY = Symbol.for("camber.logger");
type Holder = Record<symbol, unknown>;
const holder = globalThis as unknown as Holder;

function contextStorage(): AsyncLocalStorage<RequestContext> {
  holder[CONTEXT_KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[CONTEXT_KEY] as AsyncLocalStorage<RequestContext>;
}

/** Runs fn with the request context; every log line written inside carries its request id. */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return contextStorage().run(context, fn);
}

/** The id of the request being served, if any (for app code that wants it in a response). */
export function currentRequestId(): string | undefined {
  return contextStorage().getStore()?.requestId;
}

function defaultLevel(env: NodeJS.ProcessEnv): Level | "silent" {
  const wanted = env.LOG_LEVEL as Level | undefined;
  if (wanted && wanted in pino.levels.values) return wanted;
  // Test runs keep their output for test results; LOG_LEVEL=debug brings the log back.
  return env.NODE_ENV === "test" ? "silent" : "info";
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const env = options.env ?? process.env;
  const secrets = [...new Set([...(options.secrets ?? []), ...secretValuesFrom(env)])];
  const target = options.destination ?? pino.destination({ dest: 1, sync: true });
  const destination: DestinationStream = options.pretty
    ? { write: (line: string) => target.write(prettyLine(line)) }
    : target;
  return pino(
    {
      level: options.level ?? defaultLevel(env),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: { streamWrite: (line) => scrubSecrets(line, secrets) },
    },
    destination,
  );
}

/** The process-wide logger (created on first use; server.ts may configure it first). */
export function logger(): Logger {
  holder[LOGGER_KEY] ??= createLogger();
  return holder[LOGGER_KEY] as Logger;
}

/** Replaces the process-wide logger (server.ts at start; tests that read the log). */
export function configureLogger(options: LoggerOptions): Logger {
  holder[LOGGER_KEY] = createLogger(options);
  return holder[LOGGER_KEY] as Logger;
}

/** `log.info(…)` etc. on the process-wide logger, whichever is current. */
export const log: Logger = new Proxy({} as Logger, {
  get(_target, property) {
    const current = logger();
    const value = Reflect.get(current, property, current);
    return typeof value === "function" ? value.bind(current) : value;
  },
});

const AREA = /^\[([\w-]+)\]/;

/** console.error(...) arguments as one log call: the first Error becomes `err`, the rest the message. */
export function consoleArgsToEntry(args: unknown[]): {
  fields: Record<string, unknown>;
  msg: string;
} {
  const err = args.find((a) => a instanceof Error);
  const rest = args.filter((a) => a !== err);
  const text = rest.length > 0 ? format(...rest) : err instanceof Error ? err.message : "";
  // Libraries colour their console output (better-auth): the log keeps the text only.
  const msg = stripVTControlCharacters(text);
  const area = AREA.exec(msg)?.[1];
  const fields: Record<string, unknown> = {};
  if (area) fields.area = area;
  if (err) fields.err = err;
  return { fields, msg };
}

const CONSOLE_KEY = Symbol.for("camber.consoleRouted");

/**
 * Sends console.error and console.warn to the logger (as error / warn lines with the request id).
 * Idempotent. console.info / console.log are left alone (plain text for the local developer).
 */
export function routeConsoleToLog() {
  if (holder[CONSOLE_KEY]) return;
  holder[CONSOLE_KEY] = true;
  console.error = (...args: unknown[]) => {
    const { fields, msg } = consoleArgsToEntry(args);
    logger().error(fields, msg);
  };
  console.warn = (...args: unknown[]) => {
    const { fields, msg } = consoleArgsToEntry(args);
    logger().warn(fields, msg);
  };
}
