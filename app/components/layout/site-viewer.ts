/**
 * The signed-in member as the site's frame shows them. The frame knows no area: the app layer
 * (app/site-chrome.tsx) maps its viewer to this shape and hands in the areas' widgets.
 */
export interface SiteViewer {
  email: string;
  fullName: string | null;
  username: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** Their public profile page; null while they have no username. */
  profileHref: string | null;
}
