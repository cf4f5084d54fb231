// Rows for the admin tests: the people of a moderation test (an admin, its Actor, a member) and
// builds with sensible defaults, inserted straight into the database. Test code only.
import { getDb } from "~/db/client.server";
import { builds } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { insertAdmin, insertMembers } from "~/modules/events/testing/fixtures.server";
import { actorOf } from "../../../../tests/setup/users";

/** An admin (its id and the Actor the use-cases take) and one member named after `prefix`. */
export async function adminAndMember(
  prefix: string,
): Promise<{ admin: string; adminActor: Actor; member: string }> {
  const admin = await insertAdmin();
  const [member] = await insertMembers(1, prefix);
  return { admin, adminActor: await actorOf(admin), member };
}

/** A build of `userId`'s, pending and active unless told otherwise. */
export async function insertBuild(
  userId: string,
  values: Partial<typeof builds.$inferInsert> = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(builds)
    .values({ userId, title: "Project Car", carMake: "Mazda", carModel: "MX-5", ...values })
    .returning({ id: builds.id });
  return row.id;
}
