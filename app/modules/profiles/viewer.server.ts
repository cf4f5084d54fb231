// The signed-in member as the layout needs them: e-mail for the avatar menu, display names for the
// greeting, admin flag for the Admin Panel link, unread notices for the bell (all in one round).
import { getSessionUser, isAdmin } from "~/lib/session.server";
import { countUnread } from "~/modules/notifications/queries.server";
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

export async function loadViewer(request: Request): Promise<Viewer | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  const [profile, admin, unread] = await Promise.all([
    getProfile(user.id),
    isAdmin(user.id),
    countUnread(user.id),
  ]);
  return {
    id: user.id,
    email: user.email,
    fullName: profile?.fullName ?? null,
    username: profile?.username ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    isAdmin: admin,
    unreadNotifications: unread,
  };
}
