// Demo marketplace for a fresh site: eight listings across cars, parts and wheels in several
// currencies, from different members, with locally rendered photos; one is already sold and one
// links to its seller's approved build; one has open reports waiting in the admins' review queue.
import { and, eq } from "drizzle-orm";
import { builds, marketplaceListingImages, marketplaceListings, reports } from "~/db/schema";
import {
  LISTING_REPORT_TYPE,
  type ReportReason,
  reportText,
} from "~/modules/marketplace/constants";
import type { CarArtOptions } from "./car-art.server";
import { daysBefore, demoPeople, withSeedFiles } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

interface DemoListing {
  seller: string; // username of a demo person
  title: string;
  category: "car" | "parts" | "wheels";
  priceCents: number;
  currency: string;
  condition: "new" | "like-new" | "used" | "for-parts";
  location: string;
  description: string;
  art: Omit<CarArtOptions, "seed">;
  photos: number;
  daysAgo: number;
  sold?: boolean;
  linkBuild?: boolean;
  /** Members' reports of the listing, as the listing page's form stores them. */
  reports?: { by: string; reason: ReportReason; details: string | null; hoursAgo: number }[];
}

const NIGHT: [string, string] = ["#0b1026", "#2a1838"];
const DUSK: [string, string] = ["#101a2e", "#4a2a1a"];

const DEMO_LISTINGS: DemoListing[] = [
  {
    seller: "kenji_rb26",
    title: "1999 Nissan Skyline GT-R R34 V-Spec",
    category: "car",
    priceCents: 16_500_000_00,
    currency: "JPY",
    condition: "used",
    location: "Yokohama, Japan",
    description:
      "Bayside Blue V-Spec, 78,000 km. Nismo exhaust, Ohlins coilovers, otherwise stock. Full service history, export paperwork ready.\n\nSerious buyers only: viewing by appointment.",
    art: { paint: "#1f4fb8", accent: "#ffb347", sky: NIGHT, body: 1, stance: -8, wheel: "#c8c8c8" },
    photos: 3,
    daysAgo: 2,
    linkBuild: true,
  },
  {
    seller: "maya_s2k",
    title: "Honda S2000 AP1 hardtop, Berlina Black",
    category: "parts",
    priceCents: 1_450_00,
    currency: "USD",
    condition: "like-new",
    location: "Denver, CO",
    description:
      "OEM hardtop with the rear defrost working. A few light scratches on the inside trim, seals are perfect. Local pick-up only, it does not ship well.",
    art: { paint: "#141414", accent: "#e4572e", sky: DUSK, body: 1, stance: -2, wheel: "#777777" },
    photos: 2,
    daysAgo: 5,
  },
  {
    seller: "diego_slammed",
    title: "Work Meister S1 3P 18x9.5 / 18x10.5",
    category: "wheels",
    priceCents: 2_800_00,
    currency: "USD",
    condition: "used",
    location: "Los Angeles, CA",
    description:
      "Staggered set of four, 5x114.3. Polished lips, bronze centres. One lip has a small curb mark (pictured). Fresh hardware.",
    art: {
      paint: "#8e2de2",
      accent: "#f4d35e",
      sky: NIGHT,
      body: 0,
      stance: -14,
      wheel: "#b08d57",
    },
    photos: 2,
    daysAgo: 1,
    reports: [
      {
        by: "maya_s2k",
        reason: "misleading",
        details: "The photos look like replicas: no Work stamps on the spokes anywhere.",
        hoursAgo: 9,
      },
      { by: "kenji_rb26", reason: "scam", details: null, hoursAgo: 3 },
    ],
  },
  {
    seller: "sofia_e30",
    title: "BMW E30 325i Touring project",
    category: "car",
    priceCents: 8_900_00,
    currency: "EUR",
    condition: "for-parts",
    location: "Munich, Germany",
    description:
      "Runs and drives, but needs a new head gasket and the usual rust repair on the rear arches. Interior complete. A great base for a restomod.",
    art: { paint: "#2e8b57", accent: "#ffd166", sky: DUSK, body: 3, stance: 4, wheel: "#aaaaaa" },
    photos: 2,
    daysAgo: 9,
  },
  {
    seller: "maya_s2k",
    title: "Mazda MX-5 NA 1.8 Limited",
    category: "car",
    priceCents: 7_250_00,
    currency: "GBP",
    condition: "used",
    location: "Bristol, UK",
    description:
      "Brilliant Red, 96k miles, recent cambelt and water pump. Sold to a member last month; kept here for the record.",
    art: { paint: "#c1121f", accent: "#fefae0", sky: NIGHT, body: 1, stance: -4, wheel: "#d9d9d9" },
    photos: 1,
    daysAgo: 30,
    sold: true,
  },
  {
    seller: "diego_slammed",
    title: "Recaro Pole Position bucket seat (FIA)",
    category: "parts",
    priceCents: 1_100_00,
    currency: "CAD",
    condition: "like-new",
    location: "Vancouver, BC",
    description: "Size medium, FIA homologation until 2029. Comes with side mounts for a Civic EG.",
    art: { paint: "#222831", accent: "#ff7a1a", sky: DUSK, body: 2, stance: 0, wheel: "#555555" },
    photos: 1,
    daysAgo: 4,
  },
  {
    seller: "kenji_rb26",
    title: "Volk TE37 Saga 17x9 +22 (set of 4)",
    category: "wheels",
    priceCents: 3_400_00,
    currency: "AUD",
    condition: "new",
    location: "Melbourne, VIC",
    description: "Brand new in boxes, Diamond Dark Gunmetal, 5x114.3. Never mounted.",
    art: { paint: "#ffffff", accent: "#3a86ff", sky: NIGHT, body: 2, stance: -6, wheel: "#3d3d3d" },
    photos: 1,
    daysAgo: 6,
  },
  {
    seller: "sofia_e30",
    title: "Bilstein B12 kit for BMW E36",
    category: "parts",
    priceCents: 480_50,
    currency: "EUR",
    condition: "used",
    location: "Munich, Germany",
    description: "Around 20,000 km of use, no leaks. Springs and dampers, top mounts not included.",
    art: { paint: "#f4f1de", accent: "#3d405b", sky: DUSK, body: 0, stance: -3, wheel: "#9a9a9a" },
    photos: 1,
    daysAgo: 12,
  },
];

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  await withSeedFiles(async (files) => {
    for (const [i, demo] of DEMO_LISTINGS.entries()) {
      const sellerId = idOf(demo.seller);
      const urls: string[] = [];
      for (let j = 0; j < demo.photos; j++) {
        urls.push(
          await files.photo(
            { ...demo.art, seed: i * 17 + j * 5 + 3, width: 960, height: 720 },
            { ownerId: sellerId, kind: "marketplace", index: j },
          ),
        );
      }
      let buildId: string | null = null;
      if (demo.linkBuild) {
        const [build] = await tx
          .select({ id: builds.id })
          .from(builds)
          .where(
            and(
              eq(builds.userId, sellerId),
              eq(builds.status, "active"),
              eq(builds.approvalStatus, "approved"),
            ),
          )
          .limit(1);
        buildId = build?.id ?? null;
      }
      const createdAt = daysBefore(now, demo.daysAgo);
      const [listing] = await tx
        .insert(marketplaceListings)
        .values({
          sellerId,
          title: demo.title,
          category: demo.category,
          priceCents: demo.priceCents,
          currency: demo.currency,
          condition: demo.condition,
          location: demo.location,
          description: demo.description,
          buildId,
          status: demo.sold ? "sold" : "active",
          soldAt: demo.sold ? daysBefore(now, 3) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: marketplaceListings.id });
      if (urls.length > 0) {
        await tx
          .insert(marketplaceListingImages)
          .values(
            urls.map((imageUrl, sortOrder) => ({ listingId: listing.id, imageUrl, sortOrder })),
          );
      }
      // Listing reports live in the one review queue: reason 'other', the form's text as note.
      for (const report of demo.reports ?? []) {
        await tx.insert(reports).values({
          targetType: LISTING_REPORT_TYPE,
          targetId: listing.id,
          reporterId: idOf(report.by),
          reason: "other",
          note: reportText(report.reason, report.details),
          createdAt: new Date(now.getTime() - report.hoursAgo * 3_600_000),
        });
      }
    }
  });
}

export const demoMarketplaceStep: SeedStep = { name: "marketplace", run };
