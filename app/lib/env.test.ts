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
});
