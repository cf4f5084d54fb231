// Upload fixtures for server tests: small generated PNGs, and the files under DATA_DIR/uploads
// (to check that a failed write left no file behind).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export interface PngOptions {
  width?: number;
  height?: number;
  color?: string;
}

/** A solid-colour PNG. */
export function pngBuffer({ width = 640, height = 400, color = "#ff6600" }: PngOptions = {}) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A solid-colour PNG as an uploaded File. */
export async function pngFile(name = "photo.png", options: PngOptions = {}): Promise<File> {
  const bytes = await pngBuffer(options);
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** Every stored upload (full paths), or those under one folder ("features"), hidden files left out. */
export function uploadedFiles(folder = ""): string[] {
  const root = path.join(process.env.DATA_DIR ?? "", "uploads", folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith("."))
    .map((d) => path.join(d.parentPath, d.name));
}
