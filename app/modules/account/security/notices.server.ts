// E-mails about changes to how a member signs in, sent after the change (in the background: a
// failed mail is logged, the change stands). Someone holding a stolen session could make these
// changes; the owner hears of them at their own address.
import { env } from "~/lib/env.server";
import { sendMailInBackground } from "~/lib/mail.server";

function link(path: string): string {
  return new URL(path, env().BASE_URL).toString();
}

function greeting(name: string | null | undefined): string {
  return `Hi ${name?.trim() || "there"},`;
}

/** The member turned two-factor off on their Security page. */
export function twoFactorOffNotice(member: { email: string; name: string }): void {
  sendMailInBackground({
    to: member.email,
    subject: "Two-factor authentication was turned off",
    text: `${greeting(member.name)}\n\nTwo-factor authentication was just turned off on your Camber Club account: signing in now needs only your password (or one of your passkeys).\n\nIf that wasn't you, reset your password right away (${link("/auth/forgot-password")}) and turn two-factor back on (${link("/account/security")}).\n\nCamber Club`,
  });
}

/** An admin reset the member's two-factor (a lost authenticator): signed out everywhere. */
export function twoFactorResetNotice(member: { email: string; name: string }): void {
  sendMailInBackground({
    to: member.email,
    subject: "Your two-factor authentication was reset",
    text: `${greeting(member.name)}\n\nA Camber Club admin has reset two-factor authentication on your account, and you've been signed out everywhere. Sign in with your email and password (${link("/auth")}), then set two-factor up again with your new authenticator (${link("/account/security")}); your old backup codes no longer work.\n\nIf you didn't ask for this, reset your password right away (${link("/auth/forgot-password")}) and contact the club.\n\nCamber Club`,
  });
}
