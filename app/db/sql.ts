// SQL fragments every read side shares, written once against the schema's columns, so a renamed
// column breaks the typecheck instead of a query at run time and each fragment carries its
// result type into the row it is selected into.
//
// Hand-written statements give their tables a short alias (`from builds b`): declare it with
// Drizzle's `alias(builds, "b")`, write `from ${tableAs(b)}`, and its columns render as
// "b"."created_at".
import { getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { builds } from "./schema";

// Drizzle keeps an aliased table's own name under this symbol.
const ORIGINAL_NAME = Symbol.for("drizzle:OriginalName");

/** `builds b` for an aliased table (plain `builds` for the table itself), for a FROM clause. */
export function tableAs(table: PgTable): SQL {
  const name = (table as unknown as Record<symbol, string>)[ORIGINAL_NAME] ?? "";
  const as = getTableName(table);
  return name === as
    ? sql`${sql.identifier(name)}`
    : sql`${sql.identifier(name)} ${sql.identifier(as)}`;
}

const ISO_FORMATS = {
  us: sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`),
  ms: sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`),
};

/**
 * A timestamp as an ISO 8601 string in UTC, identical on PostgreSQL and PGlite (a timestamptz
 * would come back as a Date on one and a string on the other). "us" keeps the microseconds, which
 * keyset cursors compare; "ms" is what Date#toISOString writes.
 */
export function isoTimestamp(value: SQLWrapper, precision: "us" | "ms" = "us"): SQL<string> {
  return sql<string>`to_char(${value} at time zone 'UTC', ${ISO_FORMATS[precision]})`;
}

/**
 * The number of `table`'s rows matching `where`, as a correlated sub-select: with an index on the
 * compared columns it is an index-only count per outer row, never a join and group.
 */
export function countOf(table: PgTable, where: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${tableAs(table)} where ${where})`;
}

/** Whether `table` has a row matching `where`. */
export function existsIn(table: PgTable, where: SQL): SQL<boolean> {
  return sql<boolean>`exists(select 1 from ${tableAs(table)} where ${where})`;
}

/** A build anyone may see: active (not deleted) and approved (builds_public_idx). */
export function isPublicBuild(
  b: { status: AnyPgColumn; approvalStatus: AnyPgColumn } = builds,
): SQL {
  return sql`${b.status} = 'active' and ${b.approvalStatus} = 'approved'`;
}

/** What a raw select list may hold: a schema column or a typed fragment (`sql<T>`). */
type Selectable = AnyPgColumn | SQL<unknown>;

// Timestamps come back from the two engines in different forms, so a raw select never returns
// one as is: select isoTimestamp(column) instead (the row type says `never` to catch it).
type ValueOf<S> = S extends AnyPgColumn
  ? S["_"]["data"] extends Date
    ? never
    : S["_"]["notNull"] extends true
      ? S["_"]["data"]
      : S["_"]["data"] | null
  : S extends SQL<infer T>
    ? T
    : never;

/** The row a raw select of `fields` yields, typed from the schema's columns. */
export type RowOf<S extends Record<string, Selectable>> = { [K in keyof S]: ValueOf<S[K]> };

/**
 * A raw select list, `"b"."id" as "id", …`, whose row type is RowOf<typeof fields>:
 * `queryRows<RowOf<typeof fields>>(sql\`select ${selectList(fields)} from …\`)`.
 */
export function selectList(fields: Record<string, Selectable>): SQL {
  return sql.join(
    Object.entries(fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/** A column of an outer-joined table: null when no row joined, whatever the column says. */
export function joined<C extends AnyPgColumn>(column: C): SQL<C["_"]["data"] | null> {
  return sql<C["_"]["data"] | null>`${column}`;
}
