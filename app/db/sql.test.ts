import { sql } from "drizzle-orm";
import { alias, PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { buildLikes, builds } from "./schema";
import { countOf, existsIn, isoTimestamp, isPublicBuild, joined, selectList, tableAs } from "./sql";

const render = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;
const b = alias(builds, "b");
const l = alias(buildLikes, "l");

describe("shared SQL fragments", () => {
  it("name an aliased table with its alias and the table itself plainly", () => {
    expect(render(sql`from ${tableAs(b)}`)).toBe('from "builds" "b"');
    expect(render(sql`from ${tableAs(builds)}`)).toBe('from "builds"');
  });

  it("write ISO timestamps in UTC with micro- or milliseconds", () => {
    expect(render(isoTimestamp(b.createdAt))).toBe(
      `to_char("b"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    );
    expect(render(isoTimestamp(b.createdAt, "ms"))).toContain(`SS.MS"Z"'`);
  });

  it("count and test rows with correlated sub-selects", () => {
    expect(render(countOf(l, sql`${l.buildId} = ${b.id}`))).toBe(
      '(select count(*)::int from "build_likes" "l" where "l"."build_id" = "b"."id")',
    );
    expect(render(existsIn(l, sql`${l.buildId} = ${b.id}`))).toBe(
      'exists(select 1 from "build_likes" "l" where "l"."build_id" = "b"."id")',
    );
  });

  it("keep the public-build filter to active, approved builds that are not hidden", () => {
    expect(render(isPublicBuild(b))).toBe(
      `"b"."status" = 'active' and "b"."approval_status" = 'approved' and "b"."hidden_at" is null`,
    );
  });

  it("name each selected value after its field", () => {
    expect(
      render(
        sql`select ${selectList({ id: b.id, created_at: isoTimestamp(b.createdAt), owner: joined(b.userId) })}`,
      ),
    ).toBe(
      `select "b"."id" as "id", to_char("b"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "created_at", "b"."user_id" as "owner"`,
    );
  });
});
