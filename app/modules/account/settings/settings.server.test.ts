// The account settings use-cases against a real database and better-auth: the sessions list,
// changing the password (other sessions end; wrong current password; this device too), ending
// sessions (only the member's own) and changing the e-mail (link to the new address, notice to
// the old one, the same answer for an address that has an account).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { DomainError, InvalidError, NotFoundError } from "~/lib/errors";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import { auth } from "~/modules/auth/index.server";
import { actorOf, createVerifiedUser, type TestUser } from "../../../../tests/setup/users";
import { currentSessionId, listMemberSessions } from "./queries.server";
import { EMAIL_CHANGE_CALLBACK_PATH, SETTINGS_MESSAGES } from "./rules";
import { changeEmailSchema, changePasswordSchema } from "./schemas";
import {
  changePassword,
  endAllSessions,
  requestEmailChange,
  revokeSession as revoke,
  revokeSession,
} from "./settings.server";

const BASE = "http://localhost:3000";
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** Signs in from a device (user agent, client address) and returns its Cookie header value. */
async function signInFrom(user: TestUser, userAgent = MAC_CHROME, ip = "203.0.113.7") {
  const { headers } = await auth().api.signInEmail({
    body: { email: user.email, password: user.password },
    headers: new Headers({ "user-agent": userAgent, "x-camber-client-ip": ip }),
    returnHeaders: true,
  });
  return cookieOf(headers.getSetCookie());
}

/** The Cookie header a browser sends after receiving these Set-Cookie headers. */
function cookieOf(setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

function requestAs(cookie: string, userAgent = MAC_CHROME): Request {
  return new Request(`${BASE}/account`, {
    method: "POST",
    headers: { Cookie: cookie, "user-agent": userAgent, "x-camber-client-ip": "203.0.113.7" },
  });
}

async function signedIn(cookie: string): Promise<boolean> {
  return (await auth().api.getSession({ headers: new Headers({ Cookie: cookie }) })) !== null;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  return auth()
    .api.signInEmail({ body: { email, password } })
    .then(
      () => true,
      () => false,
    );
}

async function sessionCount(userId: string): Promise<number> {
  return (await getDb().select().from(sessions).where(eq(sessions.userId, userId))).length;
}

/** Mails to `address`, but the sign-up verification every test account got. */
async function mailsTo(address: string) {
  await settlePendingMail();
  return (await readOutbox()).filter(
    (m) => m.to === address && m.subject !== "Verify your e-mail for Camber Club",
  );
}

const NEW_PASSWORD = "quiet-gravel-roads-42";

function passwordInput(overrides: Record<string, string> = {}) {
  return changePasswordSchema.parse({
    currentPassword: "test-password-123",
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...overrides,
  });
}

/** The DomainError a call threw. */
async function refusal(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("listMemberSessions", () => {
  it("lists the member's own sessions with device, masked address and this device first", async () => {
    const member = await createVerifiedUser();
    const phone = await signInFrom(member, IPHONE_SAFARI, "198.51.100.23");
    const laptop = await signInFrom(member, MAC_CHROME, "2001:db8:85a3::8a2e:370:7334");
    const stranger = await createVerifiedUser();
    await signInFrom(stranger);

    const current = await currentSessionId(requestAs(laptop));
    const { sessions: listed, more } = await listMemberSessions(member.id, current);
    expect(more).toBe(0);
    expect(listed.map((s) => [s.device, s.ipAddress, s.current])).toEqual([
      ["Chrome on macOS", "2001:db8:85a3:*", true],
      ["Safari on iOS", "198.51.100.*", false],
    ]);
    expect(listed[1].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(listed)).not.toContain(phone.split("=")[1].split(".")[0]);
  });
});

describe("changePassword", () => {
  it("refuses a wrong current password on its field and changes nothing", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    const elsewhere = await signInFrom(member, IPHONE_SAFARI);
    const error = await refusal(
      changePassword(
        await actorOf(member.id),
        passwordInput({ currentPassword: "not-my-password-1" }),
        requestAs(here),
      ),
    );
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.fieldErrors).toEqual({ currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(true);
    expect(await canSignIn(member.email, member.password)).toBe(true);
  });

  it("refuses a weak new password on its field (the member's own e-mail counts as guessable)", async () => {
    const member = await createVerifiedUser({ email: "gearhead.garage@example.com" });
    const here = await signInFrom(member);
    const error = await refusal(
      changePassword(
        await actorOf(member.id),
        passwordInput({ password: "gearhead.garage1", confirmPassword: "gearhead.garage1" }),
        requestAs(here),
      ),
    );
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(["password"]);
    expect(await canSignIn(member.email, member.password)).toBe(true);
  });

  it("signs out every other session and keeps this device signed in with a new session", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    const elsewhere = await signInFrom(member, IPHONE_SAFARI);
    const result = await changePassword(await actorOf(member.id), passwordInput(), requestAs(here));
    expect(result.signedOut).toBe(false);
    const renewed = cookieOf(result.setCookies);
    expect(renewed).toContain("camber.session_token=");
    expect(await signedIn(renewed)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const { sessions: left } = await listMemberSessions(
      member.id,
      await currentSessionId(requestAs(renewed)),
    );
    expect(left.map((s) => [s.device, s.ipAddress, s.current])).toEqual([
      ["Chrome on macOS", "203.0.113.*", true],
    ]);
    expect(await canSignIn(member.email, member.password)).toBe(false);
    expect(await canSignIn(member.email, NEW_PASSWORD)).toBe(true);
  });

  it("signs out this device too when asked", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    await signInFrom(member, IPHONE_SAFARI);
    const result = await changePassword(
      await actorOf(member.id),
      passwordInput({ signOutHere: "on" }),
      requestAs(here),
    );
    expect(result.signedOut).toBe(true);
    expect(result.setCookies.find((c) => c.startsWith("camber.session_token="))).toMatch(
      /Max-Age=0/i,
    );
    expect(await sessionCount(member.id)).toBe(0);
    expect(await canSignIn(member.email, NEW_PASSWORD)).toBe(true);
  });
});

describe("revokeSession", () => {
  it("ends another session of the member only", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    await signInFrom(member, IPHONE_SAFARI);
    const current = await currentSessionId(requestAs(here));
    const { sessions: listed } = await listMemberSessions(member.id, current);
    const phone = listed.find((s) => !s.current)!;

    expect(await revokeSession(await actorOf(member.id), phone.id, current)).toEqual({
      device: "Safari on iOS",
    });
    expect((await listMemberSessions(member.id, current)).sessions.map((s) => s.id)).toEqual([
      current,
    ]);
    // Gone already: 404, nothing else ends.
    expect(await refusal(revoke(await actorOf(member.id), phone.id, current))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await signedIn(here)).toBe(true);
  });

  it("refuses another member's session and this device's own, changing nothing", async () => {
    const owner = await createVerifiedUser();
    const ownerCookie = await signInFrom(owner);
    const ownerSession = (await currentSessionId(requestAs(ownerCookie)))!;
    const intruder = await createVerifiedUser();
    const intruderCookie = await signInFrom(intruder);
    const intruderSession = await currentSessionId(requestAs(intruderCookie));

    const error = await refusal(
      revokeSession(await actorOf(intruder.id), ownerSession, intruderSession),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.userMessage).toBe(SETTINGS_MESSAGES.sessionEnded);
    expect(await signedIn(ownerCookie)).toBe(true);

    const own = await refusal(revokeSession(await actorOf(owner.id), ownerSession, ownerSession));
    expect(own).toBeInstanceOf(NotFoundError);
    expect(await signedIn(ownerCookie)).toBe(true);
  });
});

describe("endAllSessions", () => {
  it("ends every session of the member, this device's included, and clears its cookie", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    const elsewhere = await signInFrom(member, IPHONE_SAFARI);
    const bystander = await createVerifiedUser();
    const bystanderCookie = await signInFrom(bystander);

    const result = await endAllSessions(await actorOf(member.id), requestAs(here));
    expect(result.signedOut).toBe(true);
    expect(result.setCookies.some((c) => /^camber\.session_token=;.*Max-Age=0/i.test(c))).toBe(
      true,
    );
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(bystanderCookie)).toBe(true);
  });
});

describe("requestEmailChange", () => {
  it("mails a change link to the new address, tells the old one, and the link moves the account", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    const newAddress = `moved-${member.id.slice(0, 8)}@example.com`;
    expect(
      await requestEmailChange(
        await actorOf(member.id),
        changeEmailSchema.parse({ email: ` ${newAddress.toUpperCase()} ` }),
        requestAs(here),
      ),
    ).toEqual({ email: newAddress });

    const [link] = await mailsTo(newAddress);
    expect(link.subject).toBe("Confirm your new Camber Club e-mail address");
    expect(link.text).toContain("change the e-mail address");
    expect(link.text).not.toContain("Welcome");
    expect(link.text).not.toContain(member.email);
    const [notice] = await mailsTo(member.email);
    expect(notice.subject).toBe("Your Camber Club e-mail address is being changed");
    expect(notice.text).toContain(newAddress);
    expect(notice.text).toContain("http://localhost:3000/account");

    // Nothing changes until the link is followed.
    expect(await canSignIn(member.email, member.password)).toBe(true);
    const followed = await auth().handler(new Request(link.links[0]));
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(EMAIL_CHANGE_CALLBACK_PATH);
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row.email).toBe(newAddress);
    expect(row.emailVerified).toBe(true);
    expect(await canSignIn(newAddress, member.password)).toBe(true);
    expect(await canSignIn(member.email, member.password)).toBe(false);
    // A link works once.
    const again = await auth().handler(new Request(link.links[0]));
    expect(again.headers.get("location")).toMatch(/[?&]error=/);
  });

  it("answers the same for an address that has an account, and sends it no link", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    const other = await createVerifiedUser();
    const answer = await requestEmailChange(
      await actorOf(member.id),
      { email: other.email },
      requestAs(here),
    );
    expect(answer).toEqual({ email: other.email });
    const toOther = await mailsTo(other.email);
    expect(toOther.map((m) => m.subject)).toEqual([
      "Someone tried to use your e-mail address on Camber Club",
    ]);
    expect(toOther[0].links).toEqual([]);
    expect((await mailsTo(member.email)).map((m) => m.subject)).toEqual([
      "Your Camber Club e-mail address is being changed",
    ]);
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row.email).toBe(member.email);
  });

  it("refuses the member's own address on its field", async () => {
    const member = await createVerifiedUser();
    const here = await signInFrom(member);
    const error = await refusal(
      requestEmailChange(await actorOf(member.id), { email: member.email }, requestAs(here)),
    );
    expect(error.fieldErrors).toEqual({ email: SETTINGS_MESSAGES.emailSame });
    expect(await mailsTo(member.email)).toEqual([]);
  });
});
