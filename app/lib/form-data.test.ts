// readForm drops U+0000 from every text value (PostgreSQL text cannot hold it), and every server
// action reads its form through it (or readMultipartForm, which applies the same rule).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DISCARD_AFTER_REFUSAL_BYTES,
  FORM_TOO_LARGE_MESSAGE,
  FORM_UNREADABLE_MESSAGE,
  MAX_FORM_BYTES,
  readForm,
  withoutNul,
  withoutNulCharacters,
} from "./form-data.server";

describe("withoutNul", () => {
  it("removes every U+0000 and nothing else", () => {
    expect(withoutNul("abc\u0000def")).toBe("abcdef");
    expect(withoutNul("\u0000a\u0000\u0000b\u0000")).toBe("ab");
    expect(withoutNul("java\u0000script:alert(1)")).toBe("javascript:alert(1)");
    const untouched = "名前 🚗 Ünïcödé \t\n\u0001 ' OR 1=1-- %00 \\0";
    expect(withoutNul(untouched)).toBe(untouched);
  });
});

describe("readForm", () => {
  it("reads a urlencoded form without NUL characters in names or values", async () => {
    const request = new Request("http://localhost/builds/1", {
      method: "POST",
      body: "intent=comment&content=nice%00car&x%00y=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const form = await readForm(request);
    expect(form.get("intent")).toBe("comment");
    expect(form.get("content")).toBe("nicecar");
    expect(form.get("xy")).toBe("1");
  });

  it("reads a multipart form: text cleaned, files untouched", async () => {
    const sent = new FormData();
    sent.append("title", "\u0000My E30\u0000");
    sent.append("tags", "a\u0000");
    sent.append("tags", "b");
    const bytes = new Uint8Array([0, 1, 0, 2]);
    sent.append("file", new File([bytes], "x.bin"));
    const form = await readForm(new Request("http://localhost/x", { method: "POST", body: sent }));
    expect(form.get("title")).toBe("My E30");
    expect(form.getAll("tags")).toEqual(["a", "b"]);
    const file = form.get("file") as File;
    expect(file.name).toBe("x.bin");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  /** The Response readForm threw (status, text), or null when it read a form. */
  async function refusalOf(request: Request) {
    try {
      await readForm(request);
      return null;
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      return { status: error.status, text: await error.text() };
    }
  }

  it.each([
    ["JSON", "application/json", "{}"],
    ["text/plain", "text/plain", "a=1"],
    ["no content type", null, "a=1"],
    ["an unknown type", "application/octet-stream", "a=1"],
    ["broken multipart", "multipart/form-data; boundary=xyz", "--xyz\r\nnot a part"],
    ["multipart without a boundary", "multipart/form-data", "--xyz--"],
  ])("answers %s with a 400 and a message, never a server error", async (_case, type, body) => {
    const headers = new Headers();
    if (type) headers.set("Content-Type", type);
    const request = new Request("http://localhost/x", { method: "POST", body, headers });
    if (!type) request.headers.delete("Content-Type");
    expect(await refusalOf(request)).toEqual({ status: 400, text: FORM_UNREADABLE_MESSAGE });
  });

  it("refuses a declared body over 1 MB with a 413 before reading any of it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(MAX_FORM_BYTES + 1),
      },
    } as RequestInit);
    expect(await refusalOf(request)).toEqual({ status: 413, text: FORM_TOO_LARGE_MESSAGE });
    expect(pulled).toBeLessThanOrEqual(1); // a stream may pull its first chunk when created
  });

  it("stops reading a body sent without a length once it passes 1 MB (413)", async () => {
    let sent = 0;
    // 50 MB on offer, 64 KB at a time.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new TextEncoder().encode("a".repeat(64 * 1024)));
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(await refusalOf(request)).toEqual({ status: 413, text: FORM_TOO_LARGE_MESSAGE });
    // The rest is read and dropped up to the discard limit (so the client can read the 413),
    // then the body is cancelled.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toBeLessThan(MAX_FORM_BYTES + DISCARD_AFTER_REFUSAL_BYTES + 256 * 1024);
    const settled = sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBe(settled);
  });

  it("reads a form of exactly 1 MB", async () => {
    const content = "a".repeat(MAX_FORM_BYTES - "content=".length);
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: `content=${content}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
    });
    expect((await readForm(request)).get("content")).toHaveLength(content.length);
  });

  it("keeps a form without NUL as it was", () => {
    const form = new FormData();
    form.append("a", "1");
    form.append("a", "2");
    expect([...withoutNulCharacters(form).entries()]).toEqual([
      ["a", "1"],
      ["a", "2"],
    ]);
  });
});

describe("every server action reads its form through readForm or readMultipartForm", () => {
  /** Files under app/ that read a request's form directly, on purpose. */
  const ALLOWED = new Map([
    ["app/lib/form-data.server.ts", "readForm itself"],
    // Runs in the browser (a clientAction): it only forwards the form to the server action.
    ["app/modules/builds/components/build-form/client-action.ts", "browser"],
  ]);

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it("has no request.formData() outside readForm", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, "app"))) {
      const relative = path.relative(root, file).split(path.sep).join("/");
      if (ALLOWED.has(relative)) continue;
      const lines = fs.readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        // request.clone().formData() is what clientActions (browser) use to read an intent.
        const code = line.trimStart();
        if (code.startsWith("//") || code.startsWith("*")) return; // comments may name it
        if (/\brequest\.formData\(\)/.test(code)) offenders.push(`${relative}:${i + 1}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
