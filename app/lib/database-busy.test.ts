// The one mapping from "the database pool timed out while serving this request" to its answer:
// 503 with Retry-After instead of a 5xx, through the same Express middleware server.ts mounts.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DatabaseBusyError,
  databaseBusyResponses,
  isDatabaseBusyError,
  noteDatabaseBusy,
  responseStatus,
  withDatabaseBusyAnswers,
} from "./database-busy.server";

describe("responseStatus", () => {
  it("turns a server error of a request the busy database refused into 503", () => {
    for (const status of [500, 502, 504]) expect(responseStatus(status, true)).toBe(503);
    expect(responseStatus(503, true)).toBe(503);
  });

  it("leaves every other answer alone", () => {
    for (const status of [200, 204, 302, 400, 404, 429]) {
      expect(responseStatus(status, true)).toBe(status);
    }
    for (const status of [200, 404, 500, 502]) expect(responseStatus(status, false)).toBe(status);
  });
});

describe("isDatabaseBusyError", () => {
  it("finds the error inside the errors that wrap it", () => {
    const busy = new DatabaseBusyError(15_000, { cause: new Error("timeout") });
    expect(isDatabaseBusyError(busy)).toBe(true);
    // Drizzle: DrizzleQueryError("Failed query: …", { cause: driverError }).
    const wrapped = new Error("Failed query: select 1", { cause: busy });
    expect(isDatabaseBusyError(new Error("action failed", { cause: wrapped }))).toBe(true);
    expect(busy.message).toContain("15000 ms");
  });

  it("is false for other errors", () => {
    expect(isDatabaseBusyError(new Error("timeout exceeded when trying to connect"))).toBe(false);
    expect(isDatabaseBusyError(new Error("x", { cause: new Error("y") }))).toBe(false);
    expect(isDatabaseBusyError(null)).toBe(false);
    expect(isDatabaseBusyError("busy")).toBe(false);
  });
});

describe("databaseBusyResponses", () => {
  let baseUrl: string;
  let server: http.Server;

  /** Notes the busy database the way the pool does: later, from a callback of its own. */
  const poolTimesOut = () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        noteDatabaseBusy();
        resolve();
      }, 5),
    );

  beforeAll(async () => {
    const app = express();
    app.use(databaseBusyResponses());
    // A route that caught the error and answered its SPEC message with a 500.
    app.post("/caught", async (_req, res) => {
      await poolTimesOut();
      res.status(500).type("text/plain").send("Failed to add comment. Please try again.");
    });
    // An error nothing caught, answered by writeHead with a reason and headers of its own.
    app.get("/uncaught", async (_req, res) => {
      await poolTimesOut();
      res.writeHead(500, "Internal Server Error", { "Content-Type": "text/html" });
      res.end("<h1>Something went wrong</h1>");
    });
    // The database was slow once, then the route recovered and answered normally.
    app.get("/recovered", async (_req, res) => {
      await poolTimesOut();
      res.status(200).send("ok");
    });
    app.get("/missing", async (_req, res) => {
      await poolTimesOut();
      res.status(404).send("Not found");
    });
    // A server error that has nothing to do with the pool.
    app.get("/broken", (_req, res) => {
      res.status(500).send("broken");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers 503 with Retry-After and keeps the route's own message", async () => {
    const response = await fetch(`${baseUrl}/caught`, { method: "POST" });
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
    expect(response.headers.get("retry-after")).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    expect(await response.text()).toBe("Failed to add comment. Please try again.");
  });

  it("does so for an answer written with writeHead(status, reason, headers)", async () => {
    const response = await fetch(`${baseUrl}/uncaught`);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
    expect(response.headers.get("retry-after")).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(await response.text()).toBe("<h1>Something went wrong</h1>");
  });

  it("leaves successful and client-error answers of the same requests alone", async () => {
    const ok = await fetch(`${baseUrl}/recovered`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("retry-after")).toBeNull();
    const missing = await fetch(`${baseUrl}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("retry-after")).toBeNull();
  });

  it("keeps a 500 that was not the pool's, even while other requests are refused", async () => {
    const [broken, caught] = await Promise.all([
      fetch(`${baseUrl}/broken`),
      fetch(`${baseUrl}/caught`, { method: "POST" }),
    ]);
    expect(broken.status).toBe(500);
    expect(broken.headers.get("retry-after")).toBeNull();
    expect(caught.status).toBe(503);
  });
});

describe("withDatabaseBusyAnswers", () => {
  const busy = () => new Error("Failed query: select 1", { cause: new DatabaseBusyError(50) });
  const fakeBuild = {
    entry: { module: {} },
    routes: {
      root: { id: "root", module: { loader: async () => ({ ok: true }), default: "Root" } },
      page: {
        id: "page",
        module: {
          loader: async (): Promise<unknown> => {
            throw busy();
          },
          action: async (): Promise<unknown> => {
            throw new Error("broken");
          },
        },
      },
      static: { id: "static", module: { default: "Static" } },
    },
  };
  const build = fakeBuild as unknown as ServerBuild;
  type Loader = () => Promise<unknown>;
  const loaderOf = (b: ServerBuild, id: string) => b.routes[id]?.module.loader as unknown as Loader;
  const actionOf = (b: ServerBuild, id: string) => b.routes[id]?.module.action as unknown as Loader;

  it("turns a loader's busy-database error into a 503 response with the page's message", async () => {
    const answering = withDatabaseBusyAnswers(build);
    const thrown = await loaderOf(answering, "page")().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
    expect(await response.text()).toBe(DATABASE_BUSY_MESSAGE);
  });

  it("leaves answers, other errors and modules without loaders as they were", async () => {
    const answering = withDatabaseBusyAnswers(build);
    expect(await loaderOf(answering, "root")()).toEqual({ ok: true });
    expect(answering.routes.root?.module.default).toBe("Root");
    await expect(actionOf(answering, "page")()).rejects.toThrow("broken");
    expect(answering.routes.static).toBe(build.routes.static);
    expect(answering.routes.static && "loader" in answering.routes.static.module).toBe(false);
    expect(answering.entry).toBe(build.entry);
  });
});
