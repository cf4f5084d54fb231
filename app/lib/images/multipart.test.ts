import { describe, expect, it } from "vitest";
import { ImageRejectedError, TooManyFilesError } from "./errors.server";
import { FIELD_ALLOWANCE_BYTES, readMultipartForm } from "./multipart.server";

const LIMITS = { maxFiles: 2, maxFileBytes: 1000, maxTotalBytes: 1500 };

/** A POST whose body is the form, encoded as a browser would (multipart/form-data). */
async function formRequest(form: FormData, extraHeaders: Record<string, string> = {}) {
  const encoded = new Request("http://localhost/upload", { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Request("http://localhost/upload", {
    method: "POST",
    body,
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.length),
      ...extraHeaders,
    },
  });
}

function file(bytes: number, name = "photo.jpg") {
  return new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
}

async function thrown(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

describe("readMultipartForm", () => {
  it("returns fields and files within the limits", async () => {
    const form = new FormData();
    form.append("title", "My E30");
    form.append("images", file(800, "a.jpg"));
    form.append("images", file(600, "b.heic"));
    const result = await readMultipartForm(await formRequest(form), LIMITS);
    expect(result.get("title")).toBe("My E30");
    const files = result.getAll("images") as File[];
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ["a.jpg", 800],
      ["b.heic", 600],
    ]);
  });

  it("drops file inputs left empty, so no file means null", async () => {
    // What a browser sends for a file input with nothing chosen.
    const body = [
      "--b",
      'Content-Disposition: form-data; name="avatar"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      "--b",
      'Content-Disposition: form-data; name="fullName"',
      "",
      "Jane",
      "--b--",
      "",
    ].join("\r\n");
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    const result = await readMultipartForm(request, LIMITS);
    expect(result.get("avatar")).toBeNull();
    expect(result.get("fullName")).toBe("Jane");
  });

  it("refuses a declared Content-Length over the limit with 413 before reading the body", async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
          throw new Error("the body must not be read");
        },
      },
      { highWaterMark: 0 }, // no read-ahead: pull runs only when someone reads
    );
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(LIMITS.maxTotalBytes + FIELD_ALLOWANCE_BYTES + 1),
      },
    } as RequestInit);
    const error = await thrown(readMultipartForm(request, LIMITS));
    expect(error).toBeInstanceOf(Response);
    const response = error as Response;
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/^Upload too large: send at most 2 files of up to/);
    expect(pulled).toBe(false);
  });

  it("stops reading a body without Content-Length once it passes the limit (413)", async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    const error = await thrown(readMultipartForm(request, LIMITS));
    expect((error as Response).status).toBe(413);
    expect(sent).toBeLessThan(LIMITS.maxTotalBytes + FIELD_ALLOWANCE_BYTES + 4 * chunk.length);
  });

  it("refuses files adding up to more than maxTotalBytes (413)", async () => {
    const form = new FormData();
    form.append("images", file(900));
    form.append("images", file(900));
    const error = await thrown(readMultipartForm(await formRequest(form), LIMITS));
    expect((error as Response).status).toBe(413);
  });

  it("throws TooManyFilesError past maxFiles", async () => {
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.append("images", file(10));
    const error = await thrown(readMultipartForm(await formRequest(form), LIMITS));
    expect(error).toBeInstanceOf(TooManyFilesError);
    expect((error as TooManyFilesError).maxFiles).toBe(2);
  });

  it("throws ImageRejectedError('size') for a file over maxFileBytes", async () => {
    const form = new FormData();
    form.append("images", file(1001));
    const error = await thrown(readMultipartForm(await formRequest(form), LIMITS));
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe("size");
  });

  it("answers 400 to a body that is not a form", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: "--x\r\nthis is not multipart",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    const error = await thrown(readMultipartForm(request, LIMITS));
    expect((error as Response).status).toBe(400);
  });

  it("reads a url-encoded form (no files) too", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body: new URLSearchParams({ intent: "remove-avatar" }),
    });
    const result = await readMultipartForm(request, LIMITS);
    expect(result.get("intent")).toBe("remove-avatar");
  });

  it("removes U+0000 from text values (PostgreSQL text cannot hold it) and keeps file bytes", async () => {
    const form = new FormData();
    form.append("title", "abc\u0000def");
    form.append("caption", "\u0000\u0000");
    const bytes = new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0xff, 0xd9]);
    form.append("images", new File([bytes], "a.jpg", { type: "image/jpeg" }));
    const result = await readMultipartForm(await formRequest(form), LIMITS);
    expect(result.get("title")).toBe("abcdef");
    expect(result.get("caption")).toBe("");
    const stored = result.get("images") as File;
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
  });
});
