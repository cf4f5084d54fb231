// All settings come from the environment and are validated once, at start. Local runs need none:
// every setting has a local default, except that production refuses to start without the
// settings that must not be guessed (the auth secret and the public URL).
import path from "node:path";
import { z } from "zod";

/** PostgreSQL connections per app process (DATABASE_POOL_MAX). */
export const DEFAULT_DATABASE_POOL_MAX = 10;
/**
 * How long (ms) a query may wait for a free pooled connection, or for a new one to connect
 * (DATABASE_POOL_TIMEOUT_MS). Past it the request answers 503 with Retry-After
 * (app/lib/database-busy.server.ts).
 */
export const DEFAULT_DATABASE_POOL_TIMEOUT_MS = 15_000;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** A feature switch: "on" (the default) or "off". */
const onOff = z
  .enum(["on", "off"])
  .default("on")
  .transform((v) => v === "on");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** Public origin of the site, used in e-mail links and for same-origin checks. */
    BASE_URL: optionalString.pipe(z.url().optional()),
    /** PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: optionalString,
    /** Connections per process in the PostgreSQL pool (unused with PGlite: one connection). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_MAX),
    /** Longest wait (ms) for a pooled connection before the request answers 503. */
    DATABASE_POOL_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(DEFAULT_DATABASE_POOL_TIMEOUT_MS),
    DATA_DIR: z.string().default("./data"),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** SMTP server as a URL (smtp://user:pass@host:587); when unset, mail goes to DATA_DIR/outbox. */
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default("Camber Club <no-reply@camber.club>"),
    /**
     * Number of reverse proxies in front of the app whose X-Forwarded-For entries are trusted.
     * 0 (default) means the socket address is the client address.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * How long (ms) a public list page rendered for visitors is served again (app/lib/
     * page-cache.server.ts); 0 turns the cache off.
     */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** Where uploaded files go: local disk under DATA_DIR/uploads (default) or an S3 bucket. */
    STORAGE_DRIVER: z
      .enum(["local", "s3"], {
        error: "must be 'local' (files under DATA_DIR/uploads) or 's3' (an S3-compatible bucket).",
      })
      .default("local"),
    /** S3 driver (docs/deployment.md): bucket and region are required with STORAGE_DRIVER=s3. */
    S3_BUCKET: optionalString.pipe(z.string().min(3).max(63).optional()),
    S3_REGION: optionalString,
    /** Endpoint of a non-AWS store (MinIO, R2, …); unset = AWS S3 for the region. */
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    /** Both or neither; neither = the AWS SDK's default credentials (instance role, profile). */
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    /**
     * The hourly sweep that deletes stored files no row references (app/modules/ops/
     * storage-sweep.server.ts). "off" when the bucket or uploads folder is shared with anything
     * that is not this site's database.
     */
    STORAGE_SWEEP: onOff,
    /**
     * The job worker of this process (reminders, series occurrences; app/lib/jobs). "off" for a
     * process that should only serve requests while others run the jobs.
     */
    JOBS_WORKER: onOff,
    /** Public base URL of the bucket (a CDN); unset = the app serves uploads at /uploads. */
    S3_PUBLIC_URL_BASE: optionalString.pipe(
      z
        .url()
        .refine((v) => /^https?:\/\/[^?#]+$/.test(v), "must be an http(s) URL without ? or #.")
        .optional(),
    ),
    /**
     * Write demo members, builds and events into an empty database at start. Unset: on outside
     * production, off in production (`npm start` turns it on for the local two-command start).
     */
    SEED_DEMO: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
    /** Password of the demo admin (admin@camber.club); random and printed when unset. At least
     * 10 characters, like members' passwords (app/modules/auth/form-rules.ts). */
    DEMO_ADMIN_PASSWORD: optionalString.pipe(z.string().min(10).max(128).optional()),
    /** Password shared by the demo members; random and printed when unset. */
    DEMO_MEMBER_PASSWORD: optionalString.pipe(z.string().min(10).max(128).optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /**
     * Per-IP / per-account limits on sign-in, sign-up and writes. "off" only for automated
     * browser tests, which sign in many times a minute from one address.
     */
    RATE_LIMITS: onOff,
    /**
     * Accounts one address may create in a day before the next waits for an admin's approval
     * (app/modules/trust/limits.ts has the default); 0 turns the hold off. Automated browser
     * tests sign everyone up from 127.0.0.1.
     */
    SIGNUP_IP_LIMIT: z.coerce.number().int().min(0).max(1000).optional(),
    /**
     * Seconds the sign-up form must be open before it is sent (a person takes longer; a script
     * does not); the default is in app/modules/trust/limits.ts, 0 turns the check off.
     */
    SIGNUP_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
    /**
     * The performance tricks (app/lib/perf/README.md), each on by default; "off" serves the page
     * as React Router writes it, to measure what a trick buys or to rule it out when hunting a bug.
     * Scripts after the first paint (ADR 016), production builds only:
     */
    CAMBER_PERF_DEFERRED_HYDRATION: onOff,
    /** The visitor page cache (ADR 012); PAGE_CACHE_TTL_MS=0 does the same. */
    CAMBER_PERF_PAGE_CACHE: onOff,
  })
  .superRefine((env, ctx) => {
    const required = (name: keyof typeof env, why: string) => {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `${name} ${why}` });
    };
    if (env.STORAGE_DRIVER === "s3") {
      required("S3_BUCKET", "is required when STORAGE_DRIVER=s3.");
      required("S3_REGION", "is required when STORAGE_DRIVER=s3.");
      if (env.S3_ACCESS_KEY_ID)
        required("S3_SECRET_ACCESS_KEY", "is required with S3_ACCESS_KEY_ID.");
      if (env.S3_SECRET_ACCESS_KEY)
        required("S3_ACCESS_KEY_ID", "is required with S3_SECRET_ACCESS_KEY.");
    }
    if (env.NODE_ENV !== "production") return;
    // Half an S3 configuration in production would store uploads on one machine's disk.
    if (env.STORAGE_DRIVER === "local" && env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["STORAGE_DRIVER"],
        message: "STORAGE_DRIVER must be 's3' when S3_BUCKET is set (or unset S3_BUCKET).",
      });
    }
    for (const name of ["BETTER_AUTH_SECRET", "BASE_URL"] as const) {
      if (!env[name]) {
        ctx.addIssue({ code: "custom", path: [name], message: `${name} is required.` });
      }
    }
  });

export type Env = Omit<z.infer<typeof schema>, "SEED_DEMO"> & {
  BASE_URL: string;
  SEED_DEMO: boolean;
  dataDir: string;
};

/** Parses an environment (process.env by default). Throws one message naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => {
      const name = i.path.join(".");
      return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
    });
    throw new Error(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const env = result.data;
  return {
    ...env,
    BASE_URL: env.BASE_URL ?? `http://localhost:${env.PORT}`,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    dataDir: path.resolve(env.DATA_DIR),
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
