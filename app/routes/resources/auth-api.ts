import { withCappedBody } from "~/lib/form-data.server";
import { auth } from "~/modules/auth/index.server";
import type { Route } from "./+types/auth-api";

// better-auth's own endpoints (/api/auth/*): e-mail verification links, password reset links,
// and its JSON API. Pages use server actions; these stay for links in e-mails and API clients.
export async function loader({ request }: Route.LoaderArgs) {
  const response = await auth().handler(request);
  return new URL(request.url).pathname === "/api/auth/get-session"
    ? withoutSessionToken(response)
    : response;
}

export async function action(args: Route.ActionArgs) {
  // better-auth reads the body itself: capped here like every form (a 413 past 1 MB).
  const request = await withCappedBody(args.request);
  if (await hasNulCharacter(request)) {
    // PostgreSQL text cannot hold U+0000 and no keyboard types it: refused before it gets that far.
    return Response.json(
      { code: "INVALID_CHARACTERS", message: "Invalid characters in the request." },
      { status: 400 },
    );
  }
  return auth().handler(request);
}

/** Whether a JSON body holds U+0000 in any key or string value. */
async function hasNulCharacter(request: Request): Promise<boolean> {
  if (!request.headers.get("Content-Type")?.toLowerCase().includes("json")) return false;
  const text = await request.clone().text();
  if (text.includes("\u0000")) return true;
  if (!/\\u0000/i.test(text)) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false; // better-auth answers malformed JSON itself
  }
  const hasNul = (value: unknown): boolean => {
    if (typeof value === "string") return value.includes("\u0000");
    if (Array.isArray(value)) return value.some(hasNul);
    if (value && typeof value === "object") {
      return Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNul(item));
    }
    return false;
  };
  return hasNul(body);
}

/**
 * The session as page scripts may see it: without its token. The token is the bearer secret the
 * HttpOnly cookie keeps from scripts; an injected script could otherwise copy it out.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) return response;
  const body = (await response.json()) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
