import { describe, expect, it } from "vitest";
import {
  applyStaticFileHeaders,
  isOversizedPlainBody,
  MAX_PLAIN_BODY_BYTES,
  securityHeaders,
  staticFileHeaders,
} from "./http-security.server";

/** A response's headers as a plain map, with Node's remove/set semantics (names case-insensitive). */
function fakeResponse(initial: Record<string, string>) {
  const headers = new Map(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    headers,
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
      return this as never;
    },
  };
}

describe("static file headers", () => {
  it("keep nosniff, add Cross-Origin-Resource-Policy, and HSTS only over https", () => {
    expect(staticFileHeaders("/app/build/client/assets/root-abc.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(staticFileHeaders("/x/font.woff2", { https: true })).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });

  it("give an SVG (which can be opened as a document) a policy that runs nothing", () => {
    expect(staticFileHeaders("/app/build/client/favicon.svg")["Content-Security-Policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it("replace every document-only header of the page set on a response", () => {
    const res = fakeResponse({
      ...securityHeaders("bm9uY2Utbm9uY2Utbm9uY2U=", { https: true }),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    applyStaticFileHeaders(res, "/app/build/client/assets/root-abc.js", { https: true });
    expect(Object.fromEntries(res.headers)).toEqual({
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
  });
});

describe("isOversizedPlainBody", () => {
  const over = String(MAX_PLAIN_BODY_BYTES + 1);
  it("refuses a declared body over 1 MB of any type but multipart", () => {
    for (const type of [
      "application/x-www-form-urlencoded",
      "application/json",
      "text/plain;charset=UTF-8",
      undefined,
    ]) {
      expect(isOversizedPlainBody(type, over), String(type)).toBe(true);
    }
  });
  it("leaves uploads to their own limits, and small or undeclared bodies to readForm", () => {
    expect(isOversizedPlainBody("multipart/form-data; boundary=x", over)).toBe(false);
    expect(isOversizedPlainBody("Multipart/Form-Data; boundary=x", over)).toBe(false);
    expect(isOversizedPlainBody("application/json", String(MAX_PLAIN_BODY_BYTES))).toBe(false);
    expect(isOversizedPlainBody("application/json", undefined)).toBe(false);
    expect(isOversizedPlainBody("application/json", "abc")).toBe(false);
  });
});
