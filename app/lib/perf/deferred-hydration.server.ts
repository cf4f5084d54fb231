// Page scripts start after the first paint.
//
// Every page is rendered on the server and usable before any script runs (links and forms work
// without JavaScript), so nothing on screen waits for React. Yet React Router's <Scripts> starts
// the page's ~145 KB of JavaScript at once: a <link rel="modulepreload"> per chunk in the head and
// an inline module script whose static imports evaluate React, the router and the route's code
// (and then hydrate) as soon as they arrive. On a phone they compete with the stylesheet, fonts
// and the first photos for the connection and, evaluated before the first frame, hold it back;
// Lighthouse counts them into the largest contentful paint whenever they happen to finish first,
// which made the key pages' scores swing by ten points from run to run (docs/performance.md).
//
// This transform rewrites that markup as the HTML streams out (<Scripts> takes no options for it):
// - the module preload links leave the head;
// - the inline module script waits for the first painted frame (at most FIRST_PAINT_WAIT_CAP_MS),
//   then adds the same preload links at low priority (every chunk is still fetched in parallel, but
//   after the photos in view), and evaluates the code a module graph at a time with a task boundary
//   in between: the entry's own imports (React, the router, the shared UI chunk), then each route
//   module, then React Router's own code, which sets the route modules and imports the entry
//   (hydration). One long evaluation task held the main thread for 100 ms and more on a phone.
// A script it does not recognise (a future React Router writing something else) is left as it
// is, with its preload links put back in front of it: the page works as before.
//
// The scripts starting later widens the window in which a page is on screen but not hydrated.
// Everything works in it as without JavaScript (links, plain form posts), and fields typed into
// keep their text when React arrives (useTypedBeforeHydration). <html data-hydrated> marks the end.

import { PassThrough, Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD_LINK = '<link rel="modulepreload"';
const SCRIPT = "<script";
const SCRIPT_END = "</script>";

/** Longest wait for the first paint (a tab opened in the background paints nothing). */
export const FIRST_PAINT_WAIT_CAP_MS = 2000;

// `import * as route0 from "/assets/root-abc.js";` or `import "/assets/x.js";`, as <Scripts> writes
// them at the top of its module script, each on its own line.
const STATIC_IMPORT = /\s*;?\s*import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\n]+");/y;

/** A string literal that is safe inside an inline script (no "</script>" can be formed). */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

const NEXT_TASK = "await new Promise(function (next) { setTimeout(next, 0); });";

// requestAnimationFrame runs just before the first frame is painted (not before the stylesheet has
// arrived: rendering waits for it), so the timeout it sets runs right after that paint. A hidden
// tab paints nothing, hence the cap.
const AFTER_FIRST_PAINT =
  "await new Promise(function (go) {" +
  " var started = false;" +
  " function start() { if (started) return; started = true; setTimeout(go, 0); }" +
  " requestAnimationFrame(start);" +
  ` setTimeout(start, ${FIRST_PAINT_WAIT_CAP_MS});` +
  " });";

/**
 * The body of React Router's module script, rewritten to start after the first paint (see above),
 * or null if it does not start with the static imports this expects.
 */
export function deferModuleScript(body: string, preloadHrefs: readonly string[]): string | null {
  const imports: { binding: string | undefined; specifier: string }[] = [];
  STATIC_IMPORT.lastIndex = 0;
  let end = 0;
  for (let match = STATIC_IMPORT.exec(body); match; match = STATIC_IMPORT.exec(body)) {
    imports.push({ binding: match[1], specifier: match[2] });
    end = STATIC_IMPORT.lastIndex;
  }
  if (imports.length === 0) return null;

  const preloads =
    preloadHrefs.length === 0
      ? ""
      : `for (const href of [${preloadHrefs.map(scriptLiteral).join(", ")}]) {` +
        ' const link = document.createElement("link"); link.rel = "modulepreload";' +
        ' link.fetchPriority = "low"; link.href = href; document.head.appendChild(link); }';
  const rest = body.slice(end);
  const frameworkImports = entryImports(preloadHrefs, rest, imports[0].specifier).map(
    (href) => `await import(${scriptLiteral(href)});\n${NEXT_TASK}`,
  );
  const routeImports = imports.map(({ binding, specifier }) => {
    const load = `await import(${specifier});`;
    return `${binding ? `const ${binding} = ${load}` : load}\n${NEXT_TASK}`;
  });
  return ["", AFTER_FIRST_PAINT, preloads, ...frameworkImports, ...routeImports, rest].join("\n");
}

/**
 * The entry's own imports (React, the router), which <Scripts> lists right after the entry module
 * and before the first route module. Evaluated first, each in its own task, they are not part of
 * the first route's (longer) evaluation. Their order is the one the entry would evaluate them in.
 */
function entryImports(preloadHrefs: readonly string[], rest: string, firstRoute: string): string[] {
  const entry = /import\(("[^"\n]+")\);?\s*$/.exec(rest)?.[1];
  if (!entry) return [];
  const from = preloadHrefs.indexOf(JSON.parse(entry) as string) + 1;
  const to = preloadHrefs.indexOf(JSON.parse(firstRoute) as string);
  return from > 0 && to > from ? preloadHrefs.slice(from, to) : [];
}

function preloadLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
}

/** Length of the longest end of `text` that is a proper start of one of `needles` (0 if none). */
function partialNeedleAtEnd(text: string, needles: readonly string[]): number {
  const longest = Math.max(...needles.map((needle) => needle.length)) - 1;
  for (let length = Math.min(longest, text.length); length > 0; length--) {
    const end = text.slice(text.length - length);
    if (needles.some((needle) => needle.startsWith(end))) return length;
  }
  return 0;
}

/**
 * Rewrites a whole HTML document (see the top of this module). The stream transform below gives
 * the same result chunk by chunk.
 */
export function deferHydration(html: string): string {
  const rewriter = createRewriter();
  return rewriter.write(html) + rewriter.end();
}

function createRewriter() {
  const preloadHrefs: string[] = [];
  let pending = "";

  /** Rewrites what can be rewritten of `pending`; holds back an element not yet complete. */
  function drain(final: boolean): string {
    let out = "";
    for (;;) {
      const link = pending.indexOf(PRELOAD_LINK);
      const script = pending.indexOf(SCRIPT);
      const next = link < 0 ? script : script < 0 ? link : Math.min(link, script);
      if (next < 0) {
        const keep = final ? 0 : partialNeedleAtEnd(pending, [PRELOAD_LINK, SCRIPT]);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
      out += pending.slice(0, next);
      pending = pending.slice(next);
      const tagEnd = pending.indexOf(">");
      if (tagEnd < 0) break;
      const tag = pending.slice(0, tagEnd + 1);
      if (next === link) {
        const href = /\shref="([^"]+)"/.exec(tag)?.[1];
        if (href) preloadHrefs.push(href);
        else out += tag;
        pending = pending.slice(tag.length);
        continue;
      }
      if (!/\stype="module"/.test(tag)) {
        out += tag;
        pending = pending.slice(tag.length);
        continue;
      }
      const close = pending.indexOf(SCRIPT_END, tag.length);
      if (close < 0) break;
      const body = pending.slice(tag.length, close);
      const deferred = deferModuleScript(body, preloadHrefs);
      out += deferred === null ? preloadLinks(preloadHrefs) + tag + body : tag + deferred;
      out += SCRIPT_END;
      preloadHrefs.length = 0;
      pending = pending.slice(close + SCRIPT_END.length);
    }
    // An element is still incomplete: wait for more, or give out what there is at the end.
    if (final) {
      out += pending;
      pending = "";
    }
    return out;
  }

  return {
    write(text: string): string {
      pending += text;
      return drain(false);
    },
    end(): string {
      // Preload links with no module script after them (not something <Scripts> writes) go back.
      const rest = drain(true);
      const orphans = preloadLinks(preloadHrefs);
      preloadHrefs.length = 0;
      return rest + orphans;
    },
  };
}

/** A stream transform doing deferHydration on an HTML byte stream. */
export function deferredHydration(): Transform {
  const decoder = new StringDecoder("utf8");
  const rewriter = createRewriter();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const out = rewriter.write(typeof chunk === "string" ? chunk : decoder.write(chunk));
      callback(null, out || undefined);
    },
    flush(callback: TransformCallback) {
      const out = rewriter.write(decoder.end()) + rewriter.end();
      callback(null, out || undefined);
    },
  });
}

/**
 * The stream a page's HTML is piped through: the rewrite when `enabled` (production builds, unless
 * CAMBER_PERF_DEFERRED_HYDRATION=off), else React Router's markup as it is (development keeps it
 * for Vite's hot reloading).
 */
export function pageBodyStream(enabled: boolean): Transform {
  return enabled ? deferredHydration() : new PassThrough();
}
