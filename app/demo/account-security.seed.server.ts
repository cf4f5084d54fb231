// Demo content of the Security page (/account/security): the demo admin's two-factor is made with
// the people (seed.server.ts: admins must have it); here Maya gets a passkey, so her Security page
// (and the admins' Members page) shows one.
//
// A passkey row holds a public key, so this one is a real P-256 key made with node:crypto, in the
// COSE form an authenticator sends. Its private key is thrown away at once: the passkey is listed,
// can be renamed and removed, but nobody can sign in with it (the phone it stands for is not here).
import crypto from "node:crypto";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { passkeys } from "~/db/schema";
import { coseP256PublicKey } from "~/lib/cose-key";
import type { SeedStep } from "./seed-types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Google Password Manager: a synced passkey of an Android phone. */
const GOOGLE_PASSWORD_MANAGER = "ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4";

/** A fresh P-256 public key as COSE_Key bytes; its private key is dropped at once. */
function cosePublicKey(): Uint8Array {
  const { publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  return coseP256PublicKey(publicKey);
}

export const demoAccountSecurityStep: SeedStep = {
  name: "account security",
  async run({ tx, people, now }) {
    const maya = people.members[0];
    await tx.insert(passkeys).values({
      id: crypto.randomUUID(),
      userId: maya.id,
      name: "Pixel 8",
      publicKey: Buffer.from(cosePublicKey()).toString("base64"),
      credentialID: isoBase64URL.fromBuffer(crypto.randomBytes(32)),
      counter: 0,
      deviceType: "multiDevice",
      backedUp: true,
      transports: "hybrid,internal",
      aaguid: GOOGLE_PASSWORD_MANAGER,
      createdAt: new Date(now.getTime() - 12 * DAY_MS),
    });
  },
};
