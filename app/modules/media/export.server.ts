// The member's media submissions for "Export my data" (the protocol: app/lib/member-data.server.ts):
// photo sets, tutorials and videos they made, with their pictures, steps and uploaded video files.
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { mediaItems, mediaPhotos, mediaTutorialSteps } from "~/db/schema";
import {
  ExportAttachments,
  isoInstant,
  type MemberDataPart,
  siteUrl,
} from "~/lib/member-data.server";

export async function exportMemberMedia(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const items = await db
    .select()
    .from(mediaItems)
    .where(eq(mediaItems.createdBy, userId))
    .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id));
  const ids = items.map((i) => i.id);
  const [photos, steps] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(mediaPhotos)
            .where(inArray(mediaPhotos.mediaId, ids))
            .orderBy(asc(mediaPhotos.sortOrder)),
          db
            .select()
            .from(mediaTutorialSteps)
            .where(inArray(mediaTutorialSteps.mediaId, ids))
            .orderBy(asc(mediaTutorialSteps.position)),
        ]);
  const attachments = new ExportAttachments();
  return {
    files: [
      {
        name: "media.json",
        about: "The photo sets, tutorials and videos you submitted to the media hub, newest first.",
        fields: {
          id: "The item's id.",
          url: "Its page.",
          type: "photo (a photo set), tutorial or video.",
          title: "Its title; description: its description, or null.",
          cover: "The cover picture: { file, url }, or null.",
          photos: "A photo set's photos in order: [{ file, url, caption }].",
          steps: "A tutorial's steps: [{ position, title, body }].",
          video: "An uploaded video: { file, url }, or null; embedUrl: a linked video's address.",
          durationSeconds: "A video's length, or null.",
          reviewStatus: "pending, approved or rejected (the admins' review).",
          createdAt: "When you submitted it (ISO 8601, UTC); updatedAt: when it last changed.",
        },
        content: items.map((item) => {
          const folder = `photos/media/${item.id}`;
          return {
            id: item.id,
            url: siteUrl(`/media/${item.id}`),
            type: item.type,
            title: item.title,
            description: item.description,
            cover: attachments.image(item.imageUrl, folder, "cover"),
            photos: photos
              .filter((p) => p.mediaId === item.id)
              .map((p, index) => ({
                ...attachments.image(p.imageUrl, folder, String(index + 1)),
                caption: p.caption,
              })),
            steps: steps
              .filter((s) => s.mediaId === item.id)
              .map((s) => ({ position: s.position, title: s.title, body: s.body })),
            video: attachments.image(item.videoUrl, `videos/media/${item.id}`, "video"),
            embedUrl: item.embedUrl,
            durationSeconds: item.durationSeconds,
            reviewStatus: item.approvalStatus,
            createdAt: isoInstant(item.createdAt),
            updatedAt: isoInstant(item.updatedAt),
          };
        }),
      },
    ],
    attachments: attachments.list,
  };
}
