// What the Security page shows of a member's own account: two-factor (off, being set up with its
// QR code, or on with the backup codes left) and their passkeys.
import { getAuthenticatorName } from "@better-auth/passkey";
import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { passkeys, twoFactors } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { qrCodeDataUrl } from "./qr-code.server";
import { backupCodesLeft, enrolmentOf } from "./totp-secret.server";

export interface PasskeyView {
  id: string;
  /** The name its owner gave it, else the authenticator's maker (when known), else "Passkey". */
  label: string;
  /** Whether the label is a name the owner gave (an unnamed one invites naming). */
  named: boolean;
  createdAt: string | null;
  /** Synced across the owner's devices (iCloud Keychain, Google Password Manager…). */
  synced: boolean;
  backedUp: boolean;
}

export type TwoFactorView =
  | { state: "off" }
  | {
      state: "setting-up";
      /** The QR code (SVG data URL) and the same secret as text, for the authenticator app. */
      qrCode: string;
      secret: string;
    }
  | { state: "on"; backupCodesLeft: number };

export interface SecurityView {
  twoFactor: TwoFactorView;
  passkeys: PasskeyView[];
  /** Admins must keep two-factor on; one without it yet is asked to turn it on. */
  admin: { required: boolean; missing: boolean };
}

export async function listPasskeys(userId: string): Promise<PasskeyView[]> {
  const rows = await getDb()
    .select({
      id: passkeys.id,
      name: passkeys.name,
      aaguid: passkeys.aaguid,
      createdAt: passkeys.createdAt,
      deviceType: passkeys.deviceType,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.name?.trim() || getAuthenticatorName(row.aaguid ?? undefined) || "Passkey",
    named: Boolean(row.name?.trim()),
    createdAt: row.createdAt?.toISOString() ?? null,
    synced: row.deviceType === "multiDevice",
    backedUp: row.backedUp,
  }));
}

async function twoFactorOf(actor: Actor): Promise<TwoFactorView> {
  const [row] = await getDb()
    .select({
      secret: twoFactors.secret,
      backupCodes: twoFactors.backupCodes,
      verified: twoFactors.verified,
    })
    .from(twoFactors)
    .where(eq(twoFactors.userId, actor.id));
  if (actor.twoFactorEnabled) {
    return { state: "on", backupCodesLeft: row ? await backupCodesLeft(row.backupCodes) : 0 };
  }
  if (!row || row.verified) return { state: "off" };
  // Set-up started (password given, secret made) and waiting for the first code: the QR code
  // again after a reload or a wrong code, until it is confirmed or cancelled.
  const enrolment = await enrolmentOf(row.secret, actor.email);
  return {
    state: "setting-up",
    qrCode: await qrCodeDataUrl(enrolment.uri),
    secret: enrolment.secret,
  };
}

export async function loadSecurity(actor: Actor): Promise<SecurityView> {
  const [twoFactor, keys] = await Promise.all([twoFactorOf(actor), listPasskeys(actor.id)]);
  return {
    twoFactor,
    passkeys: keys,
    admin: { required: actor.hasAdminRole, missing: actor.hasAdminRole && !actor.twoFactorEnabled },
  };
}
