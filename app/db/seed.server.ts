// Demo content for a fresh site. Runs only when the database has no users.
import { count } from "drizzle-orm";
import { getDb } from "./client.server";
import { users } from "./schema";

export async function seedDemoContent() {
  const [{ n }] = await getDb().select({ n: count() }).from(users);
  if (n > 0) return;
  // Filled in by the seed task: demo admin, members, builds, events.
}
