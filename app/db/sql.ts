// SQL fragments every read side shares, written once against the schema's columns, so a renamed
// column breaks the typecheck instead of a query at run time and each fragment carries its
// result type into the row it is selected into.
//
// Hand-written statements give their tables a short alias (`from builds b`): declare it with
// Drizzle's `alias(builds, "b")`, write `from ${tableAs(b)}`, and its columns render as
// "b"."created_at".
import { getTableName, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { HiddenState } from "~/lib/hidden";
import { builds, reports } from "./schema";

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

/**
 * A build anyone may see: active (not deleted), approved (builds_public_idx) and not hidden
 * pending an admin's review (hidden_at).
 */
export function isPublicBuild(
  b: { status: AnyPgColumn; approvalStatus: AnyPgColumn; hiddenAt: AnyPgColumn } = builds,
): SQL {
  return sql`${b.status} = 'active' and ${b.approvalStatus} = 'approved' and ${b.hiddenAt} is null`;
}

/** Who reads a list or a page: null for a visitor. */
export interface Reader {
  id: string;
  isAdmin: boolean;
}

/**
 * Hidden means hidden (ADR 038): a row whose `hiddenAt` is set (three members reported it, an
 * admin hid it, or the site held it for review) is shown only to its author and to admins.
 */
export function shownTo(hiddenAt: SQLWrapper, authorId: SQLWrapper, reader: Reader | null): SQL {
  if (reader?.isAdmin) return sql`true`;
  if (reader) return sql`(${hiddenAt} is null or ${authorId} = ${reader.id})`;
  return sql`${hiddenAt} is null`;
}

/**
 * Why a row is hidden (HiddenState: 'review' while reports of it wait in the admins' queue,
 * 'moderators' once an admin decided to keep it hidden; null when it is not hidden), as SQL: its
 * report type in the queue, its id and hidden_at columns.
 */
export function hiddenStateOf(
  targetType: string,
  id: SQLWrapper,
  hiddenAt: SQLWrapper,
): SQL<HiddenState | null> {
  return sql<HiddenState | null>`case when ${hiddenAt} is null then null
    when exists (select 1 from ${reports} hr where hr.target_type = ${targetType}
      and hr.target_id = ${id} and hr.status = 'open') then 'review'
    else 'moderators' end`;
}

const UUID_IN_LINK = "([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})";

/** The pages of hidden-able items a stored link may lead to: path prefix, table, author column. */
const HIDEABLE_PAGES = [
  ["/builds/", "builds", "user_id"],
  ["/events/", "events", "created_by"],
  ["/forums/topic/", "forum_topics", "created_by"],
  ["/marketplace/", "marketplace_listings", "seller_id"],
] as const;

/**
 * A stored link (a notice's), or null while it leads to the page of an item hidden pending review
 * (ADR 038) that `readerId` did not write: a notice sent before the item was hidden no longer
 * leads to a page its reader cannot open. Comments and replies keep their links (their thread
 * shows a placeholder).
 */
export function linkUnlessHidden(link: SQLWrapper, readerId: string): SQL<string | null> {
  const hidden = HIDEABLE_PAGES.map(
    ([prefix, table, author]) => sql`exists (select 1 from ${sql.identifier(table)} hx
      where hx.id = (substring(${link} from ${`^${prefix}${UUID_IN_LINK}`}))::uuid
        and hx.hidden_at is not null and hx.${sql.identifier(author)} is distinct from ${readerId})`,
  );
  return sql<string | null>`case when ${sql.join(hidden, sql` or `)} then null else ${link} end`;
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
