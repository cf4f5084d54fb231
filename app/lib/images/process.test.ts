import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../image-rules";
import { sniffImageType } from "../image-sniff";
import { ImageRejectedError } from "./errors.server";
import { processImage } from "./process.server";

const HEIC_FIXTURE = path.resolve("tests/fixtures/images/sample.heic"); // 64x40, made with heif-enc

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 20 } } });
}

/** IFD0 tag numbers of a TIFF/EXIF block as sharp returns it ("Exif\0\0" + TIFF). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0", 0, "latin1") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
const GPS_IFD_POINTER = 0x8825;

/** A phone-like JPEG: EXIF orientation 6 (rotate 90° clockwise), camera make, GPS, XMP, P3 ICC. */
async function phoneJpeg() {
  return solid(60, 40)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "SecretCam", Copyright: "Jane Doe" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 24/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 7/1",
      },
    })
    .withIccProfile("p3")
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Doe</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** A 2-frame animated GIF: red then blue. */
async function animatedGif() {
  const frame = (background: string) =>
    sharp({ create: { width: 30, height: 20, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A real, decodable 20000x20000 PNG (400 megapixels) in about 50KB: a decompression bomb. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // 1 bit per pixel
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + size / 8) * size); // filter byte + 2500 bytes per row, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function rejection(bytes: Buffer): Promise<ImageRejectedError> {
  const error = await processImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

async function expectCleanWebp(data: Buffer) {
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  return meta;
}

describe("sniffImageType", () => {
  it("recognises the accepted formats by their first bytes", async () => {
    expect(sniffImageType(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid(4, 4).webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await solid(4, 4).gif().toBuffer())).toBe("gif");
    expect(sniffImageType(await solid(4, 4).avif().toBuffer())).toBe("avif");
    expect(sniffImageType(fs.readFileSync(HEIC_FIXTURE))).toBe("heic");
  });

  it("recognises nothing else", async () => {
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("<!doctype html><p>hi"))).toBeNull();
    expect(sniffImageType(await solid(4, 4).tiff().toBuffer())).toBeNull();
    // An MP4 video: ISO media like HEIC, but not an image brand.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom\0\0\0\0isomiso2"),
    ]);
    expect(sniffImageType(mp4)).toBeNull();
  });
});

describe("processImage: accepted images", () => {
  it("auto-rotates a JPEG by EXIF and strips EXIF, GPS, XMP and ICC", async () => {
    const input = await phoneJpeg();
    const inputMeta = await sharp(input).metadata();
    // The fixture really carries what must be removed.
    expect(inputMeta.orientation).toBe(6);
    expect(ifd0Tags(inputMeta.exif!)).toContain(GPS_IFD_POINTER);
    expect(inputMeta.xmp).toBeDefined();
    expect(inputMeta.icc).toBeDefined();

    const { variants, placeholder } = await processImage(input);
    expect(variants).toHaveLength(1);
    const [only] = variants;
    // 60x40 landscape pixels shown upright as 40x60 portrait.
    expect([only.width, only.height]).toEqual([40, 60]);
    const meta = await expectCleanWebp(only.data);
    expect([meta.width, meta.height]).toEqual([40, 60]);
    for (const secret of ["SecretCam", "Jane Doe"]) {
      expect(only.data.includes(Buffer.from(secret))).toBe(false);
    }
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
  });

  it("makes WebP variants at 480, 960 and 1600 from a large image, never larger", async () => {
    const { variants } = await processImage(await solid(2400, 1600).png().toBuffer());
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
    ]);
    for (const v of variants) await expectCleanWebp(v.data);
  });

  it("never upscales: a 1200px image tops out at 1200, a 300px one has a single variant", async () => {
    const mid = await processImage(await solid(1200, 800).jpeg().toBuffer());
    expect(mid.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    const small = await processImage(await solid(300, 200).webp().toBuffer());
    expect(small.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
  });

  it("keeps very tall images within WebP's 16383px limit", async () => {
    const { variants } = await processImage(await solid(1000, 20_000).png().toBuffer());
    const largest = variants[variants.length - 1];
    expect(largest.height).toBeLessThanOrEqual(16_383);
    expect(largest.width).toBe(819);
  });

  it("accepts PNG with transparency, WebP and AVIF", async () => {
    const png = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const fromPng = await processImage(png);
    expect((await expectCleanWebp(fromPng.variants[0].data)).hasAlpha).toBe(true);
    for (const input of [
      await solid(70, 50).webp().toBuffer(),
      await solid(70, 50).avif().toBuffer(),
    ]) {
      const { variants } = await processImage(input);
      expect([variants[0].width, variants[0].height]).toEqual([70, 50]);
      await expectCleanWebp(variants[0].data);
    }
  });

  it("takes only the first frame of an animated GIF", async () => {
    const input = await animatedGif();
    expect((await sharp(input).metadata()).pages).toBe(2);
    const { variants } = await processImage(input);
    const meta = await expectCleanWebp(variants[0].data);
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([30, 20]);
    const { data } = await sharp(variants[0].data)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(50);
  });

  it("converts HEIC (HEVC) instead of rejecting it", async () => {
    const { variants } = await processImage(fs.readFileSync(HEIC_FIXTURE));
    expect([variants[0].width, variants[0].height]).toEqual([64, 40]);
    await expectCleanWebp(variants[0].data);
    // The fixture is orange on the left half, blue on the right.
    const { data, info } = await sharp(variants[0].data)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray(x * info.channels, x * info.channels + 3)];
    expect(pixel(5)[0]).toBeGreaterThan(200);
    expect(pixel(58)[2]).toBeGreaterThan(200);
  });

  it("re-encodes a valid JPEG with HTML appended, so the payload is never stored", async () => {
    const polyglot = Buffer.concat([
      await solid(20, 20).jpeg().toBuffer(),
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const { variants } = await processImage(polyglot);
    expect(variants[0].data.includes(Buffer.from("<script>"))).toBe(false);
  });
});

describe("processImage: rejected input", () => {
  it("rejects an empty file as type", async () => {
    expect((await rejection(Buffer.alloc(0))).reason).toBe("type");
  });

  it("rejects SVG (even with a script), HTML named .jpg, text and TIFF as type", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const text = Buffer.from("just some text, saved as photo.png");
    const tiff = await solid(10, 10).tiff().toBuffer();
    for (const bytes of [svg, html, text, tiff]) {
      expect((await rejection(bytes)).reason).toBe("type");
    }
  });

  it("rejects a file whose magic numbers lie (GIF header, HTML body) as type", async () => {
    const fake = Buffer.from("GIF89a<html><script>alert(1)</script></html>");
    expect(sniffImageType(fake)).toBe("gif");
    expect((await rejection(fake)).reason).toBe("type");
  });

  it("rejects more than 5MB as size, before decoding", async () => {
    const big = Buffer.concat([
      await solid(10, 10).jpeg().toBuffer(),
      Buffer.alloc(MAX_IMAGE_BYTES),
    ]);
    expect((await rejection(big)).reason).toBe("size");
  });

  it("rejects a decompression bomb as pixels", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const error = await rejection(bomb);
    expect(error.reason).toBe("pixels");
    expect(error.message).toMatch(/megapixels/);
  });

  it("rejects a truncated JPEG as corrupt", async () => {
    const photo = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    expect((await rejection(truncated)).reason).toBe("corrupt");
  });

  it("rejects a HEIC whose coded data is damaged as corrupt", async () => {
    const heic = fs.readFileSync(HEIC_FIXTURE);
    const damaged = Buffer.from(heic);
    // Keep the header boxes, scramble the HEVC data in the "mdat" box after them.
    const codedData = damaged.indexOf("mdat", 0, "latin1") + 4;
    expect(codedData).toBeGreaterThan(100);
    for (let i = codedData; i < damaged.length; i++) damaged[i] = (damaged[i] * 7 + 13) & 0xff;
    expect((await rejection(damaged)).reason).toBe("corrupt");
  });
});
