// Demo build journals: progress updates under several demo builds (matched by title), with
// mileage, costs, links to mods of their mod lists and photos that reuse the builds' own demo
// pictures (no new files: a fresh start stays quick). Dates are relative to the seed's `now`, so
// the journals always look recent; everything else is fixed, so the seed is deterministic.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  buildImages,
  buildJournalEntries,
  buildJournalEntryMods,
  buildJournalPhotos,
  buildMods,
  builds,
} from "~/db/schema";
import { daysBefore } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

interface DemoEntry {
  daysAgo: number;
  title: string;
  body: string;
  mileage?: number;
  cost?: { amount: number; currency: string };
  /** Part names from the build's mod list. */
  mods?: string[];
  /** Positions of the build's demo photos to show, with their words. */
  photos?: { image: number; caption: string | null; description: string | null }[];
}

export const DEMO_JOURNALS: Record<string, DemoEntry[]> = {
  "Bayside Blue R34 GT-R": [
    {
      daysAgo: 150,
      title: "Twin turbo kit going in",
      body: "Stock turbos are out. The GT-SS 2530 kit went on over two weekends: new oil and water lines, fresh gaskets everywhere, and the R-Tune collector while the intake side was apart.\n\nNo leaks on the first start, boost is on the wastegate springs until the tune.",
      mileage: 61200,
      cost: { amount: 5400, currency: "USD" },
      mods: ["GT-SS 2530 twin turbo kit", "R-Tune intake collector"],
      photos: [
        {
          image: 0,
          caption: "Engine bay, turbos in",
          description: "A blue R34 GT-R parked with its bonnet shut, after the turbo swap",
        },
      ],
    },
    {
      daysAgo: 120,
      title: "E85 flex tune on the dyno",
      body: "Link G4X plugged in and the ID1050x injectors fitted. Tuned on E85 with a flex sensor so the car still runs on pump fuel on the way to the track.\n\n520 whp at 1.4 bar, smooth all the way to the limiter. Dyno sheet is on the spec sheet.",
      mileage: 61450,
      cost: { amount: 2950, currency: "USD" },
      mods: ["ID1050x injectors", "G4X plug-in ECU, E85 flex tune"],
    },
    {
      daysAgo: 30,
      title: "First track day on the new setup",
      body: "Six sessions at the club day. The DFVs are a revelation over bumps, and the MX72 pads never faded. Only issue: the intercooler pipe clamp walked off in session four, fixed in the paddock.",
      mileage: 62880,
      mods: ["Road & Track DFV coilovers", "MX72 pads, front and rear"],
      photos: [
        {
          image: 0,
          caption: "Paddock",
          description: "The blue GT-R in the paddock between sessions",
        },
        {
          image: 1,
          caption: null,
          description: "Rear three-quarter view of the GT-R at the circuit",
        },
      ],
    },
  ],
  "Track-Day S2000 AP2": [
    {
      daysAgo: 90,
      title: "Cage and seat in",
      body: "Six-point bolt-in cage fitted, with the harness bar at the right height for the new seat. Dash had to be trimmed slightly around the A-pillar bar; no holes in the floor for the feet.",
      mileage: 98400,
      cost: { amount: 1850, currency: "USD" },
      mods: ["6-point bolt-in cage"],
      photos: [{ image: 0, caption: "Cage in", description: null }],
    },
    {
      daysAgo: 12,
      title: "Alignment after the LSD swap",
      body: "Superlock 2-way went in with fresh diff oil. Set -3.0 front and -2.2 rear camber, 1 mm toe out up front. Turn-in is sharper and the rear steps out more progressively.",
      mileage: 99120,
      cost: { amount: 380, currency: "USD" },
      mods: ["Superlock 2-way LSD", "500 Series coilovers"],
    },
  ],
  "E30 325i Street Build": [
    {
      daysAgo: 200,
      title: "Stroker bottom end assembled",
      body: "Crank, rods and pistons balanced as a set. Bearings plastigauged twice. The block is back in the car and the 260 gearbox is next.",
      mileage: 231000,
      cost: { amount: 2100, currency: "EUR" },
      mods: ["2.7 stroker crank and rods"],
    },
    {
      daysAgo: 60,
      title: "Dampers, springs and a wash",
      body: "Bilstein B8 with H&R Sport springs: the ride is firm but never crashy. Gave it a proper wash and took a few photos in the evening light.",
      mileage: 232400,
      cost: { amount: 860, currency: "EUR" },
      mods: ["B8 dampers with H&R Sport springs"],
      photos: [
        {
          image: 0,
          caption: "Evening light",
          description: "A red E30 coupe parked on a quiet street at dusk",
        },
      ],
    },
  ],
  "Bagged Mk4 GTI VR6": [
    {
      daysAgo: 20,
      title: "R32 brakes and fresh lips",
      body: "Front brakes swapped for the R32 calipers and 334 mm rotors. The BBS lips came back from polishing and clear the calipers with a 3 mm spacer.",
      mileage: 187300,
      cost: { amount: 1250, currency: "USD" },
      mods: ["R32 front brake swap", "RS 17x9 refurbished, polished lips"],
      photos: [
        {
          image: 0,
          caption: "Aired out",
          description: "A black Mk4 Golf sitting low on BBS wheels",
        },
      ],
    },
  ],
};

async function run({ tx, now }: SeedContext) {
  const titles = Object.keys(DEMO_JOURNALS);
  const rows = await tx
    .select({ id: builds.id, title: builds.title, userId: builds.userId })
    .from(builds)
    .where(inArray(builds.title, titles))
    .orderBy(asc(builds.title));
  for (const build of rows) {
    const images = await tx
      .select({ url: buildImages.imageUrl })
      .from(buildImages)
      .where(eq(buildImages.buildId, build.id))
      .orderBy(asc(buildImages.sortOrder));
    for (const demo of DEMO_JOURNALS[build.title]) {
      const postedAt = new Date(daysBefore(now, demo.daysAgo).getTime() + 18 * 60 * 60 * 1000);
      const [entry] = await tx
        .insert(buildJournalEntries)
        .values({
          buildId: build.id,
          userId: build.userId,
          entryDate: daysBefore(now, demo.daysAgo).toISOString().slice(0, 10),
          title: demo.title,
          body: demo.body,
          mileage: demo.mileage ?? null,
          costMinor: demo.cost ? Math.round(demo.cost.amount * 100) : null,
          currency: demo.cost?.currency ?? null,
          createdAt: postedAt,
          updatedAt: postedAt,
        })
        .returning({ id: buildJournalEntries.id });
      const photos = (demo.photos ?? []).filter((p) => images[p.image]);
      if (photos.length > 0) {
        await tx.insert(buildJournalPhotos).values(
          photos.map((p, sortOrder) => ({
            entryId: entry.id,
            imageUrl: images[p.image].url,
            caption: p.caption,
            altText: p.description,
            sortOrder,
            createdAt: postedAt,
          })),
        );
      }
      if (demo.mods && demo.mods.length > 0) {
        const mods = await tx
          .select({ id: buildMods.id })
          .from(buildMods)
          .where(and(eq(buildMods.buildId, build.id), inArray(buildMods.partName, demo.mods)));
        if (mods.length > 0) {
          await tx
            .insert(buildJournalEntryMods)
            .values(mods.map((m) => ({ entryId: entry.id, modId: m.id })));
        }
      }
    }
  }
}

export const demoBuildJournalsStep: SeedStep = { name: "build journals", run };
