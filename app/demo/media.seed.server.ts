// Demo media hub for a fresh site: videos (a short night-run clip recorded locally with Chromium,
// see scripts/make-demo-reel.ts), photo sets and tutorials with real steps, pictures rendered
// locally with car-art, two featured items, view counts for "Most Popular", and one member
// tutorial still waiting for review. No downloads.
import fs from "node:fs/promises";
import path from "node:path";
import { mediaItems, mediaPhotos, mediaTutorialSteps } from "~/db/schema";
import { storeVideo } from "~/modules/media/index.server";
import {
  BAGGED_GTI,
  BAYSIDE_R34,
  type CarArtOptions,
  DAWN,
  DUSK,
  NIGHT,
  SODIUM,
  STREET_E30,
  TRACK_S2000,
  WIDEBODY_SUPRA,
} from "./car-art.server";
import { daysBefore, demoPeople, withSeedFiles } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

/** The committed demo clip (5 s WebM, VP9), resolved from the app's folder like ./drizzle. */
export function demoReelPath(): string {
  return path.resolve(process.env.DEMO_ASSETS_DIR ?? "app/demo/assets", "demo-reel.webm");
}
const DEMO_REEL_SECONDS = 5;

type Art = Omit<CarArtOptions, "seed">;

interface DemoMediaBase {
  owner: string; // username of a demo person
  title: string;
  description: string;
  art: Art;
  daysAgo: number;
  views: number;
  featured?: boolean;
  pending?: boolean;
}

type DemoMedia =
  | (DemoMediaBase & { type: "video" })
  | (DemoMediaBase & { type: "photo"; captions: (string | null)[] })
  | (DemoMediaBase & { type: "tutorial"; steps: { title: string; body: string }[] });

export const DEMO_MEDIA: DemoMedia[] = [
  {
    type: "video",
    owner: "camber_admin",
    title: "Night Run: Bayside Blue on the Bay Bridge",
    description:
      "A short rolling clip from our Friday night run: sodium lights, an RB26 and a quiet highway. Shot from the chase car at legal speeds.",
    art: BAYSIDE_R34,
    daysAgo: 1,
    views: 412,
    featured: true,
  },
  {
    type: "photo",
    owner: "maya_s2k",
    title: "Cars & Coffee Portland: October",
    description:
      "Forty cars turned up despite the rain. A few favourites from the morning, from air-cooled 911s to a very clean AP1.",
    art: { paint: "#f1f5f9", accent: "#dc2626", sky: DAWN, body: 1, stance: -10, wheel: "#1f2937" },
    captions: ["Rows of early arrivals", "The AP1 that won the morning", "Coffee and camber"],
    daysAgo: 2,
    views: 268,
  },
  {
    type: "tutorial",
    owner: "diego_slammed",
    title: "How to Set Toe at Home with String",
    description:
      "Alignment shops are booked for weeks? A string box, two jack stands and an hour get your toe within a few hundredths of a degree.",
    art: BAGGED_GTI,
    steps: [
      {
        title: "Level the car and centre the wheel",
        body: "Park on the flattest spot you have, bounce each corner to settle the suspension and lock the steering wheel dead centre with a strap.",
      },
      {
        title: "Build the string box",
        body: "Set two jack stands ahead of and behind the car, run a string on each side at hub height and make both strings exactly parallel to each other and equidistant from the hub centres.",
      },
      {
        title: "Measure front and rear of each rim",
        body: "With a steel rule, measure from the string to the front and the rear lip of each rim. The difference is your toe: smaller at the front means toe-in.",
      },
      {
        title: "Adjust the tie rods",
        body: "Loosen the jam nuts and turn each tie rod the same amount. A quarter turn is roughly 1/16 inch of toe on most cars. Re-measure after every change.",
      },
      {
        title: "Torque and test drive",
        body: "Tighten the jam nuts to spec, re-centre the wheel and drive a straight road: the car should track straight with the wheel level.",
      },
    ],
    daysAgo: 3,
    views: 530,
    featured: true,
  },
  {
    type: "photo",
    owner: "kenji_rb26",
    title: "Daikoku PA After Dark",
    description:
      "A gallery from the parking area everyone talks about. GT-Rs, Silvias and one very loud Chaser.",
    art: {
      paint: "#5b2a86",
      accent: "#ff7a1a",
      sky: NIGHT,
      body: 1,
      stance: -30,
      wheel: "#a3a3a3",
    },
    captions: ["Blue hour at the ramp", null, "The late crowd"],
    daysAgo: 4,
    views: 351,
  },
  {
    type: "video",
    owner: "camber_admin",
    title: "Cold Start: Straight Six at Dawn",
    description:
      "Nothing sounds like a straight six on a cold morning. Idle, a couple of revs and a slow roll out of the garage.",
    art: { paint: "#dc2626", accent: "#111827", sky: DAWN, body: 0, stance: -15, wheel: "#111111" },
    daysAgo: 5,
    views: 190,
  },
  {
    type: "tutorial",
    owner: "sofia_e30",
    title: "Bleeding Your Brakes Before a Track Day",
    description:
      "Fresh, bubble-free fluid is the cheapest safety upgrade there is. A two-person bleed in five steps.",
    art: STREET_E30,
    steps: [
      {
        title: "Get the right fluid",
        body: "Use a DOT 4 racing fluid with a high dry boiling point. Never mix DOT 5 (silicone) with glycol fluids.",
      },
      {
        title: "Start at the farthest wheel",
        body: "Bleed in order from the caliper farthest from the master cylinder to the closest: usually rear right, rear left, front right, front left.",
      },
      {
        title: "Pump, hold, open, close",
        body: "Your helper pumps the pedal three times and holds it down. Open the bleeder a quarter turn, let the fluid and air out, close it before the pedal is released.",
      },
      {
        title: "Repeat until the fluid runs clear",
        body: "Keep the reservoir topped up the whole time. Move on when the fluid in the clear hose has no bubbles and is the colour of the new fluid.",
      },
      {
        title: "Check the pedal and clean up",
        body: "Torque the bleeders, top the reservoir up to MAX and check the pedal is firm with the engine running. Rinse any spilled fluid off the paint and calipers with water: it strips paint.",
      },
    ],
    daysAgo: 6,
    views: 305,
  },
  {
    type: "photo",
    owner: "diego_slammed",
    title: "Low and Slow: Air Ride Meet",
    description:
      "Bagged cars only. Photos from the San Antonio air ride meet, aired out at golden hour.",
    art: { paint: "#0ea5e9", accent: "#e11d48", sky: DUSK, body: 2, stance: -45, wheel: "#52525b" },
    captions: ["Aired out on the line", "Fitment check", "Golden hour"],
    daysAgo: 8,
    views: 144,
  },
  {
    type: "video",
    owner: "camber_admin",
    title: "Canyon Loop in the AP2",
    description:
      "A short clip from Maya's favourite canyon loop. Watch the tach: the F22C lives above 6,000 rpm.",
    art: TRACK_S2000,
    daysAgo: 9,
    views: 233,
  },
  {
    type: "tutorial",
    owner: "kenji_rb26",
    title: "Reading Your Spark Plugs",
    description:
      "Your plugs tell you how the engine is running. What to look for after a pull on the dyno or a hard day at the track.",
    art: {
      paint: "#1e3a8a",
      accent: "#eab308",
      sky: SODIUM,
      body: 1,
      stance: -20,
      wheel: "#ca8a04",
    },
    steps: [
      {
        title: "Pull the plugs warm, not hot",
        body: "Let the engine cool for twenty minutes, blow debris out of the wells with compressed air, then remove the coils and plugs in cylinder order.",
      },
      {
        title: "Check the colour",
        body: "Light tan on the insulator is healthy. Black and sooty means rich; white or blistered means lean or too much timing.",
      },
      {
        title: "Look at the ground strap",
        body: "The heat mark on the ground strap shows the plug's heat range. If it colours all the way to the bend, go one step colder.",
      },
    ],
    daysAgo: 11,
    views: 88,
  },
  {
    type: "photo",
    owner: "sofia_e30",
    title: "E30 Day at the Ridge",
    description:
      "Thirty E30s, one track, zero rain. A gallery of boxy BMWs doing what they do best.",
    art: { paint: "#fafafa", accent: "#2563eb", sky: DAWN, body: 0, stance: -15, wheel: "#d4d4d8" },
    captions: ["Grid walk", "Turn 2 at full lean", null],
    daysAgo: 13,
    views: 176,
  },
  {
    type: "video",
    owner: "camber_admin",
    title: "Meet Recap: Sodium Lights Vol. 3",
    description: "The monthly night meet in under a minute: arrivals, walkaround and the roll-out.",
    art: WIDEBODY_SUPRA,
    daysAgo: 15,
    views: 97,
  },
  {
    type: "tutorial",
    owner: "maya_s2k",
    title: "Installing Coilovers: A First-Timer's Guide",
    description:
      "What to expect the first time you swap struts for coilovers, from the tools you need to the first alignment.",
    art: { paint: "#dc2626", accent: "#111827", sky: NIGHT, body: 2, stance: -5, wheel: "#111111" },
    steps: [
      {
        title: "Soak the bolts the night before",
        body: "Penetrating oil on every strut, end link and knuckle bolt. Twelve hours of soaking saves an hour of fighting.",
      },
      {
        title: "Support the car properly",
        body: "Jack stands on the pinch welds or the factory lift points, wheels off, and never work under a car held only by a jack.",
      },
      {
        title: "Remove the old strut",
        body: "Disconnect the end link and ABS line, remove the knuckle bolts, then the top hat nuts while a helper holds the strut.",
      },
      {
        title: "Set the coilover length",
        body: "Pre-set the body length to the manufacturer's baseline and match left and right to the millimetre before installing.",
      },
      {
        title: "Install, torque and align",
        body: "Torque everything to spec with the car at ride height, then book an alignment: new ride height changes camber and toe.",
      },
    ],
    daysAgo: 18,
    views: 402,
  },
  {
    type: "photo",
    owner: "kenji_rb26",
    title: "Garage Diaries: RB26 Rebuild",
    description: "Progress photos from the forged bottom end, week by week.",
    art: {
      paint: "#1d4ed8",
      accent: "#f59e0b",
      sky: SODIUM,
      body: 1,
      stance: -20,
      wheel: "#c8a165",
    },
    captions: ["Block back from the machine shop", "Forged pistons in"],
    daysAgo: 21,
    views: 120,
  },
  {
    type: "tutorial",
    owner: "camber_admin",
    title: "Detailing: Two-Bucket Wash Method",
    description:
      "Keep swirl marks off your paint with the two-bucket wash every detailer swears by.",
    art: { paint: "#111827", accent: "#10b981", sky: DUSK, body: 3, stance: -10, wheel: "#e5e7eb" },
    steps: [
      {
        title: "Rinse first",
        body: "Rinse the whole car top to bottom to lift loose grit before a mitt ever touches the paint.",
      },
      {
        title: "Wash bucket and rinse bucket",
        body: "One bucket with shampoo, one with clean water, both with grit guards. Rinse the mitt after every panel before reloading it with soap.",
      },
      {
        title: "Dry with a blower or a plush towel",
        body: "Blow water out of mirrors and badges, then pat dry with a clean microfibre towel: no dragging.",
      },
    ],
    daysAgo: 25,
    views: 61,
  },
  {
    type: "tutorial",
    owner: "diego_slammed",
    title: "Checking Air Ride Lines for Leaks",
    description: "Losing pressure overnight? Find the leak in three steps with soapy water.",
    art: {
      paint: "#0ea5e9",
      accent: "#e11d48",
      sky: NIGHT,
      body: 2,
      stance: -45,
      wheel: "#52525b",
    },
    steps: [
      {
        title: "Air up fully",
        body: "Fill the tank and air the car up so every line and fitting is under pressure.",
      },
      {
        title: "Spray every fitting",
        body: "Soapy water on each push-to-connect fitting, valve and bag; a leak grows bubbles.",
      },
      {
        title: "Re-cut and re-seat",
        body: "Cut the line square with a tube cutter and push it fully home in the fitting.",
      },
    ],
    daysAgo: 0,
    views: 0,
    pending: true,
  },
];

const GALLERY_PAINTS = ["#e11d48", "#facc15", "#22c55e", "#f8fafc", "#7c3aed", "#0ea5e9"];

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  await withSeedFiles(async (files) => {
    // 800x600 (the scene is 4:3): enough for cards and the photo grid (480 and 800 variants),
    // and a fresh start stays quick.
    const picture = (art: Art, seed: number, ownerId: string, index: number) =>
      files.photo({ ...art, seed, width: 800, height: 600 }, { ownerId, kind: "media", index });
    const reel = await fs.readFile(demoReelPath());
    for (const [i, demo] of DEMO_MEDIA.entries()) {
      const ownerId = idOf(demo.owner);
      const createdAt = new Date(daysBefore(now, demo.daysAgo).getTime() - i * 60_000);
      let imageUrl: string;
      let videoUrl: string | null = null;
      const photos: { url: string; caption: string | null }[] = [];
      if (demo.type === "photo") {
        for (const [j, caption] of demo.captions.entries()) {
          // A gallery from a meet: after the first photo, other cars in other colours.
          const art =
            j === 0
              ? demo.art
              : {
                  ...demo.art,
                  paint: GALLERY_PAINTS[(i + j) % GALLERY_PAINTS.length],
                  body: (demo.art.body + j) % 4,
                };
          photos.push({ url: await picture(art, i * 37 + j * 11 + 3, ownerId, j), caption });
        }
        imageUrl = photos[0].url;
      } else {
        imageUrl = await picture(demo.art, i * 37 + 5, ownerId, 0);
      }
      if (demo.type === "video") {
        // Each item its own copy: deleting one item removes only its own file.
        videoUrl = files.keep(await storeVideo(reel, ownerId));
      }
      const [item] = await tx
        .insert(mediaItems)
        .values({
          type: demo.type,
          title: demo.title,
          description: demo.description,
          imageUrl,
          durationSeconds: demo.type === "video" ? DEMO_REEL_SECONDS : null,
          videoUrl,
          isFeatured: demo.featured ?? false,
          views: demo.views,
          approvalStatus: demo.pending ? "pending" : "approved",
          createdBy: ownerId,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: mediaItems.id });
      if (photos.length > 0) {
        await tx.insert(mediaPhotos).values(
          photos.map((p, sortOrder) => ({
            mediaId: item.id,
            imageUrl: p.url,
            caption: p.caption,
            sortOrder,
          })),
        );
      }
      if (demo.type === "tutorial") {
        await tx.insert(mediaTutorialSteps).values(
          demo.steps.map((step, s) => ({
            mediaId: item.id,
            position: s + 1,
            title: step.title,
            body: step.body,
          })),
        );
      }
    }
  });
}

export const demoMediaStep: SeedStep = { name: "media", run };
