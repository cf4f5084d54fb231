// Demo features for a fresh site: eight articles about standout builds, dated relative to the
// seed's `now` (two of them in earlier years, for 'View Previous Features'), with hero pictures
// rendered locally and several linked to the demo builds they are about.
import { inArray } from "drizzle-orm";
import { builds, features } from "~/db/schema";
import {
  BAGGED_GTI,
  BAYSIDE_R34,
  type CarArtOptions,
  DUSK,
  HARBOR,
  NIGHT,
  SODIUM,
  TRACK_S2000,
} from "./car-art.server";
import { daysBefore, withSeedFiles } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

interface DemoFeature {
  title: string;
  carModel: string;
  excerpt: string;
  body: string[];
  /** Title of the demo build the article is about. */
  build?: string;
  art: Omit<CarArtOptions, "seed">;
  daysAgo: number;
  views: number;
}

export const DEMO_FEATURES: DemoFeature[] = [
  {
    title: "Bayside Blue: Inside Kenji's 520whp R34",
    carModel: "Nissan Skyline GT-R R34",
    excerpt:
      "A two-year import hunt, a fresh RB26 with twin 2530s and a chassis set up for the street, not the dyno sheet.",
    body: [
      "Kenji Watanabe spent the better part of two years chasing the right R34. Not the cleanest one on the auction sheets, he says, but the most honest: original Bayside Blue paint, a documented timing belt history and a floor pan that had never seen a jack in the wrong place.",
      "The engine work is deliberately old-school. HKS 2530 turbos, a Nismo R-Tune intake and a Tomei titanium exhaust make 520whp on E85, and the power arrives late enough that the car still feels like a GT-R rather than a drag build. The tune targets a flat torque curve from 4,500 rpm so the ATTESA system has something predictable to work with.",
      "Underneath, Ohlins DFV dampers and Whiteline arms keep the ride firm but usable. The wheels are Volk TE37 SL in bronze, 18x10.5 +15 all round, which fills the arches without a single fender roll.",
      "What makes the car special is restraint. There is no widebody, no wing, no stickers. It is the car a Nissan engineer might have built for himself in 1999, given a bigger budget and another twenty years of parts catalogues.",
    ],
    build: "Bayside Blue R34 GT-R",
    art: BAYSIDE_R34,
    daysAgo: 4,
    views: 412,
  },
  {
    title: "The Track-Day Honda That Still Drives to Work",
    carModel: "Honda S2000 AP2",
    excerpt:
      "Maya's Grand Prix White AP2 proves a dedicated HPDE car doesn't need a trailer: square 255s, Spoon calipers and a factory F22C.",
    body: [
      "Maya Okafor drives her S2000 to the track, runs four sessions, and drives it home again. That single rule shaped every decision on the build.",
      "The suspension is Fortune Auto 500 series with spring rates picked for Laguna Seca's corkscrew rather than the smoothest possible highway ride. Spoon monoblock calipers and a fresh set of pads survive a full day without fade, and the 255 Yokohama A052s on all four corners give the AP2 a balance the factory staggered setup never had.",
      "The engine is the stock F22C with a KPro tune and a Skunk2 intake. Maya is clear that more power would only make the car harder to drive well: the limiting factor at the track is the driver, and she would rather spend the money on seat time.",
      "Her advice for anyone starting out: buy tyres, buy brake fluid, and book a coach before you book a dyno.",
    ],
    build: "Track-Day S2000 AP2",
    art: TRACK_S2000,
    daysAgo: 19,
    views: 286,
  },
  {
    title: "Aired Out Daily: Living With a Bagged Mk4 GTI",
    carModel: "Volkswagen GTI Mk4 VR6",
    excerpt:
      "Minus three degrees of camber, stretched 205s on BBS RS and a 40-mile commute. Diego explains how air suspension makes it work.",
    body: [
      "Diego Ramirez's GTI sits on the ground at every stop light and rolls over speed bumps like a stock car. The trick is an Air Lift Performance kit with 3H management, which lets him store presets for parking, cruising and the show field.",
      "The BBS RS wheels are 17x9 with polished lips he restored by hand over a winter. Stretched 205-section tyres clear the fender lips at ride height, and the -3 degrees of front camber is a look, not an accident: inner tyre wear is the price, and Diego rotates them every two months.",
      "The VR6 is mostly stock apart from an exhaust and a carbon intake. Diego says the car's soundtrack matters more to him than a number on a sheet, and the narrow-angle six delivers.",
    ],
    build: "Bagged Mk4 GTI VR6",
    art: BAGGED_GTI,
    daysAgo: 41,
    views: 198,
  },
  {
    title: "Why the E30 Is Still the Perfect Street Build",
    carModel: "BMW 325i E30",
    excerpt:
      "Light, simple and endlessly tunable: a look at an E30 built for back roads, with notes on what to fix first.",
    body: [
      "Every few years the internet declares the E30 too expensive to modify. Then someone builds one as well as this and the argument starts again.",
      "The recipe is familiar but executed with care: refreshed subframe bushings, Bilstein Sport dampers on H&R springs, a limited-slip differential and a set of period-correct wheels. The M20 six has been rebuilt with a new timing belt and a mild chip, and it pulls cleanly to the redline.",
      "The owner's first-fix list is worth copying: cooling system, rear trailing arm bushings, fuel lines and the infamous rear shock mounts. None of it is glamorous, all of it is the difference between a car you enjoy and a car you tow.",
      "The result weighs under 2,800 pounds and talks to the driver through every surface. That, more than any horsepower figure, is why the E30 remains the benchmark.",
    ],
    build: "E30 325i Street Build",
    art: {
      paint: "#991b1b",
      accent: "#fbbf24",
      sky: HARBOR,
      body: 0,
      stance: -15,
      wheel: "#d1d5db",
    },
    daysAgo: 73,
    views: 157,
  },
  {
    title: "Midnight Purple Dreams: A Silvia S15 Built for Drift Days",
    carModel: "Nissan Silvia S15",
    excerpt:
      "An SR20DET, a hydraulic handbrake and more steering angle than sense. How a Silvia became the star of the local drift series.",
    body: [
      "The S15 is the last and best of the Silvias, and this one has been set up to go sideways from the first corner. A modest SR20DET with a Garrett upgrade makes around 330whp, enough to light the rears without overwhelming the chassis.",
      "The steering angle kit roughly doubles the factory lock, paired with adjustable tension rods and a carefully chosen Ackermann setting. A hydraulic handbrake and a welded differential make initiating a drift a matter of habit rather than drama.",
      "Midnight Purple paint is the finishing touch: it turns deep violet under sodium lights and green-gold in the sun, which is exactly what a car that spends its weekends under floodlights should do.",
    ],
    build: "Midnight Purple Silvia S15",
    art: { paint: "#4c1d95", accent: "#22d3ee", sky: DUSK, body: 1, stance: -30, wheel: "#9ca3af" },
    daysAgo: 118,
    views: 341,
  },
  {
    title: "Stance Done Right: Static E46 M3 on Coilovers",
    carModel: "BMW M3 E46",
    excerpt:
      "No air, no compromises: fitment measured to the millimetre, an S54 left alone, and a car that still handles.",
    body: [
      "Static builds live and die by measurement. The owner of this E46 M3 spent a month with a fender gauge and a spreadsheet before ordering wheels, and it shows.",
      "The coilovers are set for a low but usable ride height, with camber plates dialled to keep the tyres flat under load. Wheel offsets were chosen so the lips sit a few millimetres inside the fenders at full compression, which means no rubbing on the highway and no rolled arches.",
      "The S54 is untouched apart from fresh rod bearings, which every E46 M3 owner should consider preventative maintenance rather than an upgrade.",
    ],
    art: {
      paint: "#0f766e",
      accent: "#f97316",
      sky: NIGHT,
      body: 0,
      stance: -35,
      wheel: "#111827",
    },
    daysAgo: 160,
    views: 224,
  },
  {
    title: "Miata Is Always the Answer: A Weekend NA Build",
    carModel: "Mazda MX-5 Miata NA",
    excerpt:
      "A 1991 roadster with a hardtop, a roll bar and a set of sticky tyres. The cheapest fun in the club, and possibly the best.",
    body: [
      "This NA Miata cost less than a set of forged wheels for some of the other cars in this list, and it might be the most entertaining of them all.",
      "The build is short: a hardtop for winter, a Hard Dog roll bar, Flyin' Miata springs on Koni Yellows and a set of 200-treadwear tyres. The 1.6 litre engine is stock apart from fresh fluids and a new timing belt.",
      "On a tight back road the Miata does what bigger cars can only promise. It is light enough to place with your fingertips, slow enough that you use every gear, and reliable enough that the only thing you need to bring is a friend with a camera.",
    ],
    art: {
      paint: "#dc2626",
      accent: "#fde047",
      sky: SODIUM,
      body: 1,
      stance: -5,
      wheel: "#e5e7eb",
    },
    daysAgo: 420,
    views: 389,
  },
  {
    title: "Widebody Legend: The Supra MK4 Revisited",
    carModel: "Toyota Supra MK4",
    excerpt:
      "A 2JZ-GTE single-turbo conversion wrapped in a widebody kit: a look back at the build that started the club's Supra obsession.",
    body: [
      "Few cars carry as much expectation as a MK4 Supra, and fewer builds meet it. This one has been part of the club since the beginning, and revisiting it is a reminder of why the 2JZ became a legend.",
      "The sequential twin turbos were replaced with a single Precision unit years ago, and the engine has been opened only once since, for a head gasket and new studs. The gearbox is the six-speed Getrag, the car's most valuable single part.",
      "The widebody was controversial when it went on. Today it looks like a period piece, which may be the highest compliment a modification can earn.",
    ],
    art: {
      paint: "#ea580c",
      accent: "#38bdf8",
      sky: HARBOR,
      body: 1,
      stance: -25,
      wheel: "#1f2937",
    },
    daysAgo: 560,
    views: 503,
  },
];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function run({ tx, people, now }: SeedContext) {
  const titles = DEMO_FEATURES.flatMap((f) => (f.build ? [f.build] : []));
  const linked = await tx
    .select({ id: builds.id, title: builds.title })
    .from(builds)
    .where(inArray(builds.title, titles));
  const buildIdOf = (title: string | undefined) =>
    title ? (linked.find((b) => b.title === title)?.id ?? null) : null;

  await withSeedFiles(async (files) => {
    // Hero pictures at 1280x960 (the art's own 4:3; cards and the hero crop it): three variants
    // each, rendered in parallel to keep the seed quick.
    const images = await Promise.all(
      DEMO_FEATURES.map((demo, i) =>
        files.photo(
          { ...demo.art, seed: 101 + i * 17, width: 1280, height: 960 },
          { ownerId: people.admin.id, kind: "features", index: i },
        ),
      ),
    );
    await tx.insert(features).values(
      DEMO_FEATURES.map((demo, i) => {
        const published = daysBefore(now, demo.daysAgo);
        return {
          title: demo.title,
          carModel: demo.carModel,
          publishedOn: isoDay(published),
          excerpt: demo.excerpt,
          body: demo.body.join("\n\n"),
          imageUrl: images[i],
          buildId: buildIdOf(demo.build),
          views: demo.views,
          createdBy: people.admin.id,
          createdAt: published,
          updatedAt: published,
        };
      }),
    );
  });
}

export const demoFeaturesStep: SeedStep = { name: "features", run };
