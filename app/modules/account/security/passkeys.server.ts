// A member's own passkeys: renaming and removing them (adding one is the browser's WebAuthn
// ceremony with better-auth's passkey endpoints, app/lib/passkeys.ts). Only the owner's: the
// member's id is part of every statement, so another member's passkey id finds nothing (404).
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { passkeys } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { NotFoundError } from "~/lib/errors";
import { SECURITY_MESSAGES } from "./rules";

function missing(id: string): NotFoundError {
  return new NotFoundError(`no passkey ${id} of this member`, {
    userMessage: SECURITY_MESSAGES.passkeyMissing,
  });
}

export async function renamePasskey(actor: Actor, id: string, name: string): Promise<void> {
  const renamed = await getDb()
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw missing(id);
}

export async function removePasskey(actor: Actor, id: string): Promise<void> {
  const removed = await getDb()
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw missing(id);
}
