// Passkeys end to end without a browser, on PGlite and PostgreSQL: a software authenticator
// (tests/setup/webauthn.ts) answers better-auth's WebAuthn options for the site's origin. Adding
// one (named by the Security page's rule, its owner told by e-mail), listing, renaming and
// removing (the owner's only), signing in with it (only when the authenticator verified the
// person), and the JSON doors the Security page replaces staying shut.
import { decodeCredentialPublicKey, isoBase64URL } from "@simplewebauthn/server/helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { passkeys } from "~/db/schema";
import { demoAccountSecurityStep } from "~/demo/account-security.seed.server";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import { auth } from "~/modules/auth/index.server";
import { action, loader } from "~/routes/account/security";
import { addPasskey } from "../../../../tests/setup/passkeys";
import { routeArgs, settle } from "../../../../tests/setup/route-calls";
import {
  createVerifiedUser,
  requestWithCookie,
  sessionCookie,
  withSetCookies,
} from "../../../../tests/setup/users";
import { type RequestOptions, SoftAuthenticator } from "../../../../tests/setup/webauthn";

const BASE = "http://localhost:3000";

/** Signs in with the authenticator's passkey: the session cookie, or better-auth's refusal. */
async function signInWithPasskey(authenticator: SoftAuthenticator) {
  const options = await auth().api.generatePasskeyAuthenticationOptions({
    headers: new Headers(),
    returnHeaders: true,
  });
  const challenge = withSetCookies("", options.headers);
  const { headers } = await auth().api.verifyPasskeyAuthentication({
    body: { response: authenticator.authenticate(options.response as unknown as RequestOptions) },
    headers: new Headers({ Cookie: challenge }),
    returnHeaders: true,
  });
  return withSetCookies("", headers);
}

function post(cookie: string, fields: Record<string, string>) {
  return settle(
    routeArgs(
      requestWithCookie(`${BASE}/account/security`, cookie, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
    ).then(action),
  );
}

async function listed(cookie: string) {
  const answer = await settle(
    routeArgs(requestWithCookie(`${BASE}/account/security`, cookie)).then(loader),
  );
  return (answer.body as Awaited<ReturnType<typeof loader>>).passkeys;
}

async function codeOf(error: Promise<unknown>): Promise<string | undefined> {
  try {
    await error;
  } catch (refused) {
    return (refused as { body?: { code?: string } }).body?.code;
  }
  return undefined;
}

describe("passkeys", () => {
  it("are added with a name, listed, and their owner is told by email", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    const phone = new SoftAuthenticator(BASE);
    const added = await addPasskey(cookie, phone, "  Pixel 8  ");
    expect(added).toMatchObject({ name: "Pixel 8", userId: member.id });
    // One without a name is listed by the kind of device it is.
    await addPasskey(cookie, new SoftAuthenticator(BASE));
    const list = await listed(cookie);
    expect(list.map((p) => [p.label, p.named])).toEqual([
      ["Pixel 8", true],
      ["Passkey", false],
    ]);
    expect(list[0]).toMatchObject({ synced: true, backedUp: true });

    await settlePendingMail();
    const mails = (await readOutbox()).filter((m) => m.to === member.email);
    expect(mails.map((m) => m.subject)).toContain(
      "A passkey was added to your Camber Club account",
    );
  });

  it("refuses a name longer than the page allows at the JSON door too", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    const code = await codeOf(addPasskey(cookie, new SoftAuthenticator(BASE), "x".repeat(61)));
    expect(code).toBe("INVALID_PASSKEY_NAME");
    expect(await listed(cookie)).toEqual([]);
  });

  it("sign in when the authenticator verified the person, and not otherwise", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    const phone = new SoftAuthenticator(BASE);
    await addPasskey(cookie, phone, "Phone");
    const session = await signInWithPasskey(phone);
    expect(session).toContain("camber.session_token=");
    const me = await auth().api.getSession({ headers: new Headers({ Cookie: session }) });
    expect(me?.user.id).toBe(member.id);

    // The same passkey, but the authenticator did not check who held it (no fingerprint, PIN).
    const careless = new SoftAuthenticator(BASE, { userVerified: false });
    careless.credentials.push(...phone.credentials);
    expect(await codeOf(signInWithPasskey(careless))).toBe("PASSKEY_USER_NOT_VERIFIED");
  });

  it("are renamed and removed by their owner only", async () => {
    const owner = await createVerifiedUser();
    const other = await createVerifiedUser();
    const ownerCookie = await sessionCookie(owner);
    const otherCookie = await sessionCookie(other);
    const phone = new SoftAuthenticator(BASE);
    const { id } = await addPasskey(ownerCookie, phone, "Old name");

    const crafted = await post(otherCookie, { intent: "passkey-rename", id, name: "Mine now" });
    expect(crafted.status).toBe(404);
    expect((await post(otherCookie, { intent: "passkey-remove", id })).status).toBe(404);
    expect((await listed(ownerCookie)).map((p) => p.label)).toEqual(["Old name"]);

    const blank = await post(ownerCookie, { intent: "passkey-rename", id, name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fieldErrors: { name: "Give the passkey a name." } });
    const script = "<script>alert(1)</script>";
    expect((await post(ownerCookie, { intent: "passkey-rename", id, name: script })).status).toBe(
      200,
    );
    expect((await listed(ownerCookie)).map((p) => p.label)).toEqual([script]);

    expect((await post(ownerCookie, { intent: "passkey-remove", id })).status).toBe(200);
    expect(await listed(ownerCookie)).toEqual([]);
    // Gone: it no longer signs anyone in.
    expect(await codeOf(signInWithPasskey(phone))).toBe("PASSKEY_NOT_FOUND");
  });

  it("are managed on the Security page only: the plugin's own JSON doors are shut", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    for (const path of [
      "/passkey/update-passkey",
      "/passkey/delete-passkey",
      "/two-factor/disable",
      "/two-factor/enable",
      "/two-factor/generate-backup-codes",
      "/two-factor/get-totp-uri",
    ]) {
      const response = await auth().handler(
        new Request(`${BASE}/api/auth${path}`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json", Origin: BASE },
          body: JSON.stringify({ id: "x", name: "y", password: member.password }),
        }),
      );
      expect(response.status, path).toBe(404);
    }
    const list = await auth().handler(
      new Request(`${BASE}/api/auth/passkey/list-user-passkeys`, { headers: { Cookie: cookie } }),
    );
    expect(list.status).toBe(404);
  });
});

describe("the demo passkey", () => {
  it("is a real P-256 public key in COSE form, on a demo member's account", async () => {
    const member = await createVerifiedUser();
    const tx = getDb() as unknown as Parameters<typeof demoAccountSecurityStep.run>[0]["tx"];
    const person = {
      id: member.id,
      email: member.email,
      fullName: "M",
      username: "m",
      bio: "",
      location: "",
    };
    await demoAccountSecurityStep.run({
      tx,
      people: { admin: person, members: [person] },
      now: new Date(),
    });
    const [row] = await getDb().select().from(passkeys).where(eq(passkeys.userId, member.id));
    const key = decodeCredentialPublicKey(new Uint8Array(Buffer.from(row.publicKey, "base64")));
    const field = (label: number) => (key as unknown as Map<number, unknown>).get(label);
    expect(field(1)).toBe(2); // EC2
    expect(field(3)).toBe(-7); // ES256
    expect((field(-2) as Uint8Array).length).toBe(32);
    expect(isoBase64URL.isBase64URL(row.credentialID)).toBe(true);
    expect((await listed(await sessionCookie(member)))[0]).toMatchObject({ label: "Pixel 8" });
  });
});
