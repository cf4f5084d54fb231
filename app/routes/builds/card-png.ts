// GET /builds/:id/card.png — the build's share card (1200x630 PNG, its og:image): for approved,
// active builds only; pending, rejected, deleted, unknown and malformed ids are all a plain 404
// (never a hint that a build exists). The card is cached in storage per version of what it shows
// (app/modules/builds/spec/share-card.server.tsx); the version is the ETag, so a crawler that
// asks again with If-None-Match gets a 304 without a byte of image.
import { log } from "~/lib/log.server";
import { checkBuildId } from "~/modules/builds/schemas";
import { CARD_CACHE_CONTROL, getShareCard } from "~/modules/builds/spec/share-card.server";
import type { Route } from "./+types/card-png";

function notFound(): Response {
  return new Response("Build not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = checkBuildId(params.id);
  if (!id.ok) return notFound();
  let card: Awaited<ReturnType<typeof getShareCard>>;
  try {
    card = await getShareCard(id.id);
  } catch (error) {
    log.error({ err: error, buildId: id.id }, "[share-card] could not make the card");
    return new Response("Temporarily unavailable, try again shortly.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  if (!card) return notFound();
  const headers = {
    "Cache-Control": CARD_CACHE_CONTROL,
    ETag: card.etag,
  };
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === card.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(card.png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(card.png.length) },
  });
}
