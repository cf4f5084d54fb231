// A member deletes their account (ADR 037): their builds go, every status included, with
// everything that is part of a build (photos, spec sheet, wheels, mods, journal entries with their
// photos, likes, follows and mutes of it, and the comments other members wrote ON it: cascades
// from builds). Their likes of other builds go with their account (cascade from users). The
// builds area answers with the keys of the member's own uploaded files that those rows showed,
// and the folders of the builds' cached share cards.
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import {
  buildImages,
  buildJournalEntries,
  buildJournalPhotos,
  buildSpecs,
  builds,
} from "~/db/schema";
import { ownedFileKeys } from "~/lib/images.server";
import type { LeavingMember, MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";
import { shareCardFolder } from "./spec/share-card-keys";

async function leave(tx: Tx, member: LeavingMember): Promise<MemberLeft> {
  const owned = await tx
    .select({ id: builds.id, featuredImageUrl: builds.featuredImageUrl })
    .from(builds)
    .where(eq(builds.userId, member.id))
    .for("update");
  if (owned.length === 0) return { fileKeys: [] };
  const ids = owned.map((build) => build.id);
  // One after the other: a transaction is one connection.
  const photos = await tx
    .select({ url: buildImages.imageUrl })
    .from(buildImages)
    .where(inArray(buildImages.buildId, ids));
  const specs = await tx
    .select({ url: buildSpecs.dynoImageUrl })
    .from(buildSpecs)
    .where(inArray(buildSpecs.buildId, ids));
  const journalPhotos = await tx
    .select({ url: buildJournalPhotos.imageUrl })
    .from(buildJournalPhotos)
    .innerJoin(buildJournalEntries, eq(buildJournalEntries.id, buildJournalPhotos.entryId))
    .where(inArray(buildJournalEntries.buildId, ids));
  await tx.delete(builds).where(eq(builds.userId, member.id));
  const urls = [
    ...owned.map((build) => build.featuredImageUrl),
    ...photos.map((row) => row.url),
    ...specs.map((row) => row.url),
    ...journalPhotos.map((row) => row.url),
  ];
  return {
    // Only the member's own uploads: a featured image URL typed into the form may be anyone's.
    fileKeys: ownedFileKeys(urls, { kind: "builds", ownerId: member.id }),
    filePrefixes: ids.map(shareCardFolder),
  };
}

export const BUILDS_MEMBER_LEAVING: MemberLeaving = { area: "builds", leave };
