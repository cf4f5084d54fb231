// Demo sessions: the demo member Maya is signed in on her phone and on a desktop at the shop as
// well, so /account's "Where you're signed in" shows other devices to sign out on a fresh site.
// The tokens are random and never written anywhere else: nobody can use these sessions.
import crypto from "node:crypto";
import { sessions } from "~/db/schema";
import { DAY_MS, daysBefore, demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

const HOUR_MS = 60 * 60 * 1000;
const SESSION_DAYS = 30; // as long as better-auth keeps a session (app/lib/auth.server.ts)

export const DEMO_SESSIONS = [
  {
    username: "maya_s2k",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    ipAddress: "198.51.100.23",
    signedInDaysAgo: 9,
    lastSeenHoursAgo: 5,
  },
  {
    username: "maya_s2k",
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    ipAddress: "2001:db8:4f2a:17::3",
    signedInDaysAgo: 16,
    lastSeenHoursAgo: 4 * 24,
  },
] as const;

async function run({ tx, people, now }: SeedContext): Promise<void> {
  const { idOf } = demoPeople(people);
  for (const demo of DEMO_SESSIONS) {
    const createdAt = daysBefore(now, demo.signedInDaysAgo);
    const updatedAt = new Date(now.getTime() - demo.lastSeenHoursAgo * HOUR_MS);
    await tx.insert(sessions).values({
      id: crypto.randomUUID(),
      token: crypto.randomBytes(32).toString("base64url"),
      userId: idOf(demo.username),
      userAgent: demo.userAgent,
      ipAddress: demo.ipAddress,
      createdAt,
      updatedAt,
      expiresAt: new Date(updatedAt.getTime() + SESSION_DAYS * DAY_MS),
    });
  }
}

export const demoAccountSessionsStep: SeedStep = { name: "account sessions", run };
