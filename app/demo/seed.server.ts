// Demo content for a fresh site: runs at start when SEED_DEMO is on and the users table is empty.
//
// The seed is ONE transaction: either every step's rows are committed or none are, so a seed that
// fails half-way leaves an empty database and the next start simply seeds again (no duplicates).
// On PostgreSQL several processes may start together: an advisory lock inside the transaction and
// a second look at the users table make exactly one of them seed.
//
// Adding demo content for an area (builds, events, forums…): append a step to `seedSteps`.
// A step receives `tx` and MUST write through it (`tx.insert(...)`, or module functions that take
// a `db: Db | Tx` argument): calling getDb() inside the transaction hangs forever on PGlite.
// `people` gives the user ids of the demo admin and members to own the content.
// Keep steps quick: the first start waits for them, and the seed test and the browser tests'
// templates run them once per database engine on every test run.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { accounts, profiles, twoFactors, userRoles, users } from "~/db/schema";
import { type Env, env } from "~/lib/env.server";
import {
  enrolmentOf,
  type ImportedTwoFactor,
  importedTwoFactor,
} from "~/modules/account/index.server";
import { auth } from "~/modules/auth/index.server";
import { demoAccountDeletionStep } from "./account-deletion.seed.server";
import { demoAccountExportStep } from "./account-export.seed.server";
import { demoAccountSecurityStep } from "./account-security.seed.server";
import { demoAccountSessionsStep } from "./account-sessions.seed.server";
import { demoBuildJournalsStep } from "./build-journals.seed.server";
import { demoBuildSpecsStep } from "./build-specs.seed.server";
import { demoBuildsStep } from "./builds.seed.server";
import { demoCommentThreadsStep } from "./comment-threads.seed.server";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_MEMBERS } from "./demo-people";
import { demoEventCarsStep } from "./event-cars.seed.server";
import { demoEventCheckInStep } from "./event-check-in.seed.server";
import { demoEventHostToolsStep } from "./event-host-tools.seed.server";
import { demoEventSeriesStep } from "./event-series.seed.server";
import { demoEventsStep } from "./events.seed.server";
import { demoFeaturesStep } from "./features.seed.server";
import { demoFlagsStep } from "./flags.seed.server";
import { demoFollowingStep } from "./following.seed.server";
import { demoForumsStep } from "./forums.seed.server";
import { demoMarketplaceStep } from "./marketplace.seed.server";
import { demoMediaStep } from "./media.seed.server";
import type { SeedContext, SeededPerson, SeedStep } from "./seed-types";
import { demoTrustStep } from "./trust.seed.server";

const SEED_LOCK_ID = 7_351_003; // any constant shared by all app processes

export interface DemoCredentials {
  admin: {
    email: string;
    password: string;
    /** Two-factor (admins must have it): the documented TOTP secret and its otpauth:// URI. */
    totpSecret: string;
    totpUri: string;
    /** One-use codes for signing in without the authenticator. */
    backupCodes: string[];
  };
  members: { email: string; password: string }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The steps after the demo people exist, in order. Areas append theirs here. */
export const seedSteps: SeedStep[] = [
  demoBuildsStep,
  demoBuildSpecsStep,
  demoCommentThreadsStep,
  demoBuildJournalsStep,
  demoEventsStep,
  demoEventSeriesStep,
  demoEventCheckInStep,
  demoEventHostToolsStep,
  demoForumsStep,
  demoFeaturesStep,
  demoMarketplaceStep,
  demoMediaStep,
  demoFollowingStep,
  demoEventCarsStep,
  demoTrustStep,
  demoFlagsStep,
  demoAccountSessionsStep,
  demoAccountSecurityStep,
  // Last: the demo member's data export packs what the steps above made.
  demoAccountExportStep,
  // Last: a member who took part, then deleted their account (what stays, as "Deleted member").
  demoAccountDeletionStep,
];

/**
 * Creates the demo admin and members: verified e-mail, a credential account whose password is
 * hashed by better-auth (so sign-in accepts it), a profile, and the admin role with two-factor on
 * (its documented secret).
 */
async function createDemoPeople(
  tx: Tx,
  now: Date,
  hashes: { admin: string; member: string },
  adminTwoFactor: ImportedTwoFactor,
): Promise<SeedContext["people"]> {
  const everyone = [DEMO_ADMIN, ...DEMO_MEMBERS];
  const seeded: SeededPerson[] = [];
  for (const [index, person] of everyone.entries()) {
    const id = crypto.randomUUID();
    // Spread the join dates over the past weeks, the admin first, so "newest members" lists
    // look like a real community.
    const joined = new Date(now.getTime() - (everyone.length - index) * 9 * DAY_MS);
    await tx.insert(users).values({
      id,
      name: person.fullName,
      email: person.email,
      emailVerified: true,
      twoFactorEnabled: index === 0,
      createdAt: joined,
      updatedAt: joined,
    });
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: index === 0 ? hashes.admin : hashes.member,
      createdAt: joined,
      updatedAt: joined,
    });
    await tx.insert(profiles).values({
      id,
      username: person.username,
      fullName: person.fullName,
      bio: person.bio,
      location: person.location,
      createdAt: joined,
      updatedAt: joined,
    });
    seeded.push({ ...person, id });
  }
  const [admin, ...members] = seeded;
  await tx.insert(userRoles).values({ userId: admin.id, role: "admin" });
  await tx.insert(twoFactors).values({
    id: crypto.randomUUID(),
    userId: admin.id,
    secret: adminTwoFactor.secret,
    backupCodes: adminTwoFactor.backupCodes,
    verified: true,
  });
  return { admin, members };
}

function randomPassword() {
  return crypto.randomBytes(12).toString("base64url");
}

/** DEMO_ADMIN_PASSWORD / DEMO_MEMBER_PASSWORD when set, otherwise fresh random passwords. */
export function demoPasswords(config: Pick<Env, "DEMO_ADMIN_PASSWORD" | "DEMO_MEMBER_PASSWORD">) {
  return {
    admin: config.DEMO_ADMIN_PASSWORD ?? randomPassword(),
    member: config.DEMO_MEMBER_PASSWORD ?? randomPassword(),
  };
}

function credentialsText(credentials: DemoCredentials) {
  const { admin } = credentials;
  return [
    "Camber Club demo accounts (created on first start; change or remove them before going live)",
    "",
    `Admin:   ${admin.email}   password: ${admin.password}`,
    `         two-factor is on (admins must have it). Add this secret to an authenticator app`,
    `         (time-based, 6 digits): ${admin.totpSecret.replace(/(.{4})/g, "$1 ").trim()}`,
    `         or open this in one: ${admin.totpUri}`,
    `         backup codes (each signs in once): ${admin.backupCodes.join("  ")}`,
    ...credentials.members.map((m) => `Member:  ${m.email}   password: ${m.password}`),
    "",
  ].join("\n");
}

/** Prints the demo accounts and saves them to DATA_DIR/demo-credentials.txt (owner-only). */
function announceCredentials(credentials: DemoCredentials) {
  const text = credentialsText(credentials);
  const file = path.join(env().dataDir, "demo-credentials.txt");
  let saved = `Saved to ${file}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    saved = `Could not save them to ${file}: ${(error as Error).message}`;
  }
  const rule = "=".repeat(78);
  console.info(`\n${rule}\n${text}${saved}\n${rule}\n`);
}

/**
 * Seeds an empty database with the demo people and every area's demo content.
 * Returns the demo credentials when it seeded, null when the database already had users.
 */
export async function seedDemoContent(): Promise<DemoCredentials | null> {
  const db = getDb();
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;

  const passwords = demoPasswords(env());
  // Hashing is slow on purpose (scrypt): do it before the transaction opens.
  const authContext = await auth().$context;
  const hashes = {
    admin: await authContext.password.hash(passwords.admin),
    member: await authContext.password.hash(passwords.member),
  };
  const adminTwoFactor = await importedTwoFactor(DEMO_ADMIN_TOTP_SECRET);

  const now = new Date();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ n: usersNow }] = await tx.select({ n: count() }).from(users);
    if (usersNow > 0) return false; // another process seeded while this one waited
    const people = await createDemoPeople(tx, now, hashes, adminTwoFactor);
    for (const step of seedSteps) {
      try {
        await step.run({ tx, people, now });
      } catch (error) {
        throw new Error(`Demo seed step "${step.name}" failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    return true;
  });
  if (!seeded) return null;

  const credentials: DemoCredentials = {
    admin: {
      email: DEMO_ADMIN.email,
      password: passwords.admin,
      totpSecret: DEMO_ADMIN_TOTP_SECRET,
      totpUri: (await enrolmentOf(adminTwoFactor.secret, DEMO_ADMIN.email)).uri,
      backupCodes: adminTwoFactor.codes,
    },
    members: DEMO_MEMBERS.map((m) => ({ email: m.email, password: passwords.member })),
  };
  announceCredentials(credentials);
  return credentials;
}
