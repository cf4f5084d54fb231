// The signed-in member as the layout needs them: e-mail for the avatar menu, display names for the
// greeting, admin flag for the Admin Panel link, unread notices for the bell (all in one round).
import type { Actor } from "~/lib/actor.server";
import { countUnread } from "~/modules/notifications/index.server";
import { getProfile } from "./profiles.server";

export interface Viewer {
  id: string;
  email: string;
  fullName: string | null;
  username: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** Unread notices (the bell in the navigation). */
  unreadNotifications: number;
}

export async function loadViewer(actor: Actor | null): Promise<Viewer | null> {
  if (!actor) return null;
  const user = actor;
  const [profile, unread] = await Promise.all([getProfile(user.id), countUnread(user.id)]);
  return {
    id: user.id,
    email: user.email,
    fullName: profile?.fullName ?? null,
    username: profile?.username ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    // The Admin Panel link shows for the role: an admin without two-factor yet follows it to
    // the set-up (requireAdminActor), rather than wondering where the panel went.
    isAdmin: actor.hasAdminRole,
    unreadNotifications: unread,
  };
}
