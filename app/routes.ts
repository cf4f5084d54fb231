import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no UI).
  route("healthz", "routes/resources/healthz.ts"),
  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("theme", "routes/resources/theme.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("sign-out", "routes/resources/sign-out.ts"),
  route("catalogue/suggest", "routes/resources/catalogue.ts"),
  // Operations resources (issue 8)
  route("readyz", "routes/resources/readyz.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("builds/feed.xml", "routes/seo/builds-feed.ts"),
  route("forums/feed.xml", "routes/seo/forums-feed.ts"),

  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("account/security", "routes/account/security.tsx"),
  route("profile", "routes/profile/profile.tsx"),
  route("account", "routes/account/settings.tsx"),

  // Account: data export, deletion, security
  route("account/export", "routes/account/export.tsx"),
  route("account/export/:id/download", "routes/account/export-download.tsx", {
    id: "account-export-file",
  }),
  route("account/export/:token", "routes/account/export-download.tsx"),
  route("account/delete", "routes/account/delete.tsx"),

  route("builds", "routes/builds/list.tsx"),
  route("builds/:id/card.png", "routes/builds/card-png.ts"),
  route("builds/:id/likes", "routes/builds/likes.tsx"),
  route("builds/:id/comments", "routes/builds/comments.tsx"),
  route("builds/:id/journal/:entryId/comments", "routes/builds/comments.tsx", {
    id: "journal-entry-comments",
  }),
  route("builds/:id", "routes/builds/detail.tsx"),
  route("builds/:id/feed.xml", "routes/builds/journal-feed.ts"),
  route("builds/:id/journal", "routes/builds/journal-list.tsx"),
  route("builds/:id/journal/new", "routes/builds/journal-new.tsx"),
  route("builds/:id/journal/:entryId", "routes/builds/journal-entry.tsx"),
  route("builds/:id/journal/:entryId/edit", "routes/builds/journal-edit.tsx"),
  route("create-build", "routes/builds/create.tsx"),
  route("my-builds", "routes/builds/mine.tsx"),
  route("edit-build/:id", "routes/builds/edit.tsx"),
  route("following", "routes/following/following.tsx"),

  route("events", "routes/events/list.tsx"),
  route("events/create", "routes/events/create.tsx"),
  route("events/mine", "routes/events/mine.tsx"),
  route("events/reminders", "routes/events/reminders.tsx"),
  route("events/places", "routes/events/places.ts"),
  route("events/calendar.ics", "routes/events/feed-ics.ts"),
  route("events/series/:id", "routes/events/series.tsx"),
  route("events/series/:id/edit", "routes/events/series-edit.tsx"),
  route("events/my/:feed", "routes/events/my-feed-ics.ts"),
  route("events/:id", "routes/events/detail.tsx"),
  route("events/:id/calendar.ics", "routes/events/event-ics.ts"),
  route("events/:id/questions", "routes/events/questions.tsx"),
  route("events/:id/ticket", "routes/events/ticket.tsx"),
  route("events/:id/check-in", "routes/events/check-in.tsx"),
  route("events/:id/edit", "routes/events/edit.tsx"),
  route("events/:id/attendees.csv", "routes/events/attendees-csv.ts"),

  route("forums", "routes/forums/list.tsx"),
  route("forums/create", "routes/forums/create.tsx"),
  route("forums/topic/:id", "routes/forums/topic.tsx"),

  // Features (issue 7)
  route("features", "routes/features/list.tsx"),
  route("features/:id", "routes/features/detail.tsx"),
  route("admin/features", "routes/admin/features.tsx"),

  // Media hub (issue 7)
  route("media", "routes/media/list.tsx"),
  route("media/submit", "routes/media/submit.tsx"),
  route("media/:id", "routes/media/detail.tsx"),
  route("admin/media", "routes/admin/media.tsx"),

  // Public profiles (issue 7)
  route("u/:username", "routes/profiles/public.tsx"),

  // Marketplace (issue 7)
  route("marketplace", "routes/marketplace/list.tsx"),
  route("marketplace/new", "routes/marketplace/new.tsx"),
  route("marketplace/mine", "routes/marketplace/mine.tsx"),
  route("marketplace/:id", "routes/marketplace/detail.tsx"),
  route("marketplace/:id/edit", "routes/marketplace/edit.tsx"),
  route("admin/marketplace", "routes/admin/marketplace.tsx"),
  route("admin/reports", "routes/admin/reports.tsx"),
  route("admin/jobs", "routes/admin/jobs.tsx"),
  route("admin/members", "routes/admin/members.tsx"),

  // Notifications
  route("notifications", "routes/notifications/notifications.tsx"),

  route("admin", "routes/admin/admin.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
