// Two-factor for the specs: the TOTP secrets of the accounts that have it on (the demo admin's
// documented one, and any a spec turns on and remembers), so the sign-in helpers can give the
// code as a person reads it off their authenticator.
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET } from "../../../app/demo/demo-people";
import { signInTotpCode, totpCode } from "../../setup/totp";

const secrets = new Map<string, string>([[DEMO_ADMIN.email.toLowerCase(), DEMO_ADMIN_TOTP_SECRET]]);

/** Remembers the secret of an account a spec turned two-factor on for (read off the set-up page). */
export function rememberTotpSecret(email: string, secret: string): void {
  secrets.set(email.toLowerCase(), secret.replace(/\s/g, ""));
}

/**
 * The code the account's authenticator shows for a sign-in on the site at `baseURL`: one the
 * site has not taken yet (it takes each code once; see signInTotpCode). Fails for an account no
 * spec set up.
 */
export function signInCodeFor(email: string, baseURL: string): Promise<string> {
  const secret = secrets.get(email.toLowerCase());
  if (!secret) throw new Error(`${email} has two-factor on, with a secret no spec remembered`);
  return signInTotpCode(secret, baseURL);
}

export { totpCode };
