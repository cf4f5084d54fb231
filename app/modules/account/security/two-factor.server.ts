// A member's two-factor (TOTP with backup codes) on the Security page, through better-auth's
// two-factor plugin (its server calls: the JSON doors are shut, app/lib/auth.server.ts):
//
//   off ──password──▶ setting up (secret made, QR shown) ──first code──▶ on (backup codes shown once)
//        ◀──cancel───┘                                                   │
//   off ◀──────────────────────────── password (never for admins) ───────┘
//
// Turning it on and off rotates the session (the plugin makes a new one and deletes the old): the
// new cookie goes into the answer's headers, or the member would find themselves signed out.
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { twoFactors } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ConflictError, ForbiddenError, InvalidError } from "~/lib/errors";
import { auth, authErrorCode } from "~/modules/auth/index.server";
import { twoFactorOffNotice } from "./notices.server";
import { SECURITY_MESSAGES } from "./rules";

function wrongPassword(): InvalidError {
  return new InvalidError("wrong password", {
    userMessage: SECURITY_MESSAGES.wrongPassword,
    fieldErrors: { password: SECURITY_MESSAGES.wrongPassword },
  });
}

/** better-auth's refusals of these calls, in the page's words; anything else is unexpected. */
function refusal(error: unknown): never {
  switch (authErrorCode(error)) {
    case "INVALID_PASSWORD":
    case "PASSWORD_TOO_LONG":
      throw wrongPassword();
    case "INVALID_CODE":
      throw new InvalidError("wrong set-up code", {
        userMessage: SECURITY_MESSAGES.codeRefused,
        fieldErrors: { code: SECURITY_MESSAGES.codeRefused },
      });
    case "TOTP_ALREADY_ENABLED":
      throw new ConflictError("two-factor already on", {
        userMessage: SECURITY_MESSAGES.alreadyOn,
      });
    case "TOTP_NOT_ENABLED":
      throw new ConflictError("no set-up pending", { userMessage: SECURITY_MESSAGES.setupExpired });
    case "TWO_FACTOR_NOT_ENABLED":
      throw new ConflictError("two-factor off", { userMessage: SECURITY_MESSAGES.notOn });
    default:
      throw error;
  }
}

function copyCookies(from: Headers, to: Headers) {
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
}

async function hasPendingSetup(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return row !== undefined && !row.verified;
}

/** Step 1: the password, then a new secret waits for its first code (the page shows its QR). */
export async function startTwoFactorSetup(
  actor: Actor,
  password: string,
  request: Request,
): Promise<void> {
  if (actor.twoFactorEnabled) {
    throw new ConflictError("two-factor already on", { userMessage: SECURITY_MESSAGES.alreadyOn });
  }
  try {
    await auth().api.enableTwoFactor({
      body: { password, method: "totp" },
      headers: request.headers,
    });
  } catch (error) {
    refusal(error);
  }
}

/**
 * Step 2: the authenticator's first code turns two-factor on. Answers the backup codes, shown this
 * once (the plugin made them with the secret and keeps them encrypted).
 */
export async function confirmTwoFactorSetup(
  actor: Actor,
  code: string,
  request: Request,
  responseHeaders: Headers,
): Promise<{ backupCodes: string[] }> {
  // Only a pending set-up: a code must never show the codes of two-factor that is already on.
  if (actor.twoFactorEnabled || !(await hasPendingSetup(actor.id))) {
    throw new ConflictError("no set-up pending", { userMessage: SECURITY_MESSAGES.setupExpired });
  }
  try {
    const { headers } = await auth().api.verifyTOTP({
      body: { code },
      headers: request.headers,
      returnHeaders: true,
    });
    copyCookies(headers, responseHeaders);
  } catch (error) {
    refusal(error);
  }
  const { backupCodes } = await auth().api.viewBackupCodes({ body: { userId: actor.id } });
  return { backupCodes };
}

/** Leaves a set-up that never got its code: the secret is forgotten. */
export async function cancelTwoFactorSetup(actor: Actor): Promise<void> {
  if (actor.twoFactorEnabled) {
    throw new ConflictError("two-factor already on", { userMessage: SECURITY_MESSAGES.alreadyOn });
  }
  const removed = await getDb()
    .delete(twoFactors)
    .where(and(eq(twoFactors.userId, actor.id), eq(twoFactors.verified, false)))
    .returning({ id: twoFactors.id });
  if (removed.length === 0) {
    throw new ConflictError("no set-up pending", { userMessage: SECURITY_MESSAGES.setupExpired });
  }
}

/** New backup codes (the password first); the old ones stop working. Shown this once. */
export async function regenerateBackupCodes(
  actor: Actor,
  password: string,
  request: Request,
): Promise<{ backupCodes: string[] }> {
  if (!actor.twoFactorEnabled) {
    throw new ConflictError("two-factor off", { userMessage: SECURITY_MESSAGES.notOn });
  }
  try {
    const { backupCodes } = await auth().api.generateBackupCodes({
      body: { password },
      headers: request.headers,
    });
    return { backupCodes };
  } catch (error) {
    refusal(error);
  }
}

/** Turns two-factor off (the password first). Admins must keep it. The member is told by mail. */
export async function turnOffTwoFactor(
  actor: Actor,
  password: string,
  request: Request,
  responseHeaders: Headers,
): Promise<void> {
  if (actor.hasAdminRole) {
    throw new ForbiddenError(`admin ${actor.id} may not turn two-factor off`, {
      userMessage: SECURITY_MESSAGES.adminKeepsTwoFactor,
    });
  }
  if (!actor.twoFactorEnabled) {
    throw new ConflictError("two-factor off", { userMessage: SECURITY_MESSAGES.notOn });
  }
  try {
    const { headers } = await auth().api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    copyCookies(headers, responseHeaders);
  } catch (error) {
    refusal(error);
  }
  twoFactorOffNotice(actor);
}
