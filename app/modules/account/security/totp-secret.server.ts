// A member's TOTP secret as better-auth's two-factor plugin stores it (two_factors.secret,
// encrypted with the auth secret; "base32:…" for a secret brought from elsewhere, like the demo
// admin's) and as an authenticator app takes it: an otpauth:// URI for the QR code and the base32
// text to type by hand. Read only while set-up is pending (the secret was made, no code yet).
import { createOTP } from "@better-auth/utils/otp";
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { TOTP_ISSUER } from "~/lib/auth.server";
import { auth, IMPORTED_TOTP_PREFIX, totpKeyOf } from "~/modules/auth/index.server";

export interface TotpEnrolment {
  /** otpauth://totp/Camber%20Club:<email>?secret=…&issuer=Camber%20Club&digits=6&period=30 */
  uri: string;
  /** The secret in base32, for typing into an authenticator by hand. */
  secret: string;
}

/** The enrolment of a stored (encrypted) secret for the account `email`. */
export async function enrolmentOf(storedSecret: string, email: string): Promise<TotpEnrolment> {
  const { secretConfig } = await auth().$context;
  const key = await totpKeyOf(storedSecret, secretConfig);
  const uri = createOTP(key, { digits: 6, period: 30 }).url(TOTP_ISSUER, email);
  return { uri, secret: new URL(uri).searchParams.get("secret") ?? "" };
}

/** The columns of a two_factors row for a known secret, and its backup codes in the clear. */
export interface ImportedTwoFactor {
  secret: string;
  backupCodes: string;
  codes: string[];
}

/**
 * Two-factor made outside the set-up page from a known base32 secret (the demo admin's documented
 * one), stored as the plugin stores a secret it did not make ("base32:…", encrypted with the auth
 * secret), with ten backup codes shaped like the plugin's.
 */
export async function importedTwoFactor(base32Secret: string): Promise<ImportedTwoFactor> {
  const { secretConfig } = await auth().$context;
  const codes = Array.from({ length: 10 }, () => {
    const code = generateRandomString(10, "a-z", "0-9", "A-Z");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  return {
    secret: await symmetricEncrypt({
      key: secretConfig,
      data: `${IMPORTED_TOTP_PREFIX}${base32Secret.toUpperCase()}`,
    }),
    backupCodes: await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(codes) }),
    codes,
  };
}

/** How many backup codes are left (the plugin keeps them encrypted, as a JSON list). */
export async function backupCodesLeft(storedCodes: string): Promise<number> {
  const { secretConfig } = await auth().$context;
  try {
    const codes: unknown = JSON.parse(
      await symmetricDecrypt({ key: secretConfig, data: storedCodes }),
    );
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}
