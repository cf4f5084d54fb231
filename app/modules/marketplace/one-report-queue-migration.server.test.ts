// Migration 0020 moves listing reports into the one review queue: every marketplace_reports row
// becomes a reports row (open stays open, resolved keeps who and when), copied before the old
// table is dropped. The test recreates the old table with rows, runs the migration's statements
// (less the index, which the test database has already) and reads the queue's table.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import { reports } from "~/db/schema";
import { createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import { LISTING_REPORT_TYPE } from "./constants";
import { createListing } from "./listings.server";
import { hasOpenReport } from "./queries.server";

const migration = fs.readFileSync(
  path.resolve(__dirname, "../../../drizzle/0020_one_report_queue.sql"),
  "utf8",
);
const statements = migration
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter((s) => s && !s.startsWith("CREATE INDEX"));

let seller: TestUser;
let first: TestUser;
let second: TestUser;
let admin: TestUser;
beforeAll(async () => {
  seller = await createVerifiedUser({ name: "Old Seller" });
  first = await createVerifiedUser({ name: "First Reporter" });
  second = await createVerifiedUser({ name: "Second Reporter" });
  admin = await createVerifiedUser({ name: "Old Admin" });
});

describe("migration 0020 (one report queue)", () => {
  it("copies the rows before it drops the table", () => {
    const copy = statements.findIndex((s) => s.includes('INSERT INTO "reports"'));
    const drop = statements.findIndex((s) => s.startsWith('DROP TABLE "marketplace_reports"'));
    expect(copy).toBeGreaterThanOrEqual(0);
    expect(copy).toBeLessThan(drop);
  });

  it("carries every listing report over into reports", async () => {
    const { id } = await createListing(
      seller.id,
      {
        title: "Reported long ago",
        category: "wheels",
        priceCents: 50_000,
        currency: "USD",
        condition: "used",
        location: "Austin, TX",
        description: "Old listing.",
        buildId: null,
      },
      [],
    );
    const db = getDb();
    await db.execute(sql`
      create table marketplace_reports (
        id uuid primary key default gen_random_uuid(),
        listing_id uuid not null, reporter_id text not null, reason text not null,
        resolved_at timestamptz, resolved_by text, created_at timestamptz not null default now())`);
    await db.execute(sql`
      insert into marketplace_reports (listing_id, reporter_id, reason, resolved_at, resolved_by, created_at)
      values
        (${id}::uuid, ${first.id}, 'Scam or fraud: Asks for a deposit', null, null, now() - interval '1 day'),
        (${id}::uuid, ${second.id}, 'Duplicate listing', now() - interval '2 days', ${admin.id}, now() - interval '3 days'),
        (${id}::uuid, ${second.id}, 'Other: reported again', null, null, now() - interval '1 hour')`);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const rows = await db.select().from(reports).where(eq(reports.targetId, id));
    const byReporter = new Map(rows.map((r) => [r.reporterId, r]));
    expect(rows).toHaveLength(2);
    expect(byReporter.get(first.id)).toMatchObject({
      targetType: LISTING_REPORT_TYPE,
      reason: "other",
      note: "Scam or fraud: Asks for a deposit",
      status: "open",
      resolvedBy: null,
    });
    // The member's open report wins over their earlier, resolved one (one row per member).
    expect(byReporter.get(second.id)).toMatchObject({
      note: "Other: reported again",
      status: "open",
    });
    expect(await hasOpenReport(first.id, id)).toBe(true);
    const [gone] = await queryRows<{ t: string | null }>(
      sql`select to_regclass('marketplace_reports')::text as t`,
    );
    expect(gone.t).toBeNull();
  });

  it("keeps who resolved a report and when", async () => {
    const { id } = await createListing(
      seller.id,
      {
        title: "Resolved long ago",
        category: "parts",
        priceCents: 9_900,
        currency: "USD",
        condition: "used",
        location: "Reno, NV",
        description: "Old listing.",
        buildId: null,
      },
      [],
    );
    const db = getDb();
    await db.execute(sql`
      create table marketplace_reports (
        id uuid primary key default gen_random_uuid(),
        listing_id uuid not null, reporter_id text not null, reason text not null,
        resolved_at timestamptz, resolved_by text, created_at timestamptz not null default now())`);
    await db.execute(sql`
      insert into marketplace_reports (listing_id, reporter_id, reason, resolved_at, resolved_by)
      values (${id}::uuid, ${first.id}, 'Prohibited or stolen item', '2026-01-02T03:04:05Z', ${admin.id})`);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const [row] = await db.select().from(reports).where(eq(reports.targetId, id));
    expect(row).toMatchObject({ status: "resolved", resolvedBy: admin.id, reason: "other" });
    expect(row.resolvedAt?.toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });
});
