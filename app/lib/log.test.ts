import { describe, expect, it } from "vitest";
import {
  consoleArgsToEntry,
  createLogger,
  currentRequestId,
  prettyLine,
  REDACTED,
  runWithRequestContext,
  scrubSecrets,
  secretValuesFrom,
} from "./log.server";

function collector() {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    text: () => lines.join(""),
  };
}

const ENV = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "s3cr3t-auth-value-0123456789abcdef0123",
  DATABASE_URL: "postgresql://camber:db-p%40ss-word@db.internal:5432/camber",
  SMTP_URL: "smtp://mailer:smtp-pass-123@smtp.example:587",
  S3_SECRET_ACCESS_KEY: "aws-secret-key-abcdef",
  DEMO_ADMIN_PASSWORD: "demo-admin-pw",
  PORT: "3000",
} satisfies NodeJS.ProcessEnv;

describe("createLogger", () => {
  it("writes one JSON object per line with level, time and message", () => {
    const out = collector();
    const logger = createLogger({ destination: out.destination, env: ENV, level: "info" });
    logger.info({ buildId: "b1" }, "hello");
    logger.debug("not at info level");
    const [entry] = out.entries();
    expect(out.entries()).toHaveLength(1);
    expect(entry).toMatchObject({ level: "info", msg: "hello", buildId: "b1" });
    expect(typeof entry.time).toBe("string");
  });

  it("redacts secret-named fields at the top level and one level down", () => {
    const out = collector();
    const logger = createLogger({ destination: out.destination, env: ENV, level: "info" });
    logger.info(
      {
        password: "hunter2-pw",
        body: { email: "a@example.com", password: "hunter2-pw", newPassword: "n3w-pw-1" },
        headers: { cookie: "better-auth.session_token=abc", authorization: "Bearer xyz" },
        token: "tok-123456",
      },
      "sign-in",
    );
    const text = out.text();
    for (const secret of [
      "hunter2-pw",
      "n3w-pw-1",
      "session_token=abc",
      "Bearer xyz",
      "tok-123456",
    ]) {
      expect(text).not.toContain(secret);
    }
    const [entry] = out.entries();
    expect(entry.password).toBe(REDACTED);
    expect(entry.body).toMatchObject({ email: "a@example.com", password: REDACTED });
    expect(entry.headers).toEqual({ cookie: REDACTED, authorization: REDACTED });
  });

  it("scrubs the values of secret environment variables and URL credentials from every line", () => {
    const out = collector();
    const logger = createLogger({ destination: out.destination, env: ENV, level: "info" });
    logger.error(
      { err: new Error(`connect failed: ${ENV.DATABASE_URL}`) },
      `secret ${ENV.BETTER_AUTH_SECRET} smtp ${ENV.SMTP_URL} key ${ENV.S3_SECRET_ACCESS_KEY} demo ${ENV.DEMO_ADMIN_PASSWORD}`,
    );
    const text = out.text();
    for (const secret of [
      ENV.BETTER_AUTH_SECRET,
      "db-p%40ss-word",
      "db-p@ss-word",
      "smtp-pass-123",
      ENV.S3_SECRET_ACCESS_KEY,
      ENV.DEMO_ADMIN_PASSWORD,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("postgresql://camber:[redacted]@db.internal:5432/camber");
    expect(text).toContain("smtp://mailer:[redacted]@smtp.example:587");
    expect(text).toContain("secret [redacted] smtp");
  });

  it("adds the request id of the request being served to every line", async () => {
    const out = collector();
    const logger = createLogger({ destination: out.destination, env: ENV, level: "info" });
    logger.info("outside");
    await runWithRequestContext({ requestId: "req-12345678" }, async () => {
      await new Promise((r) => setTimeout(r, 5));
      expect(currentRequestId()).toBe("req-12345678");
      logger.error("[builds] update failed");
    });
    const [outside, inside] = out.entries();
    expect(outside.requestId).toBeUndefined();
    expect(inside).toMatchObject({ requestId: "req-12345678", msg: "[builds] update failed" });
    expect(currentRequestId()).toBeUndefined();
  });

  it("is silent in tests unless LOG_LEVEL asks for output", () => {
    const out = collector();
    createLogger({ destination: out.destination, env: { NODE_ENV: "test" } }).error("x");
    expect(out.entries()).toHaveLength(0);
    createLogger({
      destination: out.destination,
      env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
    }).error("y");
    expect(out.entries()).toHaveLength(1);
  });

  it("writes short human lines in pretty mode, still scrubbed", () => {
    const out = collector();
    const logger = createLogger({
      destination: out.destination,
      env: ENV,
      level: "info",
      pretty: true,
    });
    runWithRequestContext({ requestId: "abcdef0123456789" }, () =>
      logger.warn({ status: 503 }, `db down ${ENV.BETTER_AUTH_SECRET}`),
    );
    const line = out.text();
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN {2}\(abcdef01\) db down \[redacted\] {2}status=503\n$/,
    );
  });
});

describe("secretValuesFrom / scrubSecrets", () => {
  it("collects secret-named variables and URL passwords, not ordinary settings", () => {
    const values = secretValuesFrom(ENV);
    expect(values).toEqual(
      expect.arrayContaining([
        ENV.BETTER_AUTH_SECRET,
        "db-p%40ss-word",
        "db-p@ss-word",
        "smtp-pass-123",
      ]),
    );
    expect(values).not.toContain("3000");
    expect(values).not.toContain("production");
  });

  it("also removes JSON-escaped forms of a secret", () => {
    const secret = 'we"ird\\secret';
    expect(scrubSecrets(JSON.stringify({ m: secret }), [secret])).toBe('{"m":"[redacted]"}');
  });
});

describe("consoleArgsToEntry", () => {
  it("turns console.error('[area] … failed', error) into a message, the area and err", () => {
    const error = new Error("boom");
    const { fields, msg } = consoleArgsToEntry(["[builds] update failed", error]);
    expect(msg).toBe("[builds] update failed");
    expect(fields).toEqual({ area: "builds", err: error });
  });

  it("formats extra values into the message and keeps a lone error's message", () => {
    expect(consoleArgsToEntry(["[profiles] could not delete %s", "avatar", ["/a"]]).msg).toBe(
      "[profiles] could not delete avatar [ '/a' ]",
    );
    expect(consoleArgsToEntry([new Error("only")]).msg).toBe("only");
  });

  it("drops terminal colour codes that libraries put in their console output", () => {
    const entry = consoleArgsToEntry([
      "\u001b[2m2026\u001b[0m \u001b[33mWARN\u001b[0m Invalid password",
    ]);
    expect(entry.msg).toBe("2026 WARN Invalid password");
  });
});

describe("prettyLine", () => {
  it("prints an error's stack under the line and passes non-JSON through", () => {
    const line = prettyLine(
      JSON.stringify({ level: 50, time: 0, msg: "x", err: { stack: "Error: x\n  at y" } }),
    );
    expect(line).toContain("ERROR x\n    Error: x\n  at y");
    expect(prettyLine("plain")).toBe("plain");
  });
});
