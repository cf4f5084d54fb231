// Module preloads yield to what the first paint needs.
//
// React Router's <Scripts> writes one <link rel="modulepreload"> per JavaScript chunk of the page
// (~145 KB gzip: React, the router, the route's code). Chrome fetches them at High priority, the
// same as the stylesheet, the brand font and the hero image, so on a slow connection they share
// the bandwidth the first paint waits for, although every page is rendered on the server and
// readable before any script runs (forms work without JavaScript). Lighthouse's simulation counts
// High-priority scripts as render-blocking for the same reason, which is what kept first and
// largest contentful paint at ~2.5 s on simulated slow 4G (docs/performance.md).
//
// <Scripts> takes no attributes for those links, so this transform marks them
// fetchpriority="low" as the HTML streams out: still discovered and fetched at once by the
// preload scanner, but after the stylesheet, font and images above the fold. Hydration starts
// when they arrive, as before.

import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const NEEDLE = '<link rel="modulepreload"';
const REPLACEMENT = '<link rel="modulepreload" fetchPriority="low"';

/** Marks every module preload link in `html` as low priority. */
export function lowerModulePreloadPriority(html: string): string {
  return html.replaceAll(NEEDLE, REPLACEMENT);
}

/**
 * A stream transform doing lowerModulePreloadPriority on an HTML byte stream. A link split across
 * two chunks is still found: the end of each chunk that could be the start of one is held back
 * until the next chunk (or the end) arrives.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = partialNeedleAtEnd(text);
      pending = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      callback(null, ready ? lowerModulePreloadPriority(ready) : undefined);
    },
    flush(callback: TransformCallback) {
      const rest = pending + decoder.end();
      pending = "";
      callback(null, rest ? lowerModulePreloadPriority(rest) : undefined);
    },
  });
}

/** Length of the longest end of `text` that is a proper start of NEEDLE (0 if none). */
function partialNeedleAtEnd(text: string): number {
  for (let length = Math.min(NEEDLE.length - 1, text.length); length > 0; length--) {
    if (NEEDLE.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
