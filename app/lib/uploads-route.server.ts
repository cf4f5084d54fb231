// What server.ts mounts at /uploads, per storage driver:
// - local: the files under DATA_DIR/uploads (express.static, one-year immutable cache, dotfiles
//   such as half-written ".tmp-…" files denied);
// - s3: the same URLs streamed from the bucket (Range, ETag, 304), so any app process serves any
//   upload and stored `/uploads/<key>` URLs keep working whichever process answers.
import path from "node:path";
import express, { type RequestHandler } from "express";
import type { Env } from "./env.server";
import { createS3Storage, createS3UploadsHandler, s3ConfigFromEnv } from "./storage-s3.server";
import { PRIVATE_STORAGE_PREFIX } from "./storage-types";

/**
 * Whether a path below /uploads reaches the private folder, in any spelling the file server would
 * still resolve there (percent-encoded, doubled slashes, dot segments, another letter case).
 */
export function isPrivateUploadPath(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true; // undecodable: not a key of ours either way
  }
  const normalised = path.posix.normalize(`/${decoded.replace(/\\/g, "/")}`).replace(/^\/+/, "");
  return `${normalised.toLowerCase()}/`.startsWith(PRIVATE_STORAGE_PREFIX);
}

export function uploadsHandler(config: Env): RequestHandler {
  const serve = filesHandler(config);
  return (req, res, next) => {
    if (isPrivateUploadPath(req.path)) {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store");
      res.end("Not Found");
      return;
    }
    // Members' photos are for this site's pages: another site may not embed (hotlink) them, and
    // no cross-origin page can load them as a resource to probe them. Link previews fetched by
    // other servers are not browsers and are not affected.
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    serve(req, res, next);
  };
}

function filesHandler(config: Env): RequestHandler {
  if (config.STORAGE_DRIVER === "s3") {
    const serve = createS3UploadsHandler(createS3Storage(s3ConfigFromEnv(config)));
    return (req, res, next) => {
      serve(req, res).catch(next);
    };
  }
  return express.static(path.join(config.dataDir, "uploads"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "deny",
    fallthrough: false,
  });
}
