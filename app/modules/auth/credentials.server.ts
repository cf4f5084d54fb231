// Checks of the member who is already signed in, and the end of their session: the password or
// a passkey asked again before something that cannot be undone (deleting the account), and the
// cookies that sign the browser out.
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { APIError } from "better-auth/api";
import { auth } from "./auth.server";
import { MAX_PASSWORD_LENGTH } from "./form-rules";

/**
 * Whether `password` is the member's current password (their e-mail and password sign-in).
 * False for a member without one. Hashing runs either way, so the answer takes as long.
 */
export async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) return false;
  const context = await auth().$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) {
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash: account.password, password });
}

/**
 * Whether `assertion` (the browser's answer to a passkey prompt, as JSON) is one of `userId`'s
 * passkeys signing the one-time challenge this browser was given, with the person verified
 * (fingerprint, face or PIN). better-auth's passkey plugin checks it exactly as at sign-in, which
 * also starts a session for the passkey's owner: that session is ended at once, so the member
 * stays signed in as before and another member's passkey signs no one in.
 */
export async function isOwnPasskey(
  userId: string,
  request: Request,
  assertion: string,
): Promise<boolean> {
  let response: AuthenticationResponseJSON;
  try {
    response = JSON.parse(assertion);
  } catch {
    return false;
  }
  // The plugin looks the passkey up by its id before it checks the rest of the shape.
  if (typeof response?.id !== "string" || typeof response.response !== "object") return false;
  let result: { session: { token: string }; user: { id: string } };
  try {
    result = await auth().api.verifyPasskeyAuthentication({
      body: { response },
      headers: request.headers,
    });
  } catch (error) {
    // Unknown passkey, stale or foreign challenge, bad signature, person not verified.
    if (error instanceof APIError) return false;
    throw error;
  }
  const context = await auth().$context;
  await context.internalAdapter.deleteSession(result.session.token);
  return result.user.id === userId;
}

/**
 * Ends the request's session (its row, if it still exists) and returns the Set-Cookie headers
 * that clear the session cookies in the browser. Never throws: a failure is logged and the
 * cookies that can be cleared are.
 */
export async function endSession(request: Request): Promise<string[]> {
  try {
    const result = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    console.error("[auth] sign-out failed", error);
    return [];
  }
}
