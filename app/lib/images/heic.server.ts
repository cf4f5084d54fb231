// HEIC/HEIF (HEVC-coded) photos, the iPhone default. sharp's prebuilt libvips has no HEVC decoder,
// so heic-convert (libheif compiled to WebAssembly) decodes them to a lossless PNG that sharp then
// processes like any other upload.
//
// heic-convert is synchronous WebAssembly: a 12-megapixel photo keeps its thread busy for about
// three seconds on this class of machine. It therefore runs in a worker thread, so the server
// keeps answering other requests meanwhile, and with a time limit, so a hostile file cannot
// hold a thread forever.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

const HEIC_DECODE_TIMEOUT_MS = 30_000;

// Resolved here, in the app's module graph, so the worker loads the same installed package
// whether the app runs from source (tsx, Vite) or from the production build.
const heicConvertPath = createRequire(import.meta.url).resolve("heic-convert");

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const convert = require(workerData.heicConvertPath);
convert({ buffer: workerData.input, format: "PNG" }).then(
  (png) => parentPort.postMessage({ png }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

/** Decodes the primary image of a HEIC/HEIF file to PNG bytes. Rejects if it cannot. */
export function decodeHeicToPng(input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { heicConvertPath, input },
    });
    let settled = false;
    const finish = (error: Error | null, png?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(png!);
    };
    const timer = setTimeout(
      () => finish(new Error(`HEIC decoding took longer than ${HEIC_DECODE_TIMEOUT_MS} ms`)),
      HEIC_DECODE_TIMEOUT_MS,
    );
    worker.on("message", (message: { png?: Uint8Array; error?: string }) => {
      if (message.png) {
        const { png } = message;
        finish(null, Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      } else {
        finish(new Error(`HEIC decoding failed: ${message.error}`));
      }
    });
    worker.on("error", (error) => finish(error));
    worker.on("exit", (code) => finish(new Error(`HEIC decoder exited early (code ${code})`)));
  });
}
