// The theme cookie follows the session cookies: Secure whenever the site is served over https.
import { afterEach, describe, expect, it, vi } from "vitest";

async function themeModule(baseUrl: string) {
  vi.resetModules();
  vi.stubEnv("BASE_URL", baseUrl);
  return import("./theme.server");
}

function attributes(cookie: string): string[] {
  return cookie.split(";").map((part) => part.trim().toLowerCase());
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("serializeTheme", () => {
  it("sets Secure when BASE_URL is https", async () => {
    const { serializeTheme } = await themeModule("https://camber.example");
    const cookie = await serializeTheme("light", new Request("http://127.0.0.1:3000/theme"));
    expect(attributes(cookie)).toContain("secure");
    expect(attributes(cookie)).toContain("httponly");
    expect(attributes(cookie)).toContain("samesite=lax");
  });

  it("sets Secure when the request itself came over https", async () => {
    const { serializeTheme } = await themeModule("http://localhost:3000");
    const cookie = await serializeTheme("light", new Request("https://camber.example/theme"));
    expect(attributes(cookie)).toContain("secure");
  });

  it("leaves Secure off on a plain-http site (the browser would drop the cookie)", async () => {
    const { serializeTheme, getTheme } = await themeModule("http://localhost:3000");
    const cookie = await serializeTheme("light", new Request("http://localhost:3000/theme"));
    expect(attributes(cookie)).not.toContain("secure");
    const request = new Request("http://localhost:3000/", {
      headers: { Cookie: cookie.split(";")[0] as string },
    });
    expect(await getTheme(request)).toBe("light");
  });
});
