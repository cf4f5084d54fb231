// Demo of the new-member rules (the trust area): a member who joined this morning and whose
// introduction with three shop links waits in the admins' review queue, and a burst of four
// accounts from one address, the fourth held for approval. Both show in /admin/reports on a fresh
// start. The demo people themselves joined weeks ago (seed.server.ts), so they are not "new".
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { forumPosts, forumTopics, newMemberActions, profiles, users } from "~/db/schema";
import { POST_REPORT_TYPE } from "~/modules/forums/report-types";
import { holdForReview } from "~/modules/reports/index.server";
import { SIGNUPS_PER_IP } from "~/modules/trust";
import { newMemberStanding, recordSignUpIn } from "~/modules/trust/index.server";
import type { SeedContext, SeedStep } from "./seed-types";

const HOUR_MS = 60 * 60 * 1000;

interface FreshAccount {
  email: string;
  fullName: string;
  username: string;
  ip: string;
  joinedHoursAgo: number;
}

const NEWCOMER: FreshAccount = {
  email: "jordan.reyes@example.com",
  fullName: "Jordan Reyes",
  username: "jordan_ek9",
  ip: "198.51.100.23",
  joinedHoursAgo: 3,
};

const WELCOME_TOPIC = "Welcome to Camber Club — introduce yourself and your ride";

const NEWCOMER_POST = `Hey all, Jordan here from San Diego. Just picked up a '98 EK9 Type R with 160k on the B16B and I'm planning the first round of mods. This is my shortlist, would love opinions before I order:

https://parts.example.com/ek9/tein-flex-z-coilovers
https://parts.example.com/ek9/spoon-rigid-collar-kit
https://parts.example.com/ek9/enkei-rpf1-15x7

Budget is tight so it's one of these this month.`;

/** Four accounts in an hour from one address: the fourth waits for an admin. */
const BURST_IP = "203.0.113.7";
const BURST: FreshAccount[] = [1, 2, 3, 4].map((n) => ({
  email: `rimsdirect.deals${n}@example.com`,
  fullName: "Rims Direct Deals",
  username: `rimsdirect_deals${n}`,
  ip: BURST_IP,
  joinedHoursAgo: 2 - n * 0.25,
}));

/** An account as a sign-up makes it (user row, profile, where it came from), without a password. */
async function createFreshAccount(tx: Tx, account: FreshAccount, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  const joined = new Date(now.getTime() - account.joinedHoursAgo * HOUR_MS);
  await tx.insert(users).values({
    id,
    name: account.fullName,
    email: account.email,
    emailVerified: true,
    createdAt: joined,
    updatedAt: joined,
  });
  await tx.insert(profiles).values({
    id,
    username: account.username,
    fullName: account.fullName,
    createdAt: joined,
    updatedAt: joined,
  });
  // The address rule as at sign-up, with the default limit whatever this start's configuration.
  await recordSignUpIn(tx, { userId: id, ip: account.ip, now: joined, limit: SIGNUPS_PER_IP });
  return id;
}

async function run({ tx, now }: SeedContext) {
  const newcomer = await createFreshAccount(tx, NEWCOMER, now);
  const [welcome] = await tx
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(eq(forumTopics.title, WELCOME_TOPIC));
  if (!welcome) throw new Error(`No demo topic "${WELCOME_TOPIC}"`);
  const postedAt = new Date(now.getTime() - 2 * HOUR_MS);
  // The same rule as a real reply: three links from a member in their first day.
  const hold = (await newMemberStanding(tx, newcomer, postedAt)).postHold(NEWCOMER_POST);
  if (!hold) throw new Error("The newcomer's demo post should be held");
  const [post] = await tx
    .insert(forumPosts)
    .values({
      topicId: welcome.id,
      content: NEWCOMER_POST,
      createdBy: newcomer,
      createdAt: postedAt,
      updatedAt: postedAt,
      hiddenAt: hold.hiddenAt,
    })
    .returning({ id: forumPosts.id });
  await tx
    .insert(newMemberActions)
    .values({ userId: newcomer, kind: "reply", createdAt: postedAt });
  await holdForReview(tx, POST_REPORT_TYPE, post.id, hold.note);

  for (const account of BURST) await createFreshAccount(tx, account, now);
}

export const demoTrustStep: SeedStep = { name: "trust", run };
