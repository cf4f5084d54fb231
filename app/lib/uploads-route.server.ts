// What server.ts mounts at /uploads, per storage driver:
// - local: the files under DATA_DIR/uploads (express.static, one-year immutable cache, dotfiles
//   such as half-written ".tmp-…" files denied);
// - s3: the same URLs streamed from the bucket (Range, ETag, 304), so any app process serves any
//   upload and stored `/uploads/<key>` URLs keep working whichever process answers.
import path from "node:path";
import express, { type RequestHandler } from "express";
import type { Env } from "./env.server";
import { createS3Storage, createS3UploadsHandler, s3ConfigFromEnv } from "./storage-s3.server";

export function uploadsHandler(config: Env): RequestHandler {
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
