// Demo photos without downloads: a stylised car under night lights, drawn as SVG and rendered
// with sharp. Each build gets its own paint, wheels, stance and backdrop, so a fresh site looks
// like a real meet rather than a wall of grey boxes.
import sharp from "sharp";

export interface CarArtOptions {
  paint: string;
  accent: string;
  sky: [string, string];
  /** 0 = sedan, 1 = coupe, 2 = hatch, 3 = wagon */
  body: number;
  /** Ride height offset in px: negative is slammed. */
  stance: number;
  wheel: string;
  /** Varies lights and angle between photos of one build. */
  seed: number;
  width?: number;
  height?: number;
}

/** Backdrops (sky gradients, top to bottom) shared by the seeds' photos. */
export const NIGHT: [string, string] = ["#070b14", "#1b2a41"];
export const DUSK: [string, string] = ["#1a1033", "#4a2040"];
export const SODIUM: [string, string] = ["#120d08", "#3b2412"];
export const HARBOR: [string, string] = ["#04141a", "#12363f"];
export const DAWN: [string, string] = ["#0f172a", "#7c2d12"];

/** The demo builds' cars, drawn the same wherever they appear (build, feature, media). */
/** Bayside Blue R34 GT-R */
export const BAYSIDE_R34: Omit<CarArtOptions, "seed"> = {
  paint: "#1d4ed8",
  accent: "#f59e0b",
  sky: NIGHT,
  body: 1,
  stance: -20,
  wheel: "#c8a165",
};
/** Track-Day S2000 AP2 */
export const TRACK_S2000: Omit<CarArtOptions, "seed"> = {
  paint: "#f1f5f9",
  accent: "#dc2626",
  sky: DUSK,
  body: 1,
  stance: -10,
  wheel: "#1f2937",
};
/** Bagged Mk4 GTI VR6 */
export const BAGGED_GTI: Omit<CarArtOptions, "seed"> = {
  paint: "#111827",
  accent: "#10b981",
  sky: SODIUM,
  body: 2,
  stance: -45,
  wheel: "#e5e7eb",
};
/** E30 325i Street Build */
export const STREET_E30: Omit<CarArtOptions, "seed"> = {
  paint: "#fafafa",
  accent: "#2563eb",
  sky: NIGHT,
  body: 0,
  stance: -15,
  wheel: "#d4d4d8",
};
/** Supra MK4 Widebody */
export const WIDEBODY_SUPRA: Omit<CarArtOptions, "seed"> = {
  paint: "#f97316",
  accent: "#0f172a",
  sky: SODIUM,
  body: 1,
  stance: -20,
  wheel: "#d6d3d1",
};

function rand(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BODIES = [
  // sedan
  "M150 560 C170 500 240 470 330 460 L470 380 C520 350 600 340 700 340 L860 345 C930 350 990 380 1050 440 L1250 470 C1330 480 1400 510 1420 560 L1430 620 L150 620 Z",
  // coupe
  "M140 570 C160 510 230 480 320 468 L520 370 C580 345 660 340 740 342 C830 346 900 370 980 430 L1260 470 C1350 485 1410 520 1430 575 L1430 620 L140 620 Z",
  // hatch
  "M170 560 C190 500 250 470 340 455 L500 370 C550 345 640 335 760 338 L1000 345 C1060 350 1110 400 1150 470 L1350 490 C1400 505 1420 535 1420 570 L1420 620 L170 620 Z",
  // wagon
  "M150 560 C170 500 240 470 320 460 L470 375 C510 352 580 345 660 345 L1180 350 C1230 352 1260 380 1290 450 L1380 480 C1410 500 1425 530 1425 565 L1425 620 L150 620 Z",
];

function wheelSvg(cx: number, cy: number, r: number, color: string) {
  const spokes = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.78).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.78).toFixed(1)}" stroke="${color}" stroke-width="${r * 0.09}" stroke-linecap="round"/>`;
  }).join("");
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0b0d"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="#1a1b20" stroke="${color}" stroke-width="${r * 0.06}"/>
${spokes}<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="${color}"/>`;
}

export function carArtSvg(o: CarArtOptions): string {
  const width = o.width ?? 1600;
  const height = o.height ?? 1200;
  const r = rand(o.seed);
  const lights = Array.from({ length: 26 }, () => {
    const x = r() * 1600;
    const y = 120 + r() * 420;
    const size = 6 + r() * 26;
    const hue = r() > 0.5 ? "#ffb347" : "#ffd9a0";
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${size.toFixed(0)}" fill="${hue}" opacity="${(0.15 + r() * 0.45).toFixed(2)}" filter="url(#blur)"/>`;
  }).join("");
  const skyline = Array.from({ length: 18 }, (_, i) => {
    const w = 60 + r() * 70;
    const h = 120 + r() * 260;
    return `<rect x="${(i * 92 - 20).toFixed(0)}" y="${(640 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#0d0f16" opacity="0.85"/>`;
  }).join("");
  const dy = 190 + o.stance;
  const body = BODIES[o.body % BODIES.length];
  const tilt = ((r() - 0.5) * 4).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1200">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.sky[0]}"/><stop offset="1" stop-color="${o.sky[1]}"/></linearGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.25" stop-color="${o.paint}"/><stop offset="1" stop-color="${o.paint}" stop-opacity="0.75"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1c22"/><stop offset="1" stop-color="#060608"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffb347" stop-opacity="0.55"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>
  <filter id="blur"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect width="1600" height="1200" fill="url(#sky)"/>
${lights}
${skyline}
<rect y="640" width="1600" height="560" fill="url(#floor)"/>
<ellipse cx="800" cy="700" rx="900" ry="200" fill="url(#glow)"/>
<g transform="translate(0 ${dy}) rotate(${tilt} 800 600)">
  <ellipse cx="790" cy="${700 - o.stance * 0.2}" rx="690" ry="46" fill="#000" opacity="0.65" filter="url(#soft)"/>
  <path d="${body}" fill="url(#paint)" stroke="#000" stroke-opacity="0.4" stroke-width="3"/>
  <path d="M520 385 L720 352 L860 356 C910 360 950 385 990 430 L540 440 Z" fill="#0c1018" opacity="0.85"/>
  <rect x="180" y="585" width="1230" height="18" rx="9" fill="${o.accent}" opacity="0.9"/>
  <rect x="1360" y="505" width="60" height="22" rx="8" fill="#fff4d6"/>
  <rect x="160" y="510" width="46" height="20" rx="8" fill="#ff2a2a"/>
  ${wheelSvg(420, 625, 98, o.wheel)}
  ${wheelSvg(1180, 625, 98, o.wheel)}
</g>
</svg>`;
}

/** Renders the scene to a JPEG, as a member's camera would hand it over. */
export async function renderCarPhoto(options: CarArtOptions): Promise<Buffer> {
  return sharp(Buffer.from(carArtSvg(options)))
    .jpeg({ quality: 84 })
    .toBuffer();
}

/** The default event hero: a crowd of cars at a night meet. */
export async function renderEventHero(seed = 7): Promise<Buffer> {
  const paints = ["#e4572e", "#2e86ab", "#f4d35e", "#8e44ad", "#c0c0c0"];
  const svg = carArtSvg({
    paint: paints[seed % paints.length],
    accent: "#ff7a1a",
    sky: ["#0b1026", "#3a1c32"],
    body: seed % 5,
    stance: -20,
    wheel: "#d9d9d9",
    seed,
  });
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
