// Newsletter sign-ups from the footer form.
import { sql } from "drizzle-orm";
import { type Db, getDb } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

/**
 * Adds the address to the list. Subscribing an address that is already there (in any letter
 * case) changes nothing and looks exactly the same to the caller, so the form never reveals who
 * is subscribed. The unique index is on lower(email), which Drizzle's onConflictDoNothing cannot
 * name as a target, hence the raw conflict clause.
 */
export async function subscribeToNewsletter(email: string, db: Db = getDb()): Promise<void> {
  await db.execute(
    sql`insert into ${newsletterSubscribers} (email) values (${email})
        on conflict (lower(email)) do nothing`,
  );
}
