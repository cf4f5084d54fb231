// The column that ties a row to a member (owner, author, host, buyer…): deleting the account
// deletes the row. Apart from columns.ts, which auth.ts itself uses, so the two never import
// each other.
import { text } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A member's id, required, the row going with the member's account. */
export const memberColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
