// Demo builds for a fresh site: real-looking photos rendered locally, featured builds, a Car of
// the Week, one build still waiting for review, and likes and comments between the members.

import { buildComments, buildImages, buildLikes, builds } from "~/db/schema";
import {
  BAGGED_GTI,
  BAYSIDE_R34,
  type CarArtOptions,
  DUSK,
  NIGHT,
  SODIUM,
  STREET_E30,
  TRACK_S2000,
  WIDEBODY_SUPRA,
} from "./car-art.server";
import { daysBefore, demoPeople, withSeedFiles } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

interface DemoBuild {
  owner: string; // username of a demo member
  title: string;
  carMake: string;
  carModel: string;
  carYear: number | null;
  description: string;
  art: Omit<CarArtOptions, "seed">;
  captions: (string | null)[];
  /** Each photo's description for screen readers (its alt text), in the order of `captions`. */
  altTexts: string[];
  featured?: boolean;
  carOfWeek?: boolean;
  pending?: boolean;
  daysAgo: number;
}

export const DEMO_BUILDS: DemoBuild[] = [
  {
    owner: "kenji_rb26",
    title: "Bayside Blue R34 GT-R",
    carMake: "Nissan",
    carModel: "Skyline GT-R",
    carYear: 1999,
    description:
      "Imported in 2024 after a long hunt. RB26 with HKS 2530s, Nismo R-Tune intake and a Tomei exhaust — 520whp on E85.\n\nSuspension is Ohlins DFV with Whiteline arms; wheels are 18x10.5 +15 Volk TE37 SL in bronze.",
    art: BAYSIDE_R34,
    captions: ["Daikoku vibes at home", "RB26 with the twin 2530s"],
    altTexts: [
      "Bayside Blue Nissan Skyline GT-R R34 from the side",
      "The Bayside Blue R34 on bronze wheels",
    ],
    featured: true,
    carOfWeek: true,
    daysAgo: 2,
  },
  {
    owner: "maya_s2k",
    title: "Track-Day S2000 AP2",
    carMake: "Honda",
    carModel: "S2000",
    carYear: 2006,
    description:
      "Grand Prix White AP2 built for HPDE: Fortune Auto 500s, Spoon calipers, 255 Yokohama A052 square. Still has the factory F22C, just with a KPro tune and a Skunk2 intake.",
    art: TRACK_S2000,
    captions: ["Paddock at Laguna", null],
    altTexts: [
      "White Honda S2000 AP2 from the side in the paddock",
      "The white S2000 at the track",
    ],
    featured: true,
    daysAgo: 5,
  },
  {
    owner: "diego_slammed",
    title: "Bagged Mk4 GTI VR6",
    carMake: "Volkswagen",
    carModel: "GTI",
    carYear: 2002,
    description:
      "Air Lift Performance struts, -3° of front camber, BBS RS 17x9 with stretched 205s. Daily driven, tucked at every stop light.",
    art: BAGGED_GTI,
    captions: ["Aired out", "RS lips polished by hand"],
    altTexts: [
      "Black VW Golf Mk4 GTI on air suspension, aired out",
      "The black GTI from the side, polished wheel lips",
    ],
    featured: true,
    daysAgo: 8,
  },
  {
    owner: "sofia_e30",
    title: "E30 325i Street Build",
    carMake: "BMW",
    carModel: "325i",
    carYear: 1988,
    description:
      "Alpine White E30 on Bilstein B8s and H&R springs. M20 with a 2.7 stroker kit and a Getrag 260 swap. Period-correct BBS RS 15s.",
    art: STREET_E30,
    captions: ["Morning coffee run", null],
    altTexts: [
      "White BMW E30 325i from the side in morning light",
      "The white E30 325i, low on its street suspension",
    ],
    daysAgo: 11,
  },
  {
    owner: "kenji_rb26",
    title: "Midnight Purple Silvia S15",
    carMake: "Nissan",
    carModel: "Silvia S15",
    carYear: 2001,
    description:
      "SR20DET on a GTX2867, Driftworks angle kit and 18x9.5 Work Meisters. Built for Sunday drift practice.",
    art: { paint: "#5b2a86", accent: "#ff7a1a", sky: DUSK, body: 1, stance: -30, wheel: "#a3a3a3" },
    captions: ["Smoke show", null],
    altTexts: [
      "Midnight purple Nissan Silvia S15 from the side, slammed",
      "The purple S15 at dusk, orange accents",
    ],
    daysAgo: 14,
  },
  {
    owner: "maya_s2k",
    title: "Civic Type R FK8 Daily",
    carMake: "Honda",
    carModel: "Civic Type R",
    carYear: 2019,
    description: "",
    art: {
      paint: "#dc2626",
      accent: "#111827",
      sky: SODIUM,
      body: 2,
      stance: -5,
      wheel: "#111111",
    },
    captions: [null],
    altTexts: ["Red Honda Civic Type R FK8 from the side"],
    daysAgo: 18,
  },
  {
    owner: "diego_slammed",
    title: "Static E46 M3 on Coilovers",
    carMake: "BMW",
    carModel: "M3",
    carYear: 2004,
    description:
      "Laguna Seca Blue E46 M3. KW V3 coilovers set low but streetable, Apex EC-7 wheels, CSL-style trunk and an S54 that screams to 8,000.",
    art: {
      paint: "#0ea5e9",
      accent: "#e11d48",
      sky: NIGHT,
      body: 0,
      stance: -25,
      wheel: "#52525b",
    },
    captions: ["Canyon stop", "Blue hour"],
    altTexts: [
      "Sky blue BMW E46 M3 from the side at a canyon stop",
      "The sky blue E46 M3 under a deep blue evening sky",
    ],
    daysAgo: 23,
  },
  {
    owner: "sofia_e30",
    title: "Miata NA Weekend Toy",
    carMake: "Mazda",
    carModel: "MX-5 Miata",
    carYear: 1992,
    description:
      "Classic Red NA6 with a hardtop, Flyin' Miata suspension and 14x8 6ULs. Proof that momentum cars are the most fun.",
    art: { paint: "#b91c1c", accent: "#fbbf24", sky: DUSK, body: 1, stance: -10, wheel: "#9ca3af" },
    captions: [null],
    altTexts: ["Red Mazda MX-5 Miata NA from the side at dusk"],
    daysAgo: 30,
  },
  {
    owner: "kenji_rb26",
    title: "Supra MK4 Widebody",
    carMake: "Toyota",
    carModel: "Supra",
    carYear: 1997,
    description:
      "2JZ-GTE single turbo conversion, Rocket Bunny widebody in progress. Still waiting on the rear arches.",
    art: WIDEBODY_SUPRA,
    captions: [null],
    altTexts: ["Orange Toyota Supra MK4 widebody from the side"],
    pending: true,
    daysAgo: 1,
  },
  {
    owner: "maya_s2k",
    title: "WRX STI Hatch Rally Tribute",
    carMake: "Subaru",
    carModel: "WRX STI",
    carYear: 2011,
    description:
      "World Rally Blue hatch with gold Enkei RPF1s, a rally light pod and a Cobb Stage 2 map.",
    art: { paint: "#1e3a8a", accent: "#eab308", sky: NIGHT, body: 2, stance: 10, wheel: "#ca8a04" },
    captions: ["Forest road", null],
    altTexts: [
      "Dark blue Subaru WRX STI hatch from the side at night",
      "The dark blue WRX STI on gold wheels",
    ],
    daysAgo: 40,
  },
];

const COMMENTS = [
  "That stance is perfect. What offsets are you running?",
  "Clean build! Those wheels are the right choice.",
  "Saw this at the last meet — even better in person.",
  "Goals. How does it drive on the street?",
  "Love the color. Factory paint or a respray?",
];

async function run({ tx, people, now }: SeedContext) {
  const { everyone, idOf } = demoPeople(people);
  await withSeedFiles(async (files) => {
    for (const [i, demo] of DEMO_BUILDS.entries()) {
      const ownerId = idOf(demo.owner);
      // 1280px photos: enough for the 480/960/1280 variants, and a fresh start stays quick.
      const images = await Promise.all(
        demo.captions.map(async (caption, j) => {
          const url = await files.photo(
            { ...demo.art, seed: i * 31 + j * 7 + 1, width: 1280, height: 960 },
            { ownerId, kind: "builds", index: j },
          );
          return { url, caption, altText: demo.altTexts[j] ?? null };
        }),
      );
      const createdAt = daysBefore(now, demo.daysAgo);
      const [build] = await tx
        .insert(builds)
        .values({
          userId: ownerId,
          title: demo.title,
          description: demo.description || null,
          carMake: demo.carMake,
          carModel: demo.carModel,
          carYear: demo.carYear,
          featuredImageUrl: images[0]?.url ?? null,
          isFeatured: demo.featured ?? false,
          isCarOfWeek: demo.carOfWeek ?? false,
          approvalStatus: demo.pending ? "pending" : "approved",
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: builds.id });
      await tx.insert(buildImages).values(
        images.map((image, sortOrder) => ({
          buildId: build.id,
          imageUrl: image.url,
          caption: image.caption,
          altText: image.altText,
          sortOrder,
          createdAt,
        })),
      );
      if (demo.pending) continue;
      const fans = everyone.filter((p) => p.id !== ownerId).slice(0, 1 + (i % everyone.length));
      if (fans.length > 0) {
        await tx.insert(buildLikes).values(fans.map((p) => ({ buildId: build.id, userId: p.id })));
      }
      const commenters = fans.slice(0, 1 + (i % 3));
      await tx.insert(buildComments).values(
        commenters.map((p, k) => ({
          buildId: build.id,
          userId: p.id,
          content: COMMENTS[(i + k) % COMMENTS.length],
          createdAt: new Date(createdAt.getTime() + (k + 1) * 3 * 60 * 60 * 1000),
        })),
      );
    }
  });
}

export const demoBuildsStep: SeedStep = { name: "builds", run };
