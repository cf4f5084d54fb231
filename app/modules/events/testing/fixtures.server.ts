// Rows for the events tests: members inserted straight into users + profiles (signing up 50
// people through better-auth would spend most of a test hashing passwords) and events with
// sensible defaults. Test code only.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { events, profiles, userRoles, users } from "~/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertMembers(count: number, prefix = "member"): Promise<string[]> {
  const tag = crypto.randomBytes(3).toString("hex");
  const people = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `${prefix} ${i + 1}`,
    email: `${prefix}-${tag}-${i + 1}@example.com`,
    username: `${prefix}_${tag}_${i + 1}`,
  }));
  const db = getDb();
  // Joined a month ago: established members, whom the new-member limits leave alone.
  const joined = new Date(Date.now() - 30 * DAY_MS);
  await db.insert(users).values(
    people.map(({ id, name, email }) => ({
      id,
      name,
      email,
      emailVerified: true,
      createdAt: joined,
    })),
  );
  await db
    .insert(profiles)
    .values(people.map(({ id, name, username }) => ({ id, username, fullName: name })));
  return people.map((p) => p.id);
}

/** An admin as admins are on the site: the role, and two-factor on (ADR 035). */
export async function insertAdmin(): Promise<string> {
  const [id] = await insertMembers(1, "admin");
  await getDb().insert(userRoles).values({ userId: id, role: "admin" });
  await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
  return id;
}

export type EventRowInput = Partial<typeof events.$inferInsert> & { createdBy: string };

/** An approved event a week from now, unless told otherwise. */
export async function insertEvent(input: EventRowInput): Promise<string> {
  const [row] = await getDb()
    .insert(events)
    .values({
      title: "Test Meet",
      eventDate: new Date(Date.now() + 7 * DAY_MS),
      location: "Portland, OR, United States",
      approvalStatus: "approved",
      ...input,
    })
    .returning({ id: events.id });
  return row.id;
}

export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
