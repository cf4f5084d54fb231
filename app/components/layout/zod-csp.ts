/**
 * Zod's object schemas probe for `new Function` (a faster parser) when they are created. The
 * Content-Security-Policy forbids eval, so in the browser that probe is a reported violation
 * (Lighthouse "Issues logged in the Chrome DevTools"). Setting zod's `jitless` before any schema
 * module runs skips the probe. Imported first by app/root.tsx; zod reads this global when it loads.
 * The server (no CSP on itself) keeps zod's fast path.
 */
if (typeof document !== "undefined") {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

export {};
