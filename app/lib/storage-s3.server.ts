// The S3 driver of ObjectStorage (STORAGE_DRIVER=s3): uploads live in one bucket of any
// S3-compatible store (AWS S3, Cloudflare R2, MinIO, …), so every app process sees every upload.
// See docs/decisions/009-scale-out-and-s3-storage.md for the choices below.
//
// URLs. Without S3_PUBLIC_URL_BASE, stored URLs stay `/uploads/<key>`, as with the local driver,
// and every app process streams them from the bucket (createS3UploadsHandler below, mounted by
// server.ts): the bucket stays private and the URLs in the database never depend on where the
// bytes live. With S3_PUBLIC_URL_BASE (a CDN in front of the bucket), new uploads get
// `<base>/<key>` URLs; keyFromUrl understands both forms, so older `/uploads/…` rows keep working
// (they are still served by the app) and can still be deleted.
//
// No overwrite. A put sends `If-None-Match: *`, which AWS S3, R2 and MinIO honour atomically
// (412 → StorageKeyExistsError). Some S3-compatible servers ignore that header (s3rver, used in
// the tests, does), so a HEAD before the PUT refuses an existing key there too. Between that HEAD
// and the PUT a second writer could only collide by producing the same key, and keys carry a
// millisecond timestamp plus 48 random bits (app/lib/images/store.server.ts), so in practice keys
// are never reused.
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { Env } from "./env.server";
import type { ObjectStorage, StoredObject } from "./storage-types";
import { InvalidStorageKeyError, isValidStorageKey, StorageKeyExistsError } from "./storage-types";

/** Stored objects never change (new upload = new key), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Endpoint of a non-AWS store (http://127.0.0.1:9000); unset = AWS. */
  endpoint?: string;
  /** Static credentials; unset = the SDK's default chain (instance role, env, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Public base URL of the bucket (a CDN); unset = `/uploads/<key>`, served by the app. */
  publicUrlBase?: string;
}

export interface S3Storage extends ObjectStorage {
  readonly client: S3Client;
  readonly bucket: string;
}

/** The driver's settings from the validated environment (env.server.ts checks they are whole). */
export function s3ConfigFromEnv(config: Env): S3StorageConfig {
  if (!config.S3_BUCKET || !config.S3_REGION) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION.");
  }
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrlBase: config.S3_PUBLIC_URL_BASE,
  };
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle ?? false,
    // Checksums only where the API requires them: several S3-compatible stores reject the SDK's
    // default CRC32 trailers on plain PUTs.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return metadata?.httpStatusCode;
}

function assertValidKey(key: string) {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** At most 1000 keys per DeleteObjects request (the S3 API's limit). */
const DELETE_BATCH = 1000;

export function createS3Storage(
  config: S3StorageConfig,
  options: { client?: S3Client; uploadsPath?: string } = {},
): S3Storage {
  const client = options.client ?? createS3Client(config);
  const bucket = config.bucket;
  const uploadsPrefix = `${(options.uploadsPath ?? "/uploads").replace(/\/+$/, "")}/`;
  const publicPrefix = config.publicUrlBase
    ? `${config.publicUrlBase.replace(/\/+$/, "")}/`
    : uploadsPrefix;

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  return {
    client,
    bucket,

    async put(key, body, contentType) {
      assertValidKey(key);
      if (await exists(key)) throw new StorageKeyExistsError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: body.length,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        // 412: the key exists; 409: another conditional write of this key is in flight.
        const status = statusOf(error);
        if (status === 412 || status === 409) throw new StorageKeyExistsError(key);
        throw error;
      }
    },

    async putStream(key, body, contentType) {
      assertValidKey(key);
      if (await exists(key)) throw new StorageKeyExistsError(key);
      try {
        return await putInParts(client, { bucket, key, contentType }, body);
      } catch (error) {
        const status = statusOf(error);
        if (status === 412 || status === 409) throw new StorageKeyExistsError(key);
        throw error;
      }
    },

    async getStream(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async delete(keys) {
      keys.forEach(assertValidKey);
      const unique = [...new Set(keys)];
      for (let i = 0; i < unique.length; i += DELETE_BATCH) {
        const batch = unique.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // Missing keys are not errors in S3; anything listed here is a real failure.
        const failed = (result.Errors ?? []).filter((e) => e.Code !== "NoSuchKey");
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `Could not delete ${failed.length} object(s) from ${bucket}: ${first.Key}: ${first.Code} ${first.Message ?? ""}`.trim(),
          );
        }
      }
    },

    publicUrl(key) {
      assertValidKey(key);
      return `${publicPrefix}${key}`;
    },

    keyFromUrl(url) {
      for (const prefix of new Set([publicPrefix, uploadsPrefix])) {
        if (url.startsWith(prefix)) {
          const key = url.slice(prefix.length);
          return isValidStorageKey(key) ? key : null;
        }
      }
      return null;
    },

    list(prefix) {
      return listObjects(client, bucket, prefix);
    },
  };
}

/**
 * A stream's parts are uploaded as they fill (S3 wants at least 5 MiB per part but the last), so
 * at most one part is in memory. A stream smaller than one part is a plain PUT.
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/**
 * Stores a stream of unknown length: a multipart upload whose parts go up as they fill, completed
 * with `If-None-Match: *` (no overwrite), aborted on any failure so no parts are left billed.
 */
async function putInParts(
  client: S3Client,
  target: { bucket: string; key: string; contentType: string },
  body: Readable,
): Promise<number> {
  const { bucket, key, contentType } = target;
  let uploadId: string | undefined;
  const parts: { ETag?: string; PartNumber: number }[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;

  const flushPart = async () => {
    if (!uploadId) {
      const created = await client.send(
        new CreateMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      uploadId = created.UploadId;
    }
    const partNumber = parts.length + 1;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const uploaded = await client.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body: data,
        ContentLength: data.length,
      }),
    );
    parts.push({ ETag: uploaded.ETag, PartNumber: partNumber });
  };

  try {
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      pending.push(buffer);
      pendingBytes += buffer.length;
      total += buffer.length;
      if (pendingBytes >= UPLOAD_PART_BYTES) await flushPart();
    }
    if (!uploadId) {
      const data = Buffer.concat(pending, pendingBytes);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
          IfNoneMatch: "*",
        }),
      );
      return total;
    }
    if (pendingBytes > 0) await flushPart();
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
        IfNoneMatch: "*",
      }),
    );
    return total;
  } catch (error) {
    body.destroy();
    if (uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
        .catch(() => undefined);
    }
    throw error;
  }
}

/** ListObjectsV2, page after page (at most 1000 keys each), until the listing is complete. */
async function* listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<StoredObject> {
  let continuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        ContinuationToken: continuationToken,
      }),
    );
    for (const object of page.Contents ?? []) {
      // Objects another tool put in the bucket under names the app never makes are not ours.
      if (!object.Key || !object.LastModified || !isValidStorageKey(object.Key)) continue;
      yield { key: object.Key, lastModified: object.LastModified };
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
}

// ---------------------------------------------------------------------------------------------
// Serving /uploads from the bucket

/** The parts of an HTTP request and response the handler needs (Express satisfies both). */
export interface UploadRequest {
  method: string;
  /** The path below the mount point, e.g. "/builds/u1/….webp". */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface UploadResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
  headersSent: boolean;
  destroyed: boolean;
  writableEnded: boolean;
  on(event: "close", listener: () => void): unknown;
}

function header(request: UploadRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function plain(response: UploadResponse, status: number, text: string) {
  response.status(status);
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(text);
}

/** Only single ranges, the form browsers and media players send; anything else gets 200. */
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * A request handler for GET/HEAD `/uploads/<key>` that streams the object from the bucket, so
 * any app process serves any upload without a public bucket. It forwards Range (→ 206 with
 * Content-Range, 416 when unsatisfiable) and If-None-Match / If-Modified-Since (→ 304), and sends
 * the object's ETag, Last-Modified and the immutable Cache-Control. Bad keys are a plain 404.
 */
export function createS3UploadsHandler(storage: Pick<S3Storage, "client" | "bucket">) {
  const { client, bucket } = storage;

  return async (request: UploadRequest, response: UploadResponse): Promise<void> => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.setHeader("Allow", "GET, HEAD");
      plain(response, 405, "Method Not Allowed");
      return;
    }
    const key = request.path.replace(/^\/+/, "");
    if (!isValidStorageKey(key)) {
      plain(response, 404, "Not Found");
      return;
    }
    const rangeHeader = header(request, "range");
    const range = rangeHeader && SINGLE_RANGE.test(rangeHeader) ? rangeHeader : undefined;
    const ifNoneMatch = header(request, "if-none-match");
    const ifModifiedSince = header(request, "if-modified-since");

    let object: GetObjectCommandOutput;
    const abort = new AbortController();
    response.on("close", () => {
      if (!response.writableEnded) abort.abort();
    });
    try {
      const input = {
        Bucket: bucket,
        Key: key,
        Range: request.method === "GET" ? range : undefined,
        IfNoneMatch: ifNoneMatch,
        IfModifiedSince:
          ifModifiedSince && !ifNoneMatch && !Number.isNaN(Date.parse(ifModifiedSince))
            ? new Date(ifModifiedSince)
            : undefined,
      };
      object =
        request.method === "HEAD"
          ? ((await client.send(new HeadObjectCommand(input), {
              abortSignal: abort.signal,
            })) as GetObjectCommandOutput)
          : await client.send(new GetObjectCommand(input), { abortSignal: abort.signal });
    } catch (error) {
      if (abort.signal.aborted) return;
      const status = statusOf(error);
      if (status === 304) {
        response.status(304);
        response.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
        if (ifNoneMatch) response.setHeader("ETag", ifNoneMatch);
        response.end();
        return;
      }
      if (status === 404 || status === 403) {
        // 403: a store that hides missing keys from a reader without list permission.
        plain(response, 404, "Not Found");
        return;
      }
      if (status === 416) {
        const size = await objectSize(client, bucket, key).catch(() => undefined);
        if (size !== undefined) response.setHeader("Content-Range", `bytes */${size}`);
        plain(response, 416, "Range Not Satisfiable");
        return;
      }
      console.error(`[uploads] could not read ${key} from the bucket`, error);
      if (!response.headersSent) plain(response, 502, "Bad Gateway");
      return;
    }

    const partial = Boolean(object.ContentRange) && request.method === "GET";
    response.status(partial ? 206 : 200);
    response.setHeader("Content-Type", object.ContentType ?? "application/octet-stream");
    response.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    response.setHeader("Accept-Ranges", "bytes");
    if (object.ContentLength !== undefined) {
      response.setHeader("Content-Length", String(object.ContentLength));
    }
    if (partial && object.ContentRange) response.setHeader("Content-Range", object.ContentRange);
    if (object.ETag) response.setHeader("ETag", object.ETag);
    if (object.LastModified) response.setHeader("Last-Modified", object.LastModified.toUTCString());

    const body = object.Body as NodeJS.ReadableStream | undefined;
    if (request.method === "HEAD" || !body) {
      response.end();
      return;
    }
    body.on("error", (error) => {
      console.error(`[uploads] stream of ${key} failed`, error);
      (response as unknown as { destroy?: (e?: Error) => void }).destroy?.(error);
    });
    body.pipe(response as unknown as NodeJS.WritableStream);
  };
}

async function objectSize(client: S3Client, bucket: string, key: string) {
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return head.ContentLength;
}
