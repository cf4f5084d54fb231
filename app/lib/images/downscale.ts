// Makes a member's photo smaller in the browser before it is uploaded: phones take 4000px photos
// of 4-8 MB, and the site never stores more than 2560px (app/lib/image-urls.ts), so sending the
// full file only costs the member's data plan and time. Every upload form that sends files with
// JavaScript passes them through downscaleForUpload; without JavaScript the original goes as is.
// The server's pipeline (app/lib/images/process.server.ts) stays the authority: it checks and
// re-encodes whatever arrives, downscaled or not.
//
// What is left alone: small files (at most 512 KB), HEIC/HEIF (browsers mostly cannot decode it;
// the server converts it), GIFs and animated WebP/PNG (a canvas keeps one frame), anything the
// browser cannot decode, and any file the re-encoding would not make smaller.

/** Files up to this size are sent as they are. */
export const DOWNSCALE_MIN_BYTES = 512 * 1024;
/** The long side of a downscaled photo: the largest variant the site stores. */
export const DOWNSCALE_MAX_EDGE = 2560;
export const DOWNSCALE_JPEG_QUALITY = 0.85;

/** How much of the file is read to tell an animation from a still image. */
const SNIFF_BYTES = 256 * 1024;

export type DownscaleSkip = "small" | "heic" | "gif" | "animated" | "not-an-image";

/** What the file's name and type say about re-encoding it: null = try, else why not. */
export function downscaleSkipReason(file: {
  name: string;
  type: string;
  size: number;
}): DownscaleSkip | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (/^image\/(heic|heif)(-sequence)?$/.test(type) || /\.(heic|heif)$/.test(name)) return "heic";
  if (type === "image/gif" || name.endsWith(".gif")) return "gif";
  if (type !== "" && !type.startsWith("image/")) return "not-an-image";
  if (file.size <= DOWNSCALE_MIN_BYTES) return "small";
  return null;
}

/** Whether the first bytes of a file are an animated WebP (ANIM chunk) or PNG (acTL chunk). */
export function isAnimatedImage(bytes: Uint8Array): boolean {
  const ascii = (at: number, text: string) =>
    [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) {
    // VP8X's flags byte: bit 1 is "animation".
    return ascii(12, "VP8X") && (bytes[20] & 0x02) !== 0;
  }
  if (bytes[0] === 0x89 && ascii(1, "PNG")) {
    // An APNG has an acTL chunk before its first IDAT.
    for (let at = 8; at + 8 <= bytes.length; ) {
      const length =
        ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
      if (ascii(at + 4, "acTL")) return true;
      if (ascii(at + 4, "IDAT")) return false;
      at += 12 + length;
    }
  }
  return false;
}

/** The size to draw at: the long side at most `maxEdge`, never enlarged. */
export function downscaledSize(
  width: number,
  height: number,
  maxEdge = DOWNSCALE_MAX_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether the re-encoded file is worth sending instead of the original. */
export function keepDownscaled(originalBytes: number, downscaledBytes: number): boolean {
  return downscaledBytes > 0 && downscaledBytes < originalBytes;
}

/** "IMG_0042.PNG" → "IMG_0042.jpg" */
function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, "");
  return `${stem || "photo"}.jpg`;
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: DOWNSCALE_JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  draw(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", DOWNSCALE_JPEG_QUALITY));
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}

/**
 * The file to upload for `file`: a JPEG at most 2560px on its long side when that is smaller,
 * otherwise the original. Never throws: whatever goes wrong, the original is sent.
 */
export async function downscaleForUpload(file: File): Promise<File> {
  if (downscaleSkipReason(file) !== null) return file;
  if (typeof createImageBitmap === "undefined") return file;
  let bitmap: ImageBitmap | undefined;
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (isAnimatedImage(head)) return file;
    // "from-image": the EXIF orientation is applied, so a portrait phone photo stays upright
    // (the JPEG written has no EXIF left to say so).
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const { width, height } = downscaledSize(bitmap.width, bitmap.height);
    const blob = await encode(bitmap, width, height);
    if (!blob || !keepDownscaled(file.size, blob.size)) return file;
    return new File([blob], jpegName(file.name), {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    // Not decodable here (a format this browser lacks, a damaged file): the server decides.
    return file;
  } finally {
    bitmap?.close();
  }
}

/** downscaleForUpload for each file, one at a time (each decoded photo takes real memory). */
export async function downscaleAllForUpload(files: readonly File[]): Promise<File[]> {
  const result: File[] = [];
  for (const file of files) result.push(await downscaleForUpload(file));
  return result;
}

/**
 * For forms that post their file input as it is (React Router's <Form>): once files are chosen,
 * puts the downscaled files in the input in their place, so the form sends those. The input is
 * left alone when nothing got smaller, or when other files were chosen meanwhile. A form sent
 * before this finishes sends the originals, which the server accepts just the same.
 */
export async function downscaleInputFiles(input: HTMLInputElement): Promise<void> {
  const originals = [...(input.files ?? [])];
  if (originals.length === 0 || typeof DataTransfer === "undefined") return;
  const files = await downscaleAllForUpload(originals);
  if (files.every((file, i) => file === originals[i])) return;
  const now = [...(input.files ?? [])];
  if (now.length !== originals.length || now.some((file, i) => file !== originals[i])) return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}
