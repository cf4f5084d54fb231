/** The site's main sections, in the order the navigation bar and the footer list them. */
export const MAIN_NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/builds", label: "Builds" },
  { to: "/events", label: "Events" },
  { to: "/features", label: "Features" },
  { to: "/forums", label: "Forums" },
  { to: "/media", label: "Media" },
] as const;

export const GET_INVOLVED_LINKS = [
  { to: "/create-build", label: "Submit Your Build" },
  { to: "/events/create", label: "Host an Event" },
  { to: "/forums/create", label: "Start a Discussion" },
  { to: "/marketplace", label: "Shop Marketplace" },
] as const;
