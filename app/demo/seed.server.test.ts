// The demo seed on the test file's fresh database: all-or-nothing, once only, and the accounts it
// creates can really sign in.
import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { profiles, userRoles, users } from "~/db/schema";
import { env, parseEnv } from "~/lib/env.server";
import { auth } from "~/modules/auth/index.server";
import { totpCode } from "../../tests/setup/totp";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_MEMBERS } from "./demo-people";
import { type DemoCredentials, demoPasswords, seedDemoContent, seedSteps } from "./seed.server";

process.env.DEMO_ADMIN_PASSWORD = "admin-demo-pass-1";
process.env.DEMO_MEMBER_PASSWORD = "member-demo-pass-1";

async function userCount() {
  const [{ n }] = await getDb().select({ n: count() }).from(users);
  return n;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("seedDemoContent", () => {
  it("rolls everything back when a step fails, so the next start seeds again", async () => {
    // First in line, so it fails right after the demo people were written.
    seedSteps.unshift({
      name: "broken step",
      run: async () => {
        throw new Error("disk full");
      },
    });
    try {
      await expect(seedDemoContent()).rejects.toThrow(
        'Demo seed step "broken step" failed: disk full',
      );
    } finally {
      seedSteps.shift();
    }
    expect(await userCount()).toBe(0);
  });

  let credentials: DemoCredentials | null = null;

  // The race is about the seed's lock and its one transaction, not about what the steps write:
  // every area's steps (photos included, ~20 s) stand in for a step that counts its runs. The
  // real steps run on both engines in the browser suite's first start (tests/e2e/support), and
  // several areas have tests of their own (demo/*.test.ts).
  it("seeds exactly once even when two starts race", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    let stepRuns = 0;
    const realSteps = seedSteps.splice(0, seedSteps.length, {
      name: "counted step",
      run: async () => {
        stepRuns++;
        // Long enough for the other start to reach the lock while this one holds it.
        await new Promise((resolve) => setTimeout(resolve, 200));
      },
    });
    let results: (DemoCredentials | null)[];
    try {
      results = await Promise.all([seedDemoContent(), seedDemoContent()]);
    } finally {
      seedSteps.splice(0, seedSteps.length, ...realSteps);
    }
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(stepRuns).toBe(1);
    credentials = results.find(Boolean) ?? null;
    expect(await userCount()).toBe(1 + DEMO_MEMBERS.length);

    // The credentials are printed once, clearly.
    const printed = log.mock.calls.map((c) => String(c[0])).join("\n");
    expect(printed).toContain("admin@camber.club   password: admin-demo-pass-1");
    expect(printed).toContain(`${DEMO_MEMBERS[0].email}   password: member-demo-pass-1`);
  });

  it("does nothing on a database that already has users", async () => {
    expect(await seedDemoContent()).toBeNull();
    expect(await userCount()).toBe(1 + DEMO_MEMBERS.length);
  });

  it("returns and saves the credentials, readable by the owner only", () => {
    expect(credentials).toEqual({
      admin: {
        email: "admin@camber.club",
        password: "admin-demo-pass-1",
        totpSecret: DEMO_ADMIN_TOTP_SECRET,
        totpUri: `otpauth://totp/Camber%20Club:admin%40camber.club?secret=${DEMO_ADMIN_TOTP_SECRET}&issuer=Camber+Club&digits=6&period=30`,
        backupCodes: expect.arrayContaining([
          expect.stringMatching(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/),
        ]),
      },
      members: DEMO_MEMBERS.map((m) => ({ email: m.email, password: "member-demo-pass-1" })),
    });
    expect(credentials?.admin.backupCodes).toHaveLength(10);
    const file = path.join(env().dataDir, "demo-credentials.txt");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(file, "utf8");
    expect(text).toContain("Admin:   admin@camber.club   password: admin-demo-pass-1");
    // The documented two-factor secret beside the password, as an authenticator app prints it.
    expect(text).toContain("CAMB ERCL UBDE MOAD MIN2 FASE CRET KEY7");
    expect(text).toContain(credentials?.admin.totpUri);
    for (const code of credentials?.admin.backupCodes ?? []) expect(text).toContain(code);
    for (const member of DEMO_MEMBERS) expect(text).toContain(member.email);
  });

  it("creates verified people with their profiles, and only the admin has the admin role", async () => {
    const rows = await getDb()
      .select({
        email: users.email,
        name: users.name,
        verified: users.emailVerified,
        username: profiles.username,
        fullName: profiles.fullName,
        bio: profiles.bio,
        location: profiles.location,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id));
    const expected = [DEMO_ADMIN, ...DEMO_MEMBERS].map((p) => ({
      email: p.email,
      name: p.fullName,
      verified: true,
      username: p.username,
      fullName: p.fullName,
      bio: p.bio,
      location: p.location,
    }));
    expect(rows).toEqual(expect.arrayContaining(expected));
    expect(DEMO_ADMIN).toMatchObject({
      email: "admin@camber.club",
      fullName: "Camber Admin",
      username: "camber_admin",
    });

    const admins = await getDb()
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.role, "admin"));
    expect(admins).toEqual([{ email: "admin@camber.club" }]);
  });

  it("gives passwords that better-auth sign-in accepts, and the admin the documented two-factor", async () => {
    // The admin's password leads to the code step; a code of the documented secret finishes it.
    const password = await auth().api.signInEmail({
      body: { email: DEMO_ADMIN.email, password: "admin-demo-pass-1" },
      returnHeaders: true,
    });
    expect(password.response).toMatchObject({ twoFactorRedirect: true });
    const challenge = password.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const admin = await auth().api.verifyTOTP({
      body: { code: totpCode(DEMO_ADMIN_TOTP_SECRET) },
      headers: new Headers({ Cookie: challenge }),
    });
    expect(admin.user.email).toBe(DEMO_ADMIN.email);
    const member = await auth().api.signInEmail({
      body: { email: DEMO_MEMBERS[3].email, password: "member-demo-pass-1" },
    });
    expect(member.user.email).toBe(DEMO_MEMBERS[3].email);
    await expect(
      auth().api.signInEmail({ body: { email: DEMO_ADMIN.email, password: "member-demo-pass-1" } }),
    ).rejects.toThrow();
  });
});

describe("demo settings", () => {
  it("uses random passwords unless they are configured", () => {
    const a = demoPasswords({ DEMO_ADMIN_PASSWORD: undefined, DEMO_MEMBER_PASSWORD: undefined });
    const b = demoPasswords({ DEMO_ADMIN_PASSWORD: undefined, DEMO_MEMBER_PASSWORD: undefined });
    expect(a.admin).toHaveLength(16);
    expect(a.admin).not.toBe(b.admin);
    expect(a.admin).not.toBe(a.member);
    expect(
      demoPasswords({ DEMO_ADMIN_PASSWORD: "x".repeat(8), DEMO_MEMBER_PASSWORD: "y".repeat(8) }),
    ).toEqual({ admin: "xxxxxxxx", member: "yyyyyyyy" });
  });

  it("seeds by default outside production only", () => {
    const production = {
      NODE_ENV: "production",
      BASE_URL: "https://camber.example",
      BETTER_AUTH_SECRET: "s".repeat(32),
    };
    expect(parseEnv({ NODE_ENV: "development" }).SEED_DEMO).toBe(true);
    expect(parseEnv(production).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
  });

  it("refuses a demo password shorter than sign-in allows", () => {
    expect(() => parseEnv({ DEMO_ADMIN_PASSWORD: "short" })).toThrow("DEMO_ADMIN_PASSWORD");
  });
});
