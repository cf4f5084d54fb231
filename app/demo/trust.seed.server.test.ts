// The new-member rules' demo step on a fresh database (run after the forums' step, with the demo
// people created as test accounts): the newcomer's introduction with three links is hidden and in
// the review queue, and of four accounts from one address the fourth is held.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { createVerifiedUser } from "../../tests/setup/users";
import { DEMO_ADMIN, DEMO_MEMBERS, type DemoPerson } from "./demo-people";
import { demoForumsStep } from "./forums.seed.server";
import type { SeededPerson } from "./seed-types";
import { demoTrustStep } from "./trust.seed.server";

async function person(demo: DemoPerson): Promise<SeededPerson> {
  const user = await createVerifiedUser({ email: demo.email, name: demo.fullName });
  await getDb().update(profiles).set({ username: demo.username }).where(eq(profiles.id, user.id));
  return { ...demo, id: user.id };
}

it("puts a held new member's post and a held account in the admins' queue", async () => {
  const admin = await person(DEMO_ADMIN);
  const members: SeededPerson[] = [];
  for (const member of DEMO_MEMBERS) members.push(await person(member));
  const context = { people: { admin, members }, now: new Date() };
  await getDb().transaction(async (tx) => {
    await demoForumsStep.run({ tx, ...context });
    await demoTrustStep.run({ tx, ...context });
  });

  const held = await queryRows<{ target_type: string; note: string; hidden: boolean }>(sql`
    select r.target_type, r.note,
      coalesce((select p.hidden_at is not null from forum_posts p where p.id = r.target_id), false)
        as hidden
    from reports r where r.reason = 'held' and r.status = 'open' order by r.target_type`);
  expect(held).toEqual([
    { target_type: "forum-post", note: "New member's post with 3 links", hidden: true },
    { target_type: "member", note: "4th account from 203.0.113.7 today", hidden: false },
  ]);
  const signups = await queryRows<{ ip: string; held: boolean }>(sql`
    select ip, held_at is not null as held from member_signups order by created_at`);
  expect(signups.filter((s) => s.ip === "203.0.113.7").map((s) => s.held)).toEqual([
    false,
    false,
    false,
    true,
  ]);
});
