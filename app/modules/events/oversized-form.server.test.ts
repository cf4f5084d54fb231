// Salvaging the typed fields of a post whose file is too large: fields kept, file bytes only
// counted, and a cut-off or malformed body gives what could be read instead of an error.
import { describe, expect, it } from "vitest";
import { salvageMultipartFields } from "./oversized-form.server";

const LIMITS = { maxBodyBytes: 1024 * 1024, maxFieldBytes: 1024, maxFields: 10 };

async function multipart(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") as string,
  };
}

const post = (body: Uint8Array<ArrayBuffer>, contentType: string) =>
  new Request("http://localhost/", {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
  });

describe("salvageMultipartFields", () => {
  it("keeps the text fields (NUL-free) and measures the file", async () => {
    const { body, contentType } = await multipart([
      ["title", "Night\u0000 Meet"],
      ["flyer", new File([new Uint8Array(200_000)], "poster.png", { type: "image/png" })],
      ["imageUrl", ""],
    ]);
    const { fields, files } = await salvageMultipartFields(post(body, contentType), LIMITS);
    expect(fields.get("title")).toBe("Night Meet");
    expect(fields.get("imageUrl")).toBe("");
    expect(files).toEqual([{ field: "flyer", name: "poster.png", bytes: 200_000 }]);
  });

  it("stops reading past maxBodyBytes, keeping the fields before", async () => {
    const { body, contentType } = await multipart([
      ["title", "Before"],
      ["flyer", new File([new Uint8Array(3 * 1024 * 1024)], "huge.png", { type: "image/png" })],
    ]);
    const { fields, files } = await salvageMultipartFields(post(body, contentType), LIMITS);
    expect(fields.get("title")).toBe("Before");
    expect(files[0].name).toBe("huge.png");
    expect(files[0].bytes).toBeLessThan(3 * 1024 * 1024);
  });

  it("answers with what it has for a cut-off or malformed body, never throws", async () => {
    const { body, contentType } = await multipart([
      ["title", "Cut"],
      ["description", "x".repeat(500)],
    ]);
    const cut = await salvageMultipartFields(
      post(body.slice(0, body.length - 300), contentType),
      LIMITS,
    );
    expect(cut.fields.get("title")).toBe("Cut");
    const junk = await salvageMultipartFields(
      post(new TextEncoder().encode("not a form"), "multipart/form-data; boundary=x"),
      LIMITS,
    );
    expect([...junk.fields.keys()]).toEqual([]);
    const noBoundary = await salvageMultipartFields(
      post(new TextEncoder().encode("a=b"), "multipart/form-data"),
      LIMITS,
    );
    expect(noBoundary.files).toEqual([]);
  });
});
