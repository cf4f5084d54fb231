// The member's profile for "Export my data" (the protocol: app/lib/member-data.server.ts): who
// they are on the site, with their avatar picture.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import {
  ExportAttachments,
  isoInstant,
  type MemberDataPart,
  siteUrl,
} from "~/lib/member-data.server";
import { profilePath } from "./components/author-link";

export async function exportMemberProfile(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const [row] = await db
    .select({
      email: users.email,
      accountName: users.name,
      joinedAt: users.createdAt,
      username: profiles.username,
      fullName: profiles.fullName,
      bio: profiles.bio,
      location: profiles.location,
      avatarUrl: profiles.avatarUrl,
      updatedAt: profiles.updatedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  const attachments = new ExportAttachments();
  const content = row
    ? {
        username: row.username,
        fullName: row.fullName,
        accountName: row.accountName,
        email: row.email,
        bio: row.bio,
        location: row.location,
        avatar: attachments.image(row.avatarUrl, "photos", "avatar"),
        profileUrl: row.username ? siteUrl(profilePath(row.username)) : null,
        joinedAt: isoInstant(row.joinedAt),
        profileUpdatedAt: isoInstant(row.updatedAt),
      }
    : null;
  return {
    files: [
      {
        name: "profile.json",
        about: "Your account and public profile: one object.",
        fields: {
          username: "Your username (your profile is at /u/<username>).",
          fullName: "The name shown on your profile, or null.",
          accountName: "The name on your account (used in e-mails).",
          email: "Your account's e-mail address.",
          bio: "Your bio, as you wrote it, or null.",
          location: "Your location, or null.",
          avatar: "Your profile picture: { file, url }, or null.",
          profileUrl: "The address of your public profile.",
          joinedAt: "When you joined (ISO 8601, UTC).",
          profileUpdatedAt: "When you last changed your profile.",
        },
        content,
      },
    ],
    attachments: attachments.list,
  };
}
