// A member deletes their account (ADR 037): the media they submitted or published go, with their
// photos and tutorial steps (cascade). Answers with the keys of their own uploads those rows
// showed (covers, photo-set photos, uploaded videos).
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { mediaItems, mediaPhotos } from "~/db/schema";
import { ownedFileKeys } from "~/lib/images.server";
import type { LeavingMember, MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";

async function leave(tx: Tx, member: LeavingMember): Promise<MemberLeft> {
  const items = await tx
    .select({ id: mediaItems.id, imageUrl: mediaItems.imageUrl, videoUrl: mediaItems.videoUrl })
    .from(mediaItems)
    .where(eq(mediaItems.createdBy, member.id));
  if (items.length === 0) return { fileKeys: [] };
  const photos = await tx
    .select({ url: mediaPhotos.imageUrl })
    .from(mediaPhotos)
    .where(
      inArray(
        mediaPhotos.mediaId,
        items.map((item) => item.id),
      ),
    );
  await tx.delete(mediaItems).where(eq(mediaItems.createdBy, member.id));
  const urls = [
    ...items.flatMap((item) => [item.imageUrl, item.videoUrl]),
    ...photos.map((photo) => photo.url),
  ];
  return { fileKeys: ownedFileKeys(urls, { kind: "media", ownerId: member.id }) };
}

export const MEDIA_MEMBER_LEAVING: MemberLeaving = { area: "media", leave };
