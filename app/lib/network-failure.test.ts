import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  clientActionFallback,
  clientLoaderFallback,
  isRequestFailure,
  revalidateUnlessRequestFailed,
} from "./network-failure";

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

function post(fields: Record<string, string>) {
  return new Request("http://localhost/forums/topic/1", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

const revalidateArgs = (actionResult: unknown) =>
  ({
    actionResult,
    defaultShouldRevalidate: true,
    currentUrl: new URL("http://localhost/a"),
    nextUrl: new URL("http://localhost/a"),
    currentParams: {},
    nextParams: {},
  }) as Parameters<typeof revalidateUnlessRequestFailed>[0];

describe("isRequestFailure", () => {
  it("is a dropped connection, a cut-off answer or a 5xx without the app's answer", () => {
    expect(isRequestFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRequestFailure(new Error("Unable to decode turbo-stream response"))).toBe(true);
    expect(isRequestFailure(new ErrorResponse(502, "Bad Gateway", ""))).toBe(true);
  });

  it("is not a redirect, the app's own 4xx, or a request the page cancelled", () => {
    expect(isRequestFailure(new Response(null, { status: 302 }))).toBe(false);
    expect(isRequestFailure(new ErrorResponse(404, "Not Found", "gone"))).toBe(false);
    expect(isRequestFailure(new DOMException("aborted", "AbortError"))).toBe(false);
  });
});

describe("clientActionFallback", () => {
  it("answers the route's failure, built from the form as sent, and no reload follows it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await clientActionFallback(
      post({ intent: "reply", content: "kept" }),
      offline,
      (form) => ({ error: "Failed to post reply", content: String(form.get("content")) }),
      "test",
    );
    expect(result).toEqual({ error: "Failed to post reply", content: "kept" });
    expect(revalidateUnlessRequestFailed(revalidateArgs(result))).toBe(false);
  });

  it("passes the server's answer and redirects through, and they are reloaded after", async () => {
    const answer = { ok: true };
    const result = await clientActionFallback(
      post({}),
      () => Promise.resolve(answer),
      () => ({}),
      "t",
    );
    expect(result).toBe(answer);
    expect(revalidateUnlessRequestFailed(revalidateArgs(result))).toBe(true);
    const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
    await expect(
      clientActionFallback(
        post({}),
        () => Promise.reject(redirect),
        () => ({}),
        "t",
      ),
    ).rejects.toBe(redirect);
  });

  it("leaves the error alone for a form it does not know", async () => {
    await expect(clientActionFallback(post({}), offline, () => null, "t")).rejects.toThrow(
      "Failed to fetch",
    );
  });
});

describe("clientLoaderFallback", () => {
  it("answers the route's 'failed to load' data when offline, and the app's 404 goes on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(clientLoaderFallback(offline, () => ({ failed: true }), "t")).resolves.toEqual({
      failed: true,
    });
    const notFound = new ErrorResponse(404, "Not Found", "gone");
    await expect(
      clientLoaderFallback(
        () => Promise.reject(notFound),
        () => ({ failed: true }),
        "t",
      ),
    ).rejects.toBe(notFound);
  });
});
