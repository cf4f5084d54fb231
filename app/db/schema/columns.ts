// Column shapes several tables share, so each is written (and typed) once. Type-only refinements
// ($type) change no SQL: `npx drizzle-kit generate` must keep reporting no changes.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** A moderated row's review state (each table keeps its own check constraint). */
export type ApprovalStatus = "pending" | "approved" | "rejected";

/** approval_status: new rows wait for an admin. */
export const approvalStatusColumn = () =>
  text("approval_status").$type<ApprovalStatus>().notNull().default("pending");

/** The check that keeps approval_status to its three values, named `<table>_approval_status_check`. */
export const approvalStatusCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_approval_status_check`, sql`${column} in ('pending', 'approved', 'rejected')`);

/** A random UUID primary key. */
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();

/** created_at: when the row was inserted. */
export const createdAtColumn = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** updated_at: set on insert; each update sets it itself. */
export const updatedAtColumn = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, for a row that changes after it is written. */
export const timestamps = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });

/**
 * Index columns in descending order, nulls first (PostgreSQL's default for DESC, so the order a
 * newest-first keyset walks): `index(name).on(...descending(t.createdAt, t.id))`.
 */
export const descending = <C extends [ExtraConfigColumn, ...ExtraConfigColumn[]]>(...columns: C) =>
  columns.map((column) => column.desc().nullsFirst()) as { [K in keyof C]: ExtraConfigColumn };

/**
 * A trigram index for ILIKE '%…%' searches on one text column. fastupdate off: a search never
 * scans a pending list that grows with every write.
 */
export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using("gin", sql`${column} gin_trgm_ops`).with({ fastupdate: "off" });

/** A required reference to the row this one belongs to; deleting that row deletes this one. */
export const partOf = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: "cascade" });

/** sort_order: the row's place in its owner's list, from 0. */
export const sortOrderColumn = () => integer("sort_order").notNull().default(0);

/**
 * hidden_at: set while the item waits for an admin's review (hidden by an admin, by three
 * members' reports, or held when a new member posted it): only its author and the admins see it.
 */
export const hiddenAtColumn = () => timestamp("hidden_at", { withTimezone: true });
