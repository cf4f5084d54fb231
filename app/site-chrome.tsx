// The site's frame with the areas' widgets in it: the shared layout (app/components/layout) knows no
// area, so the app layer hands it the notification bell, the newsletter sign-up and the viewer in
// the layout's own shape.
import { SiteShell } from "~/components/layout/site-shell";
import type { Flash } from "~/lib/flash.server";
import { NewsletterForm } from "~/modules/newsletter";
import { NoScriptNoticeLink, NotificationBell } from "~/modules/notifications";
import { profilePath } from "~/modules/profiles";
import type { Viewer } from "~/modules/profiles/index.server";

export function SiteChrome({
  viewer,
  theme,
  flash,
  year,
  children,
}: {
  viewer: Viewer | null;
  theme: "dark" | "light";
  flash?: Flash | null;
  year: number;
  children: React.ReactNode;
}) {
  return (
    <SiteShell
      viewer={
        viewer
          ? { ...viewer, profileHref: viewer.username ? profilePath(viewer.username) : null }
          : null
      }
      notices={
        viewer
          ? {
              bell: (
                <NotificationBell
                  unread={viewer.unreadNotifications}
                  className="max-md:[@media(scripting:none)]:hidden"
                />
              ),
              noScriptLink: <NoScriptNoticeLink unread={viewer.unreadNotifications} />,
            }
          : null
      }
      newsletter={<NewsletterForm />}
      theme={theme}
      flash={flash}
      year={year}
    >
      {children}
    </SiteShell>
  );
}
