// readForm drops U+0000 from every text value (PostgreSQL text cannot hold it), and every server
// action reads its form through it (or readMultipartForm, which applies the same rule).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readForm, withoutNul, withoutNulCharacters } from "./form-data.server";

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

  it("fails like request.formData() on a body that is not a form", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    await expect(readForm(request)).rejects.toThrow();
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
