// The member's builds for "Export my data" (the protocol: app/lib/member-data.server.ts): each
// build with its spec sheet, wheel fitment, mod list and photos (the largest stored variant).
// One query per table for all the member's builds, not one per build.
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { buildImages, buildMods, buildSpecs, builds, buildWheels } from "~/db/schema";
import {
  ExportAttachments,
  exportedMoney,
  isoInstant,
  type MemberDataPart,
  siteUrl,
} from "~/lib/member-data.server";

const BUILD_FIELDS: Record<string, string> = {
  id: "The build's id (other files refer to it as buildId).",
  url: "The build's page.",
  title: "Its title.",
  make: "The car's make.",
  model: "The car's model.",
  year: "The car's year, or null.",
  description: "The description, as you wrote it, or null.",
  reviewStatus: "pending, approved or rejected (the admins' review).",
  deleted: "true when you deleted the build (the site keeps deleted builds, unlisted).",
  hiddenByModerators: "true when the moderators hid it.",
  featured: "true when the admins made it a Featured Build.",
  createdAt: "When you created it (ISO 8601, UTC).",
  updatedAt: "When it last changed.",
  featuredImage: "The featured image: { file, url }, or null.",
  photos: "The photos in your order: [{ file, url, caption, altText }].",
  spec: "The spec sheet, or null when you never filled it in: { chassisCode, engineCode, displacementCc (cc), aspiration (na, turbo, twin-turbo, supercharged, electric), fuel (petrol, diesel, e85, methanol, hybrid, electric), powerHp (hp), torqueNm (Nm), powerMeasuredAt (crank, wheel), dynoType, dyno, layout (fr, ff, mr, rr, awd), transmission, differential, suspensionType (stock, lowering-springs, coilovers, air, bagged), suspensionBrand, rideHeightNotes, camberFront and camberRear (degrees), brakes, exterior, interior, tags, hideModCosts, updatedAt }.",
  "spec.dyno": "The dyno sheet picture: { file, url }, or null.",
  wheels:
    "Wheel fitment per axle: [{ axle (front, rear), wheelName, diameterIn and widthIn (inches), offsetMm, boltPattern, centreBoreMm, spacerMm, tyreSize, fitment (tucked, flush, poke), rubs }].",
  mods: "The mod list in your order: [{ id, category, brand, partName, partNumber, status (planned, installed, removed), installedOn (YYYY-MM-DD), mileage, cost { amountMinor, currency } (amountMinor in cents), createdAt }].",
};

export async function exportMemberBuilds(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const rows = await db
    .select()
    .from(builds)
    .where(eq(builds.userId, userId))
    .orderBy(desc(builds.createdAt), desc(builds.id));
  const ids = rows.map((b) => b.id);
  const [photos, specs, wheels, mods] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db
            .select()
            .from(buildImages)
            .where(inArray(buildImages.buildId, ids))
            .orderBy(asc(buildImages.sortOrder), asc(buildImages.createdAt)),
          db.select().from(buildSpecs).where(inArray(buildSpecs.buildId, ids)),
          db
            .select()
            .from(buildWheels)
            .where(inArray(buildWheels.buildId, ids))
            .orderBy(asc(buildWheels.axle)),
          db
            .select()
            .from(buildMods)
            .where(inArray(buildMods.buildId, ids))
            .orderBy(asc(buildMods.sortOrder), asc(buildMods.createdAt)),
        ]);
  const attachments = new ExportAttachments();
  const content = rows.map((build) => {
    const folder = `photos/builds/${build.id}`;
    const spec = specs.find((s) => s.buildId === build.id);
    // Photos first: a featured image that is one of them is named by its place among them.
    const buildPhotos = photos
      .filter((p) => p.buildId === build.id)
      .map((photo, index) => ({
        ...attachments.image(photo.imageUrl, folder, String(index + 1)),
        caption: photo.caption,
        altText: photo.altText,
      }));
    return {
      id: build.id,
      url: siteUrl(`/builds/${build.id}`),
      title: build.title,
      make: build.carMake,
      model: build.carModel,
      year: build.carYear,
      description: build.description,
      reviewStatus: build.approvalStatus,
      deleted: build.status === "deleted",
      hiddenByModerators: build.hiddenAt !== null,
      featured: build.isFeatured,
      createdAt: isoInstant(build.createdAt),
      updatedAt: isoInstant(build.updatedAt),
      featuredImage: attachments.image(build.featuredImageUrl, folder, "featured"),
      photos: buildPhotos,
      spec: spec
        ? {
            chassisCode: spec.chassisCode,
            engineCode: spec.engineCode,
            displacementCc: spec.displacementCc,
            aspiration: spec.aspiration,
            fuel: spec.fuel,
            powerHp: spec.powerHp,
            torqueNm: spec.torqueNm,
            powerMeasuredAt: spec.powerMeasuredAt,
            dynoType: spec.dynoType,
            dyno: attachments.image(spec.dynoImageUrl, folder, "dyno"),
            layout: spec.layout,
            transmission: spec.transmission,
            differential: spec.differential,
            suspensionType: spec.suspensionType,
            suspensionBrand: spec.suspensionBrand,
            rideHeightNotes: spec.rideHeightNotes,
            camberFront: spec.camberFront,
            camberRear: spec.camberRear,
            brakes: spec.brakes,
            exterior: spec.exterior,
            interior: spec.interior,
            tags: spec.tags,
            hideModCosts: spec.hideModCosts,
            updatedAt: isoInstant(spec.updatedAt),
          }
        : null,
      wheels: wheels
        .filter((w) => w.buildId === build.id)
        .map((w) => ({
          axle: w.axle,
          wheelName: w.wheelName,
          diameterIn: w.diameterIn,
          widthIn: w.widthIn,
          offsetMm: w.offsetMm,
          boltPattern: w.boltPattern,
          centreBoreMm: w.centreBoreMm,
          spacerMm: w.spacerMm,
          tyreSize: w.tyreSize,
          fitment: w.fitment,
          rubs: w.rubs,
        })),
      mods: mods
        .filter((m) => m.buildId === build.id)
        .map((m) => ({
          id: m.id,
          category: m.category,
          brand: m.brand,
          partName: m.partName,
          partNumber: m.partNumber,
          status: m.status,
          installedOn: m.installedOn,
          mileage: m.mileage,
          cost: exportedMoney(m.costMinor, m.currency),
          createdAt: isoInstant(m.createdAt),
        })),
    };
  });
  return {
    files: [
      {
        name: "builds.json",
        about:
          "Your builds, newest first, each with its spec sheet, wheel fitment, mod list and photos.",
        fields: BUILD_FIELDS,
        content,
      },
    ],
    attachments: attachments.list,
  };
}
