// A short-lived cache of the public list pages as visitors see them ("micro-caching").
//
// Why: rendering a list page (React SSR) costs several milliseconds of CPU, and the busiest pages
// of a community site are the same for every signed-out visitor. Keeping a rendered page for a
// couple of seconds turns a burst of visitors into one render per page per process, while a
// visitor never sees content more than `ttlMs` old (docs/decisions/012-visitor-page-cache.md).
//
// What is cached: GET requests for the listed paths (and their client-navigation `.data`
// twins), from visitors only: a request with one of the site's own cookies other than the theme
// cookie (a session, a flash message: any cookie named camber… or __Secure-camber…) is passed
// straight through, and so is every response that sets a cookie, is not 200, or says
// `no-store`/`private`. Cookies of other software on the same host (analytics…) are ignored: the
// page never reads them, and the render never sees them.
//
// The key: the path, the query parameters that page reads (its parser's names, given per path;
// others such as utm_source or a random one cannot change the page, so they are dropped and the
// page is rendered as if they were not there), sorted, empty ones left out, and the theme. So
// junk parameters neither bypass the cache nor add entries. Per process and in memory on purpose:
// nothing depends on it being shared or complete; each process simply renders again when its
// copy is older than `ttlMs`.
//
// The CSP nonce: a page is rendered once with NONCE_PLACEHOLDER as its nonce, and every response
// replaces the placeholder with the nonce of that response (set by server.ts, also in the CSP
// header), so nonces stay unique per response. Concurrent misses for one key share one render.

export const NONCE_PLACEHOLDER = "cAmBeRpAgEcAcHeNoNcE00==";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is served again. 0 turns the cache off. */
  ttlMs: number;
  /**
   * Paths whose pages may be cached, each with the query parameters its page reads, e.g.
   * { "/": [], "/builds": ["q", "sort", "cursor"] }.
   */
  paths: Readonly<Record<string, readonly string[]>>;
  /** The one cookie a cached page may depend on (the colour theme). */
  themeCookieName: string;
  /** At most this many pages are kept (the oldest is dropped first). */
  maxEntries?: number;
  /** Pages bigger than this are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
}

export interface PageRequest {
  method: string;
  /** Path and query, e.g. "/builds?sort=oldest". */
  url: string;
  cookieHeader: string | undefined;
}

/** React Router's own parameters of a `.data` request, part of every key. */
const ROUTER_PARAMS = ["_routes", "index"];

/** Cookies the site itself sets: any of them makes the request personal. */
function isSiteCookie(name: string): boolean {
  return /^(__Secure-|__Host-)?camber[._]/.test(name);
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim())
    .filter((name): name is string => Boolean(name));
}

function cookieValue(header: string | undefined, name: string): string {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.split("=");
    if (key?.trim() === name) return rest.join("=").trim();
  }
  return "";
}

const CACHEABLE_TYPES = ["text/html", "text/x-script"];

function isCacheableResponse(
  status: number,
  headers: [string, string][],
  body: string,
  max: number,
) {
  if (status !== 200 || body.length > max) return false;
  const get = (name: string) =>
    headers.find(([key]) => key.toLowerCase() === name)?.[1]?.toLowerCase() ?? "";
  if (headers.some(([key]) => key.toLowerCase() === "set-cookie")) return false;
  const cacheControl = get("cache-control");
  if (cacheControl.includes("no-store") || cacheControl.includes("private")) return false;
  return CACHEABLE_TYPES.some((type) => get("content-type").startsWith(type));
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 2_000_000;
  const paths = new Map(
    Object.entries(options.paths).map(([path, params]) => [
      path,
      new Set([...params, ...ROUTER_PARAMS]),
    ]),
  );
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<{ page: CachedPage; cacheable: boolean }>>();

  /** The cache key of a request, or null when the request must not be served from the cache. */
  function keyFor(request: PageRequest): string | null {
    if (options.ttlMs <= 0 || request.method !== "GET") return null;
    const url = new URL(request.url, "http://cache.invalid");
    const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) || "/" : url.pathname;
    // React Router asks for the home page's data as "/_root.data".
    const allowed = paths.get(url.pathname === "/_root.data" ? "/" : path);
    if (!allowed) return null;
    const names = cookieNames(request.cookieHeader);
    if (names.some((name) => name !== options.themeCookieName && isSiteCookie(name))) return null;
    const theme = cookieValue(request.cookieHeader, options.themeCookieName);
    const kept = [...url.searchParams].filter(
      ([name, value]) => allowed.has(name) && (value !== "" || name === "index"),
    );
    // A stable order: the same parameters in any order are one page (values of a repeated
    // name keep their order).
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const query = new URLSearchParams(kept).toString().replace(/(^|&)index=(?=&|$)/, "$1index");
    return `${url.pathname}${query ? `?${query}` : ""}\n${theme}`;
  }

  /** The path and query a key's page is rendered for (the request without dropped parameters). */
  function urlOfKey(key: string): string {
    return key.slice(0, key.lastIndexOf("\n"));
  }

  function fresh(key: string): CachedPage | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    if (now() - page.storedAt < options.ttlMs) return page;
    pages.delete(key);
    return undefined;
  }

  function store(key: string, page: CachedPage) {
    pages.delete(key);
    pages.set(key, page);
    while (pages.size > maxEntries) {
      const oldest = pages.keys().next().value;
      if (oldest === undefined) break;
      pages.delete(oldest);
    }
  }

  type Render = (nonce: string) => Promise<Omit<CachedPage, "storedAt">>;

  function renderOnce(key: string, render: Render) {
    const pending = render(NONCE_PLACEHOLDER)
      .then((result) => {
        const page = { ...result, storedAt: now() };
        const cacheable = isCacheableResponse(page.status, page.headers, page.body, maxBodyBytes);
        if (cacheable) store(key, page);
        return { page, cacheable };
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return pending;
  }

  return {
    keyFor,
    urlOfKey,
    /**
     * The page for `key`: from the cache when fresh, else from `render` (called with the
     * placeholder nonce). Concurrent misses for one key wait for one render; if its answer turns
     * out not to be cacheable (it set a cookie, failed…), each of them renders its own instead.
     */
    async get(key: string, render: Render): Promise<{ page: CachedPage; hit: boolean }> {
      const cached = fresh(key);
      if (cached) return { page: cached, hit: true };
      const shared = rendering.get(key);
      if (shared) {
        const result = await shared.catch(() => null);
        if (result?.cacheable) return { page: result.page, hit: true };
        return { page: { ...(await render(NONCE_PLACEHOLDER)), storedAt: now() }, hit: false };
      }
      return { page: (await renderOnce(key, render)).page, hit: false };
    },
    /** The body as sent with `nonce` (the response's own CSP nonce). */
    bodyFor(page: CachedPage, nonce: string): string {
      return page.body.replaceAll(NONCE_PLACEHOLDER, nonce);
    },
    size: () => pages.size,
    clear: () => pages.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

// ---------------------------------------------------------------------------------------------
// Express glue (server.ts)

interface ExpressLikeRequest {
  method: string;
  originalUrl: string;
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
  get(name: string): string | undefined;
}

interface ExpressLikeResponse {
  locals: Record<string, unknown>;
  status(code: number): unknown;
  append(name: string, value: string): unknown;
  set(name: string, value: string): unknown;
  send(body: string): unknown;
}

/** Request headers for the render: the visitor's, without cookies except the theme cookie. */
function renderHeaders(req: ExpressLikeRequest, themeCookieName: string): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "cookie") continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const theme = cookieValue(req.get("cookie"), themeCookieName);
  if (theme) headers.set("cookie", `${themeCookieName}=${theme}`);
  return headers;
}

/**
 * Serves cacheable visitor requests through `cache`, rendering misses with `handle` (React
 * Router's fetch-style request handler); every other request goes on to `next`. Adds
 * `X-Page-Cache: hit|miss`.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  themeCookieName: string,
  handle: (request: Request, loadContext: { nonce: string }) => Promise<Response>,
) {
  return async (req: ExpressLikeRequest, res: ExpressLikeResponse, next: (e?: unknown) => void) => {
    const key = cache.keyFor({
      method: req.method,
      url: req.originalUrl,
      cookieHeader: req.get("cookie"),
    });
    if (!key) return next();
    try {
      const { page, hit } = await cache.get(key, async (nonce) => {
        // Rendered for the kept parameters only: the page is the same for every URL of the key.
        const url = `${req.protocol}://${req.get("host") ?? "localhost"}${cache.urlOfKey(key)}`;
        const response = await handle(
          new Request(url, { method: "GET", headers: renderHeaders(req, themeCookieName) }),
          { nonce },
        );
        return {
          status: response.status,
          headers: [...response.headers].filter(([name]) => name !== "content-length"),
          body: await response.text(),
        };
      });
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      res.set("X-Page-Cache", hit ? "hit" : "miss");
      res.send(cache.bodyFor(page, String(res.locals.nonce)));
    } catch (error) {
      next(error);
    }
  };
}
