import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { acceptRequestId, loggablePath, requestLogging } from "./http-log.server";
import { configureLogger, currentRequestId, log } from "./log.server";

describe("acceptRequestId", () => {
  it("keeps plain ids from a proxy or client", () => {
    expect(acceptRequestId("3f2a9c1e-7b5d-4e8f-9a0b-1c2d3e4f5a6b")).toBe(
      "3f2a9c1e-7b5d-4e8f-9a0b-1c2d3e4f5a6b",
    );
    expect(acceptRequestId("edge.req:0001_abc")).toBe("edge.req:0001_abc");
  });

  it("refuses ids that are too short, too long or carry other characters", () => {
    for (const bad of [
      "abc",
      "x".repeat(129),
      "id with spaces",
      "id\r\nX-Evil: 1",
      '{"a":1}',
      "<script>",
      "",
    ]) {
      expect(acceptRequestId(bad)).toBeUndefined();
    }
    expect(acceptRequestId(undefined)).toBeUndefined();
  });
});

describe("loggablePath", () => {
  it("keeps paths and ordinary query values", () => {
    expect(loggablePath("/builds?q=supra&sort=newest")).toBe("/builds?q=supra&sort=newest");
    expect(loggablePath("/events")).toBe("/events");
  });

  it("redacts tokens in query strings and reset-password links", () => {
    expect(loggablePath("/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=%2F")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2F",
    );
    expect(loggablePath("/api/auth/reset-password/AbCdEf123456?callbackURL=/auth")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
    );
    expect(loggablePath("/events/my/AbCdEf_-123.ics")).toBe("/events/my/[redacted]");
    expect(loggablePath("/auth/reset-password?token=secret-token-1")).toBe(
      "/auth/reset-password?token=[redacted]",
    );
  });
});

describe("requestLogging", () => {
  let server: http.Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
    const lines: string[] = [];
    configureLogger({ destination: { write: (l: string) => void lines.push(l) }, level: "debug" });
    const middleware = requestLogging();
    server = http.createServer((req, res) => middleware(req, res, () => handler(req, res)));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    };
  }

  it("gives every request an id, echoes it, and logs method, path, status and duration", async () => {
    const app = await serve((req, res) => {
      setTimeout(() => {
        // App code sees the id in the headers and in the request context.
        log.error({ seen: req.headers["x-request-id"] === currentRequestId() }, "[area] failed");
        res.statusCode = 201;
        res.end("ok");
      }, 5);
    });
    const response = await fetch(`${app.url}/builds?q=a&token=t0ps3cret`, {
      headers: { Cookie: "better-auth.session_token=cookie-value", Authorization: "Bearer abc" },
    });
    expect(response.status).toBe(201);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 20));
    const [appLine, requestLine] = app.entries();
    expect(appLine).toMatchObject({ level: "error", requestId: id, seen: true });
    expect(requestLine).toMatchObject({
      level: "info",
      msg: "request",
      requestId: id,
      method: "GET",
      path: "/builds?q=a&token=[redacted]",
      status: 201,
    });
    expect(requestLine.durationMs).toBeGreaterThanOrEqual(4);
    const all = JSON.stringify(app.entries());
    expect(all).not.toContain("cookie-value");
    expect(all).not.toContain("Bearer");
    expect(all).not.toContain("t0ps3cret");
  });

  it("honours a sane incoming X-Request-Id and replaces an insane one", async () => {
    const app = await serve((_req, res) => res.end("ok"));
    const kept = await fetch(app.url, { headers: { "X-Request-Id": "lb-0123456789abcdef" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-0123456789abcdef");
    const replaced = await fetch(app.url, { headers: { "X-Request-Id": "bad id <x>" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("bad id <x>");
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs probes at debug, server errors at error", async () => {
    const app = await serve((req, res) => {
      res.statusCode = req.url === "/boom" ? 500 : 200;
      res.end();
    });
    await fetch(`${app.url}/healthz`);
    await fetch(`${app.url}/boom`);
    await new Promise((r) => setTimeout(r, 20));
    const levels = Object.fromEntries(app.entries().map((e) => [e.path, e.level]));
    expect(levels).toEqual({ "/healthz": "debug", "/boom": "error" });
  });
});
