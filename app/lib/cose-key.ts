// A P-256 public key in the COSE_Key form an authenticator sends and better-auth's passkey plugin
// stores (kty EC2, alg ES256, crv P-256, x, y). No app imports: the demo seed and the software
// authenticator of the tests (also run outside the app's module graph) share it.
import type { KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

export function coseP256PublicKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
      [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
    ]),
  );
}
