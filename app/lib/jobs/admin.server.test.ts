// /admin/jobs' use-cases on both engines: counts, the failed list (newest first, paged), and
// Retry of a dead job (audited; admins only; a job that is not dead is a conflict).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, jobs, userRoles, users } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { actorOf } from "../../../tests/setup/users";
import { countJobsByStatus, listFailedJobs, retryDeadJob } from "./admin.server";
import { runJobsOnce } from "./index.server";

let admin: Actor;
let member: Actor;
async function insertUser(role?: "admin") {
  const id = crypto.randomUUID();
  await getDb()
    .insert(users)
    .values({
      id,
      name: "Jobs Tester",
      email: `jobs-${id}@example.com`,
      emailVerified: true,
      // Admin powers need two-factor on; how it is set up is the account area's business.
      twoFactorEnabled: role === "admin",
    });
  if (role) await getDb().insert(userRoles).values({ userId: id, role });
  return actorOf(id);
}

beforeAll(async () => {
  admin = await insertUser("admin");
  member = await insertUser();
});

async function insertJob(values: Partial<typeof jobs.$inferInsert>) {
  const [row] = await getDb()
    .insert(jobs)
    .values({ name: "test.admin", ...values })
    .returning({ id: jobs.id });
  return row.id;
}

describe("admin jobs", () => {
  it("counts by status and lists failed jobs newest first, page by page", async () => {
    const base = Date.parse("2030-01-01T00:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await insertJob({
          status: i % 2 === 0 ? "dead" : "queued",
          lastError: `Error: failure ${i}`,
          attempts: 5,
          updatedAt: new Date(base + i * 1000),
        }),
      );
    }
    await insertJob({ status: "queued" }); // never failed: not listed
    await insertJob({ status: "succeeded", lastError: "old error" }); // recovered: not listed

    const counts = await countJobsByStatus(admin);
    expect(counts).toMatchObject({ dead: 3, queued: 3, succeeded: 1, running: 0, cancelled: 0 });

    const first = await listFailedJobs(admin, null, 3);
    expect(first.items.map((j) => j.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(first.items[1]).toMatchObject({ status: "queued", lastError: "Error: failure 3" });
    expect(first.items[0].nextRunAt).toBeNull();
    const second = await listFailedJobs(admin, first.nextCursor, 3);
    expect(second.items.map((j) => j.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    // A crafted cursor is page one, not a 500.
    expect((await listFailedJobs(admin, "not-a-cursor", 3)).items).toHaveLength(3);
  });

  it("refuses members", async () => {
    await expect(countJobsByStatus(member)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(listFailedJobs(member, null)).rejects.toMatchObject({ kind: "forbidden" });
    const id = await insertJob({ status: "dead", lastError: "x" });
    await expect(retryDeadJob(member, id)).rejects.toMatchObject({ kind: "forbidden" });
    expect((await getDb().select().from(jobs).where(eq(jobs.id, id)))[0].status).toBe("dead");
  });

  it("retries a dead job from zero attempts, audited, and it runs again", async () => {
    const id = await insertJob({
      name: "test.retry",
      status: "dead",
      attempts: 5,
      lastError: "Error: smtp down",
      finishedAt: new Date(),
    });
    await retryDeadJob(admin, id);
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 0, finishedAt: null });
    const [entry] = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(entry).toMatchObject({
      adminId: admin.id,
      action: "job-retry",
      targetType: "job",
      targetTitle: "test.retry",
      beforeStatus: "dead",
      afterStatus: "queued",
    });
    let ran = 0;
    await runJobsOnce({
      handlers: {
        "test.retry": {
          run: async () => {
            ran += 1;
          },
        },
      },
    });
    expect(ran).toBe(1);
    // Not dead any more: a second Retry is a conflict; an unknown id is not found.
    await expect(retryDeadJob(admin, id)).rejects.toMatchObject({ kind: "conflict" });
    await expect(retryDeadJob(admin, crypto.randomUUID())).rejects.toMatchObject({
      kind: "not-found",
    });
  });
});
