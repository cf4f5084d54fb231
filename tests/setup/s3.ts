// A real S3-protocol server for tests: s3rver (npm, pure Node, files in a temporary folder) on a
// free port of 127.0.0.1, with one empty bucket. Used by the S3 driver's tests
// (app/lib/storage-s3.server.test.ts) and the two-process scale-out spec (tests/e2e).
// s3rver accepts any signature with its fixed credentials (S3RVER/S3RVER) and needs path-style
// URLs; it ignores `If-None-Match: *` on PUT (the driver's HEAD check covers that, see the driver).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The app's settings for this server (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = "camber-test"): Promise<TestS3Server> {
  const require = createRequire(import.meta.url);
  const S3rver = require("s3rver") as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "camber-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = "us-east-1";
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  let stopped = false;
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    directory,
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close().catch(() => {});
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
