// A member deletes their account (ADR 037): their profile goes (the username is free again) and
// with it their avatar. Answers with the keys of their own avatar uploads: the profile's, and
// better-auth's user image should one ever be set.
import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { ownedFileKeys } from "~/lib/images.server";
import type { LeavingMember, MemberLeaving, MemberLeft } from "~/lib/member-leaving.server";

async function leave(tx: Tx, member: LeavingMember): Promise<MemberLeft> {
  const [user] = await tx.select({ image: users.image }).from(users).where(eq(users.id, member.id));
  const removed = await tx
    .delete(profiles)
    .where(eq(profiles.id, member.id))
    .returning({ avatarUrl: profiles.avatarUrl });
  const urls = [user?.image, ...removed.map((profile) => profile.avatarUrl)];
  return { fileKeys: ownedFileKeys(urls, { kind: "avatars", ownerId: member.id }) };
}

export const PROFILES_MEMBER_LEAVING: MemberLeaving = { area: "profiles", leave };
