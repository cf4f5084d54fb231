// Makes the demo video of the media hub (app/db/demo/assets/demo-reel.webm) without downloading
// anything: Debian's Chromium draws a short night-meet animation on a canvas and records it with
// MediaRecorder (VP8/VP9 in WebM). Run once and commit the small result; the demo seed copies it
// into storage. Usage: npx tsx scripts/make-demo-reel.ts [output] [seconds]
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const output = path.resolve(process.argv[2] ?? "app/db/demo/assets/demo-reel.webm");
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
  const bytes = Buffer.from(base64, "base64");
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, bytes);
  console.log(`Wrote ${output} (${bytes.length} bytes, ${seconds}s)`);
} finally {
  await browser.close();
}
