// All settings come from the environment and are validated once, at start. Local runs need none:
// every setting has a local default, except that production refuses to start without the
// settings that must not be guessed (the auth secret and the public URL).
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** Public origin of the site, used in e-mail links and for same-origin checks. */
    BASE_URL: optionalString.pipe(z.url().optional()),
    /** PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: optionalString,
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
    /** Where uploaded files go: local disk under DATA_DIR/uploads (default) or an S3 bucket. */
    STORAGE_DRIVER: z
      .enum(["local"], {
        error: "only 'local' is available (files under DATA_DIR/uploads); S3 storage is planned.",
      })
      .default("local"),
    /**
     * Write demo members, builds and events into an empty database at start. Unset: on outside
     * production, off in production (`npm start` turns it on for the local two-command start).
     */
    SEED_DEMO: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
    /** Password of the demo admin (admin@camber.club); random and printed when unset. */
    DEMO_ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).max(128).optional()),
    /** Password shared by the demo members; random and printed when unset. */
    DEMO_MEMBER_PASSWORD: optionalString.pipe(z.string().min(8).max(128).optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /**
     * Per-IP / per-account limits on sign-in, sign-up and writes. "off" only for automated
     * browser tests, which sign in many times a minute from one address.
     */
    RATE_LIMITS: z
      .enum(["on", "off"])
      .default("on")
      .transform((v) => v === "on"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
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
