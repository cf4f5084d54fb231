// A passkey authenticator in software, for tests that add passkeys and sign in with them without
// a browser (Vitest, the security suite): it answers better-auth's WebAuthn options the way a
// phone or security key does (a P-256 key per credential, "none" attestation, signed assertions),
// for the site's origin and relying party. `userVerified: false` plays an authenticator that did
// not check who was holding it (no fingerprint or PIN).
import crypto from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { coseP256PublicKey } from "../../app/lib/cose-key";

interface Credential {
  id: Buffer;
  privateKey: crypto.KeyObject;
  userHandle: string;
  counter: number;
}

/** What the options endpoints answer (only the fields an authenticator reads). */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
export interface RequestOptions {
  challenge: string;
  allowCredentials?: { id: string }[];
}

const b64url = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  private readonly rpId: string;

  constructor(
    private readonly origin: string,
    private readonly options: { userVerified?: boolean } = {},
  ) {
    this.rpId = new URL(origin).hostname;
  }

  private flags(extra = 0): number {
    const verified = this.options.userVerified ?? true;
    return (
      FLAG_USER_PRESENT |
      (verified ? FLAG_USER_VERIFIED : 0) |
      FLAG_BACKUP_ELIGIBLE |
      FLAG_BACKED_UP |
      extra
    );
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** The answer to registration options: a new credential (registration response JSON). */
  register(options: CreationOptions) {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    const id = crypto.randomBytes(32);
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    const counter = Buffer.alloc(4);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? this.rpId),
      Buffer.from([this.flags(FLAG_ATTESTED_DATA)]),
      counter,
      Buffer.alloc(16), // AAGUID: an anonymous authenticator
      idLength,
      id,
      Buffer.from(coseP256PublicKey(publicKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The answer to authentication options: an assertion signed by one of its credentials. */
  authenticate(options: RequestOptions, credential = this.pick(options)) {
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([this.flags()]), counter]);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  private pick(options: RequestOptions): Credential {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = this.credentials.find(
      (c) => !allowed?.length || allowed.includes(b64url(c.id)),
    );
    if (!credential) throw new Error("This authenticator holds no passkey for these options");
    return credential;
  }
}
