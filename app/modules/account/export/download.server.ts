// The download of a ready export: its link (/account/export/<token>, from the e-mail) or the
// export page's Download (/account/export/<id>/download). Both are route middleware (the route
// module: app/routes/account/export-download.tsx): a good request gets the zip streamed from
// storage before any page renders; a visitor is sent to sign in and back; anything else goes on
// to the route's loader, which answers the site's 404 page ("This download link has expired or
// doesn't exist"), whether the link is made up, expired, or another member's.
import { Readable } from "node:stream";
import { type MiddlewareFunction, redirect, redirectDocument } from "react-router";
import { getActor } from "~/lib/actor.server";
import { parseUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { signInPath } from "~/lib/safe-redirect";
import { type ObjectStorage, storage } from "~/lib/storage.server";
import { type DownloadableExport, findDownload } from "./exports.server";

/** "camber-club-data-2026-11-24.zip": the day the export was made. */
export function exportFileName(readyAt: Date): string {
  return `camber-club-data-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/** The zip as an attachment, streamed from storage; null when storage no longer has it. */
export async function exportDownloadResponse(
  download: DownloadableExport,
  store: ObjectStorage = storage(),
): Promise<Response | null> {
  const object = await store.getStream(download.storageKey);
  if (!object) {
    log.error(
      { export: download.id, key: download.storageKey },
      "[account-export] a ready export's zip is missing from storage",
    );
    return null;
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="${exportFileName(download.readyAt)}"`,
      // Personal data: never kept by the browser's cache or any cache between.
      "Cache-Control": "private, no-store",
      // nosniff comes from the server's security headers, set on every answer.
    },
  });
}

/** The route's middleware: the zip for its owner, /auth for a visitor, else the 404 page. */
export const exportDownloadMiddleware: MiddlewareFunction<Response> = async (
  { request, params, context },
  next,
) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  // A client-side navigation here (after signing in, from /auth) asks for the page's data with
  // fetch(): the answer must be a full page load of this address, which then downloads the zip.
  // (Browsers say so in Sec-Fetch-Mode; a page load or a download is "navigate".)
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode && mode !== "navigate") {
    throw redirectDocument(new URL(request.url).pathname);
  }
  const actor = getActor(context);
  if (!actor) throw redirect(signInPath(new URL(request.url).pathname));
  const id = params.id === undefined ? null : parseUuid(params.id);
  const by = params.token !== undefined ? { token: params.token } : id ? { id } : null;
  const download = by ? await findDownload(by, actor.id) : null;
  const response = download ? await exportDownloadResponse(download) : null;
  return response ?? next();
};
