// Scale-out proof: TWO app processes (the built app, started like every e2e app) on ONE PostgreSQL
// database and ONE S3-protocol server (s3rver), with rate limits ON, behave as one site:
// - a session made on process A is valid on B, and signing out on B ends it on A;
// - rate limits count across both (attempts split between A and B hit the limit at its count);
// - an image uploaded through A is served by B (and A), from the bucket, not from either disk.
//
// RUNS ONLY WHEN TEST_DATABASE_URL IS SET (CI sets it): two processes cannot share the embedded
// PGlite database, so the "scale-out" Playwright project (playwright.config.ts) exists only then,
// like Vitest's postgres project. Locally:
//   TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres \
//     npx playwright test --project scale-out
// The processes sit behind a pretend load balancer (TRUST_PROXY_HOPS=1), so each test sends its
// own client address in X-Forwarded-For and counts on rate-limit windows nobody else touched.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import sharp from "sharp";
import { createS3Client } from "../../app/lib/storage-s3.server";
import {
  copyDatabase,
  launch,
  type RunningProcess,
  readTemplates,
  tempDir,
} from "../e2e/support/app-server";
import { demoUsers } from "../e2e/support/demo-users";
import { createTestDatabase, type TestDatabase } from "../setup/postgres";
import { startTestS3Server, type TestS3Server } from "../setup/s3";

test.describe.configure({ mode: "serial" });

const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

let s3: TestS3Server;
let database: TestDatabase;
const dataDirs: string[] = [];
const apps: RunningProcess[] = [];
const contexts: APIRequestContext[] = [];

/** A client address of the documentation range, new for each test (see header). */
function clientAddress() {
  return `198.51.100.${crypto.randomInt(1, 255)}`;
}

async function client(app: RunningProcess, ip: string, cookie?: string) {
  const context = await request.newContext({
    baseURL: app.baseURL,
    extraHTTPHeaders: {
      // What a browser sends with a form post, and what the load balancer adds.
      Origin: app.baseURL,
      "X-Forwarded-For": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  contexts.push(context);
  return context;
}

/** The cookies a response sets, as a Cookie header ("name=value; name2=value2"). */
function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

async function signInOn(app: RunningProcess, ip: string, email: string, password: string) {
  const api = await client(app, ip);
  const response = await api.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const setCookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(setCookies.some((c) => c.startsWith("camber.session_token="))).toBe(true);
  return cookieHeader(setCookies);
}

async function sessionEmail(api: APIRequestContext): Promise<string | null> {
  const response = await api.get("/api/auth/get-session");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user?: { email?: string } } | null;
  return body?.user?.email ?? null;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The scale-out spec needs TEST_DATABASE_URL (see its header).");
  s3 = await startTestS3Server("camber-scale-out");
  const template = readTemplates()?.postgres;
  database = template?.databaseName
    ? await copyDatabase(serverUrl, template.databaseName)
    : await createTestDatabase(serverUrl, "scale_out");
  // What every process behind one load balancer shares: the secret, the database, the bucket.
  const shared: NodeJS.ProcessEnv = {
    ...s3.env,
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    RATE_LIMITS: "on",
    TRUST_PROXY_HOPS: "1",
  };
  // Both start at once: migrations and the demo seed must cope (advisory locks).
  const started = await Promise.allSettled(
    ["a", "b"].map((name) => {
      const dataDir = tempDir(`scale-out-${name}`);
      dataDirs.push(dataDir);
      return launch({ dataDir, databaseUrl: database.url, timeoutMs: 150_000, env: shared });
    }),
  );
  for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
  const failed = started.find((r) => r.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
  await Promise.all(apps.map((app) => app.kill()));
  await database?.drop();
  await s3?.stop();
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

test("a session made on one process is valid on the other, and ends on both", async () => {
  const [a, b] = apps;
  const ip = clientAddress();
  const member = demoUsers.members[1];
  const cookie = await signInOn(a, ip, member.email, member.password);

  const onB = await client(b, ip, cookie);
  expect(await sessionEmail(onB)).toBe(member.email);
  // A member-only page renders on B for the session A made (no redirect to /auth).
  const profile = await onB.get("/profile", { maxRedirects: 0 });
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain(member.username);

  // Signing out on B revokes the session in the database, so A no longer knows it either.
  const signOut = await onB.post("/api/auth/sign-out", { data: {} });
  expect(signOut.status()).toBe(200);
  const onA = await client(a, ip, cookie);
  expect(await sessionEmail(onA)).toBeNull();
  const guarded = await onA.get("/profile", { maxRedirects: 0 });
  expect(guarded.status()).toBe(302);
  expect(guarded.headers().location).toMatch(/^\/auth/);
});

test("a rate limit counts attempts on both processes together", async () => {
  const [a, b] = apps;
  const ip = clientAddress();
  const member = demoUsers.members[2];
  const onA = await client(a, ip);
  const onB = await client(b, ip);
  const attempt = (api: APIRequestContext) =>
    api.post("/auth", {
      form: { intent: "signin", email: member.email, password: "not-the-password-1" },
      maxRedirects: 0,
    });

  // After 5 failed sign-ins an account waits before the next attempt. Alternating A, B, A, B, A:
  // neither process saw more than 3, yet the sixth attempt, on B, is refused.
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 === 0 ? onA : onB)).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  const sixth = await attempt(onB);
  expect(sixth.status()).toBe(429);
  expect(await sixth.text()).toContain(RATE_LIMIT_MESSAGE);
  // And on A as well: the wait is shared, not per process.
  expect((await attempt(onA)).status()).toBe(429);

  // better-auth's own endpoint limit (10 sign-ins a minute per address) is shared the same way.
  const ip2 = clientAddress();
  const apiA = await client(a, ip2);
  const apiB = await client(b, ip2);
  const apiStatuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    // Other accounts each time: this member already waits (above).
    const response = await (i % 2 === 0 ? apiA : apiB).post("/api/auth/sign-in/email", {
      data: { email: `nobody-${i}-${ip2}@example.com`, password: "not-the-password-2" },
    });
    apiStatuses.push(response.status());
  }
  expect(apiStatuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(apiStatuses[10]).toBe(429);
});

test("an image uploaded through one process is served by the other, from the bucket", async () => {
  const [a, b] = apps;
  const ip = clientAddress();
  const member = demoUsers.members[3];
  const cookie = await signInOn(a, ip, member.email, member.password);
  const onA = await client(a, ip, cookie);
  const onB = await client(b, ip, cookie);

  const png = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const saved = await onA.post("/profile", {
    multipart: {
      username: member.username,
      fullName: member.fullName,
      bio: member.bio,
      location: member.location,
      avatar: { name: "avatar.png", mimeType: "image/png", buffer: png },
    },
    maxRedirects: 0,
  });
  expect(saved.status(), await saved.text()).toBe(302);

  // B shows the new avatar…
  const page = await onB.get("/profile");
  expect(page.status()).toBe(200);
  const url = (await page.text()).match(/\/uploads\/avatars\/[a-z0-9_./-]+\.webp/)?.[0];
  expect(url, "the avatar URL on B's /profile").toBeTruthy();
  const key = (url as string).slice("/uploads/".length);

  // …and serves it, whole and in ranges, with the immutable cache; so does A.
  for (const api of [onB, onA]) {
    const image = await api.get(url as string);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const bytes = await image.body();
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    const range = await api.get(url as string, { headers: { Range: "bytes=0-11" } });
    expect(range.status()).toBe(206);
    expect(range.headers()["content-range"]).toBe(`bytes 0-11/${bytes.length}`);
    expect((await range.body()).toString("latin1", 0, 4)).toBe("RIFF");
  }

  // The bytes live in the bucket, on no process's disk.
  const s3Client = createS3Client({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  try {
    const head = await s3Client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe("image/webp");
  } finally {
    s3Client.destroy();
  }
  for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, "uploads", key))).toBe(false);
});
