import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, descending, uuidPrimaryKey } from "./columns";

/**
 * Every admin panel action: who, what (the intent, e.g. 'build-approve'), which record (kept as
 * id and title, since a deleted record is gone), its status before and after, and when. Not in
 * the SPEC; the Audit tab lists it newest first.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuidPrimaryKey(),
    // The entry outlives the admin's account and keeps its id (no foreign key): the history
    // stays complete after an account is deleted, with the id only.
    adminId: text("admin_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    targetTitle: text("target_title"),
    beforeStatus: text("before_status"),
    afterStatus: text("after_status"),
    createdAt: createdAtColumn(),
  },
  (t) => [index("admin_audit_log_created_idx").on(...descending(t.createdAt, t.id))],
);
