// E-mails about how a member signs in that the auth area sends itself: a passkey was added (the
// browser's WebAuthn ceremony with better-auth's endpoint, the only way one is added). Sent in
// the background after the change; the owner hears of it at their own address, in case it
// wasn't them.
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMailInBackground } from "~/lib/mail.server";

export async function passkeyAddedNotice(userId: string): Promise<void> {
  const [user] = await getDb()
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const security = new URL("/account/security", env().BASE_URL).toString();
  sendMailInBackground({
    to: user.email,
    subject: "A passkey was added to your Camber Club account",
    text: `Hi ${user.name?.trim() || "there"},\n\nA passkey was just added to your Camber Club account: it can now be used to sign in.\n\nIf that wasn't you, remove it on your Security page (${security}) and reset your password.\n\nCamber Club`,
  });
}
