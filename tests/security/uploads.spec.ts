// Upload attacks on every form that takes a file (build photos, avatar, event flyer): files that
// are not images (SVG with a script, HTML named .jpg, a fake GIF header), a decompression bomb,
// too many files, too many bytes, and names that try to climb out of the uploads folder. Each is
// refused with the form's SPEC message, and nothing is created: no record, no stored file.
// A polyglot (a real image with HTML/JS hidden inside) is accepted only as a re-encoded WebP:
// the bytes we serve contain none of the payload and go out as image/webp with nosniff.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import sharp from "sharp";
import { expect, fileApp, test } from "../e2e/support";
import {
  ACTOR_USERS,
  adminAction,
  createBuild,
  disposeAll,
  featureFields,
  htmlText,
  idsIn,
  jpegBytes,
  listingFields,
  nextWeek,
  photoSetFields,
  pngBytes,
  pngFile,
  postMultipart,
  readPage,
  signedInContext,
  type UploadFile,
  unique,
} from "./support";

// SPEC's texts for "not an image" and "over 5MB"; the site's own for too many pixels and damaged
// files (a small file with a huge image must not be told it is over 5MB).
const BUILD = {
  invalidType: "Invalid file type: Please select image files only.",
  tooLarge: "File too large: Please select images smaller than 5MB.",
  tooManyPixels: "Image too large: Please select images of at most 40 megapixels.",
  damaged: "Damaged image: Please select image files that open on your device.",
};
const AVATAR_AND_FLYER = {
  invalidType: "Please select an image file",
  tooLarge: "Image size must be less than 5MB",
  tooManyPixels: "Image must be at most 40 megapixels",
  damaged: "Image is damaged or incomplete",
};
/** Listing photos and media photo sets use the build photos' wording; features their own. */
const FEATURE = {
  ...BUILD,
  invalidType: "Invalid file type: Please select an image file.",
  tooLarge: "File too large: Please select an image smaller than 5MB.",
};
const FIVE_MB = 5 * 1024 * 1024;
const PAYLOAD = "<script>window.__xss=1</script><img src=x onerror=alert(1)>";

// --- Hostile files --------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A ~100-byte PNG whose header claims 100000×100000 pixels (10 gigapixels once decoded). */
function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG with HTML in a comment segment and more appended after its end marker. */
async function jpegPolyglot(): Promise<Buffer> {
  const jpeg = await jpegBytes(96, 64);
  const comment = Buffer.from(`<html><body>${PAYLOAD}</body></html>`, "latin1");
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), com, comment, jpeg.subarray(2), Buffer.from(PAYLOAD)]);
}

async function pngPolyglot(): Promise<Buffer> {
  const png = await pngBytes(80, 60);
  // A tEXt chunk with the payload, plus the payload after IEND.
  const text = pngChunk("tEXt", Buffer.from(`Comment\0${PAYLOAD}`, "latin1"));
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33), Buffer.from(PAYLOAD)]);
}

interface Attack {
  name: string;
  file: () => Promise<UploadFile>;
  reason: keyof typeof BUILD;
}

const ATTACKS: Attack[] = [
  {
    name: "an SVG with a script",
    reason: "invalidType",
    file: async () => ({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss=1"><script>window.__xss=1</script><rect width="10" height="10"/></svg>`,
      ),
    }),
  },
  {
    name: "an HTML page named .jpg",
    reason: "invalidType",
    file: async () => ({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(`<!DOCTYPE html><html><body>${PAYLOAD}</body></html>`),
    }),
  },
  {
    name: "HTML behind a GIF signature",
    reason: "invalidType",
    file: async () => ({
      name: "anim.gif",
      mimeType: "image/gif",
      buffer: Buffer.from(`GIF89a${PAYLOAD}`),
    }),
  },
  {
    name: "an empty file",
    reason: "invalidType",
    file: async () => ({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) }),
  },
  {
    name: "a decompression bomb (PNG header claiming 100000×100000)",
    reason: "tooManyPixels",
    file: async () => ({ name: "bomb.png", mimeType: "image/png", buffer: decompressionBomb() }),
  },
  {
    name: "a truncated JPEG (a photo cut short)",
    reason: "damaged",
    file: async () => {
      const jpeg = await sharp({
        create: { width: 800, height: 600, channels: 3, background: "#446688" },
      })
        .jpeg()
        .toBuffer();
      return { name: "cut-short.jpg", mimeType: "image/jpeg", buffer: jpeg.subarray(0, 2000) };
    },
  },
  {
    name: "a file over 5MB",
    reason: "tooLarge",
    file: async () => {
      const png = await pngBytes(32, 32);
      return {
        name: "huge.png",
        mimeType: "image/png",
        buffer: Buffer.concat([png, Buffer.alloc(FIVE_MB + 1024 - png.length)]),
      };
    },
  },
];

// --- Forms that take a file ---------------------------------------------------------------------

interface World {
  baseURL: string;
  member: APIRequestContext;
  admin: APIRequestContext;
  dataDir: string;
}

interface UploadForm {
  name: string;
  messages: typeof BUILD;
  send: (w: World, file: UploadFile) => Promise<APIResponse>;
  /** What a refused upload must leave unchanged. */
  readBack: (w: World) => Promise<string>;
  /** After an accepted upload: the page that shows the stored image. */
  shownOn: (w: World, response: APIResponse) => Promise<string>;
}

/** The member's builds before the last create (the new one is the difference). */
let buildsBefore: string[] = [];

const FORMS: UploadForm[] = [
  {
    name: "build photos (POST /create-build)",
    messages: BUILD,
    send: async (w, file) => {
      buildsBefore = idsIn(await (await w.member.get("/my-builds")).text(), "/builds/");
      return postMultipart(w.member, w.baseURL, "/create-build", {
        title: unique("Upload build"),
        carMake: "Nissan",
        carModel: "Silvia",
        carYear: "1998",
        description: "",
        featuredImageUrl: "",
        images: [file],
        imageCaption: "",
      });
    },
    readBack: (w) => readPage(w.member, "/my-builds"),
    shownOn: async (w) => {
      const ids = idsIn(await (await w.member.get("/my-builds")).text(), "/builds/");
      const created = ids.filter((id) => !buildsBefore.includes(id));
      expect(created).toHaveLength(1);
      return `/builds/${created[0]}`;
    },
  },
  {
    name: "avatar (POST /profile)",
    messages: AVATAR_AND_FLYER,
    send: (w, file) =>
      postMultipart(w.member, w.baseURL, "/profile", {
        username: ACTOR_USERS.owner.username,
        fullName: ACTOR_USERS.owner.fullName,
        location: ACTOR_USERS.owner.location,
        bio: ACTOR_USERS.owner.bio,
        avatarUrl: "",
        avatar: file,
      }),
    readBack: (w) => readPage(w.member, "/profile"),
    shownOn: async () => "/profile",
  },
  {
    name: "event flyer (POST /events/create)",
    messages: AVATAR_AND_FLYER,
    send: (w, file) =>
      postMultipart(w.member, w.baseURL, "/events/create", {
        title: unique("Upload meet"),
        description: "",
        eventDate: nextWeek(),
        timeZone: "UTC",
        location: "Portland, OR",
        placeId: "",
        maxAttendees: "",
        imageUrl: "",
        flyer: file,
      }),
    readBack: (w) => readPage(w.member, "/events/mine"),
    shownOn: async (_w, response) => new URL(response.headers().location, "http://x").pathname,
  },
  {
    name: "listing photos (POST /marketplace/new)",
    messages: BUILD,
    send: (w, file) =>
      postMultipart(w.member, w.baseURL, "/marketplace/new", listingFields({ photos: [file] })),
    readBack: (w) => readPage(w.member, "/marketplace/mine"),
    shownOn: async (_w, response) => new URL(response.headers().location, "http://x").pathname,
  },
  {
    name: "media photo set (POST /media/submit)",
    messages: BUILD,
    send: async (w, file) =>
      postMultipart(w.member, w.baseURL, "/media/submit", await photoSetFields({ photos: [file] })),
    // The member's pending submissions are listed on /media.
    readBack: (w) => readPage(w.member, "/media"),
    shownOn: async (_w, response) => new URL(response.headers().location, "http://x").pathname,
  },
  {
    name: "feature image (POST /admin/features)",
    messages: FEATURE,
    send: (w, file) =>
      postMultipart(w.admin, w.baseURL, "/admin/features", {
        intent: "create",
        ...featureFields({ image: file }),
      }),
    readBack: (w) => readPage(w.admin, "/admin/features"),
    // The newest feature (latest date) is first in the admin list.
    shownOn: async (w) =>
      `/features/${idsIn(await (await w.admin.get("/admin/features")).text(), "/features/")[0]}`,
  },
];

/** Every file under `dir` (relative paths). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const storedUrls = (html: string) => [
  ...new Set([...html.matchAll(/\/uploads\/[^"' ,?)\\&]+/g)].map((m) => m[0])),
];

let world: World;

test.beforeAll(async ({ baseURL }) => {
  const app = await fileApp();
  const url = baseURL as string;
  world = {
    baseURL: url,
    dataDir: app.dataDir,
    member: await signedInContext(url, ACTOR_USERS.owner),
    admin: await signedInContext(url, ACTOR_USERS.admin),
  };
});
test.afterAll(async () => {
  await disposeAll({ owner: world?.member, admin: world?.admin });
});

for (const form of FORMS) {
  test.describe(form.name, () => {
    test("refuses files that are not images, bombs and oversized files, and stores nothing", async () => {
      const uploads = path.join(world.dataDir, "uploads");
      for (const attack of ATTACKS) {
        const filesBefore = filesUnder(uploads);
        const before = await form.readBack(world);
        const file = await attack.file();
        const response = await form.send(world, file);
        const label = `${attack.name}: ${response.status()}`;
        expect([400, 413], label).toContain(response.status());
        const text = htmlText(await response.text());
        expect(text, label).toContain(form.messages[attack.reason]);
        // The refusal names the file it is about.
        expect(text, label).toContain(`"${file.name}"`);
        expect(await form.readBack(world), `${attack.name}: nothing created`).toBe(before);
        expect(filesUnder(uploads), `${attack.name}: no file stored`).toEqual(filesBefore);
      }
    });

    test("accepts a polyglot only as a re-encoded WebP without the payload, served as image/webp with nosniff", async () => {
      for (const polyglot of [await jpegPolyglot(), await pngPolyglot()]) {
        const isJpeg = polyglot[0] === 0xff;
        const response = await form.send(world, {
          // The name and type also lie: the server goes by the bytes.
          name: isJpeg ? "car.html" : "car.png",
          mimeType: isJpeg ? "text/html" : "image/png",
          buffer: polyglot,
        });
        expect(response.status(), await response.text()).toBe(302);
        const page = await form.shownOn(world, response);
        const html = await (await world.member.get(page)).text();
        const urls = storedUrls(html);
        expect(urls.length, `stored images on ${page}`).toBeGreaterThan(0);
        for (const url of urls) {
          expect(url).toMatch(/\.webp$/);
          const served = await world.member.get(url);
          expect(served.status(), url).toBe(200);
          expect(served.headers()["content-type"], url).toBe("image/webp");
          expect(served.headers()["x-content-type-options"], url).toBe("nosniff");
          const bytes = await served.body();
          expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
          expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
          const text = bytes.toString("latin1").toLowerCase();
          for (const fragment of ["<script", "onerror", "<html", "__xss"]) {
            expect(text.includes(fragment), `${url} contains ${fragment}`).toBe(false);
          }
        }
      }
    });

    test("a file name that climbs out of the uploads folder is stored under a generated key", async () => {
      const parent = path.dirname(world.dataDir);
      const names = ["../../evil.jpg", "..\\..\\evil2.jpg", "/etc/evil3.jpg", "%2e%2e%2fevil4.jpg"];
      for (const name of names) {
        const response = await form.send(world, {
          name,
          mimeType: "image/jpeg",
          buffer: await jpegBytes(40, 30),
        });
        expect(response.status(), `${name}: ${await response.text()}`).toBe(302);
        const urls = storedUrls(
          await (await world.member.get(await form.shownOn(world, response))).text(),
        );
        expect(urls.length).toBeGreaterThan(0);
        for (const url of urls) {
          expect(url, name).not.toContain("..");
          expect(url, name).not.toContain("evil");
          expect(url, name).not.toContain("%2");
        }
      }
      // Nothing named after the upload anywhere in or next to the app's data folder.
      const everything = filesUnder(world.dataDir);
      expect(everything.filter((f) => f.includes("evil"))).toEqual([]);
      expect(fs.readdirSync(parent).filter((f) => f.includes("evil"))).toEqual([]);
      // Image uploads are stored only as the WebP variants the pipeline wrote.
      for (const kind of ["builds", "avatars", "events", "marketplace", "media", "features"]) {
        const stored = filesUnder(path.join(world.dataDir, "uploads", kind));
        expect(
          // (admins' video files, the one other thing under media/, have a test of their own)
          stored.filter((f) => !f.endsWith(".webp") && !/(^|\/)video-[^/]+$/.test(f)),
          kind,
        ).toEqual([]);
      }
    });
  });
}

test("a 6th photo is refused on create, and on edit a build cannot go over 5 photos", async () => {
  const photo = async (i: number): Promise<UploadFile> => ({
    name: `p${i}.png`,
    mimeType: "image/png",
    buffer: await pngBytes(24, 16),
  });
  const uploads = path.join(world.dataDir, "uploads");
  const before = await readPage(world.member, "/my-builds");
  const filesBefore = filesUnder(uploads);
  const six = await Promise.all([1, 2, 3, 4, 5, 6].map(photo));
  const refused = await postMultipart(world.member, world.baseURL, "/create-build", {
    title: unique("Six photos"),
    carMake: "Toyota",
    carModel: "AE86",
    carYear: "1986",
    description: "",
    featuredImageUrl: "",
    images: six,
    imageCaption: ["", "", "", "", "", ""],
  });
  expect(refused.status()).toBe(400);
  expect(htmlText(await refused.text())).toContain("You can upload a maximum of 5 images.");
  expect(await readPage(world.member, "/my-builds")).toBe(before);
  expect(filesUnder(uploads)).toEqual(filesBefore);

  // Five are fine; a sixth added on edit is refused and the build keeps its five.
  const id = await createBuild(world.member, world.baseURL, {
    images: six.slice(0, 5),
    imageCaption: ["", "", "", "", ""],
  });
  await adminAction(world.admin, world.baseURL, "build-approve", id);
  const detail = await readPage(world.member, `/builds/${id}`);
  const storedBefore = filesUnder(uploads);
  const edit = await postMultipart(world.member, world.baseURL, `/edit-build/${id}`, {
    title: "Five photos and no more",
    carMake: "Toyota",
    carModel: "AE86",
    carYear: "1986",
    description: "",
    featuredImageUrl: "",
    images: [six[5]],
    imageCaption: [""],
  });
  expect(edit.status()).toBe(400);
  expect(htmlText(await edit.text())).toContain("You can have a maximum of 5 images total.");
  expect(await readPage(world.member, `/builds/${id}`)).toBe(detail);
  expect(filesUnder(uploads)).toEqual(storedBefore);
});

test("the uploads folder serves only stored images: no traversal, no dotfiles, no listing", async () => {
  for (const probe of [
    "/uploads/",
    "/uploads/..%2f..%2fpglite",
    "/uploads/%2e%2e/%2e%2e/demo-credentials.txt",
    "/uploads/..%5c..%5cdemo-credentials.txt",
    "/uploads/.env",
  ]) {
    const response = await world.member.get(probe, { maxRedirects: 0 });
    expect(response.status(), probe).toBeGreaterThanOrEqual(400);
    expect(response.status(), probe).toBeLessThan(500);
    expect(await response.text(), probe).not.toContain("password");
  }
});

test("admin video uploads: only MP4/WebM by their bytes; anything else stores nothing; served as video with nosniff", async () => {
  const uploads = path.join(world.dataDir, "uploads");
  const send = async (video: UploadFile) =>
    postMultipart(world.admin, world.baseURL, "/admin/media", {
      title: unique("Upload video"),
      description: "A video upload from the security suite.",
      duration: "0:05",
      embedUrl: "",
      video,
      cover: await pngFile("cover.png"),
    });

  for (const video of [
    {
      name: "clip.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from(`<!DOCTYPE html><html><body>${PAYLOAD}</body></html>`),
    },
    {
      name: "clip.webm",
      mimeType: "video/webm",
      buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"/>`),
    },
  ]) {
    const before = await readPage(world.admin, "/admin/media");
    const filesBefore = filesUnder(uploads);
    const response = await send(video);
    expect(response.status(), video.name).toBe(400);
    expect(htmlText(await response.text())).toContain(
      "Invalid video: please upload an MP4 or WebM file.",
    );
    expect(await readPage(world.admin, "/admin/media"), "no item").toBe(before);
    // The cover was stored before the video was refused: it is removed again.
    expect(filesUnder(uploads), "no file stored").toEqual(filesBefore);
  }

  // HTML behind an MP4 signature passes the byte check (ADR 010: the only guards are the
  // signature and the size), so what matters is how it is served: as video/mp4 with nosniff,
  // under a key of our own making, never as a page.
  const filesBefore = new Set(filesUnder(uploads));
  const polyglot = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.alloc(12),
    Buffer.from(`<html><body>${PAYLOAD}</body></html>`, "latin1"),
  ]);
  const response = await send({ name: "../../evil.html", mimeType: "text/html", buffer: polyglot });
  expect(response.status(), await response.text()).toBe(302);
  const videos = filesUnder(uploads).filter((f) => !filesBefore.has(f) && !f.endsWith(".webp"));
  expect(videos).toHaveLength(1);
  expect(videos[0]).toMatch(/^media\/[^/]+\/video-[^/]+\.mp4$/);
  expect(videos[0]).not.toContain("evil");
  const served = await world.member.get(`/uploads/${videos[0]}`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("video/mp4");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
});
