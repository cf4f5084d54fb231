// Scale-out proof of the job runner: TWO app processes (the built app, each with its job worker)
// on ONE PostgreSQL database send each event reminder exactly once: one in-app notice and one
// e-mail per member and reminder, whichever process's worker scans and sends.
//
// RUNS ONLY WHEN TEST_DATABASE_URL IS SET, like ./two-processes.spec.ts (the "scale-out" project).
// The events and RSVPs are written into the database copy before the processes start, so their
// workers' first scan (at start) finds reminders that are due at once (the day-before reminders
// of an event three hours away whose members signed up days ago) and soon (the two-hour
// reminders of an event that starts in two hours and a bit; its members signed up an hour ago,
// after its day-before time, so they get only that one).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import {
  copyDatabase,
  launch,
  type RunningProcess,
  readTemplates,
  tempDir,
} from "../e2e/support/app-server";
import { demoUsers } from "../e2e/support/demo-users";
import { createTestDatabase, type TestDatabase } from "../setup/postgres";

test.describe.configure({ mode: "serial" });

const HOUR = 60 * 60 * 1000;
let database: TestDatabase;
const dataDirs: string[] = [];
const apps: RunningProcess[] = [];
let members: { id: string; email: string }[] = [];
const eventIds: Record<"soon" | "later", string> = { soon: "", later: "" };
const titles = {
  soon: `Two Process Meet Soon ${Date.now()}`,
  later: `Two Process Meet ${Date.now()}`,
};

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The scale-out spec needs TEST_DATABASE_URL (see its header).");
  const template = readTemplates()?.postgres;
  database = template?.databaseName
    ? await copyDatabase(serverUrl, template.databaseName)
    : await createTestDatabase(serverUrl, "scale_out_jobs");

  members = await sql<{ id: string; email: string }>(
    "select id, email from users where email = any($1) order by email",
    [demoUsers.members.map((m) => m.email)],
  );
  expect(members).toHaveLength(demoUsers.members.length);
  const host = await sql<{ id: string }>("select id from users where email = $1", [
    demoUsers.admin.email,
  ]);
  const now = Date.now();
  const plan = [
    // Day-before reminders due now (start in 3 h; signed up two days ago).
    { key: "later" as const, startsAt: now + 3 * HOUR, signedUp: now - 48 * HOUR },
    // Two-hour reminders due ~45 s after the processes start; signed up an hour ago.
    { key: "soon" as const, startsAt: now + 2 * HOUR + 45_000, signedUp: now - HOUR },
  ];
  for (const event of plan) {
    const [row] = await sql<{ id: string }>(
      `insert into events (title, event_date, location, created_by, approval_status, created_at)
       values ($1, $2, 'Denver, CO, United States', $3, 'approved', $4) returning id`,
      [titles[event.key], new Date(event.startsAt), host[0].id, new Date(event.signedUp - HOUR)],
    );
    eventIds[event.key] = row.id;
    for (const member of members) {
      await sql(
        "insert into event_registrations (event_id, user_id, status, created_at) values ($1, $2, 'going', $3)",
        [row.id, member.id, new Date(event.signedUp)],
      );
    }
  }

  // Both start at once, as behind one load balancer.
  const started = await Promise.allSettled(
    ["a", "b"].map((name) => {
      const dataDir = tempDir(`scale-out-jobs-${name}`);
      dataDirs.push(dataDir);
      return launch({ dataDir, databaseUrl: database.url, timeoutMs: 150_000 });
    }),
  );
  for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
  const failed = started.find((r) => r.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
});

test.afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill()));
  await database?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [index, app] of apps.entries()) {
    await testInfo.attach(`server-log-${"ab"[index]}.txt`, {
      body: app.log().slice(-20_000),
      contentType: "text/plain",
    });
  }
});

/** Every reminder notice of the two events: [event key, member id, kind]. */
async function reminderNotices() {
  const rows = await sql<{ link: string; user_id: string; kind: string }>(
    "select link, user_id, kind from notifications where kind like 'event-reminder%' and link = any($1)",
    [Object.values(eventIds).map((id) => `/events/${id}`)],
  );
  return rows.map(
    (r) => `${r.link === `/events/${eventIds.soon}` ? "soon" : "later"} ${r.user_id} ${r.kind}`,
  );
}

/** Every reminder e-mail either process wrote to its outbox: "<to> <subject>". */
function reminderMails(): string[] {
  const mails: string[] = [];
  for (const dir of dataDirs) {
    const outbox = path.join(dir, "outbox");
    if (!fs.existsSync(outbox)) continue;
    for (const file of fs.readdirSync(outbox).filter((f) => f.endsWith(".json"))) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), "utf8")) as {
        to: string;
        subject: string;
      };
      if (
        mail.subject.startsWith("Reminder:") &&
        Object.values(titles).some((t) => mail.subject.includes(`"${t}"`))
      ) {
        mails.push(`${mail.to} ${mail.subject}`);
      }
    }
  }
  return mails;
}

test("two processes send each reminder once: one notice and one e-mail per member", async () => {
  test.setTimeout(150_000);
  const expected = [
    ...members.map((m) => `later ${m.id} event-reminder-day`),
    ...members.map((m) => `soon ${m.id} event-reminder-hours`),
  ].sort();

  await expect
    .poll(async () => (await reminderNotices()).sort(), { timeout: 120_000, intervals: [1000] })
    .toEqual(expected);
  // A few more polls of both workers: nothing is sent twice.
  await new Promise((r) => setTimeout(r, 6000));
  expect((await reminderNotices()).sort()).toEqual(expected);

  const mails = reminderMails();
  expect(mails).toHaveLength(expected.length);
  expect(new Set(mails).size).toBe(expected.length);
  for (const member of members) {
    expect(mails.filter((m) => m.startsWith(`${member.email} `))).toHaveLength(2);
  }

  // One job per reminder sent, each run once; the later event's two-hour reminders wait queued
  // for their time (an hour away). One scan per minute slot, however many processes.
  const jobs = await sql<{ status: string; attempts: number; run_at: Date }>(
    "select status, attempts, run_at from jobs where name = 'events.reminder' and unique_key like any($1)",
    [Object.values(eventIds).map((id) => `event-reminder:${id}:%`)],
  );
  const done = jobs.filter((j) => j.status === "succeeded");
  expect(done).toHaveLength(expected.length);
  expect(done.every((j) => j.attempts === 1)).toBe(true);
  const waiting = jobs.filter((j) => j.status !== "succeeded");
  expect(waiting).toHaveLength(members.length);
  for (const job of waiting) {
    expect(job.status).toBe("queued");
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
  }
  const slots = await sql<{ unique_key: string }>(
    "select unique_key from jobs where name = 'events.reminders.scan'",
  );
  expect(new Set(slots.map((s) => s.unique_key)).size).toBe(slots.length);
});
