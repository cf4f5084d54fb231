import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  lowerModulePreloadPriority,
  lowPriorityModulePreloads,
} from "./module-preload-priority.server";

const HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1a2b.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3c4d.js"/>' +
  '<link rel="stylesheet" href="/assets/app-5e6f.css"/>' +
  '<link rel="preload" href="/assets/oswald.woff2" as="font"/></head>' +
  "<body><h1>Camber Club — Tuned. Stanced. Respected. 🏁</h1>" +
  "<p>Write about rel=&quot;modulepreload&quot; in a comment</p>" +
  '<link rel="modulepreload" href="/assets/builds-7a8b.js"/></body></html>';

const EXPECTED = HTML.replaceAll(
  '<link rel="modulepreload" href',
  '<link rel="modulepreload" fetchPriority="low" href',
);

async function streamed(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low and leaves everything else alone", () => {
    const out = lowerModulePreloadPriority(HTML);
    expect(out).toBe(EXPECTED);
    expect(out.match(/fetchPriority="low"/g)).toHaveLength(3);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-5e6f.css"/>');
    expect(out).toContain('<link rel="preload" href="/assets/oswald.woff2" as="font"/>');
    expect(out).toContain("rel=&quot;modulepreload&quot; in a comment");
  });
});

describe("lowPriorityModulePreloads", () => {
  it("gives the same HTML as the whole-string version when the document comes in one chunk", async () => {
    expect(await streamed([Buffer.from(HTML)])).toBe(EXPECTED);
  });

  it("finds a link split across chunks at every possible point, multi-byte text included", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await streamed([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `split at byte ${cut}`).toBe(EXPECTED);
    }
  });

  it("copes with one byte per chunk", async () => {
    const bytes = Buffer.from(HTML);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await streamed(chunks)).toBe(EXPECTED);
  });

  it("passes a document without module preloads through unchanged, ending included", async () => {
    const plain =
      "<html><body><p>No scripts here, only a trailing &lt;link rel=</p></body></html><link rel";
    expect(await streamed([Buffer.from(plain.slice(0, 40)), Buffer.from(plain.slice(40))])).toBe(
      plain,
    );
  });
});
