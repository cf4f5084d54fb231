// Makes the demo video of the media hub (app/demo/assets/demo-reel.webm) without downloading
// anything: Debian's Chromium draws a short night-meet animation on a canvas and records it with
// MediaRecorder (VP8/VP9 in WebM). Run once and commit the small result; the demo seed copies it
// into storage. Usage: npx tsx scripts/make-demo-reel.ts [output] [seconds]
//
// MediaRecorder streams its WebM, so the header it writes has no Duration: browsers then report
// `duration` Infinity and cannot seek. The recording is rewritten with a Duration element in its
// Segment Info, timed from the last frame. `npx tsx scripts/make-demo-reel.ts --seekable <file>`
// rewrites an existing recording the same way.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

// EBML (Matroska/WebM) element IDs, as written (with their length marker bits).
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;

/** A variable-length integer at `at`: its value (marker removed, or the raw ID) and length. */
function vint(bytes: Buffer, at: number, keepMarker: boolean) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`Not a WebM file (bad length at byte ${at}).`);
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    if (bytes[at + i] !== 0xff) unknown = false;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

/** Element header at `at`: id, payload start and size (null: unknown size, runs to its parent's end). */
function element(bytes: Buffer, at: number) {
  const id = vint(bytes, at, true);
  const size = vint(bytes, at + id.length, false);
  return {
    id: id.value,
    start: at + id.length + size.length,
    size: size.unknown ? null : size.value,
  };
}

function children(bytes: Buffer, start: number, end: number) {
  const found: ReturnType<typeof element>[] = [];
  for (let at = start; at < end; ) {
    const child = element(bytes, at);
    found.push(child);
    at = child.start + (child.size ?? 0);
  }
  return found;
}

function unsigned(bytes: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[start + i];
  return value;
}

/** The recording with a Duration in its Segment Info (the media data is left as it is). */
function seekable(recording: Buffer): Buffer {
  const header = element(recording, 0);
  const segment = element(recording, header.start + (header.size ?? 0));
  if (segment.id !== SEGMENT) throw new Error("Not a WebM file (no Segment).");
  let info: ReturnType<typeof element> & { at: number } = { id: 0, start: 0, size: 0, at: -1 };
  let timecodeScale = 1_000_000;
  let end = 0; // last frame's timecode, in TimecodeScale units
  let frameGap = 0; // smallest step between two frames: the last frame lasts about this long
  let previous = -1;
  for (let at = segment.start; at < recording.length; ) {
    const child = element(recording, at);
    const childEnd = child.size === null ? recording.length : child.start + child.size;
    if (child.id === INFO) {
      info = { ...child, at };
      for (let i = child.start; i < childEnd; ) {
        const field = element(recording, i);
        if (field.id === DURATION) throw new Error("The recording already has a Duration.");
        if (field.id === TIMECODE_SCALE)
          timecodeScale = unsigned(recording, field.start, field.size ?? 0);
        i = field.start + (field.size ?? 0);
      }
    }
    if (child.id === CLUSTER) {
      let clusterTime = 0;
      // A live recording's clusters have unknown sizes: stop at the next cluster's ID.
      for (let i = child.start; i < recording.length; ) {
        if (recording.readUInt32BE(i) === CLUSTER) break;
        const block = element(recording, i);
        if (block.id === CLUSTER_TIMECODE)
          clusterTime = unsigned(recording, block.start, block.size ?? 0);
        // Frames: SimpleBlocks, or Blocks inside BlockGroups (Chromium writes both).
        const frames =
          block.id === SIMPLE_BLOCK
            ? [block]
            : block.id === BLOCK_GROUP
              ? children(recording, block.start, block.start + (block.size ?? 0)).filter(
                  (b) => b.id === BLOCK,
                )
              : [];
        for (const frame of frames) {
          const track = vint(recording, frame.start, false);
          const time = clusterTime + recording.readInt16BE(frame.start + track.length);
          if (previous >= 0 && time > previous) {
            frameGap = frameGap ? Math.min(frameGap, time - previous) : time - previous;
          }
          previous = time;
          end = Math.max(end, time);
        }
        i = block.start + (block.size ?? 0);
      }
      at = recording.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]), child.start);
      if (at < 0) break;
      continue;
    }
    at = childEnd;
  }
  if (info.at < 0 || info.size === null) throw new Error("The recording has no Segment Info.");
  if (end <= 0) throw new Error("The recording has no frames to time.");
  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(DURATION, 0);
  duration[2] = 0x88; // size 8
  duration.writeDoubleBE(end + frameGap, 3);
  const payload = Buffer.concat([recording.subarray(info.start, info.start + info.size), duration]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(payload.length) | (1n << 56n)); // 8-byte length, marker 0x01
  console.log(`Duration ${((end + frameGap) * timecodeScale) / 1e9} s`);
  return Buffer.concat([
    recording.subarray(0, info.at),
    recording.subarray(info.at, info.at + 4), // the Info ID
    size,
    payload,
    recording.subarray(info.start + info.size),
  ]);
}

if (process.argv[2] === "--seekable") {
  const file = path.resolve(process.argv[3] ?? "app/demo/assets/demo-reel.webm");
  fs.writeFileSync(file, seekable(fs.readFileSync(file)));
  console.log(`Rewrote ${file} with its duration`);
  process.exit(0);
}

const output = path.resolve(process.argv[2] ?? "app/demo/assets/demo-reel.webm");
const seconds = Number(process.argv[3] ?? 5);

// The page: 640x360 canvas, a car silhouette sliding past sodium street lights, wheels spinning,
// a title card. Everything is drawn; nothing is loaded.
const PAGE = `<!doctype html><html><body style="margin:0;background:#000">
<canvas id="c" width="640" height="360"></canvas>
<script>
window.record = async (ms) => {
  const c = document.getElementById("c");
  const g = c.getContext("2d");
  const types = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"];
  const mimeType = types.find((t) => MediaRecorder.isTypeSupported(t));
  const stream = c.captureStream(24);
  const rec = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 350000 });
  const chunks = [];
  rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const start = performance.now();
  function wheel(x, y, r, a) {
    g.fillStyle = "#111"; g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
    g.strokeStyle = "#d4d4d8"; g.lineWidth = 3;
    for (let i = 0; i < 5; i++) {
      const t = a + (i * Math.PI * 2) / 5;
      g.beginPath(); g.moveTo(x, y); g.lineTo(x + Math.cos(t) * r * 0.8, y + Math.sin(t) * r * 0.8); g.stroke();
    }
  }
  function frame() {
    const t = (performance.now() - start) / 1000;
    const sky = g.createLinearGradient(0, 0, 0, 360);
    sky.addColorStop(0, "#070b14"); sky.addColorStop(1, "#3b2412");
    g.fillStyle = sky; g.fillRect(0, 0, 640, 360);
    // street lights scrolling by
    for (let i = 0; i < 6; i++) {
      const x = ((i * 140 - t * 160) % 840 + 840) % 840 - 100;
      const glow = g.createRadialGradient(x, 70, 2, x, 70, 90);
      glow.addColorStop(0, "rgba(255,170,60,0.9)"); glow.addColorStop(1, "rgba(255,170,60,0)");
      g.fillStyle = glow; g.fillRect(x - 90, 0, 180, 200);
      g.fillStyle = "#2a2a2a"; g.fillRect(x - 2, 70, 4, 220);
    }
    g.fillStyle = "#18181b"; g.fillRect(0, 290, 640, 70);
    g.fillStyle = "#f59e0b";
    for (let i = 0; i < 8; i++) g.fillRect(((i * 100 - t * 320) % 800 + 800) % 800 - 60, 322, 50, 5);
    // the car
    const x = 120 + Math.sin(t * 1.3) * 30;
    g.fillStyle = "#1d4ed8";
    g.beginPath();
    g.moveTo(x, 270); g.lineTo(x + 40, 235); g.lineTo(x + 140, 228); g.lineTo(x + 200, 200);
    g.lineTo(x + 300, 198); g.lineTo(x + 350, 228); g.lineTo(x + 420, 238); g.lineTo(x + 430, 275);
    g.closePath(); g.fill();
    g.fillStyle = "rgba(200,230,255,0.5)";
    g.beginPath(); g.moveTo(x + 210, 206); g.lineTo(x + 295, 204); g.lineTo(x + 330, 228); g.lineTo(x + 190, 229); g.fill();
    g.fillStyle = "#ffec99"; g.fillRect(x + 412, 242, 14, 8);
    g.fillStyle = "#ef4444"; g.fillRect(x + 2, 246, 10, 8);
    wheel(x + 90, 278, 28, t * 12); wheel(x + 340, 278, 28, t * 12);
    g.fillStyle = "#fafafa"; g.font = "bold 28px sans-serif";
    g.fillText("CAMBER CLUB", 22, 44);
    g.font = "16px sans-serif"; g.fillStyle = "#ff7a1a";
    g.fillText("Night run · " + t.toFixed(1) + "s", 24, 68);
  }
  frame();
  rec.start(250);
  await new Promise((resolve) => {
    function loop() {
      frame();
      if (performance.now() - start < ms) requestAnimationFrame(loop); else resolve();
    }
    requestAnimationFrame(loop);
  });
  await new Promise((resolve) => { rec.onstop = resolve; rec.stop(); });
  const blob = new Blob(chunks, { type: "video/webm" });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
</script></body></html>`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage();
  await page.setContent(PAGE);
  const base64 = await page.evaluate(
    (ms) =>
      (
        window as unknown as {
          record(ms: number): Promise<string>;
        }
      ).record(ms),
    seconds * 1000,
  );
  const bytes = seekable(Buffer.from(base64, "base64"));
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, bytes);
  console.log(`Wrote ${output} (${bytes.length} bytes, ${seconds}s)`);
} finally {
  await browser.close();
}
