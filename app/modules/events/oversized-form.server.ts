// The text fields of a create-event post whose flyer is far too large to accept. Without
// JavaScript nothing checks the file before it is sent, and the page's multipart reader refuses
// such a body before reading a byte of it (readMultipartForm: it would have to hold it all in
// memory), so the member used to get the form back empty. Here the body is streamed instead: text
// fields are kept (each small, a bounded number of them), file bytes are counted and dropped as
// they arrive, so the answer can keep everything typed and name the file that was too big.
import { Readable } from "node:stream";
import busboy from "busboy";
import { withoutNul } from "~/lib/form-data.server";

export interface SalvagedForm {
  /** The text fields, NUL-free (the same rule as readForm). */
  fields: FormData;
  /** The files that were sent, by their name as the browser gave it, and their size. */
  files: { field: string; name: string; bytes: number }[];
}

export interface SalvageLimits {
  /** Bytes read at most; the rest of a bigger body is left unread (fields after it are lost). */
  maxBodyBytes: number;
  /** Bytes of one text field (a longer one is cut: only kept to show it again). */
  maxFieldBytes: number;
  maxFields: number;
}

/**
 * Reads the text fields of a multipart `request` and only measures its files. Never throws for a
 * malformed or cut-off body: it returns what it could read.
 */
export async function salvageMultipartFields(
  request: Request,
  limits: SalvageLimits,
): Promise<SalvagedForm> {
  const fields = new FormData();
  const files: SalvagedForm["files"] = [];
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || request.bodyUsed || !contentType.startsWith("multipart/form-data")) {
    return { fields, files };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fieldSize: limits.maxFieldBytes, fields: limits.maxFields, files: 5 },
    });
  } catch {
    return { fields, files };
  }
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  let received = 0;

  await new Promise<void>((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      resolve();
    };
    parser.on("field", (name, value) => fields.append(withoutNul(name), withoutNul(value)));
    parser.on("file", (field, stream, info) => {
      const entry = { field: withoutNul(field), name: withoutNul(info.filename ?? ""), bytes: 0 };
      files.push(entry);
      stream.on("data", (chunk: Buffer) => {
        entry.bytes += chunk.length;
      });
      stream.on("error", finish);
    });
    parser.on("close", finish);
    parser.on("error", finish);
    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) finish();
    });
    // A body cut off mid-part makes the parser fail ("Unexpected end of form"): finish too.
    source.on("error", finish);
    source.pipe(parser);
  });
  return { fields, files };
}
