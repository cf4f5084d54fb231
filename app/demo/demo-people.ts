// The demo accounts the seed creates on a fresh site. Plain data with no server imports, so the
// browser tests (tests/e2e/support) can sign in as these people without duplicating the list.
// Passwords are not here: they come from DEMO_ADMIN_PASSWORD / DEMO_MEMBER_PASSWORD or are
// generated at seed time (see seed.server.ts).

export interface DemoPerson {
  email: string;
  fullName: string;
  username: string;
  bio: string;
  location: string;
}

export const DEMO_ADMIN: DemoPerson = {
  email: "admin@camber.club",
  fullName: "Camber Admin",
  username: "camber_admin",
  bio: "Keeping the paddock tidy. Ping me if a build, event or thread needs a hand.",
  location: "Los Angeles, CA",
};

/**
 * The demo admin's two-factor (TOTP) secret: fixed and documented (README, demo-credentials.txt)
 * so whoever runs the demo can add it to an authenticator app, and the browser tests can compute
 * its codes. Admins must have two-factor on (ADR 035). Like the demo passwords, it must not
 * survive into a live site: reset it from another admin's Members page, or drop the demo admin.
 */
export const DEMO_ADMIN_TOTP_SECRET = "CAMBERCLUBDEMOADMIN2FASECRETKEY7";

export const DEMO_MEMBERS: readonly DemoPerson[] = [
  {
    email: "maya.okafor@camber.club",
    fullName: "Maya Okafor",
    username: "maya_s2k",
    bio: "AP2 S2000 on coilovers and Volk TE37s. Weekend canyon runs, weekday spreadsheet of alignment specs.",
    location: "Portland, OR",
  },
  {
    email: "diego.ramirez@camber.club",
    fullName: "Diego Ramirez",
    username: "diego_slammed",
    bio: "Air-bagged Mk4 GTI with -3° of camber and zero regrets. I drive it to work every day.",
    location: "San Antonio, TX",
  },
  {
    email: "kenji.watanabe@camber.club",
    fullName: "Kenji Watanabe",
    username: "kenji_rb26",
    bio: "R33 GT-R imported in 2019, forged RB26 build in progress. Happy to talk turbos at any meet.",
    location: "Seattle, WA",
  },
  {
    email: "sofia.lindqvist@camber.club",
    fullName: "Sofia Lindqvist",
    username: "sofia_e30",
    bio: "E30 325i track car, M50 swap, caged and stickered. Organises the monthly cars & coffee.",
    location: "Denver, CO",
  },
];
