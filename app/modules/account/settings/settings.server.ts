// The account settings use-cases: change the password (every other session ends), start an
// e-mail change (better-auth mails a link to the new address; the old one is told), and end
// sessions — one of the member's others, or all of them. Password and e-mail go through
// better-auth's server API with the request's own session cookie, so it checks the session and
// the current password itself.
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { InvalidError, NotFoundError } from "~/lib/errors";
import { sendMailInBackground } from "~/lib/mail.server";
import { auth, authErrorCode, newPasswordProblem } from "~/modules/auth/index.server";
import { describeUserAgent } from "./device";
import { EMAIL_CHANGE_CALLBACK_PATH, SETTINGS_MESSAGES } from "./rules";
import type { ChangeEmailInput, ChangePasswordInput } from "./schemas";

/** The cookies to send with the answer: a new session cookie, or the ones that clear it. */
export interface CookieChange {
  setCookies: string[];
  /** The member is signed out on this device too (the answer goes to /auth). */
  signedOut: boolean;
}

/**
 * Sets a new password after checking the current one. Every other session of the member ends;
 * this device keeps a new session (its cookie is in the answer) unless `signOutHere` asks to end
 * that one too.
 */
export async function changePassword(
  actor: Actor,
  input: ChangePasswordInput,
  request: Request,
): Promise<CookieChange> {
  const weak = await newPasswordProblem(input.password, [actor.email, actor.name]);
  if (weak) {
    throw new InvalidError("weak new password", {
      userMessage: weak,
      fieldErrors: { password: weak },
    });
  }
  let changed: { headers: Headers };
  try {
    changed = await auth().api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        // better-auth ends every session of the member and starts a new one for this device.
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      const message = SETTINGS_MESSAGES.currentPasswordWrong;
      throw new InvalidError(`wrong current password (${actor.id})`, {
        userMessage: message,
        fieldErrors: { currentPassword: message },
      });
    }
    throw error;
  }
  if (input.signOutHere) return endAllSessions(actor, request);
  return { setCookies: changed.headers.getSetCookie(), signedOut: false };
}

/**
 * Asks better-auth to move the account to `email`: it mails a link to that address, and the
 * change happens when the link is followed. The answer is the same whether or not the address
 * already has an account (better-auth then sends nothing; its owner is told instead), so the page
 * cannot be used to find out who is registered. The current address hears of every request.
 */
export async function requestEmailChange(
  actor: Actor,
  input: ChangeEmailInput,
  request: Request,
): Promise<{ email: string }> {
  const email = input.email.toLowerCase();
  if (email === actor.email.toLowerCase()) {
    throw new InvalidError("same e-mail address", {
      userMessage: SETTINGS_MESSAGES.emailSame,
      fieldErrors: { email: SETTINGS_MESSAGES.emailSame },
    });
  }
  const [taken] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  await auth().api.changeEmail({
    body: { newEmail: email, callbackURL: EMAIL_CHANGE_CALLBACK_PATH },
    headers: request.headers,
  });
  sendMailInBackground(changeRequestedNotice(actor.email, email));
  if (taken) sendMailInBackground(addressTakenNotice(email));
  return { email };
}

/**
 * Ends one of the member's other sessions. A session of someone else, this device's own session
 * ("Sign out" is how this one ends) or one that is already gone: nothing changes, 404.
 */
export async function revokeSession(
  actor: Actor,
  sessionId: string,
  currentSessionId: string | null,
): Promise<{ device: string }> {
  const owned = and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id));
  const [ended] = await getDb()
    .delete(sessions)
    .where(currentSessionId ? and(owned, ne(sessions.id, currentSessionId)) : owned)
    .returning({ userAgent: sessions.userAgent });
  if (!ended) {
    throw new NotFoundError(`session ${sessionId} is not another session of ${actor.id}`, {
      userMessage: SETTINGS_MESSAGES.sessionEnded,
    });
  }
  return { device: describeUserAgent(ended.userAgent) };
}

/** Ends every session of the member, this device's included, and clears its cookie. */
export async function endAllSessions(actor: Actor, request: Request): Promise<CookieChange> {
  await getDb().delete(sessions).where(eq(sessions.userId, actor.id));
  // Its session row is gone already; better-auth's sign-out still answers the cookies to clear.
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return { setCookies: headers.getSetCookie(), signedOut: true };
}

// Mails. Neither names the member: the name is theirs to show, an address is not proof of it.

function changeRequestedNotice(oldAddress: string, newAddress: string) {
  return {
    to: oldAddress,
    subject: "Your Camber Club e-mail address is being changed",
    text: `Hi,\n\nSomeone asked to change the e-mail address of your Camber Club account to ${newAddress}. We've sent a link there; the change happens only when that link is followed.\n\nIf it wasn't you, change your password now at ${env().BASE_URL}/account — that also signs you out on every other device.\n\nCamber Club — Tuned. Stanced. Respected.`,
  };
}

function addressTakenNotice(address: string) {
  return {
    to: address,
    subject: "Someone tried to use your e-mail address on Camber Club",
    text: `Hi,\n\nA Camber Club member asked to change their account's e-mail address to this one. It already belongs to a Camber Club account, so nothing was changed and no link was sent.\n\nIf it was you, from another account: an address can belong to one account only. If it wasn't you, there is nothing to do: your account stays as it is.\n\nCamber Club`,
  };
}
