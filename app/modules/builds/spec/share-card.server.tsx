// The share card of a build: the 1200x630 PNG link previews show (og:image), made on the server.
// satori lays out the card (JSX → SVG, text as paths, with the Oswald font files the site already
// ships, read from node_modules: nothing is downloaded at run time) and sharp turns the SVG into a
// PNG. The build's photo is read through the storage layer only (local disk or the bucket): a
// featured image that lives on another site is never fetched by the server (that would let anyone
// make the server request any URL), the card then uses its plain design.
//
// App processes are stateless, so the finished PNG is kept in storage, under a key made of the
// build id and a hash of everything the card shows: a changed title, photo or spec sheet makes a
// new key (the card is regenerated on the next request, the old file deleted), an unchanged build
// is one storage read. The same hash is the ETag.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { imageVariants, isHeicUrl } from "~/lib/image-urls";
import { log } from "~/lib/log.server";
import { type ObjectStorage, StorageKeyExistsError, storage } from "~/lib/storage.server";
import { getBuildForViewer } from "../queries.server";
import { formatPower, formatWheelSize } from "./components/spec-format";
import { getSpecSheet, type SpecSheet } from "./queries.server";
import { cardKey, shareCardFolder } from "./share-card-keys";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the card's design changes: every cached card is then made again. */
const DESIGN_VERSION = 1;
/** Link previews are fetched rarely and a changed build should show soon: ten minutes. */
export const CARD_CACHE_CONTROL = "public, max-age=600, stale-while-revalidate=86400";

const COLORS = {
  background: "#15171c",
  surface: "#1d2027",
  foreground: "#f3efe8",
  muted: "#a6abb6",
  accent: "#f47a35",
};

/** What the card shows of a build. */
export interface CardContent {
  buildId: string;
  title: string;
  vehicle: string;
  chassis: string | null;
  power: string | null;
  wheels: string | null;
  /** The storage key of the photo, or null for the plain design. */
  photoKey: string | null;
}

/**
 * The card's content for an approved, active build, or null (pending, rejected, deleted, unknown):
 * the same visibility as a visitor's view of the build page.
 */
export async function shareCardContent(
  buildId: string,
  store: ObjectStorage = storage(),
): Promise<CardContent | null> {
  const build = await getBuildForViewer(buildId, null);
  if (build?.approvalStatus !== "approved") return null;
  const spec = await getSpecSheet(buildId);
  const photoUrl = build.images[0]?.imageUrl ?? build.featuredImageUrl;
  return {
    buildId,
    title: build.title,
    vehicle: [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" "),
    chassis: spec?.chassisCode?.trim() || null,
    power: spec ? powerLine(spec) : null,
    wheels: spec ? wheelsLine(spec) : null,
    photoKey: photoUrl && !isHeicUrl(photoUrl) ? photoKeyOf(photoUrl, store) : null,
  };
}

function powerLine(spec: SpecSheet): string | null {
  const power = formatPower(spec);
  const torque = spec.torqueNm !== null ? `${spec.torqueNm} Nm` : null;
  return [power, torque].filter(Boolean).join(" · ") || null;
}

/** "18x9.5 ET22 / 18x10.5 ET15": each axle's size once. */
function wheelsLine(spec: SpecSheet): string | null {
  const sizes = spec.wheels.map((w) => formatWheelSize(w)).filter((s): s is string => !!s);
  return [...new Set(sizes)].join(" / ") || null;
}

/** The stored photo's key, preferring the 960px variant (enough for a 600px-wide half). */
function photoKeyOf(url: string, store: ObjectStorage): string | null {
  const key = store.keyFromUrl(url);
  if (!key) return null;
  const variants = imageVariants(key);
  if (!variants) return key;
  return (variants.find((v) => v.width >= 960) ?? variants[variants.length - 1]).src;
}

/** The version of a card: changes whenever anything it shows (or its design) changes. */
export function cardVersion(content: CardContent): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([DESIGN_VERSION, content]))
    .digest("hex")
    .slice(0, 20);
}

// ---------------------------------------------------------------------------------------------
// Rendering

let fontsPromise: Promise<Array<{ name: string; data: Buffer; weight: 400 | 700 }>> | undefined;

/** Oswald from @fontsource (the .woff files: satori reads woff and ttf, not woff2). */
function fonts() {
  fontsPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve("@fontsource/oswald/LICENSE")), "files");
    const read = (weight: 400 | 700) =>
      fs
        .readFile(path.join(dir, `oswald-latin-${weight}-normal.woff`))
        .then((data) => ({ name: "Oswald", data, weight }));
    return Promise.all([read(400), read(700)]);
  })();
  fontsPromise.catch(() => {
    fontsPromise = undefined;
  });
  return fontsPromise;
}

/** The photo cropped to the card's left half, as a data URL satori can draw; null without one. */
async function photoDataUrl(key: string | null, store: ObjectStorage): Promise<string | null> {
  if (!key) return null;
  try {
    const bytes = await store.get(key);
    if (!bytes) return null;
    const { default: sharp } = await import("sharp");
    const jpeg = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .resize(CARD_WIDTH / 2, CARD_HEIGHT, { fit: "cover", position: "attention" })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch (error) {
    // A photo that cannot be read or decoded: the plain card, not a failed preview.
    log.warn({ err: error, key }, "[share-card] photo unreadable, plain card");
    return null;
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", marginTop: 14 }}>
      <div style={{ fontSize: 20, letterSpacing: 3, color: COLORS.muted }}>{label}</div>
      <div style={{ fontSize: 30, fontWeight: 700, color: COLORS.foreground }}>
        {clip(value, 40)}
      </div>
    </div>
  );
}

function CardLayout({ content, photo }: { content: CardContent; photo: string | null }) {
  const facts = [
    content.chassis ? { label: "CHASSIS", value: content.chassis } : null,
    content.power ? { label: "POWER", value: content.power } : null,
    content.wheels ? { label: "WHEELS", value: content.wheels } : null,
  ].filter((f): f is { label: string; value: string } => !!f);
  const titleSize = photo
    ? content.title.length > 40
      ? 48
      : 60
    : content.title.length > 40
      ? 64
      : 84;
  return (
    <div
      style={{
        display: "flex",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        backgroundColor: COLORS.background,
        fontFamily: "Oswald",
        color: COLORS.foreground,
      }}
    >
      {photo ? (
        <img src={photo} width={CARD_WIDTH / 2} height={CARD_HEIGHT} alt="" />
      ) : (
        <div
          style={{
            display: "flex",
            width: 24,
            height: CARD_HEIGHT,
            backgroundColor: COLORS.accent,
          }}
        />
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flex: 1,
          padding: "48px 56px",
          justifyContent: "space-between",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 24, letterSpacing: 2, color: COLORS.accent }}>
            {clip(content.vehicle.toUpperCase(), 48)}
          </div>
          <div
            style={{
              fontSize: titleSize,
              fontWeight: 700,
              lineHeight: 1.05,
              marginTop: 8,
              textTransform: "uppercase",
            }}
          >
            {clip(content.title, 80)}
          </div>
          {facts.map((fact) => (
            <Fact key={fact.label} label={fact.label} value={fact.value} />
          ))}
        </div>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ display: "flex", width: 40, height: 6, backgroundColor: COLORS.accent }} />
          <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 6, marginLeft: 16 }}>
            CAMBER CLUB
          </div>
        </div>
      </div>
    </div>
  );
}

/** The card as a PNG. */
export async function renderShareCard(
  content: CardContent,
  store: ObjectStorage = storage(),
): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }, fontList, photo] = await Promise.all([
    import("satori"),
    import("sharp"),
    fonts(),
    photoDataUrl(content.photoKey, store),
  ]);
  const svg = await satori(<CardLayout content={content} photo={photo} />, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fontList.map((f) => ({ ...f, style: "normal" as const })),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// The cached card

export interface ShareCard {
  png: Buffer;
  etag: string;
  /** True when it was made for this request (not read from the cache). */
  rendered: boolean;
}

/** The card of a public build, from the cache or made (and cached) now; null when not public. */
export async function getShareCard(
  buildId: string,
  options: { store?: ObjectStorage; render?: typeof renderShareCard } = {},
): Promise<ShareCard | null> {
  const store = options.store ?? storage();
  const render = options.render ?? renderShareCard;
  const content = await shareCardContent(buildId, store);
  if (!content) return null;
  const version = cardVersion(content);
  const etag = `"${version}"`;
  const key = cardKey(buildId, version);
  const cached = await store.get(key);
  if (cached) return { png: cached, etag, rendered: false };

  const png = await render(content, store);
  try {
    await store.put(key, png, "image/png");
  } catch (error) {
    // Another process made the same card at the same moment: theirs is the same picture.
    if (!(error instanceof StorageKeyExistsError)) throw error;
  }
  await removeOldVersions(store, buildId, key);
  return { png, etag, rendered: true };
}

/** The cards of earlier versions of the build: nothing links to them any more. */
async function removeOldVersions(store: ObjectStorage, buildId: string, current: string) {
  try {
    const old: string[] = [];
    for await (const object of store.list(shareCardFolder(buildId))) {
      if (object.key !== current) old.push(object.key);
    }
    if (old.length > 0) await store.delete(old);
  } catch (error) {
    // Left-over cards only take space; the next change of the build tries again.
    log.warn({ err: error, buildId }, "[share-card] could not delete old cards");
  }
}
