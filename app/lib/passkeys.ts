// The browser half of passkeys: a ceremony is two calls to better-auth's passkey endpoints
// (/api/auth/passkey/*, JSON: the options with their one-time challenge, then the browser's signed
// answer) around the browser's WebAuthn prompt. @simplewebauthn/browser turns the JSON options
// into what navigator.credentials expects; it is loaded when a passkey button is pressed, not
// with the page. Passkeys need JavaScript: the pages show these buttons only once it runs.

const PASSKEY_API = "/api/auth/passkey";

/** Why a ceremony did not finish. */
export type PasskeyFailure =
  /** The person closed the prompt, or it timed out (the browser does not tell which). */
  | { ok: false; reason: "cancelled" }
  /** This browser or device cannot make or use passkeys here. */
  | { ok: false; reason: "unsupported" }
  /** The authenticator already holds a passkey of this account (registration). */
  | { ok: false; reason: "already-registered" }
  /** The server refused: better-auth's error code and message. */
  | { ok: false; reason: "refused"; status: number; code: string; message: string }
  /** The site could not be reached. */
  | { ok: false; reason: "network" };

export type PasskeyResult<T> = { ok: true; data: T } | PasskeyFailure;

/** Whether this browser has WebAuthn at all (checked after hydration; false on the server). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

async function callApi<T>(path: string, body?: unknown): Promise<PasskeyResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${PASSKEY_API}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  const json = (await response.json().catch(() => null)) as
    | (T & { code?: unknown; message?: unknown })
    | null;
  if (!response.ok || json === null) {
    return {
      ok: false,
      reason: "refused",
      status: response.status,
      code: typeof json?.code === "string" ? json.code : "",
      message: typeof json?.message === "string" ? json.message : "",
    };
  }
  return { ok: true, data: json };
}

/** What the browser's prompt threw, as a failure (names from the WebAuthn spec). */
function promptFailure(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return { ok: false, reason: "already-registered" };
  }
  if (name === "NotAllowedError" || name === "AbortError")
    return { ok: false, reason: "cancelled" };
  return { ok: false, reason: "unsupported" };
}

/**
 * The browser's answer to a passkey prompt for this site's one-time challenge (its signed cookie
 * is set by the options call): the passkey of the person's choice (discoverable credentials: no
 * e-mail typed), or only the signed-in member's own when someone is signed in.
 */
export async function answerPasskeyPrompt(): Promise<
  PasskeyResult<Awaited<ReturnType<typeof import("@simplewebauthn/browser").startAuthentication>>>
> {
  if (!browserSupportsPasskeys()) return { ok: false, reason: "unsupported" };
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const options = await callApi<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "/generate-authenticate-options",
  );
  if (!options.ok) return options;
  try {
    return { ok: true, data: await startAuthentication({ optionsJSON: options.data }) };
  } catch (error) {
    return promptFailure(error);
  }
}

/** Signs in with a passkey of the person's choice. On success the session cookie is set. */
export async function signInWithPasskey(): Promise<PasskeyResult<unknown>> {
  const answer = await answerPasskeyPrompt();
  if (!answer.ok) return answer;
  return callApi("/verify-authentication", { response: answer.data });
}

/** Adds a passkey to the signed-in member's account, named `name` (blank: the server names it). */
export async function registerPasskey(name: string): Promise<PasskeyResult<{ id: string }>> {
  if (!browserSupportsPasskeys()) return { ok: false, reason: "unsupported" };
  const { startRegistration } = await import("@simplewebauthn/browser");
  const options = await callApi<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
    "/generate-register-options",
  );
  if (!options.ok) return options;
  let answer: Awaited<ReturnType<typeof startRegistration>>;
  try {
    answer = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return promptFailure(error);
  }
  return callApi<{ id: string }>("/verify-registration", {
    response: answer,
    ...(name.trim() ? { name: name.trim() } : {}),
  });
}
