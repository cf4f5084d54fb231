import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no UI).
  route("healthz", "routes/resources/healthz.ts"),
  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("theme", "routes/resources/theme.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("sign-out", "routes/resources/sign-out.ts"),

  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("profile", "routes/profile/profile.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
