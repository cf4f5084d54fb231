import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("needs nothing for a local run", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/data$/);
  });

  it("refuses to start in production without the secret and the public URL, naming them", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET is required/);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/BASE_URL is required/);
    const env = parseEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(32),
      BASE_URL: "https://camber.example",
    });
    expect(env.BASE_URL).toBe("https://camber.example");
  });

  it("names a malformed variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ STORAGE_DRIVER: "disk" })).toThrow(/STORAGE_DRIVER.*'local'.*'s3'/);
  });

  it("sizes the PostgreSQL pool and its wait from DATABASE_POOL_MAX / DATABASE_POOL_TIMEOUT_MS", () => {
    const defaults = parseEnv({});
    expect(defaults.DATABASE_POOL_MAX).toBe(10);
    expect(defaults.DATABASE_POOL_TIMEOUT_MS).toBe(15_000);
    const tuned = parseEnv({ DATABASE_POOL_MAX: "40", DATABASE_POOL_TIMEOUT_MS: "30000" });
    expect(tuned.DATABASE_POOL_MAX).toBe(40);
    expect(tuned.DATABASE_POOL_TIMEOUT_MS).toBe(30_000);
    for (const bad of ["0", "-1", "2.5", "many", "1001"]) {
      expect(() => parseEnv({ DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX/);
    }
    for (const bad of ["0", "99", "soon", "600001"]) {
      expect(() => parseEnv({ DATABASE_POOL_TIMEOUT_MS: bad }), bad).toThrow(
        /DATABASE_POOL_TIMEOUT_MS/,
      );
    }
  });

  it("runs the job worker unless JOBS_WORKER=off", () => {
    expect(parseEnv({}).JOBS_WORKER).toBe(true);
    expect(parseEnv({ JOBS_WORKER: "off" }).JOBS_WORKER).toBe(false);
  });

  it("runs the storage sweep unless STORAGE_SWEEP=off", () => {
    expect(parseEnv({}).STORAGE_SWEEP).toBe(true);
    expect(parseEnv({ STORAGE_SWEEP: "off" }).STORAGE_SWEEP).toBe(false);
    expect(() => parseEnv({ STORAGE_SWEEP: "sometimes" })).toThrow(/STORAGE_SWEEP/);
  });

  it("keeps each performance trick on unless its CAMBER_PERF_ switch is off", () => {
    for (const name of ["CAMBER_PERF_DEFERRED_HYDRATION", "CAMBER_PERF_PAGE_CACHE"] as const) {
      expect(parseEnv({})[name], name).toBe(true);
      expect(parseEnv({ [name]: "off" })[name], name).toBe(false);
      expect(() => parseEnv({ [name]: "false" }), name).toThrow(new RegExp(name));
    }
  });
});
