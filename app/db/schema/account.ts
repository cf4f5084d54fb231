// A member's account beyond better-auth's own tables: the data exports they asked for, where
// they signed up from (to hold a burst of sign-ups from one address for review) and what they
// created in their first day (the new-member limits).
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAtColumn, descending, uuidPrimaryKey } from "./columns";
import { memberColumn } from "./member-columns";

/**
 * One "Export my data" request: built by the job runner into a zip in storage, downloadable
 * through an unguessable link (only its SHA-256 is kept) until expires_at, then removed.
 */
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuidPrimaryKey(),
    userId: memberColumn("user_id"),
    /** 'pending' until the zip is stored ('ready'); 'failed' after the job's last attempt. */
    status: text("status").$type<"pending" | "ready" | "failed">().notNull().default("pending"),
    /** SHA-256 (hex) of the download link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    /** The zip's storage key, once written. */
    storageKey: text("storage_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    createdAt: createdAtColumn(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("account_exports_status_check", sql`${t.status} in ('pending', 'ready', 'failed')`),
    index("account_exports_user_created_idx").on(t.userId, ...descending(t.createdAt)),
    index("account_exports_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Where and when an account was created. held_at is set when the address had already made
 * several accounts that day: the member can sign in but posts nothing until an admin approves.
 */
export const memberSignups = pgTable(
  "member_signups",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ip: text("ip"),
    createdAt: createdAtColumn(),
    heldAt: timestamp("held_at", { withTimezone: true }),
  },
  (t) => [index("member_signups_ip_created_idx").on(t.ip, t.createdAt)],
);

/**
 * What a member created while new (topics, replies, builds, events, listings): the new-member
 * limits count here, so deleting a topic gives no second chance at the day's three.
 */
export const newMemberActions = pgTable(
  "new_member_actions",
  {
    id: uuidPrimaryKey(),
    userId: memberColumn("user_id"),
    kind: text("kind").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("new_member_actions_user_kind_idx").on(t.userId, t.kind, t.createdAt)],
);
